// TMF663 cart answers as docs/cart-contract.md writes them (not a test file itself).
import type { Cart, CartItem } from "../../../src/domain/cart/model";

type Money = { unit: "EUR" | "RON"; value: number };

const dutyFree = (v: number): number => Math.round((v / 1.19) * 100) / 100;

/** One CartPrice entry in one currency, VAT 19 % inside, with optional alterations. */
export function tmfPrice(
  name: "upfront" | "monthly",
  unit: "EUR" | "RON",
  value: number,
  alterations: { name: string; value: number }[] = [],
) {
  return {
    name,
    priceType: name === "upfront" ? "oneTime" : "recurring",
    ...(name === "monthly" ? { recurringChargePeriod: "month" } : {}),
    price: { taxIncludedAmount: { unit, value } as Money, dutyFreeAmount: { unit, value: dutyFree(value) } as Money, taxRate: 19 },
    priceAlteration: alterations.map((a) => ({
      name: a.name,
      priceType: "discount",
      price: { taxIncludedAmount: { unit, value: a.value } },
    })),
  };
}

interface ItemInput {
  id: string;
  offering: string;
  name: string;
  offerType: string;
  serviceType?: string;
  quantity?: number;
  maxAllowedQuantity?: number;
  parent?: string;
  isBundleParent?: boolean;
  upfront?: [number, number];
  monthly?: [number, number];
  discount?: [number, number];
  extra?: Record<string, string>;
}

/** A cartItem: unit prices (EUR, RON) and the same × quantity, characteristics as the contract lists them. */
export function tmfItem(i: ItemInput) {
  const q = i.quantity ?? 1;
  const prices = (times: number) => [
    ...(i.upfront
      ? [
          tmfPrice("upfront", "EUR", i.upfront[0] * times, i.discount ? [{ name: "Reducere online", value: i.discount[0] * times }] : []),
          tmfPrice(
            "upfront",
            "RON",
            Math.round(i.upfront[1] * times * 100) / 100,
            i.discount ? [{ name: "Reducere online", value: i.discount[1] * times }] : [],
          ),
        ]
      : []),
    ...(i.monthly
      ? [tmfPrice("monthly", "EUR", i.monthly[0] * times), tmfPrice("monthly", "RON", Math.round(i.monthly[1] * times * 100) / 100)]
      : []),
  ];
  return {
    id: i.id,
    quantity: q,
    ...(i.maxAllowedQuantity !== undefined ? { maxAllowedQuantity: i.maxAllowedQuantity } : {}),
    action: "add",
    status: "active",
    isBundleParent: i.isBundleParent ?? false,
    bundleParentCartItemId: i.parent ?? null,
    productOffering: { id: i.offering, href: `/products/productOffering/${i.offering}`, name: i.name },
    product: {
      name: i.name,
      productCharacteristic: Object.entries({
        offerType: i.offerType,
        offerSubtype: "",
        serviceType: i.serviceType ?? "",
        externalId: i.offering,
        flow: "ACQ",
        ...i.extra,
      }).map(([name, value]) => ({ name, value })),
    },
    itemPrice: prices(1),
    itemTotalPrice: prices(q),
  };
}

