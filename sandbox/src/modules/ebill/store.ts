// What billing stores (docs/billing-contract.md): bills paid through the sandbox, pay links, top-ups (card and
// voucher) with the seeded voucher codes, single-use security tokens of the e-mail sending, e-bill subscription and
// document format per BAN, payment confirmations and agreements. Bills themselves stay derived (bills.ts); a row in
// ebill_bill_payments is what turns a derived UNPAID bill into PAID.
import { randomBytes } from "node:crypto";
import { stmt } from "../../db";
import type { Migration, SandboxContext } from "../module";

/** Seeded voucher codes (docs/billing-contract.md "Vouchers"): each can be used once. Expiry null = none. */
export const SEEDED_VOUCHERS: readonly { code: string; amountEur: number; expiresAt: number | null }[] = [
  { code: "1111222233334444", amountEur: 5, expiresAt: null },
  { code: "2222333344445555", amountEur: 10, expiresAt: null },
  { code: "3333444455556666", amountEur: 15, expiresAt: null },
  { code: "4444555566667777", amountEur: 20, expiresAt: null },
  { code: "5555666677778888", amountEur: 50, expiresAt: null },
  { code: "6666777788889999", amountEur: 10, expiresAt: null },
  { code: "7777888899990000", amountEur: 7, expiresAt: null },
  { code: "8888999900001111", amountEur: 5, expiresAt: null },
  /** Expired on 31 December 2025 (refused with voucher_expired). */
  { code: "9999000011112222", amountEur: 10, expiresAt: Date.parse("2025-12-31T22:00:00.000Z") },
];

export const EBILL_MIGRATIONS: Migration[] = [
  {
    id: "ebill-001-payments-links-topups",
    sql: `
      CREATE TABLE ebill_bill_payments (
        bill_id    TEXT PRIMARY KEY,
        ban        TEXT NOT NULL,
        amount_ron REAL NOT NULL,
        link_id    TEXT NOT NULL,
        payment_id TEXT NOT NULL,
        paid_at    INTEGER NOT NULL
      );
      CREATE INDEX ebill_bill_payments_ban ON ebill_bill_payments (ban);
      CREATE TABLE ebill_pay_links (
        id          TEXT PRIMARY KEY,            -- PL-…, the secret part of the link address
        kind        TEXT NOT NULL CHECK (kind IN ('bill', 'recharge')),
        owner       TEXT NOT NULL,               -- user id of who asked for it
        ban         TEXT,
        bills       TEXT NOT NULL DEFAULT '[]',  -- JSON [billId] the link pays
        reference   TEXT NOT NULL,               -- bill number, client code or the recharged number
        msisdn      TEXT,
        email       TEXT,
        amount      REAL NOT NULL,
        currency    TEXT NOT NULL,
        amount_ron  REAL NOT NULL,
        rate        REAL,
        redirect_to TEXT NOT NULL,
        status      TEXT NOT NULL,               -- open | paid | canceled
        payment_id  TEXT,
        created_at  INTEGER NOT NULL,
        expires_at  INTEGER NOT NULL,
        settled_at  INTEGER
      );
      CREATE TABLE ebill_topups (
        id         INTEGER PRIMARY KEY AUTOINCREMENT,
        msisdn     TEXT NOT NULL,
        amount_eur REAL NOT NULL,
        amount_ron REAL,
        channel    TEXT NOT NULL CHECK (channel IN ('card', 'voucher')),
        reference  TEXT NOT NULL,                -- payment id or voucher code
        email      TEXT,
        by_user    TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX ebill_topups_msisdn ON ebill_topups (msisdn, created_at);
      CREATE TABLE ebill_vouchers (
        code       TEXT PRIMARY KEY,
        amount_eur REAL NOT NULL,
        expires_at INTEGER,
        used_at    INTEGER,
        used_by    TEXT,
        msisdn     TEXT
      );
      CREATE TABLE ebill_voucher_failures (
        user_id TEXT NOT NULL,
        at      INTEGER NOT NULL
      );
      CREATE INDEX ebill_voucher_failures_user ON ebill_voucher_failures (user_id, at);
      CREATE TABLE ebill_security_tokens (
        token      TEXT PRIMARY KEY,
        user_id    TEXT NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at    INTEGER
      );
      CREATE TABLE ebill_subscriptions (
        ban               TEXT PRIMARY KEY,
        ebill_email       TEXT,
        is_subscribed     INTEGER NOT NULL,
        is_email_verified INTEGER NOT NULL,
        updated_at        INTEGER NOT NULL
      );
      CREATE TABLE ebill_document_formats (
        ban                     TEXT PRIMARY KEY,
        bill_document_format    TEXT NOT NULL,
        is_ebill_alert_allowed  INTEGER NOT NULL,
        is_ebill_format_allowed INTEGER NOT NULL,
        updated_at              INTEGER NOT NULL
      );
      CREATE TABLE ebill_payment_requests (
        id             TEXT PRIMARY KEY,
        kind           TEXT NOT NULL CHECK (kind IN ('confirmation', 'agreement')),
        ban            TEXT NOT NULL,
        bill_id        TEXT NOT NULL,
        agreement_date TEXT,
        user_id        TEXT NOT NULL,
        created_at     INTEGER NOT NULL,
        UNIQUE (kind, bill_id)
      );
    `,
  },
  {
    // In a migration, not a seed: a database seeded before billing existed gets the codes too.
    id: "ebill-002-vouchers",
    sql: SEEDED_VOUCHERS.map(
      (v) =>
        `INSERT OR IGNORE INTO ebill_vouchers (code, amount_eur, expires_at) VALUES ('${v.code}', ${v.amountEur}, ${v.expiresAt ?? "NULL"});`,
    ).join("\n"),
  },
];

