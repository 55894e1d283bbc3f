// Card tokens and payments in SQLite (docs/checkout-contract.md). A token row holds no card number and no CVV: the
// brand, the last four digits, the expiry, the issuer's behaviour (scenario) and the installment offer. A payment
// belongs to a product order; at most one payment per order is open (pendingAuthorization) and at most one captured.
import { randomBytes, randomUUID } from "node:crypto";
import { stmt } from "../../db";
import type { Migration, SandboxContext } from "../module";
import type { Brand, Scenario } from "./cards";

export const PAYMENT_MIGRATIONS: Migration[] = [
  {
    id: "payments-001-tokens-payments",
    sql: `
      CREATE TABLE payments_card_tokens (
        token        TEXT PRIMARY KEY,
        brand        TEXT NOT NULL,
        last4        TEXT NOT NULL,
        exp_month    INTEGER NOT NULL,
        exp_year     INTEGER NOT NULL,
        scenario     TEXT NOT NULL,
        installments TEXT NOT NULL,             -- JSON [1, 3, 6, 12]
        cvv_ref      TEXT NOT NULL,             -- the opaque encrypted_cvv handed to the site (not the CVV)
        origin       TEXT NOT NULL,             -- the site origin the form answered
        created_at   INTEGER NOT NULL,
        used_by      TEXT                       -- the payment that consumed it
      );
      CREATE TABLE payments_payments (
        id              TEXT PRIMARY KEY,
        order_id        TEXT NOT NULL,
        owner           TEXT NOT NULL,
        token           TEXT NOT NULL,
        status          TEXT NOT NULL,          -- pendingAuthorization | captured | denied | failed | canceled
        amount_ron      REAL NOT NULL,
        installments    INTEGER NOT NULL,
        characteristics TEXT NOT NULL,          -- JSON [{name, value}] as sent (encrypted_cvv left out)
        return_url      TEXT NOT NULL,
        correlator_id   TEXT,
        error_code      TEXT,
        error_message   TEXT,
        authorization_code TEXT,
        created_at      INTEGER NOT NULL,
        updated_at      INTEGER NOT NULL
      );
      CREATE INDEX payments_order ON payments_payments (order_id, status);
    `,
  },
  {
    // Issue 24 card-testing caps (attempts.ts): declined attempts are counted per order, per owner and per address.
    id: "payments-002-client-address",
    sql: `
      ALTER TABLE payments_payments ADD COLUMN client_address TEXT;
      CREATE INDEX payments_owner_declines ON payments_payments (owner, status, updated_at);
      CREATE INDEX payments_address_declines ON payments_payments (client_address, status, updated_at);
    `,
  },
];

export interface CardToken {
  token: string;
  brand: Brand;
  last4: string;
  expMonth: number;
  expYear: number;
  scenario: Scenario;
  installments: number[];
  cvvRef: string;
  origin: string;
  createdAt: number;
  usedBy: string | null;
}

export type PaymentStatus = "pendingAuthorization" | "captured" | "denied" | "failed" | "canceled";

export interface PaymentRecord {
  id: string;
  orderId: string;
  owner: string;
  token: string;
  status: PaymentStatus;
  amountRon: number;
  installments: number;
  characteristics: { name: string; value: string }[];
  returnUrl: string;
  correlatorId: string | null;
  /** The address the attempt came from (the socket's, never a forwarded header a client could write). */
  clientAddress: string | null;
  errorCode: string | null;
  errorMessage: string | null;
  authorizationCode: string | null;
  createdAt: number;
  updatedAt: number;
}

interface TokenRow {
  token: string;
  brand: Brand;
  last4: string;
  exp_month: number;
  exp_year: number;
  scenario: Scenario;
  installments: string;
  cvv_ref: string;
  origin: string;
  created_at: number;
  used_by: string | null;
}

interface PaymentRow {
  id: string;
  order_id: string;
  owner: string;
  token: string;
  status: PaymentStatus;
  amount_ron: number;
  installments: number;
  characteristics: string;
  return_url: string;
  correlator_id: string | null;
  client_address: string | null;
  error_code: string | null;
  error_message: string | null;
  authorization_code: string | null;
  created_at: number;
  updated_at: number;
}

/** A token lives 15 minutes (the hosted form's session), like a provider's single-use card token. */
export const TOKEN_TTL_MS = 15 * 60 * 1000;
/** A challenge left open longer than this fails with 40010 (3-D Secure timed out). */
export const CHALLENGE_TTL_MS = 15 * 60 * 1000;

