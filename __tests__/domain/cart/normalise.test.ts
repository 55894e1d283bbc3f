import type { Cart, CartItem } from "../../../src/domain/cart/model";
import {
  attachBundleChildren,
  countItems,
  emptyCart,
  isStarterPack,
  knownOfferType,
  maxQuantityOf,
  mobileServiceFirst,
  normaliseCart,
  normaliseMiniCart,
  placeStarterPack,
  PREPAID_STARTER_PACK,
  readCartItem,
  takeOutVouchers,
} from "../../../src/domain/cart/normalise";
import {
  bundle,
  bundleDevice,
  bundlePlan,
  cartItem,
  device,
  prepaidSim,
  secondSim,
  starterPack,
  tmfCart,
  tmfItem,
  tmfPrice,
  unknownType,
  voucher,
} from "./fixtures";

const ids = (items: readonly CartItem[]): string[] => items.map((i) => i.cartItemId);

describe("SPEC §3 Cart / §4 Cart: normaliseCart on a full TMF663 answer", () => {
  const cart = normaliseCart(tmfCart(), "CBU");

  it("keeps the cart fields (id, status, notes, allowed payment methods) and the route's customer type", () => {
    expect(cart).toMatchObject({
      cartId: "c-7f3a",
      customerType: "CBU",
      status: "ACTIVE",
      notes: [{ id: "n-1", text: "Livrare după ora 17" }],
      allowedPaymentMethods: ["CARD", "COD"],
      mini: false,
    });
    expect(normaliseCart(tmfCart({ customerType: "CBU" }), "EBU").customerType).toBe("EBU");
  });

  it("applies every SPEC §4 rule: unknown type skipped, voucher out, bundle children in, starter pack after the last SIM", () => {
    expect(ids(cart.items)).toEqual(["i-sim", "i-dev", "i-sim2", "i-starter", "i-bun"]);
    expect(ids(cart.items[4]?.children ?? [])).toEqual(["i-bun-plan", "i-bun-dev"]);
    expect(cart.vouchers.map((v) => v.cartItemId)).toEqual(["i-vou"]);
  });

  it("maps every CartItem field of the device, with its discount alteration in both currencies", () => {
    expect(cart.items[1]).toEqual<CartItem>({
      cartItemId: "i-dev",
      productId: "DEV-NORDIA-X5-128-BLK",
      href: "/products/productOffering/DEV-NORDIA-X5-128-BLK",
      name: "Nordia X5 128 GB Negru",
      displayName: "Nordia X5 (128 GB, Negru)",
      quantity: 1,
      maxAllowedQuantity: 2,
      offerType: "Device",
      offerSubtype: "",
      serviceType: "",
      externalId: "DEV-NORDIA-X5-128-BLK",
      flow: "ACQ",
      brand: "Nordia",
      category: "telefoane",
      subCategory: "phone",
      contractDuration: "24",
      priceData: {
        upfront: {
          eur: { currency: "EUR", price: 349, alterations: [{ description: "Reducere online", price: -50, type: "discount" }] },
          ron: { currency: "RON", price: 1736.28, alterations: [{ description: "Reducere online", price: -248.75, type: "discount" }] },
        },
        monthly: { eur: null, ron: null },
        totalUpfront: { eur: 349, ron: 1736.28 },
        totalMonthly: { eur: 0, ron: 0 },
      },
      bundleParentCartItemId: null,
      isBundleParent: false,
      children: [],
      isSpecialPrepaid: false,
      selectedSubscriberId: null,
    });
  });

  it("an item's totals are × quantity (itemTotalPrice) while its unit price stays the unit's", () => {
    const sim2 = cart.items[2];
    expect(sim2?.quantity).toBe(2);
    expect(sim2?.priceData.upfront.eur?.price).toBe(5);
    expect(sim2?.priceData.totalUpfront).toEqual({ eur: 10, ron: 49.76 });
  });

  it("a bundle parent has upfront and monthly prices; its children are items with their own fields", () => {
    const parent = cart.items[4];
    expect(parent).toMatchObject({ isBundleParent: true, offerType: "MobileBundle", quantity: 1 });
    expect(parent?.priceData.totalMonthly).toEqual({ eur: 25, ron: 124.38 });
    expect(parent?.children[0]).toMatchObject({
      offerType: "MobileService",
      bundleParentCartItemId: "i-bun",
      productId: "PLAN-CBU-SMART-10",
    });
  });

  it("the voucher keeps its id, name, code and negative prices (SPEC §3 voucher)", () => {
    expect(cart.vouchers).toEqual([
      { cartItemId: "i-vou", id: "VOUCHER", name: "Voucher BUNVENIT10", code: "BUNVENIT10", priceRon: -49.75, priceEur: -10 },
    ]);
  });

  it("totals upfront and monthly in EUR and RON with the VAT inside them", () => {
    expect(cart.totals).toEqual({
      upfront: { eur: 453, ron: 2253.7 },
      monthly: { eur: 25, ron: 124.38 },
      upfrontTax: { eur: 72.33, ron: 359.83 },
      monthlyTax: { eur: 3.99, ron: 19.86 },
      taxRate: 19,
    });
  });

  it("itemCount: chosen quantities only (no bundle children, no voucher, no starter pack)", () => {
    // sim 1 + device 1 + second sim 2 + bundle 1
    expect(cart.itemCount).toBe(5);
  });
});