// ---- paid bills ----

export function paidBillIds(ctx: SandboxContext, ban: string): Set<string> {
  return new Set(stmt(ctx.db, "SELECT bill_id FROM ebill_bill_payments WHERE ban = ?").pluck().all(ban) as string[]);
}

export function isBillPaid(ctx: SandboxContext, billId: string): boolean {
  return stmt(ctx.db, "SELECT 1 FROM ebill_bill_payments WHERE bill_id = ?").get(billId) !== undefined;
}

export function markBillPaid(
  ctx: SandboxContext,
  p: { billId: string; ban: string; amountRon: number; linkId: string; paymentId: string },
) {
  stmt(
    ctx.db,
    "INSERT OR IGNORE INTO ebill_bill_payments (bill_id, ban, amount_ron, link_id, payment_id, paid_at) VALUES (?, ?, ?, ?, ?, ?)",
  ).run(p.billId, p.ban, p.amountRon, p.linkId, p.paymentId, ctx.now());
}

// ---- pay links ----

export type LinkKind = "bill" | "recharge";
export interface LinkBill {
  id: string;
  billNo: string;
  amountRon: number;
}
export type LinkStatus = "open" | "paid" | "canceled";

export interface PayLink {
  id: string;
  kind: LinkKind;
  owner: string;
  ban: string | null;
  /** The bills a bill link pays, each with what was left to pay on it. */
  bills: LinkBill[];
  reference: string;
  msisdn: string | null;
  email: string | null;
  amount: number;
  currency: "RON" | "EUR";
  amountRon: number;
  rate: number | null;
  redirectTo: string;
  status: LinkStatus;
  paymentId: string | null;
  createdAt: number;
  expiresAt: number;
  settledAt: number | null;
}

interface LinkRow {
  id: string;
  kind: LinkKind;
  owner: string;
  ban: string | null;
  bills: string;
  reference: string;
  msisdn: string | null;
  email: string | null;
  amount: number;
  currency: "RON" | "EUR";
  amount_ron: number;
  rate: number | null;
  redirect_to: string;
  status: LinkStatus;
  payment_id: string | null;
  created_at: number;
  expires_at: number;
  settled_at: number | null;
}

