// What a PATCH op does to the cart in memory (docs/cart-contract.md "PATCH body"): add a product, bundle or voucher,
// change a quantity, remove an item; then `settle` keeps the derived items true (the prepaid starter pack, vouchers
// whose rule still holds). Every change is checked against rules.ts on the cart as it would be.
import type { SandboxContext } from "../module";
import { cartErrors } from "./errors";
import type { Offering } from "./offerings";
import { NO_PRICES, offeringPrices, type ItemPrices } from "./pricing";
import { checkAge, checkLines, checkQuantity, checkStock, checkSubscribers } from "./rules";
import { checkFlow, NOT_A_CUSTOMER, type CartCustomer } from "./customerFlows";
import { checkPortInFlow } from "./portInFlow";
import { checkFixedAdd, isFixedOffering } from "./fixedAddress";
import { newItemId, type CartItemRecord, type CartState } from "./store";
import { checkUsable, findVoucher, voucherBasis, whyNotApplicable, type PricesOf } from "./vouchers";

/** The "special prepaid item" (docs/decisions.md): added with the first prepaid SIM, listed first, free. */
export const STARTER_PACK = { id: "PREPAID-STARTER-PACK", name: "Pachet de start preplătit" } as const;

export interface CartEnv {
  ctx: SandboxContext;
  offering: (id: string) => Offering | null;
  /** The signed-in SSO user's CNP (age rule); null for anonymous and one-time-code callers. */
  userCnp: string | null;
  /** The caller as a customer of this shop: eligible flows and lines (customerFlows.ts); absent = not a customer. */
  customer?: CartCustomer;
  /** The cart owner's key (owner.ts): a port-in add (flow MNP) needs a port-in token of this owner (portInFlow.ts). */
  ownerKey?: string;
}

export interface AddInput {
  offeringId: string;
  quantity: number;
  characteristics: Record<string, string>;
}

export function pricesOf(env: CartEnv): PricesOf {
  const rate = env.ctx.config.eurRonRate;
  return (item) => {
    if (item.kind === "starter") {
      const zero = { EUR: 0, RON: 0 };
      return { prices: { upfront: { price: zero, discount: zero }, monthly: null }, offering: null };
    }
    const offering = item.kind === "voucher" ? null : env.offering(item.offeringId);
    const prices: ItemPrices =
      item.kind === "product" || item.kind === "bundle" ? (offering ? offeringPrices(offering, rate) : NO_PRICES) : NO_PRICES;
    return { prices, offering };
  };
}

const topLevel = (i: CartItemRecord) => i.kind !== "child";

export function addProduct(state: CartState, input: AddInput, env: CartEnv): void {
  const o = env.offering(input.offeringId);
  if (!o || o.withdrawn) throw cartErrors.notAvailable(input.offeringId);
  if (o.offerType === "Voucher") throw cartErrors.malformed("un voucher se adaugă cu offerType Voucher și voucherCode.");
  const components = o.components.map((id) => ({ id, offering: env.offering(id) }));
  const missing = components.find((c) => !c.offering || c.offering.withdrawn);
  if (missing) throw cartErrors.notAvailable(missing.id);
  if (o.customerType !== state.customerType) {
    throw cartErrors.customerTypeMismatch(
      o.customerType === "EBU" ? `Produsul ${o.name} este pentru clienții business.` : `Produsul ${o.name} este pentru persoane fizice.`,
    );
  }

  // Renewal and add-a-line only for a customer eligible for them (customerFlows.ts, SPEC §8 400300).
  if (input.characteristics.flow) checkFlow(o, input.characteristics, env.customer ?? NOT_A_CUSTOMER);
  // Port-in only for a number proved by its SMS code (portInFlow.ts, SPEC §8 400300).
  checkPortInFlow(env.ctx, env.ownerKey, input.characteristics.flow);

  // Home internet and TV: at a qualified installation address, one per cart (fixedAddress.ts, SPEC §7 address fields).
  const chars = isFixedOffering(o) ? checkFixedAdd(env.ctx, state, o, input.characteristics) : input.characteristics;
  // The same offering again (no particular subscriber, same flow) raises the quantity of the item already there.
  const same = chars.selectedSubscriberId
    ? undefined
    : state.items.find(
        (i) =>
          topLevel(i) &&
          i.kind !== "voucher" &&
          i.offeringId === o.id &&
          !i.characteristics.selectedSubscriberId &&
          (i.characteristics.flow ?? "") === (chars.flow ?? ""),
      );
  let item: CartItemRecord;
  if (same) {
    same.quantity += input.quantity;
    item = same;
  } else {
    item = {
      id: newItemId(),
      parentId: null,
      kind: o.isBundle ? "bundle" : "product",
      offeringId: o.id,
      quantity: input.quantity,
      characteristics: chars,
      voucherCode: null,
    };
    state.items.push(item);
    // Bundle children: the device before the plan (the site reorders, SPEC §4).
    const ordered = [...components].sort((a, b) => Number(b.offering?.offerType === "Device") - Number(a.offering?.offerType === "Device"));
    for (const c of ordered) {
      state.items.push({
        id: newItemId(),
        parentId: item.id,
        kind: "child",
        offeringId: c.id,
        quantity: 1,
        characteristics: {},
        voucherCode: null,
      });
    }
  }
  checkStock(state, item, env.offering);
  checkAge(o, chars.cnp, env.userCnp, env.ctx.now());
  checkSubscribers(state);
  checkQuantity(item, o);
  checkLines(state, env.offering);
}

