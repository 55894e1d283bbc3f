// Checkout on the cart (docs/checkout-contract.md "Checkout"; SPEC §4 "on checkout status is replaced with
// SUBMITTED", §7 checkout PATCH). The cart's PATCH calls checkoutAfterPatch inside its transaction once its ops are
// applied. A PATCH that replaces /status with SUBMITTED on a cart carrying the checkout data (shipping and billing
// contact media, a Customer party) creates a product order from the cart as it answers now:
//   - CARD (default): state pending; the cart stays (status SUBMITTED) until the payment is captured, so a declined
//     or abandoned payment keeps it; submitting the same cart again answers the same order (no second order).
//   - COD (the payment note's cardPayment=false&paidSource=COD): state acknowledged, and the cart is emptied at once.
// A cart changed after it was submitted makes a new order on the next SUBMITTED; the old unpaid one is cancelled.
import type { CartOwner } from "../cart/owner";
import type { PatchOp } from "../cart/patch";
import type { CartState } from "../cart/store";
import type { SandboxContext } from "../module";
import { cancelOpenPayments } from "../payments/store";
import { documentsOf, DOCUMENT_TYPES } from "./documents";
import { orderErrors } from "./errors";
import { ORDER_PREFIX } from "./paths";
import { insertOrder, pendingOrderOfCart, setOrderState, type OrderRecord, type PaymentMethod } from "./store";

interface Money {
  unit: string;
  value: number;
}
interface CartPriceView {
  name: string;
  price: { taxIncludedAmount: Money };
}
/** The parts of the cart's answer (cart/view.ts fullCart) an order keeps. */
export interface CartView {
  cartItem: unknown[];
  cartTotalPrice: CartPriceView[];
  contactMedium: unknown[];
  relatedParty: unknown[];
  note: { id: string; text: string }[];
}

/** SPEC §3 Cart "summary (orderData with orderNumber and orderAmount, totalData)". */
export interface CheckoutSummary {
  orderData: {
    orderId: string;
    orderNumber: string;
    href: string;
    state: string;
    paymentMethod: PaymentMethod;
    orderAmount: Money;
  };
  totalData: { upfront: { EUR: number; RON: number }; monthly: { EUR: number; RON: number } };
}

const isSubmit = (op: PatchOp) => op.op === "replace" && op.path === "/status" && op.value === "SUBMITTED";

type Entry = Record<string, unknown>;
const asEntries = (list: unknown[]): Entry[] => list.filter((x): x is Entry => typeof x === "object" && x !== null);
const chars = (m: Entry): Record<string, unknown> =>
  typeof m.characteristic === "object" && m.characteristic !== null ? (m.characteristic as Record<string, unknown>) : {};
const filled = (v: unknown) => typeof v === "string" && v.trim() !== "";
/** A contact medium is the shipping (or billing) one by its mediumType or its characteristic.contactType. */
const mediumOf = (list: Entry[], kind: RegExp) =>
  list.find((m) => kind.test(String(m.mediumType ?? "")) || kind.test(String(chars(m).contactType ?? "")));
const POSTAL_FIELDS = ["city", "stateOrProvince", "street1", "phoneNumber"] as const;

/** Whether the cart carries checkout data, and what is missing from it (400113). */
function checkoutData(view: CartView): { present: boolean; missing: string[] } {
  const media = asEntries(view.contactMedium);
  const parties = asEntries(view.relatedParty);
  const shipping = mediumOf(media, /shipping/i);
  const billing = mediumOf(media, /billing|contract/i);
  if (!shipping && !billing) return { present: false, missing: [] };
  const missing: string[] = [];
  for (const [name, m] of [
    ["shipping", shipping],
    ["billing", billing],
  ] as const) {
    if (!m) missing.push(`contactMedium ${name}`);
    else for (const f of POSTAL_FIELDS) if (!filled(chars(m)[f])) missing.push(`${name}.${f}`);
  }
  const customer = parties.find((p) => /^customer$/i.test(String(p.role ?? "")));
  if (!customer) missing.push("relatedParty Customer");
  else if (!filled(customer.name) && !(filled(customer.givenName) && filled(customer.familyName))) missing.push("Customer.name");
  return { present: true, missing };
}

/** SPEC §7 "a note with cardPayment and paidSource": ONE note, id "payment", text `cardPayment=true&paidSource=CARD`. */
export const PAYMENT_NOTE_ID = "payment";
const PAYMENT_NOTE_FORM = "nota payment (cardPayment=true&paidSource=CARD sau cardPayment=false&paidSource=COD)";

/**
 * The payment method the checkout's note names. No note at all: CARD (docs/checkout-contract.md). Both values must be
 * in the one note and agree; the earlier two-note form (cardPayment, paidSource apart) is refused, not misread.
 */
function paymentMethodOf(view: CartView): { method: PaymentMethod } | { problem: string } {
  const note = view.note.find((n) => n.id === PAYMENT_NOTE_ID);
  if (!note) {
    const split = view.note.some((n) => n.id === "cardPayment" || n.id === "paidSource");
    return split ? { problem: PAYMENT_NOTE_FORM } : { method: "CARD" };
  }
  const pairs = new URLSearchParams(note.text);
  const card = pairs.get("cardPayment");
  const source = pairs.get("paidSource");
  if (card === "true" && source === "CARD") return { method: "CARD" };
  if (card === "false" && source === "COD") return { method: "COD" };
  return { problem: PAYMENT_NOTE_FORM };
}