const toLink = (r: LinkRow): PayLink => ({
  id: r.id,
  kind: r.kind,
  owner: r.owner,
  ban: r.ban,
  bills: JSON.parse(r.bills) as LinkBill[],
  reference: r.reference,
  msisdn: r.msisdn,
  email: r.email,
  amount: r.amount,
  currency: r.currency,
  amountRon: r.amount_ron,
  rate: r.rate,
  redirectTo: r.redirect_to,
  status: r.status,
  paymentId: r.payment_id,
  createdAt: r.created_at,
  expiresAt: r.expires_at,
  settledAt: r.settled_at,
});

/** A pay link is valid this long (the provider's session); an open challenge started before still completes. */
export const PAY_LINK_TTL_MS = 30 * 60 * 1000;
export const LINK_PREFIX = "PL-";

export function insertLink(
  ctx: SandboxContext,
  l: Omit<PayLink, "id" | "status" | "paymentId" | "createdAt" | "expiresAt" | "settledAt">,
): PayLink {
  const id = `${LINK_PREFIX}${randomBytes(16).toString("base64url")}`;
  const now = ctx.now();
  stmt(
    ctx.db,
    `INSERT INTO ebill_pay_links (id, kind, owner, ban, bills, reference, msisdn, email, amount, currency, amount_ron, rate, redirect_to, status, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'open', ?, ?)`,
  ).run(
    id,
    l.kind,
    l.owner,
    l.ban,
    JSON.stringify(l.bills),
    l.reference,
    l.msisdn,
    l.email,
    l.amount,
    l.currency,
    l.amountRon,
    l.rate,
    l.redirectTo,
    now,
    now + PAY_LINK_TTL_MS,
  );
  return getLink(ctx, id) as PayLink;
}

export function getLink(ctx: SandboxContext, id: string): PayLink | null {
  const r = stmt(ctx.db, "SELECT * FROM ebill_pay_links WHERE id = ?").get(id) as LinkRow | undefined;
  return r ? toLink(r) : null;
}

/** The caller's open, unexpired link for exactly these bills and address (asking twice gives the same link). */
export function findOpenBillLink(ctx: SandboxContext, owner: string, bills: LinkBill[], redirectTo: string): PayLink | null {
  const r = stmt(
    ctx.db,
    "SELECT * FROM ebill_pay_links WHERE kind = 'bill' AND owner = ? AND bills = ? AND redirect_to = ? AND status = 'open' AND expires_at > ? ORDER BY created_at DESC LIMIT 1",
  ).get(owner, JSON.stringify(bills), redirectTo, ctx.now()) as LinkRow | undefined;
  return r ? toLink(r) : null;
}

export function setLinkStatus(ctx: SandboxContext, id: string, status: LinkStatus, paymentId: string | null): void {
  stmt(ctx.db, "UPDATE ebill_pay_links SET status = ?, payment_id = COALESCE(?, payment_id), settled_at = ? WHERE id = ?").run(
    status,
    paymentId,
    status === "open" ? null : ctx.now(),
    id,
  );
}

export function setLinkPayment(ctx: SandboxContext, id: string, paymentId: string): void {
  stmt(ctx.db, "UPDATE ebill_pay_links SET payment_id = ? WHERE id = ?").run(paymentId, id);
}

// ---- top-ups ----

export interface StoredTopUp {
  id: number;
  msisdn: string;
  amountEur: number;
  amountRon: number | null;
  channel: "card" | "voucher";
  reference: string;
  createdAt: number;
}

export function insertTopUp(
  ctx: SandboxContext,
  t: {
    msisdn: string;
    amountEur: number;
    amountRon: number | null;
    channel: "card" | "voucher";
    reference: string;
    email: string | null;
    byUser: string;
  },
): void {
  stmt(
    ctx.db,
    "INSERT INTO ebill_topups (msisdn, amount_eur, amount_ron, channel, reference, email, by_user, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
  ).run(t.msisdn, t.amountEur, t.amountRon, t.channel, t.reference, t.email, t.byUser, ctx.now());
}