describe("SPEC §4 Cart: items with unknown offer type are skipped", () => {
  it.each([
    ["Device", "Device"],
    ["ZeroUpfrontBundles", "ZeroUpfrontBundles"],
    ["Insurance", null],
    ["device", null],
    ["", null],
    [undefined, null],
    [42, null],
  ])("%j → %j", (sent, known) => {
    expect(knownOfferType(sent)).toBe(known);
  });

  it("an item of unknown type, without an id, or not an object is not read", () => {
    expect(readCartItem(unknownType)).toBeNull();
    expect(readCartItem({ ...device, id: "" })).toBeNull();
    expect(readCartItem("junk")).toBeNull();
    expect(readCartItem(device)?.item.cartItemId).toBe("i-dev");
  });

  it("the rest of the cart is kept around a skipped item", () => {
    expect(ids(normaliseCart(tmfCart({ cartItem: [unknownType, device] }), "CBU").items)).toEqual(["i-dev"]);
  });
});

describe("SPEC §4 Cart: vouchers are taken out of the items", () => {
  it("a Voucher item becomes a voucher, the others stay items in order", () => {
    const read = [device, voucher, prepaidSim].map((r) => readCartItem(r)).filter((r) => r !== null);
    const { items, vouchers } = takeOutVouchers(read);
    expect(ids(items)).toEqual(["i-dev", "i-sim"]);
    expect(vouchers.map((v) => v.code)).toEqual(["BUNVENIT10"]);
  });

  it("a voucher does not count in itemCount", () => {
    expect(normaliseCart(tmfCart({ cartItem: [device, voucher] }), "CBU").itemCount).toBe(1);
  });
});

describe("SPEC §4 Cart: bundle children attach to the bundle parent, mobile-service children first", () => {
  const parent = cartItem("p", { isBundleParent: true, offerType: "MobileBundle" });
  const dev = cartItem("d", { bundleParentCartItemId: "p", offerType: "Device" });
  const plan = cartItem("m", { bundleParentCartItemId: "p", offerType: "MobileService" });
  const addon = cartItem("a", { bundleParentCartItemId: "p", offerType: "ServiceAddon" });

  it("mobileServiceFirst moves mobile services ahead and keeps the others' order", () => {
    expect(ids(mobileServiceFirst([dev, addon, plan]))).toEqual(["m", "d", "a"]);
  });

  it("children leave the top level and sit inside their parent", () => {
    const out = attachBundleChildren([dev, parent, addon, plan, cartItem("x")]);
    expect(ids(out)).toEqual(["p", "x"]);
    expect(ids(out[0]?.children ?? [])).toEqual(["m", "d", "a"]);
  });

  it("a child whose parent is not in the answer stays a top-level item (never hidden)", () => {
    const orphan = cartItem("o", { bundleParentCartItemId: "gone" });
    expect(ids(attachBundleChildren([orphan, cartItem("x")]))).toEqual(["o", "x"]);
  });

  it("a child of a child is kept at the top level rather than lost", () => {
    const grandchild = cartItem("g", { bundleParentCartItemId: "d" });
    const out = attachBundleChildren([parent, dev, grandchild]);
    expect(ids(out)).toEqual(["p", "g"]);
    expect(ids(out[0]?.children ?? [])).toEqual(["d"]);
  });

  it("from the answer: the device child listed first ends up after the plan child", () => {
    const out = normaliseCart(tmfCart({ cartItem: [bundle, bundleDevice, bundlePlan] }), "CBU");
    expect(ids(out.items)).toEqual(["i-bun"]);
    expect(ids(out.items[0]?.children ?? [])).toEqual(["i-bun-plan", "i-bun-dev"]);
    expect(out.itemCount).toBe(1);
  });
});

