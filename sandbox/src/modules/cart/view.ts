// The answers (docs/cart-contract.md "Answer"): the full TMF663 cart and the minified one (?miniCart=true).
import { STARTER_PACK, pricesOf, type CartEnv } from "./items";
import { addAmounts, cartPrices, itemPriceLists, timesAmount, ZERO, ONLINE_DISCOUNT, type Amount, type CartPrice } from "./pricing";
import { maxQuantityOf } from "./rules";
import { fixedParts, fixedItemView } from "./fixedAddress";
import type { CartItemRecord, CartState } from "./store";
import { findVoucher, voucherAmount, voucherBasis } from "./vouchers";

/** Characteristics the answer lists first, in this order; the rest of what was sent follows (the CNP never). */
const STANDARD = [
  "offerType",
  "offerSubtype",
  "serviceType",
  "externalId",
  "flow",
  "brand",
  "category",
  "subCategory",
  "displayName",
  "contractDuration",
];
const NEVER_ECHOED = new Set(["cnp"]);

/** Display order: the starter pack first, then each item followed by its bundle children. */
function ordered(state: CartState): CartItemRecord[] {
  const out = state.items.filter((i) => i.kind === "starter");
  for (const i of state.items) {
    if (i.kind === "starter" || i.kind === "child") continue;
    out.push(i, ...state.items.filter((c) => c.parentId === i.id));
  }
  return out;
}

interface Rendered {
  item: CartItemRecord;
  offerType: string;
  name: string;
  href: string | null;
  characteristics: Record<string, string>;
  quantity: number;
  prices: { itemPrice: CartPrice[]; itemTotalPrice: CartPrice[] };
  upfrontTotal: Amount;
  monthlyTotal: Amount;
  upfrontDiscount: Amount;
  monthlyDiscount: Amount;
}

function render(state: CartState, env: CartEnv): Rendered[] {
  const rate = env.ctx.config.eurRonRate;
  const priceOf = pricesOf(env);
  const basis = voucherBasis(state, priceOf);
  return ordered(state).map((item): Rendered => {
    const quantity = item.kind === "child" ? (state.items.find((p) => p.id === item.parentId)?.quantity ?? 1) : item.quantity;
    const base = { item, quantity, upfrontDiscount: ZERO, monthlyDiscount: ZERO, monthlyTotal: ZERO };
    if (item.kind === "voucher") {
      const v = item.voucherCode ? findVoucher(env.ctx, item.voucherCode) : null;
      const amount = v ? voucherAmount(v, basis, rate) : ZERO;
      const list = cartPrices("upfront", amount);
      return {
        ...base,
        offerType: "Voucher",
        name: v?.name ?? item.offeringId,
        href: `/products/productOffering/${item.offeringId}`,
        characteristics: {
          offerType: "Voucher",
          offerSubtype: "",
          serviceType: "",
          externalId: item.offeringId,
          flow: "",
          ...item.characteristics,
        },
        prices: { itemPrice: list, itemTotalPrice: list },
        upfrontTotal: amount,
      };
    }
    const { prices, offering: o } = priceOf(item);
    const lists = itemPriceLists(prices, quantity);
    const totals = {
      upfrontTotal: prices.upfront ? timesAmount(prices.upfront.price, quantity) : ZERO,
      upfrontDiscount: prices.upfront ? timesAmount(prices.upfront.discount, quantity) : ZERO,
      monthlyTotal: prices.monthly ? timesAmount(prices.monthly.price, quantity) : ZERO,
      monthlyDiscount: prices.monthly ? timesAmount(prices.monthly.discount, quantity) : ZERO,
    };
    if (item.kind === "starter") {
      return {
        ...base,
        ...totals,
        offerType: "NonConnectivity",
        name: STARTER_PACK.name,
        href: null,
        characteristics: {
          offerType: "NonConnectivity",
          offerSubtype: "",
          serviceType: "PREPAID_STARTER",
          externalId: STARTER_PACK.id,
          flow: "Prepaid",
        },
        prices: lists,
      };
    }
    const a = o?.attributes ?? {};
    const sent = item.characteristics;
    return {
      ...base,
      ...totals,
      offerType: o?.offerType ?? "",
      name: o?.name ?? item.offeringId,
      href: o?.href ?? `/products/productOffering/${item.offeringId}`,
      characteristics: {
        ...sent,
        offerType: o?.offerType ?? "",
        offerSubtype: sent.offerSubtype ?? a.offerSubtype ?? "",
        serviceType: a.serviceType ?? sent.serviceType ?? "",
        externalId: item.offeringId,
        flow: sent.flow ?? a.flow ?? "",
        brand: a.brand ?? "",
        category: fixedItemView(o)?.category ?? o?.category ?? "",
        subCategory: a.deviceType ?? "",
        displayName: o?.name ?? item.offeringId,
        contractDuration: a.contractDuration ?? "",
      },
      prices: lists,
    };
  });
}