export function storedTopUps(ctx: Pick<SandboxContext, "db">, msisdn: string): StoredTopUp[] {
  const rows = stmt(
    ctx.db,
    "SELECT id, msisdn, amount_eur, amount_ron, channel, reference, created_at FROM ebill_topups WHERE msisdn = ? ORDER BY created_at, id",
  ).all(msisdn) as {
    id: number;
    msisdn: string;
    amount_eur: number;
    amount_ron: number | null;
    channel: "card" | "voucher";
    reference: string;
    created_at: number;
  }[];
  return rows.map((r) => ({
    id: r.id,
    msisdn: r.msisdn,
    amountEur: r.amount_eur,
    amountRon: r.amount_ron,
    channel: r.channel,
    reference: r.reference,
    createdAt: r.created_at,
  }));
}

export interface VoucherRow {
  code: string;
  amount_eur: number;
  expires_at: number | null;
  used_at: number | null;
  used_by: string | null;
  msisdn: string | null;
}

export const getVoucher = (ctx: SandboxContext, code: string): VoucherRow | null =>
  (stmt(ctx.db, "SELECT * FROM ebill_vouchers WHERE code = ?").get(code) as VoucherRow | undefined) ?? null;

export function useVoucher(ctx: SandboxContext, code: string, userId: string, msisdn: string): boolean {
  return (
    stmt(ctx.db, "UPDATE ebill_vouchers SET used_at = ?, used_by = ?, msisdn = ? WHERE code = ? AND used_at IS NULL").run(
      ctx.now(),
      userId,
      msisdn,
      code,
    ).changes === 1
  );
}

// ---- security tokens of the e-mail sending ----

export const SECURITY_TOKEN_TTL_MS = 5 * 60 * 1000;

export function issueSecurityToken(ctx: SandboxContext, userId: string): { token: string; expiresAt: number } {
  const token = `sbx_st_${randomBytes(18).toString("base64url")}`;
  const expiresAt = ctx.now() + SECURITY_TOKEN_TTL_MS;
  stmt(ctx.db, "INSERT INTO ebill_security_tokens (token, user_id, expires_at) VALUES (?, ?, ?)").run(token, userId, expiresAt);
  return { token, expiresAt };
}

/** Consumes the token when it is the user's, unused and unexpired. */
export function consumeSecurityToken(ctx: SandboxContext, token: string, userId: string): boolean {
  return (
    stmt(ctx.db, "UPDATE ebill_security_tokens SET used_at = ? WHERE token = ? AND user_id = ? AND used_at IS NULL AND expires_at > ?").run(
      ctx.now(),
      token,
      userId,
      ctx.now(),
    ).changes === 1
  );
}

// ---- voucher attempt limit ----

/** Wrong voucher codes (unknown or malformed) allowed per user within the window; the next is voucher_attempts_exceeded. */
export const VOUCHER_MAX_FAILURES = 5;
export const VOUCHER_WINDOW_MS = 15 * 60 * 1000;

/** Minutes until the user may try a code again (0 = now). */
export function voucherLockMinutes(ctx: SandboxContext, userId: string): number {
  const rows = stmt(ctx.db, "SELECT at FROM ebill_voucher_failures WHERE user_id = ? AND at > ? ORDER BY at")
    .pluck()
    .all(userId, ctx.now() - VOUCHER_WINDOW_MS) as number[];
  if (rows.length < VOUCHER_MAX_FAILURES) return 0;
  return Math.max(1, Math.ceil((rows[rows.length - VOUCHER_MAX_FAILURES] + VOUCHER_WINDOW_MS - ctx.now()) / 60_000));
}

export function recordVoucherFailure(ctx: SandboxContext, userId: string): void {
  stmt(ctx.db, "INSERT INTO ebill_voucher_failures (user_id, at) VALUES (?, ?)").run(userId, ctx.now());
}

/** Security tokens the user spent (= bill e-mails sent) since `since`. */
export function emailsSentSince(ctx: SandboxContext, userId: string, since: number): number {
  return stmt(ctx.db, "SELECT COUNT(*) FROM ebill_security_tokens WHERE user_id = ? AND used_at > ?").pluck().get(userId, since) as number;
}
