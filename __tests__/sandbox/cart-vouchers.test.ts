// Cart vouchers (docs/cart-contract.md; SPEC §8 400201/400203/400205): added as items with a voucherCode, negative
// upfront prices, each with its rule; a voucher whose rule breaks after a change leaves the cart.
import { startTestSandbox, type TestSandbox } from "./support/sandbox";
import {
  add,
  anonymous,
  charOf,
  EBU_CART,
  expectCartError,
  getCart,
  itemOf,
  patchCart,
  priceOf,
  remove,
  voucher,
  type Session,
} from "./cart-helpers";

describe("cart: vouchers", () => {
  let t: TestSandbox;
  let s: Session;
  beforeAll(async () => {
    t = await startTestSandbox();
  });
  beforeEach(async () => {
    s = await anonymous(t);
  });
  afterAll(() => t.close());

  const upfront = (cart: any, unit: string) => priceOf(cart.cartTotalPrice, "upfront", unit);

  it("BUNVENIT10 needs a device in the cart (else 400201) and takes 10 % off the first device, as a negative item", async () => {
    await patchCart(t, s, [add("PLAN-CBU-SMART-10")]);
    const refused = await patchCart(t, s, [voucher("BUNVENIT10")]);
    expectCartError(refused, 400, "400201");
    expect(refused.body.message).toMatch(/dispozitiv/);

    const r = await patchCart(t, s, [add("DEV-HELIX-H12-NEGRU"), voucher("bunvenit10")]);
    expect(r.status).toBe(200);
    const v = itemOf(r.body, "VOUCHER-BUNVENIT-10");
    expect(v).toMatchObject({ quantity: 1, maxAllowedQuantity: 1, productOffering: { name: "Bun venit 10%" } });
    expect(charOf(v, "offerType")).toBe("Voucher");
    expect(charOf(v, "voucherCode")).toBe("BUNVENIT10");
    // 10 % of 249 € = 24.90 € = 123.88 lei
    expect(priceOf(v.itemPrice, "upfront", "EUR").price.taxIncludedAmount.value).toBe(-24.9);
    expect(priceOf(v.itemPrice, "upfront", "RON").price.taxIncludedAmount.value).toBe(-123.88);
    expect(upfront(r.body, "EUR").price.taxIncludedAmount.value).toBe(224.1);
    expect(upfront(r.body, "RON").price.taxIncludedAmount.value).toBe(1114.9);
    expect(upfront(r.body, "RON").priceAlteration).toContainEqual({
      name: "Bun venit 10%",
      priceType: "discount",
      price: { taxIncludedAmount: { unit: "RON", value: -123.88 } },
    });
    const mini = await getCart(t, s, "/cart/shoppingCart?miniCart=true");
    expect(mini.body.itemCount).toBe(2);
  });

  it("takes BUNVENIT10 off a bundle holding a device", async () => {
    const r = await patchCart(t, s, [add("BUNDLE-FAMILIE-40-KAPPA-TAB-11"), voucher("BUNVENIT10")]);
    expect(r.status).toBe(200);
    expect(priceOf(itemOf(r.body, "VOUCHER-BUNVENIT-10").itemPrice, "upfront", "EUR").price.taxIncludedAmount.value).toBe(-4.9);
  });

  it("ARIA50 needs more than 500 lei upfront (else 400201) and takes 50 lei (10.05 €)", async () => {
    await patchCart(t, s, [add("PLAN-CBU-NELIMITAT-PLUS-30"), add("PREPAID-CARTELA-10")]);
    expectCartError(await patchCart(t, s, [voucher("ARIA50")]), 400, "400201");
    const r = await patchCart(t, s, [add("DEV-HELIX-H12-NEGRU"), voucher("ARIA50")]);
    expect(r.status).toBe(200);
    const v = itemOf(r.body, "VOUCHER-50-LEI");
    expect(priceOf(v.itemPrice, "upfront", "RON").price.taxIncludedAmount.value).toBe(-50);
    expect(priceOf(v.itemPrice, "upfront", "EUR").price.taxIncludedAmount.value).toBe(-10.05);
    // 1238.78 (device) + 49.75 (prepaid SIM 10 €) - 50
    expect(upfront(r.body, "RON").price.taxIncludedAmount.value).toBe(1238.53);
  });

  it("LIVRARE0 applies to any cart at 0", async () => {
    const r = await patchCart(t, s, [add("PLAN-CBU-START-7"), voucher("LIVRARE0")]);
    expect(r.status).toBe(200);
    expect(priceOf(itemOf(r.body, "VOUCHER-LIVRARE").itemPrice, "upfront", "RON").price.taxIncludedAmount.value).toBe(0);
  });

  it("refuses unknown and expired codes (400203) and used-up codes (400205)", async () => {
    await patchCart(t, s, [add("DEV-HELIX-H12-NEGRU")]);
    const unknown = await patchCart(t, s, [voucher("NUEXISTA")]);
    expectCartError(unknown, 400, "400203");
    expect(unknown.body.reason).toBe("voucher_not_found");
    expectCartError(await patchCart(t, s, [voucher("EXPIRAT20")]), 400, "400203");
    expectCartError(await patchCart(t, s, [voucher("epuizat15")]), 400, "400205");
  });

  it("takes one voucher per cart: the same code again or a second code is 400201", async () => {
    await patchCart(t, s, [add("DEV-HELIX-H12-NEGRU"), voucher("BUNVENIT10")]);
    expectCartError(await patchCart(t, s, [voucher("BUNVENIT10")]), 400, "400201");
    expectCartError(await patchCart(t, s, [voucher("LIVRARE0")]), 400, "400201");
  });

  it("removes a voucher like an item, and drops one whose rule no longer holds after a change", async () => {
    const r = await patchCart(t, s, [add("DEV-HELIX-H12-NEGRU"), add("PLAN-CBU-START-7"), voucher("BUNVENIT10")]);
    const gone = await patchCart(t, s, [remove(itemOf(r.body, "VOUCHER-BUNVENIT-10").id)]);
    expect(gone.body.cartItem.map((i: any) => i.productOffering.id)).toEqual(["DEV-HELIX-H12-NEGRU", "PLAN-CBU-START-7"]);

    const again = await patchCart(t, s, [voucher("BUNVENIT10")]);
    const dropped = await patchCart(t, s, [remove(itemOf(again.body, "DEV-HELIX-H12-NEGRU").id)]);
    expect(dropped.status).toBe(200);
    expect(dropped.body.cartItem.map((i: any) => i.productOffering.id)).toEqual(["PLAN-CBU-START-7"]);
  });

  it("refuses a consumer voucher on the business route (403 code 403)", async () => {
    const ebu = await anonymous(t, "shopebuweb");
    await patchCart(t, ebu, [add("PLAN-EBU-PRO-18")], EBU_CART);
    expectCartError(await patchCart(t, ebu, [voucher("LIVRARE0")], EBU_CART), 403, "403");
  });

  it("needs a voucherCode (400)", async () => {
    const r = await patchCart(t, s, [
      {
        op: "add",
        path: "/cartItem/-",
        value: { productOffering: { id: "VOUCHER" }, product: { productCharacteristic: [{ name: "offerType", value: "Voucher" }] } },
      },
    ]);
    expectCartError(r, 400, "400");
  });
});