describe("SPEC §4 Cart: the special prepaid item is placed right after the last prepaid item", () => {
  it("one marker constant: the starter pack's offering id and service type", () => {
    expect(PREPAID_STARTER_PACK).toEqual({ productOfferingId: "PREPAID-STARTER-PACK", serviceType: "PREPAID_STARTER" });
    expect(isStarterPack("PREPAID-STARTER-PACK", "")).toBe(true);
    expect(isStarterPack("OTHER", "PREPAID_STARTER")).toBe(true);
    expect(isStarterPack("SIM-PREPAID-START", "PREPAID")).toBe(false);
    expect(readCartItem(starterPack)?.item.isSpecialPrepaid).toBe(true);
  });

  it("listed first by the gateway, it moves after the last prepaid item", () => {
    const pack = cartItem("s", { isSpecialPrepaid: true, offerType: "NonConnectivity" });
    const sim1 = cartItem("p1", { offerType: "Prepaid" });
    const sim2 = cartItem("p2", { offerType: "Prepaid" });
    expect(ids(placeStarterPack([pack, sim1, cartItem("d"), sim2, cartItem("e")]))).toEqual(["p1", "d", "p2", "s", "e"]);
  });

  it("without a prepaid item it stays where it was sent", () => {
    const pack = cartItem("s", { isSpecialPrepaid: true });
    expect(ids(placeStarterPack([cartItem("d"), pack, cartItem("e")]))).toEqual(["d", "s", "e"]);
  });

  it("from the answer, with a SIM listed after it", () => {
    expect(ids(normaliseCart(tmfCart({ cartItem: [starterPack, prepaidSim, device] }), "CBU").items)).toEqual([
      "i-sim",
      "i-starter",
      "i-dev",
    ]);
  });
});

describe("SPEC §9 Default max cart quantity 1", () => {
  it.each([
    [2, 2],
    ["3", 3],
    [undefined, 1],
    [null, 1],
    [0, 1],
    [-2, 1],
    [1.5, 1],
    ["many", 1],
  ])("maxAllowedQuantity %j → %j", (sent, max) => {
    expect(maxQuantityOf(sent)).toBe(max);
  });

  it("an item sent without maxAllowedQuantity gets 1", () => {
    expect(readCartItem(secondSim)?.item.maxAllowedQuantity).toBe(1);
  });
});

describe("SPEC §3 Cart item prices: currency, price and alterations, in EUR and RON", () => {
  it("without itemTotalPrice the totals are the unit price × quantity", () => {
    const { itemTotalPrice: _dropped, ...noTotals } = secondSim;
    expect(readCartItem(noTotals)?.item.priceData.totalUpfront).toEqual({ eur: 10, ron: 49.76 });
  });

  it("the gateway's itemTotalPrice wins over unit × quantity (its rounding, its discounts)", () => {
    const raw = { ...secondSim, itemTotalPrice: [tmfPrice("upfront", "EUR", 9.5), tmfPrice("upfront", "RON", 47.26)] };
    expect(readCartItem(raw)?.item.priceData.totalUpfront).toEqual({ eur: 9.5, ron: 47.26 });
  });

  it("reads v4's ItemTotalPrice spelling too", () => {
    const { itemTotalPrice, ...rest } = secondSim;
    expect(readCartItem({ ...rest, ItemTotalPrice: itemTotalPrice })?.item.priceData.totalUpfront.eur).toBe(10);
  });

  it("entries in another currency, without an amount or of another price type are skipped", () => {
    const item = tmfItem({ id: "x", offering: "X", name: "X", offerType: "Device" });
    const raw = {
      ...item,
      itemPrice: [
        { priceType: "oneTime", price: { taxIncludedAmount: { unit: "USD", value: 9 } } },
        { priceType: "oneTime", price: { taxIncludedAmount: { unit: "EUR" } } },
        { priceType: "usage", price: { taxIncludedAmount: { unit: "EUR", value: 1 } } },
        { priceType: "oneTime", price: { taxIncludedAmount: { unit: "eur", value: "12.5" } }, priceAlteration: ["junk", { name: "x" }] },
      ],
      itemTotalPrice: "junk",
    };
    expect(readCartItem(raw)?.item.priceData.upfront).toEqual({ eur: { currency: "EUR", price: 12.5, alterations: [] }, ron: null });
  });

  it("the VAT of a total without a duty-free amount comes from its rate", () => {
    const out = normaliseCart(
      tmfCart({
        cartTotalPrice: [{ name: "upfront", priceType: "oneTime", price: { taxIncludedAmount: { unit: "EUR", value: 119 }, taxRate: 19 } }],
      }),
      "CBU",
    );
    expect(out.totals).toMatchObject({ upfront: { eur: 119, ron: 0 }, upfrontTax: { eur: 19, ron: 0 }, taxRate: 19 });
  });

  it("totals the gateway did not send are 0 (not a sum that could count a bundle twice)", () => {
    const out = normaliseCart(tmfCart({ cartTotalPrice: undefined }), "CBU");
    expect(out.totals).toEqual(emptyCart("CBU").totals);
  });
});