export function insertToken(ctx: SandboxContext, t: Omit<CardToken, "token" | "cvvRef" | "createdAt" | "usedBy">): CardToken {
  const token: CardToken = {
    ...t,
    token: `sbx_card_${randomBytes(18).toString("base64url")}`,
    cvvRef: `sbx_ecvv_${randomBytes(12).toString("base64url")}`,
    createdAt: ctx.now(),
    usedBy: null,
  };
  stmt(
    ctx.db,
    `INSERT INTO payments_card_tokens (token, brand, last4, exp_month, exp_year, scenario, installments, cvv_ref, origin, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    token.token,
    t.brand,
    t.last4,
    t.expMonth,
    t.expYear,
    t.scenario,
    JSON.stringify(t.installments),
    token.cvvRef,
    t.origin,
    token.createdAt,
  );
  return token;
}

export function getToken(ctx: SandboxContext, token: string): CardToken | null {
  const r = stmt(ctx.db, "SELECT * FROM payments_card_tokens WHERE token = ?").get(token) as TokenRow | undefined;
  if (!r) return null;
  return {
    token: r.token,
    brand: r.brand,
    last4: r.last4,
    expMonth: r.exp_month,
    expYear: r.exp_year,
    scenario: r.scenario,
    installments: JSON.parse(r.installments) as number[],
    cvvRef: r.cvv_ref,
    origin: r.origin,
    createdAt: r.created_at,
    usedBy: r.used_by,
  };
}

export function markTokenUsed(ctx: SandboxContext, token: string, paymentId: string): void {
  stmt(ctx.db, "UPDATE payments_card_tokens SET used_by = ? WHERE token = ?").run(paymentId, token);
}

const toPayment = (r: PaymentRow): PaymentRecord => ({
  id: r.id,
  orderId: r.order_id,
  owner: r.owner,
  token: r.token,
  status: r.status,
  amountRon: r.amount_ron,
  installments: r.installments,
  characteristics: JSON.parse(r.characteristics) as { name: string; value: string }[],
  returnUrl: r.return_url,
  correlatorId: r.correlator_id,
  clientAddress: r.client_address,
  errorCode: r.error_code,
  errorMessage: r.error_message,
  authorizationCode: r.authorization_code,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

export type NewPayment = Omit<PaymentRecord, "id" | "createdAt" | "updatedAt" | "errorCode" | "errorMessage" | "authorizationCode">;

export function insertPayment(ctx: SandboxContext, p: NewPayment): PaymentRecord {
  const now = ctx.now();
  const id = `pay-${randomUUID()}`;
  stmt(
    ctx.db,
    `INSERT INTO payments_payments (id, order_id, owner, token, status, amount_ron, installments, characteristics, return_url, correlator_id, client_address, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id,
    p.orderId,
    p.owner,
    p.token,
    p.status,
    p.amountRon,
    p.installments,
    JSON.stringify(p.characteristics),
    p.returnUrl,
    p.correlatorId,
    p.clientAddress,
    now,
    now,
  );
  return getPayment(ctx, id) as PaymentRecord;
}

export function getPayment(ctx: SandboxContext, id: string): PaymentRecord | null {
  const r = stmt(ctx.db, "SELECT * FROM payments_payments WHERE id = ?").get(id) as PaymentRow | undefined;
  return r ? toPayment(r) : null;
}

export function paymentsOfOrder(ctx: SandboxContext, orderId: string): PaymentRecord[] {
  return (stmt(ctx.db, "SELECT * FROM payments_payments WHERE order_id = ? ORDER BY created_at, rowid").all(orderId) as PaymentRow[]).map(
    toPayment,
  );
}

export function setPaymentStatus(
  ctx: SandboxContext,
  id: string,
  status: PaymentStatus,
  error: { code: string; message: string } | null = null,
  authorizationCode: string | null = null,
): void {
  stmt(
    ctx.db,
    "UPDATE payments_payments SET status = ?, error_code = ?, error_message = ?, authorization_code = COALESCE(?, authorization_code), updated_at = ? WHERE id = ?",
  ).run(status, error?.code ?? null, error?.message ?? null, authorizationCode, ctx.now(), id);
}

/** Cancels the order's open payment (the cart changed and was submitted again): no charge is made. */
export function cancelOpenPayments(ctx: SandboxContext, orderId: string): void {
  stmt(
    ctx.db,
    "UPDATE payments_payments SET status = 'canceled', updated_at = ? WHERE order_id = ? AND status = 'pendingAuthorization'",
  ).run(ctx.now(), orderId);
}
