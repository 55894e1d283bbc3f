// Cart items (docs/cart-contract.md "PATCH body", "Answer"): products, bundles, the prepaid starter pack, quantities,
// prices in EUR and RON with VAT, the checkout fields, all-or-nothing PATCH lists.
import { startTestSandbox, T0, type TestSandbox } from "./support/sandbox";
import { add, anonymous, charOf, expectCartError, getCart, itemOf, patchCart, priceOf, remove, setQty, type Session } from "./cart-helpers";

describe("cart: items, bundles, quantities, prices", () => {
  let t: TestSandbox;
  let s: Session;
  beforeAll(async () => {
    t = await startTestSandbox();
  });
  beforeEach(async () => {
    s = await anonymous(t);
  });
  afterAll(() => t.close());

  it("adds a plan with its characteristics, maxAllowedQuantity 5 and monthly prices in EUR and RON (VAT 19 inside)", async () => {
    const r = await patchCart(t, s, [add("PLAN-CBU-SMART-15", { chars: { listingId: "abonamente", cnp: "1850312400017" } })]);
    expect(r.status).toBe(200);
    const plan = itemOf(r.body, "PLAN-CBU-SMART-15");
    expect(plan).toMatchObject({
      quantity: 1,
      maxAllowedQuantity: 5,
      action: "add",
      status: "active",
      isBundleParent: false,
      bundleParentCartItemId: null,
      productOffering: { id: "PLAN-CBU-SMART-15", href: "/products/productOffering/PLAN-CBU-SMART-15", name: "Smart 15" },
    });
    expect(plan.id).toEqual(expect.any(String));
    expect(plan.product.productCharacteristic.slice(0, 10)).toEqual([
      { name: "offerType", value: "MobileService" },
      { name: "offerSubtype", value: "" },
      { name: "serviceType", value: "MOBILE" },
      { name: "externalId", value: "PLAN-CBU-SMART-15" },
      { name: "flow", value: "ACQ" },
      { name: "brand", value: "" },
      { name: "category", value: "abonamente" },
      { name: "subCategory", value: "" },
      { name: "displayName", value: "Smart 15" },
      { name: "contractDuration", value: "24" },
    ]);
    expect(charOf(plan, "listingId")).toBe("abonamente");
    expect(charOf(plan, "cnp")).toBeUndefined();
    // Smart 15: 15 € list, 12 € online → pays 12, discount -3; RON = EUR × 4.975.
    expect(plan.itemPrice).toEqual([
      {
        name: "monthly",
        priceType: "recurring",
        recurringChargePeriod: "month",
        price: { taxIncludedAmount: { unit: "EUR", value: 12 }, dutyFreeAmount: { unit: "EUR", value: 10.08 }, taxRate: 19 },
        priceAlteration: [{ name: "Reducere online", priceType: "discount", price: { taxIncludedAmount: { unit: "EUR", value: -3 } } }],
      },
      {
        name: "monthly",
        priceType: "recurring",
        recurringChargePeriod: "month",
        price: { taxIncludedAmount: { unit: "RON", value: 59.7 }, dutyFreeAmount: { unit: "RON", value: 50.17 }, taxRate: 19 },
        priceAlteration: [{ name: "Reducere online", priceType: "discount", price: { taxIncludedAmount: { unit: "RON", value: -14.93 } } }],
      },
    ]);
    expect(priceOf(r.body.cartTotalPrice, "monthly", "RON").price.taxIncludedAmount.value).toBe(59.7);
    expect(priceOf(r.body.cartTotalPrice, "upfront", "EUR").price.taxIncludedAmount.value).toBe(0);
  });

  it("prices a discounted device upfront: 299 € list, 249 € paid, 1238.78 lei (rounded half up on the decimal value)", async () => {
    const r = await patchCart(t, s, [add("DEV-HELIX-H12-NEGRU")]);
    const dev = itemOf(r.body, "DEV-HELIX-H12-NEGRU");
    expect(dev.maxAllowedQuantity).toBe(1);
    expect(charOf(dev, "brand")).toBe("Helix");
    expect(charOf(dev, "subCategory")).toBe("phone");
    expect(charOf(dev, "category")).toBe("telefoane");
    const eur = priceOf(dev.itemPrice, "upfront", "EUR");
    expect(eur).toMatchObject({
      priceType: "oneTime",
      price: { taxIncludedAmount: { value: 249 }, dutyFreeAmount: { value: 209.24 }, taxRate: 19 },
    });
    expect(eur.priceAlteration[0].price.taxIncludedAmount.value).toBe(-50);
    expect(eur.recurringChargePeriod).toBeUndefined();
    expect(priceOf(dev.itemPrice, "upfront", "RON").price.taxIncludedAmount.value).toBe(1238.78);
    const total = priceOf(r.body.cartTotalPrice, "upfront", "RON");
    expect(total.price).toEqual({
      taxIncludedAmount: { unit: "RON", value: 1238.78 },
      dutyFreeAmount: { unit: "RON", value: 1040.99 },
      taxRate: 19,
    });
    expect(total.priceAlteration).toEqual([
      { name: "Reducere online", priceType: "discount", price: { taxIncludedAmount: { unit: "RON", value: -248.75 } } },
    ]);
  });

  it("changes a quantity by cartItemId; item totals are unit × quantity and the cart sums its lines", async () => {
    const first = await patchCart(t, s, [add("PLAN-CBU-SMART-15"), add("PLAN-CBU-START-7")]);
    const id = itemOf(first.body, "PLAN-CBU-SMART-15").id;
    const r = await patchCart(t, s, [setQty(id, "3")]);
    expect(r.status).toBe(200);
    const plan = itemOf(r.body, "PLAN-CBU-SMART-15");
    expect(plan.quantity).toBe(3);
    expect(priceOf(plan.itemTotalPrice, "monthly", "EUR").price.taxIncludedAmount.value).toBe(36);
    expect(priceOf(plan.itemTotalPrice, "monthly", "RON").price.taxIncludedAmount.value).toBe(179.1);
    expect(priceOf(plan.itemTotalPrice, "monthly", "EUR").priceAlteration[0].price.taxIncludedAmount.value).toBe(-9);
    // 3 × 59.70 + 34.83 (Start 7 = 7 € × 4.975)
    expect(priceOf(r.body.cartTotalPrice, "monthly", "RON").price.taxIncludedAmount.value).toBe(213.93);
    expect(priceOf(r.body.cartTotalPrice, "monthly", "EUR").price.taxIncludedAmount.value).toBe(43);
  });

  it("raises the quantity when the same offering is added again", async () => {
    await patchCart(t, s, [add("PLAN-CBU-SMART-10")]);
    const r = await patchCart(t, s, [add("PLAN-CBU-SMART-10", { quantity: "2" })]);
    expect(r.body.cartItem.map((i: any) => [i.productOffering.id, i.quantity])).toEqual([["PLAN-CBU-SMART-10", 3]]);
  });

  it("stores a bundle as a parent and one child per component, the device child before the plan child", async () => {
    const r = await patchCart(t, s, [add("BUNDLE-NELIMITAT-25-HELIX-H12")]);
    expect(r.status).toBe(200);
    const [parent, device, plan] = r.body.cartItem;
    expect(parent).toMatchObject({ isBundleParent: true, bundleParentCartItemId: null, maxAllowedQuantity: 1 });
    expect(charOf(parent, "offerType")).toBe("ZeroUpfrontBundles");
    expect(device).toMatchObject({
      productOffering: { id: "DEV-HELIX-H12-NEGRU" },
      bundleParentCartItemId: parent.id,
      isBundleParent: false,
    });
    expect(plan).toMatchObject({ productOffering: { id: "PLAN-CBU-NELIMITAT-25" }, bundleParentCartItemId: parent.id });
    expect(charOf(device, "offerType")).toBe("Device");
    expect(charOf(plan, "offerType")).toBe("MobileService");
    // The bundle's price sits on the parent (1 € upfront, 25 € a month); the children carry none.
    expect(priceOf(parent.itemPrice, "upfront", "EUR").price.taxIncludedAmount.value).toBe(1);
    expect(priceOf(parent.itemPrice, "monthly", "EUR").price.taxIncludedAmount.value).toBe(25);
    expect(device.itemPrice).toEqual([]);
    expect(plan.itemPrice).toEqual([]);
    expect(priceOf(r.body.cartTotalPrice, "upfront", "RON").price.taxIncludedAmount.value).toBe(4.98);
    expect(priceOf(r.body.cartTotalPrice, "monthly", "RON").price.taxIncludedAmount.value).toBe(124.38);
  });

  it("removes a bundle with its children, also when a child is named", async () => {
    const r = await patchCart(t, s, [add("BUNDLE-FAMILIE-40-KAPPA-TAB-11"), add("PLAN-CBU-START-7")]);
    const parentId = r.body.cartItem[0].id;
    expect((await patchCart(t, s, [remove(parentId)])).body.cartItem.map((i: any) => i.productOffering.id)).toEqual(["PLAN-CBU-START-7"]);
    const again = await patchCart(t, s, [add("BUNDLE-FAMILIE-40-KAPPA-TAB-11")]);
    const child = again.body.cartItem.find((i: any) => i.bundleParentCartItemId);
    expect((await patchCart(t, s, [remove(child.id)])).body.cartItem.map((i: any) => i.productOffering.id)).toEqual(["PLAN-CBU-START-7"]);
  });

  it("adds the prepaid starter pack first with the first prepaid SIM and removes it with the last", async () => {
    const r = await patchCart(t, s, [add("PLAN-CBU-START-7"), add("PREPAID-CARTELA-10"), add("PREPAID-CARTELA-5")]);
    expect(r.body.cartItem.map((i: any) => i.productOffering.id)).toEqual([
      "PREPAID-STARTER-PACK",
      "PLAN-CBU-START-7",
      "PREPAID-CARTELA-10",
      "PREPAID-CARTELA-5",
    ]);
    const starter = r.body.cartItem[0];
    expect(starter).toMatchObject({ quantity: 1, maxAllowedQuantity: 1, productOffering: { id: "PREPAID-STARTER-PACK", href: null } });
    expect(charOf(starter, "offerType")).toBe("NonConnectivity");
    expect(charOf(starter, "serviceType")).toBe("PREPAID_STARTER");
    expect(priceOf(starter.itemPrice, "upfront", "EUR").price.taxIncludedAmount.value).toBe(0);
    expect(itemOf(r.body, "PREPAID-CARTELA-10").maxAllowedQuantity).toBe(3);
    expectCartError(await patchCart(t, s, [remove(starter.id)]), 400, "400");

    const one = await patchCart(t, s, [remove(itemOf(r.body, "PREPAID-CARTELA-10").id)]);
    expect(one.body.cartItem[0].productOffering.id).toBe("PREPAID-STARTER-PACK");
    const none = await patchCart(t, s, [remove(itemOf(r.body, "PREPAID-CARTELA-5").id)]);
    expect(none.body.cartItem.map((i: any) => i.productOffering.id)).toEqual(["PLAN-CBU-START-7"]);
  });

  it("stores and echoes status, contact media, related parties and notes (notes kept by id)", async () => {
    await patchCart(t, s, [add("PLAN-CBU-START-7")]);
    const contact = [{ mediumType: "email", preferred: true, characteristic: { emailAddress: "ana@example.ro" } }];
    const party = [{ id: "p-1", name: "Ana Pop", role: "Customer", "@referredType": "Individual" }];
    const r = await patchCart(t, s, [
      { op: "replace", path: "/contactMedium", value: contact },
      { op: "replace", path: "/relatedParty", value: party },
      { op: "add", path: "/note/-", value: { id: "cardPayment", text: "false" } },
      { op: "add", path: "/note/-", value: { id: "paidSource", text: "web" } },
      { op: "add", path: "/note/-", value: { id: "cardPayment", text: "true" } },
      { op: "replace", path: "/status", value: "SUBMITTED" },
    ]);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status: "SUBMITTED", contactMedium: contact, relatedParty: party });
    expect(r.body.note).toEqual([
      { id: "paidSource", text: "web" },
      { id: "cardPayment", text: "true" },
    ]);
    expect((await getCart(t, s)).body).toMatchObject({
      status: "SUBMITTED",
      contactMedium: contact,
      relatedParty: party,
      note: r.body.note,
    });
    expectCartError(await patchCart(t, s, [{ op: "replace", path: "/status", value: "PAID" }]), 400, "400");
  });

  it("applies a PATCH list all or nothing: one refused op leaves the cart as it was", async () => {
    const fresh = await patchCart(t, s, [add("PLAN-CBU-START-7"), add("NU-EXISTA")]);
    expectCartError(fresh, 400, "400116");
    expect((await getCart(t, s)).body).toMatchObject({ id: null, cartItem: [] });

    const stored = await patchCart(t, s, [add("PLAN-CBU-START-7")]);
    const before = await getCart(t, s);
    t.clock.advance(60_000);
    expectCartError(await patchCart(t, s, [remove(stored.body.cartItem[0].id), add("DEV-NORDIA-X5-NEGRU")]), 400, "400115");
    const after = await getCart(t, s);
    t.clock.now = T0;
    expect(after.body).toEqual(before.body);
  });

  it("updates lastUpdate from the sandbox clock, keeps creationDate", async () => {
    const first = await patchCart(t, s, [add("PLAN-CBU-START-7")]);
    t.clock.advance(600_000);
    const r = await patchCart(t, s, [add("PLAN-CBU-SMART-10")]);
    t.clock.now = T0;
    expect(r.body.creationDate).toBe(first.body.creationDate);
    expect(r.body.lastUpdate).toBe(new Date(T0 + 600_000).toISOString());
  });

  it("accepts application/json-patch+json bodies and quantities sent as numbers", async () => {
    const r = await t.request("PATCH", "/cart/shoppingCart", {
      token: s.token,
      provider: s.provider,
      body: [add("PLAN-CBU-START-7", { quantity: 2 as unknown as string })],
      headers: { "content-type": "application/json-patch+json" },
    });
    expect(r.status).toBe(200);
    expect(r.body.cartItem[0].quantity).toBe(2);
  });

  it("carries the flow characteristic of the VTV add-ons and lists add-ons with maxAllowedQuantity 1", async () => {
    const r = await patchCart(t, s, [add("ADDON-DISNEY-PLUS-4M", { offerType: "ServiceAddon" })]);
    const addon = itemOf(r.body, "ADDON-DISNEY-PLUS-4M");
    expect(addon.maxAllowedQuantity).toBe(1);
    expect(charOf(addon, "offerType")).toBe("ServiceAddon");
  });
});