export function addVoucher(state: CartState, code: string, env: CartEnv): void {
  const v = checkUsable(findVoucher(env.ctx, code), code, state.customerType, env.ctx.now());
  const present = state.items.filter((i) => i.kind === "voucher");
  if (present.some((i) => i.voucherCode === v.code)) throw cartErrors.voucherNotApplicable(`Voucherul ${v.code} este deja aplicat.`);
  if (present.length > 0) throw cartErrors.voucherNotApplicable("Coșul are deja un voucher. Șterge-l pentru a folosi altul.");
  const why = whyNotApplicable(v, voucherBasis(state, pricesOf(env)));
  if (why) throw cartErrors.voucherNotApplicable(why);
  state.items.push({
    id: newItemId(),
    parentId: null,
    kind: "voucher",
    offeringId: v.offeringId,
    quantity: 1,
    characteristics: { voucherCode: v.code },
    voucherCode: v.code,
  });
}

function findItem(state: CartState, id: string): CartItemRecord {
  const item = state.items.find((i) => i.id === id);
  if (!item) throw cartErrors.malformed(`produsul ${id} nu este în coș.`);
  return item;
}

export function setQuantity(state: CartState, itemId: string, quantity: number, env: CartEnv): void {
  const item = findItem(state, itemId);
  if (item.kind === "child" || item.kind === "starter" || item.kind === "voucher") {
    throw cartErrors.malformed(`cantitatea produsului ${itemId} nu se poate schimba.`);
  }
  const o = env.offering(item.offeringId);
  if ((!o || o.withdrawn) && quantity > item.quantity) throw cartErrors.notAvailable(item.offeringId);
  item.quantity = quantity;
  checkStock(state, item, env.offering);
  checkQuantity(item, o);
  checkLines(state, env.offering);
}

/** Removes an item; a bundle goes with its children (removing a child removes its bundle). */
export function removeItem(state: CartState, itemId: string): void {
  const item = findItem(state, itemId);
  if (item.kind === "starter") throw cartErrors.malformed("pachetul de start se șterge odată cu ultima cartelă preplătită.");
  const target = item.kind === "child" ? (item.parentId ?? item.id) : item.id;
  state.items = state.items.filter((i) => i.id !== target && i.parentId !== target);
}

/** Derived items after every op: the starter pack follows the prepaid SIMs; vouchers whose rule broke leave. */
export function settle(state: CartState, env: CartEnv): void {
  const hasPrepaid = state.items.some((i) => i.kind === "product" && env.offering(i.offeringId)?.offerType === "Prepaid");
  const starter = state.items.find((i) => i.kind === "starter");
  if (hasPrepaid && !starter) {
    state.items.unshift({
      id: newItemId(),
      parentId: null,
      kind: "starter",
      offeringId: STARTER_PACK.id,
      quantity: 1,
      characteristics: {},
      voucherCode: null,
    });
  } else if (!hasPrepaid && starter) {
    state.items = state.items.filter((i) => i !== starter);
  }
  const basis = voucherBasis(state, pricesOf(env));
  state.items = state.items.filter((i) => {
    if (i.kind !== "voucher" || !i.voucherCode) return true;
    const v = findVoucher(env.ctx, i.voucherCode);
    return v !== null && whyNotApplicable(v, basis) === null;
  });
}
