// Vouchers (SPEC §3 Cart voucher, §8 4002xx): the catalogue's codes plus two broken ones for the error paths, each
// with its rule. A voucher sits in the cart as an item with a negative upfront price; its amount is derived on every
// answer, and a voucher whose rule no longer holds after a change leaves the cart (pruneVouchers).
import { stmt } from "../../db";
import { catalogue } from "../../seed/catalogue";
import type { Migration, SandboxContext } from "../module";
import { cartErrors } from "./errors";
import type { CustomerType, Offering } from "./offerings";
import { round2, toRon, type Amount, type ItemPrices } from "./pricing";
import type { CartItemRecord, CartState } from "./store";

export const VOUCHER_MIGRATIONS: Migration[] = [
  {
    id: "cart-002-vouchers",
    sql: `
      CREATE TABLE cart_vouchers (
        code           TEXT PRIMARY KEY,          -- upper case; customers' input is matched case-insensitively
        offering_id    TEXT NOT NULL,
        name           TEXT NOT NULL,
        customer_type  TEXT NOT NULL,
        discount_type  TEXT NOT NULL CHECK (discount_type IN ('percentage', 'amount', 'shipping')),
        discount_value REAL NOT NULL,             -- percent, or lei for 'amount'
        rule           TEXT,                      -- null | 'device' | 'minUpfrontRon:<lei>'
        valid_until    INTEGER,                   -- ms; null = no end
        max_uses       INTEGER,                   -- null = unlimited
        uses           INTEGER NOT NULL DEFAULT 0 -- counted at checkout (later issue)
      );
    `,
  },
];

export interface Voucher {
  code: string;
  offeringId: string;
  name: string;
  customerType: CustomerType;
  discountType: "percentage" | "amount" | "shipping";
  discountValue: number;
  rule: string | null;
  validUntil: number | null;
  maxUses: number | null;
  uses: number;
}

/** The rule of each catalogue code (the catalogue describes them in words only). */
const RULES: Record<string, string> = { BUNVENIT10: "device", ARIA50: "minUpfrontRon:500" };

/** Seeded only for the cart's error paths: an expired code (400203) and a used-up one (400205). */
const BROKEN: Voucher[] = [
  {
    code: "EXPIRAT20",
    offeringId: "VOUCHER-EXPIRAT-20",
    name: "Reducere 20% (expirat)",
    customerType: "CBU",
    discountType: "percentage",
    discountValue: 20,
    rule: null,
    validUntil: Date.parse("2025-12-31T23:59:59.999Z"),
    maxUses: null,
    uses: 0,
  },
  {
    code: "EPUIZAT15",
    offeringId: "VOUCHER-EPUIZAT-15",
    name: "Reducere 15 lei (epuizat)",
    customerType: "CBU",
    discountType: "amount",
    discountValue: 15,
    rule: null,
    validUntil: null,
    maxUses: 100,
    uses: 100,
  },
];