/** What the cart holds (items only), as a stable string. */
export function itemsKey(state: CartState): string {
  return JSON.stringify(
    state.items.map((i) => [i.kind, i.offeringId, i.quantity, i.voucherCode ?? "", i.parentId ? 1 : 0].join(":")).sort(),
  );
}

/** Items and amount: a cart changed after it was submitted (or repriced) makes a new order. */
export const fingerprintOf = (state: CartState, totalRon: number): string => `${itemsKey(state)}|${totalRon}`;

const amountOf = (view: CartView, name: string, unit: string): number =>
  view.cartTotalPrice.find((p) => p.name === name && p.price.taxIncludedAmount.unit === unit)?.price.taxIncludedAmount.value ?? 0;

export function summaryOf(order: OrderRecord): CheckoutSummary {
  const view = order.snapshot as unknown as CartView;
  return {
    orderData: {
      orderId: order.id,
      orderNumber: order.number,
      href: `${ORDER_PREFIX}/productOrder/${order.id}`,
      state: order.state,
      paymentMethod: order.paymentMethod,
      orderAmount: { unit: "RON", value: order.totalRon },
    },
    totalData: {
      upfront: { EUR: amountOf(view, "upfront", "EUR"), RON: amountOf(view, "upfront", "RON") },
      monthly: { EUR: amountOf(view, "monthly", "EUR"), RON: amountOf(view, "monthly", "RON") },
    },
  };
}

/** The summary a cart shows while its order waits for the card payment (GET after a reload of the payment step). */
export function cartSummary(ctx: SandboxContext, state: CartState): CheckoutSummary | null {
  if (!state.cart || state.cart.status !== "SUBMITTED") return null;
  const order = pendingOrderOfCart(ctx, state.cart.id);
  return order ? summaryOf(order) : null;
}

/** Subscriber party the self-care orders page filters by (SPEC §7 relatedParty.id={subscriber}). */
function subscriberParty(owner: CartOwner): Entry | null {
  const { token, identity } = owner.caller;
  if (token.provider === "sso" && identity?.subscriberId) {
    return { id: identity.subscriberId, role: "Subscriber", "@referredType": "Individual" };
  }
  if (token.provider === "otc" && token.subject) return { id: token.subject, role: "Subscriber", "@referredType": "Individual" };
  return null;
}

export interface CheckoutResult {
  summary: CheckoutSummary | null;
  /** COD: the order is final, the cart is emptied (the route deletes it after answering the submitted cart). */
  clearCart: boolean;
}

/** Runs in the cart PATCH's transaction after the ops. Throws the cart's TMF errors (the whole PATCH rolls back). */
export function checkoutAfterPatch(
  ctx: SandboxContext,
  state: CartState,
  ops: PatchOp[],
  view: CartView,
  owner: CartOwner,
): CheckoutResult {
  const cart = state.cart;
  if (!cart || !ops.some(isSubmit)) return { summary: cartSummary(ctx, state), clearCart: false };
  const data = checkoutData(view);
  // Without any checkout data the status is only stored (the cart contract's own behaviour): no order.
  if (!data.present) return { summary: null, clearCart: false };
  if (data.missing.length > 0) throw orderErrors.checkoutData(data.missing);
  if (state.items.filter((i) => i.kind === "product" || i.kind === "bundle").length === 0) throw orderErrors.emptyCart();

  // Business one-time-code customers send their ID and the company's registration certificate (SPEC §6).
  const ownerKey = owner.key;
  if (owner.customerType === "EBU" && owner.caller.token.provider === "otc") {
    const have = new Set(documentsOf(ctx, ownerKey).map((d) => d.document_type));
    const missing = DOCUMENT_TYPES.filter((t) => !have.has(t));
    if (missing.length > 0) throw orderErrors.documentsMissing(missing);
  }

  const named = paymentMethodOf(view);
  if ("problem" in named) throw orderErrors.checkoutData([named.problem]);
  const paymentMethod: PaymentMethod = named.method;
  const totalRon = amountOf(view, "upfront", "RON");
  const fingerprint = fingerprintOf(state, totalRon);
  const open = pendingOrderOfCart(ctx, cart.id);
  if (open && open.fingerprint === fingerprint && open.paymentMethod === paymentMethod) {
    return { summary: summaryOf(open), clearCart: false };
  }
  if (open) {
    cancelOpenPayments(ctx, open.id);
    setOrderState(ctx, open.id, "cancelled", "replaced");
  }
  const party = subscriberParty(owner);
  const order = insertOrder(ctx, {
    owner: ownerKey,
    customerType: owner.customerType,
    cartId: cart.id,
    fingerprint,
    state: paymentMethod === "COD" ? "acknowledged" : "pending",
    paymentMethod,
    totalRon,
    snapshot: {
      cartItem: view.cartItem,
      cartTotalPrice: view.cartTotalPrice,
      contactMedium: view.contactMedium,
      relatedParty: party ? [...view.relatedParty, party] : view.relatedParty,
      note: view.note,
      documents: documentsOf(ctx, ownerKey).map((d) => ({ id: d.id, documentType: d.document_type })),
    },
  });
  return { summary: summaryOf(order), clearCart: paymentMethod === "COD" };
}