export const starterPack = tmfItem({
  id: "i-starter",
  offering: "PREPAID-STARTER-PACK",
  name: "Pachet de start Prepaid",
  offerType: "NonConnectivity",
  serviceType: "PREPAID_STARTER",
  upfront: [0, 0],
});
export const prepaidSim = tmfItem({
  id: "i-sim",
  offering: "SIM-PREPAID-START",
  name: "Cartelă Prepaid Start",
  offerType: "Prepaid",
  serviceType: "PREPAID",
  upfront: [5, 24.88],
  extra: { category: "cartela" },
});
export const device = tmfItem({
  id: "i-dev",
  offering: "DEV-NORDIA-X5-128-BLK",
  name: "Nordia X5 128 GB Negru",
  offerType: "Device",
  quantity: 1,
  maxAllowedQuantity: 2,
  upfront: [349, 1736.28],
  discount: [-50, -248.75],
  extra: { brand: "Nordia", category: "telefoane", subCategory: "phone", displayName: "Nordia X5 (128 GB, Negru)", contractDuration: "24" },
});
/** No maxAllowedQuantity: SPEC §9 default 1. */
export const secondSim = tmfItem({
  id: "i-sim2",
  offering: "SIM-PREPAID-NET",
  name: "Cartelă Prepaid Net",
  offerType: "Prepaid",
  serviceType: "PREPAID",
  quantity: 2,
  upfront: [5, 24.88],
});
export const bundle = tmfItem({
  id: "i-bun",
  offering: "BUNDLE-NORDIA-SMART",
  name: "Nordia X5 + Smart 10",
  offerType: "MobileBundle",
  serviceType: "MOBILE",
  isBundleParent: true,
  maxAllowedQuantity: 1,
  upfront: [99, 492.53],
  monthly: [25, 124.38],
});
/** The gateway lists the device child before the plan child. */
export const bundleDevice = tmfItem({
  id: "i-bun-dev",
  offering: "DEV-NORDIA-X5-128-BLK",
  name: "Nordia X5",
  offerType: "Device",
  parent: "i-bun",
});
export const bundlePlan = tmfItem({
  id: "i-bun-plan",
  offering: "PLAN-CBU-SMART-10",
  name: "Smart 10",
  offerType: "MobileService",
  serviceType: "MOBILE",
  parent: "i-bun",
});
export const voucher = tmfItem({
  id: "i-vou",
  offering: "VOUCHER",
  name: "Voucher BUNVENIT10",
  offerType: "Voucher",
  upfront: [-10, -49.75],
  extra: { voucherCode: "BUNVENIT10" },
});
export const unknownType = tmfItem({
  id: "i-ins",
  offering: "INS-SCREEN",
  name: "Asigurare ecran",
  offerType: "Insurance",
  upfront: [3, 14.93],
});

/** A full cart: starter pack first (as the gateway lists it), two SIMs around a device, a bundle, a voucher, an unknown item. */
export function tmfCart(overrides: Record<string, unknown> = {}) {
  return {
    "@type": "ShoppingCart",
    id: "c-7f3a",
    href: "/cart/shoppingCart",
    customerType: "CBU",
    status: "ACTIVE",
    creationDate: "2026-05-04T09:00:00.000Z",
    lastUpdate: "2026-05-04T09:05:00.000Z",
    allowedPaymentMethods: ["CARD", "COD"],
    exchangeRate: { from: "EUR", to: "RON", rate: 4.975 },
    cartItem: [starterPack, prepaidSim, device, secondSim, bundle, bundleDevice, bundlePlan, voucher, unknownType],
    cartTotalPrice: [
      tmfPrice("upfront", "EUR", 453, [{ name: "Voucher BUNVENIT10", value: -10 }]),
      tmfPrice("upfront", "RON", 2253.7, [{ name: "Voucher BUNVENIT10", value: -49.75 }]),
      tmfPrice("monthly", "EUR", 25),
      tmfPrice("monthly", "RON", 124.38),
    ],
    note: [{ id: "n-1", text: "Livrare după ora 17" }],
    contactMedium: [],
    relatedParty: [],
    ...overrides,
  };
}

/** A site-side item for reducer and action tests. */
export function cartItem(id: string, over: Partial<CartItem> = {}): CartItem {
  return {
    cartItemId: id,
    productId: `OFF-${id}`,
    href: `/products/productOffering/OFF-${id}`,
    name: id,
    displayName: id,
    quantity: 1,
    maxAllowedQuantity: 1,
    offerType: "Device",
    offerSubtype: "",
    serviceType: "",
    externalId: `OFF-${id}`,
    flow: "ACQ",
    brand: "",
    category: "",
    subCategory: "",
    contractDuration: "",
    priceData: {
      upfront: { eur: null, ron: null },
      monthly: { eur: null, ron: null },
      totalUpfront: { eur: 0, ron: 0 },
      totalMonthly: { eur: 0, ron: 0 },
    },
    bundleParentCartItemId: null,
    isBundleParent: false,
    children: [],
    isSpecialPrepaid: false,
    selectedSubscriberId: null,
    ...over,
  };
}

/** A site-side cart: the items given, counted as the normaliser counts them. */
export function siteCart(items: CartItem[], over: Partial<Cart> = {}): Cart {
  return {
    cartId: "c-1",
    customerType: "CBU",
    status: "ACTIVE",
    items,
    vouchers: [],
    totals: {
      upfront: { eur: 100, ron: 497.5 },
      monthly: { eur: 0, ron: 0 },
      upfrontTax: { eur: 15.97, ron: 79.43 },
      monthlyTax: { eur: 0, ron: 0 },
      taxRate: 19,
    },
    notes: [],
    allowedPaymentMethods: ["CARD"],
    itemCount: items.filter((i) => !i.isSpecialPrepaid).reduce((n, i) => n + i.quantity, 0),
    mini: false,
    ...over,
  };
}