export function seedVouchers(ctx: SandboxContext): void {
  const insert = ctx.db.prepare(
    `INSERT INTO cart_vouchers (code, offering_id, name, customer_type, discount_type, discount_value, rule, valid_until, max_uses, uses)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const fromCatalogue: Voucher[] = catalogue()
    .filter((i) => i.type === "Voucher")
    .map((i) => {
      const f = i.fields as { code: string; discountType: Voucher["discountType"]; discountValue: number };
      return {
        code: f.code.toUpperCase(),
        offeringId: i.externalId,
        name: i.title,
        customerType: i.customerType,
        discountType: f.discountType,
        discountValue: f.discountValue,
        rule: RULES[f.code] ?? null,
        validUntil: null,
        maxUses: null,
        uses: 0,
      };
    });
  for (const v of [...fromCatalogue, ...BROKEN]) {
    insert.run(v.code, v.offeringId, v.name, v.customerType, v.discountType, v.discountValue, v.rule, v.validUntil, v.maxUses, v.uses);
  }
}

interface VoucherRow {
  code: string;
  offering_id: string;
  name: string;
  customer_type: CustomerType;
  discount_type: Voucher["discountType"];
  discount_value: number;
  rule: string | null;
  valid_until: number | null;
  max_uses: number | null;
  uses: number;
}

export const normaliseCode = (code: string): string => code.trim().toUpperCase();

export function findVoucher(ctx: SandboxContext, code: string): Voucher | null {
  const r = stmt(ctx.db, "SELECT * FROM cart_vouchers WHERE code = ?").get(normaliseCode(code)) as VoucherRow | undefined;
  return r
    ? {
        code: r.code,
        offeringId: r.offering_id,
        name: r.name,
        customerType: r.customer_type,
        discountType: r.discount_type,
        discountValue: r.discount_value,
        rule: r.rule,
        validUntil: r.valid_until,
        maxUses: r.max_uses,
        uses: r.uses,
      }
    : null;
}

/** What the voucher rules need to know about the cart (computed by the caller from the items' prices). */
export interface VoucherBasis {
  /** Upfront total of the items, vouchers left out. */
  upfront: Amount;
  /** The first item holding a device (a device, or a bundle with a device): its upfront unit price. */
  firstDeviceUpfront: Amount | null;
}

/** null when the voucher applies to this cart, else the Romanian reason (400201). */
export function whyNotApplicable(v: Voucher, basis: VoucherBasis): string | null {
  if (v.rule === "device" && !basis.firstDeviceUpfront) return `Voucherul ${v.code} se aplică doar la cumpărarea unui dispozitiv.`;
  const min = v.rule?.startsWith("minUpfrontRon:") ? Number(v.rule.slice("minUpfrontRon:".length)) : null;
  if (min !== null && !(basis.upfront.RON > min))
    return `Voucherul ${v.code} se aplică doar comenzilor de peste ${min} lei plătiți în avans.`;
  return null;
}

/** The voucher's (negative) upfront amount: a percentage of the first device, or fixed lei (EUR derived). */
export function voucherAmount(v: Voucher, basis: VoucherBasis, rate: number): Amount {
  if (v.discountType === "percentage" && basis.firstDeviceUpfront) {
    const eur = -round2((basis.firstDeviceUpfront.EUR * v.discountValue) / 100);
    return { EUR: eur, RON: toRon(eur, rate) };
  }
  if (v.discountType === "amount") return { EUR: -round2(v.discountValue / rate), RON: -round2(v.discountValue) };
  return { EUR: 0, RON: 0 };
}

/** Codes a customer may not use (400203 unknown/expired, 400205 used up, 403 other customer type). */
export function checkUsable(v: Voucher | null, code: string, customerType: CustomerType, now: number): Voucher {
  if (!v || (v.validUntil !== null && v.validUntil < now)) throw cartErrors.voucherNotFound(normaliseCode(code));
  if (v.maxUses !== null && v.uses >= v.maxUses) throw cartErrors.voucherUsedUp(v.code);
  if (v.customerType !== customerType) {
    throw cartErrors.customerTypeMismatch(
      `Voucherul ${v.code} este pentru clienții ${v.customerType === "EBU" ? "business" : "persoane fizice"}.`,
    );
  }
  return v;
}

/** Prices of an item for the voucher basis; supplied by the caller (items.ts) so this file stays free of the catalogue. */
export type PricesOf = (item: CartItemRecord) => { prices: ItemPrices; offering: Offering | null };

export function voucherBasis(state: CartState, pricesOf: PricesOf): VoucherBasis {
  let upfront: Amount = { EUR: 0, RON: 0 };
  let firstDeviceUpfront: Amount | null = null;
  for (const item of state.items) {
    if (item.kind === "voucher" || item.kind === "child") continue;
    const { prices, offering } = pricesOf(item);
    const u = prices.upfront?.price ?? { EUR: 0, RON: 0 };
    upfront = { EUR: round2(upfront.EUR + u.EUR * item.quantity), RON: round2(upfront.RON + u.RON * item.quantity) };
    const holdsDevice = offering?.offerType === "Device" || (item.kind === "bundle" && Boolean(offering?.attributes.device));
    if (holdsDevice && !firstDeviceUpfront) firstDeviceUpfront = u;
  }
  return { upfront, firstDeviceUpfront };
}