describe("SPEC §4 Cart: an unreadable answer is the empty cart (never a throw)", () => {
  it.each([null, undefined, "<html>", 42, [], true])("%j → empty cart", (raw) => {
    expect(normaliseCart(raw, "EBU")).toEqual(emptyCart("EBU"));
  });

  it("an empty cart: no id, no items, zero totals, nothing counted", () => {
    expect(emptyCart("CBU")).toEqual<Cart>({
      cartId: null,
      customerType: "CBU",
      status: "",
      items: [],
      vouchers: [],
      totals: {
        upfront: { eur: 0, ron: 0 },
        monthly: { eur: 0, ron: 0 },
        upfrontTax: { eur: 0, ron: 0 },
        monthlyTax: { eur: 0, ron: 0 },
        taxRate: null,
      },
      notes: [],
      allowedPaymentMethods: [],
      itemCount: 0,
      mini: false,
    });
  });

  it("the gateway's empty cart (id null, no items) reads as empty", () => {
    expect(normaliseCart({ "@type": "ShoppingCart", id: null, cartItem: [], cartTotalPrice: [] }, "CBU")).toEqual(emptyCart("CBU"));
  });

  it("fields of the wrong type get empty defaults", () => {
    const out = normaliseCart(
      tmfCart({ id: { x: 1 }, status: 7, note: "x", allowedPaymentMethods: ["CARD", "CASH", 3], cartItem: "x" }),
      "CBU",
    );
    expect(out).toMatchObject({ cartId: null, status: "7", notes: [], allowedPaymentMethods: ["CARD"], items: [], itemCount: 0 });
  });

  it("a quantity that is not a whole number ≥ 1 reads as 1", () => {
    expect(readCartItem({ ...device, quantity: "zero" })?.item.quantity).toBe(1);
    expect(readCartItem({ ...device, quantity: "2" })?.item.quantity).toBe(2);
  });
});

describe("SPEC §2 minified cart (GET ?miniCart=true)", () => {
  const mini = {
    "@type": "ShoppingCart",
    id: "c-7f3a",
    miniCart: true,
    customerType: "EBU",
    itemCount: 2,
    cartItem: [
      {
        id: "i-starter",
        quantity: 1,
        productOffering: { id: "PREPAID-STARTER-PACK", name: "Pachet" },
        bundleParentCartItemId: null,
        offerType: "NonConnectivity",
      },
      {
        id: "i-sim",
        quantity: 1,
        productOffering: { id: "SIM-PREPAID-START", name: "Cartelă" },
        bundleParentCartItemId: null,
        offerType: "Prepaid",
      },
      { id: "i-dev", quantity: 1, productOffering: { id: "DEV-X", name: "Nordia X5" }, bundleParentCartItemId: null, offerType: "Device" },
      { id: "i-x", quantity: 1, productOffering: { id: "X" }, bundleParentCartItemId: null, offerType: "Insurance" },
    ],
  };

  it("reads the items (offerType at the top level) with the same rules, no prices, and the gateway's count", () => {
    const cart = normaliseMiniCart(mini);
    expect(cart).toMatchObject({ cartId: "c-7f3a", customerType: "EBU", mini: true, itemCount: 2 });
    expect(ids(cart.items)).toEqual(["i-sim", "i-starter", "i-dev"]);
    expect(cart.items[2]).toMatchObject({ name: "Nordia X5", displayName: "Nordia X5", maxAllowedQuantity: 1 });
    expect(cart.items[2]?.priceData.upfront).toEqual({ eur: null, ron: null });
    expect(cart.totals).toEqual(emptyCart("EBU").totals);
  });

  it("without a usable itemCount it counts the items itself", () => {
    expect(normaliseMiniCart({ ...mini, itemCount: "lots" }).itemCount).toBe(2);
  });

  it("the customer type given wins; unreadable → empty mini cart", () => {
    expect(normaliseMiniCart(mini, "CBU").customerType).toBe("CBU");
    expect(normaliseMiniCart("junk")).toEqual({ ...emptyCart("CBU"), mini: true });
  });
});

describe("itemCount (docs/cart-contract.md): what the header badge shows", () => {
  it("counts top-level quantities without the starter pack or bundle children", () => {
    expect(
      countItems([
        cartItem("a", { quantity: 2 }),
        cartItem("s", { isSpecialPrepaid: true }),
        cartItem("o", { bundleParentCartItemId: "gone" }),
        cartItem("b", { children: [cartItem("c", { bundleParentCartItemId: "b" })] }),
      ]),
    ).toBe(3);
  });
});
