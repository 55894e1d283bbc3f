// The cart's real conditions (docs/cart-contract.md "Errors"; SPEC §8 CART, §9 "Default max cart quantity 1").
// Each check looks at the cart as it would be after the change and throws the operator's error.
import { cartErrors } from "./errors";
import type { CustomerType, Offering } from "./offerings";
import type { CartItemRecord, CartState } from "./store";

/** Mobile lines one order may hold (400301). */
export const LINE_LIMIT: Record<CustomerType, number> = { CBU: 5, EBU: 20 };

/** Per item: a device's own maxAllowedQuantity attribute (default 1), 5 lines of a plan, 3 prepaid SIMs, else 1. */
export function maxQuantityOf(o: Offering | null, kind: CartItemRecord["kind"]): number {
  if (!o || kind !== "product") return 1;
  if (o.offerType === "Device") {
    const n = Number(o.attributes.maxAllowedQuantity);
    return Number.isInteger(n) && n >= 1 ? n : 1;
  }
  if (o.offerType === "MobileService") return 5;
  if (o.offerType === "Prepaid") return 3;
  return 1;
}

/** A device's stock attribute; absent = not tracked (unlimited). */
export function stockOf(o: Offering): number {
  const n = Number(o.attributes.stock);
  return o.attributes.stock === undefined || !Number.isFinite(n) ? Infinity : n;
}

/** Subscriptions and bundles need an adult holder (400121). */
export const needsAdult = (o: Offering): boolean => o.offerType === "MobileService" || o.isBundle;

/** Mobile lines an item brings: plans, prepaid SIMs and bundles with a plan, × quantity. */
export function linesOf(item: CartItemRecord, offering: (id: string) => Offering | null): number {
  if (item.kind === "child" || item.kind === "voucher" || item.kind === "starter") return 0;
  const o = offering(item.offeringId);
  if (!o) return 0;
  const mobile = (x: Offering | null) => x?.offerType === "MobileService" || x?.offerType === "Prepaid";
  if (item.kind === "bundle") return o.components.some((c) => mobile(offering(c))) ? item.quantity : 0;
  return mobile(o) ? item.quantity : 0;
}

export function checkQuantity(item: CartItemRecord, o: Offering | null): void {
  const max = maxQuantityOf(o, item.kind);
  if (!Number.isInteger(item.quantity) || item.quantity < 1 || item.quantity > max) {
    throw cartErrors.quantity(o?.name ?? item.offeringId, max);
  }
}

export function checkLines(state: CartState, offering: (id: string) => Offering | null): void {
  const lines = state.items.reduce((n, i) => n + linesOf(i, offering), 0);
  if (lines > LINE_LIMIT[state.customerType]) throw cartErrors.lineLimit(LINE_LIMIT[state.customerType]);
}

/** Devices of an item (itself, or a bundle's device component) against their stock, counting the whole cart. */
export function checkStock(state: CartState, item: CartItemRecord, offering: (id: string) => Offering | null): void {
  const o = offering(item.offeringId);
  const devices = o?.isBundle ? o.components : [item.offeringId];
  for (const id of devices) {
    const d = offering(id);
    if (!d || d.offerType !== "Device") continue;
    const wanted = state.items
      .filter((i) => i.offeringId === id && i.kind !== "voucher")
      .reduce((n, i) => n + (i.kind === "child" ? (state.items.find((p) => p.id === i.parentId)?.quantity ?? 1) : i.quantity), 0);
    if (wanted > stockOf(d)) throw cartErrors.outOfStock(d.name);
  }
}

export function checkSubscribers(state: CartState): void {
  const seen = new Set<string>();
  for (const i of state.items) {
    const id = i.characteristics.selectedSubscriberId;
    if (!id || i.kind === "child") continue;
    if (seen.has(id)) throw cartErrors.subscriberTwice(id);
    seen.add(id);
  }
}

/** Birth date of a Romanian CNP (S YY MM DD …), or null when it is not one. */
export function birthDateOfCnp(cnp: string): Date | null {
  const m = /^([1-9])(\d{2})(\d{2})(\d{2})\d{6}$/.exec(cnp);
  if (!m) return null;
  const century: Record<string, number> = { "1": 1900, "2": 1900, "3": 1800, "4": 1800, "5": 2000, "6": 2000 };
  const year = (century[m[1]] ?? 1900) + Number(m[2]); // 7–9 (residents): no century in the code; 1900s assumed
  const month = Number(m[3]);
  const day = Number(m[4]);
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCMonth() === month - 1 && d.getUTCDate() === day ? d : null;
}

/** Whole years between a birth date and `now` (UTC). */
export function ageAt(birth: Date, now: number): number {
  const n = new Date(now);
  const hadBirthday =
    n.getUTCMonth() > birth.getUTCMonth() || (n.getUTCMonth() === birth.getUTCMonth() && n.getUTCDate() >= birth.getUTCDate());
  return n.getUTCFullYear() - birth.getUTCFullYear() - (hadBirthday ? 0 : 1);
}

/** 400121 for a subscription or bundle whose holder (the cnp characteristic, else the signed-in user) is under 18. */
export function checkAge(o: Offering, cnpCharacteristic: string | undefined, userCnp: string | null, now: number): void {
  if (!needsAdult(o)) return;
  const cnp = cnpCharacteristic ?? userCnp;
  if (!cnp) return;
  const birth = birthDateOfCnp(cnp);
  if (!birth) {
    if (cnpCharacteristic !== undefined) throw cartErrors.malformed(`CNP-ul ${cnp} nu este valid.`);
    return;
  }
  if (ageAt(birth, now) < 18) throw cartErrors.underAge();
}