const characteristicList = (c: Record<string, string>) => [
  ...STANDARD.filter((n) => n in c).map((name) => ({ name, value: c[name] })),
  ...Object.entries(c)
    .filter(([name]) => !STANDARD.includes(name) && !NEVER_ECHOED.has(name))
    .map(([name, value]) => ({ name, value })),
];

const iso = (ms: number | undefined): string | null => (ms === undefined ? null : new Date(ms).toISOString());

export function fullCart(state: CartState, env: CartEnv, href: string) {
  const rows = render(state, env);
  const sum = (f: (r: Rendered) => Amount, only?: (r: Rendered) => boolean) =>
    rows.filter((r) => !only || only(r)).reduce((acc, r) => addAmounts(acc, f(r)), ZERO);
  const vouchers = rows.filter((r) => r.item.kind === "voucher");
  const cart = state.cart;
  return {
    "@type": "ShoppingCart",
    id: cart?.id ?? null,
    href,
    customerType: state.customerType,
    status: cart?.status ?? "ACTIVE",
    creationDate: iso(cart?.createdAt),
    lastUpdate: iso(cart?.updatedAt),
    allowedPaymentMethods: ["CARD", "COD"],
    exchangeRate: { from: "EUR", to: "RON", rate: env.ctx.config.eurRonRate },
    cartItem: rows.map((r) => ({
      id: r.item.id,
      quantity: r.quantity,
      maxAllowedQuantity: maxQuantityOf(r.item.kind === "product" ? env.offering(r.item.offeringId) : null, r.item.kind),
      action: "add",
      status: "active",
      isBundleParent: r.item.kind === "bundle",
      bundleParentCartItemId: r.item.parentId,
      productOffering: { id: r.item.offeringId, href: r.href, name: r.name },
      product: { name: r.name, productCharacteristic: characteristicList(r.characteristics) },
      ...(r.item.kind === "product" || r.item.kind === "bundle" ? fixedParts(env.offering(r.item.offeringId)) : {}),
      itemPrice: r.prices.itemPrice,
      itemTotalPrice: r.prices.itemTotalPrice,
    })),
    cartTotalPrice: [
      ...cartPrices(
        "upfront",
        sum((r) => r.upfrontTotal),
        [
          { name: ONLINE_DISCOUNT, amount: sum((r) => r.upfrontDiscount) },
          ...vouchers.map((r) => ({ name: r.name, amount: r.upfrontTotal })),
        ],
      ),
      ...cartPrices(
        "monthly",
        sum((r) => r.monthlyTotal),
        [{ name: ONLINE_DISCOUNT, amount: sum((r) => r.monthlyDiscount) }],
      ),
    ],
    note: cart?.notes ?? [],
    contactMedium: cart?.contactMedium ?? [],
    relatedParty: cart?.relatedParty ?? [],
  };
}

export function miniCart(state: CartState, env: CartEnv) {
  const rows = render(state, env);
  return {
    "@type": "ShoppingCart",
    id: state.cart?.id ?? null,
    miniCart: true,
    customerType: state.customerType,
    // The header badge: what the customer chose (bundle children, vouchers and the starter pack not counted).
    itemCount: rows.filter((r) => r.item.kind === "product" || r.item.kind === "bundle").reduce((n, r) => n + r.quantity, 0),
    cartItem: rows.map((r) => ({
      id: r.item.id,
      quantity: r.quantity,
      productOffering: { id: r.item.offeringId, name: r.name },
      bundleParentCartItemId: r.item.parentId,
      offerType: r.offerType,
    })),
  };
}
