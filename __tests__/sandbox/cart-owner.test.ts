// Cart ownership and routes (docs/cart-contract.md "Routes"): who owns which cart, which token may use which route,
// and the carry of an anonymous cart on sign-in (X-Anonymous-Cart-Token).
import { startTestSandbox, T0, type TestSandbox } from "./support/sandbox";
import {
  add,
  anonymous,
  baseSso,
  CBU_CART,
  EBU_CART,
  expectCartError,
  extendedSso,
  getCart,
  itemOf,
  otcSession,
  patchCart,
  voucher,
} from "./cart-helpers";

describe("cart: owners, routes, carry on sign-in", () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startTestSandbox();
  });
  afterAll(() => t.close());

  describe("owners and routes", () => {
    it("answers an empty cart (id null, nothing stored) to a caller without one", async () => {
      const s = await anonymous(t);
      const r = await getCart(t, s);
      expect(r.status).toBe(200);
      expect(r.body).toEqual({
        "@type": "ShoppingCart",
        id: null,
        href: CBU_CART,
        customerType: "CBU",
        status: "ACTIVE",
        creationDate: null,
        lastUpdate: null,
        allowedPaymentMethods: ["CARD", "COD"],
        exchangeRate: { from: "EUR", to: "RON", rate: 4.975 },
        cartItem: [],
        cartTotalPrice: expect.any(Array),
        note: [],
        contactMedium: [],
        relatedParty: [],
      });
      expect(r.body.cartTotalPrice.map((p: any) => [p.name, p.price.taxIncludedAmount.unit, p.price.taxIncludedAmount.value])).toEqual([
        ["upfront", "EUR", 0],
        ["upfront", "RON", 0],
        ["monthly", "EUR", 0],
        ["monthly", "RON", 0],
      ]);
      const count = t.sb.db.prepare("SELECT COUNT(*) FROM cart_carts").pluck().get() as number;
      await getCart(t, s);
      expect(t.sb.db.prepare("SELECT COUNT(*) FROM cart_carts").pluck().get()).toBe(count);
    });

    it("stores the cart at the first PATCH, one per anonymous session, dated by the sandbox clock", async () => {
      const a = await anonymous(t);
      const b = await anonymous(t);
      const r = await patchCart(t, a, [add("PLAN-CBU-SMART-10")]);
      expect(r.status).toBe(200);
      expect(r.body.id).toMatch(/^c-/);
      expect(r.body.creationDate).toBe(new Date(T0).toISOString());
      expect(r.body.lastUpdate).toBe(new Date(T0).toISOString());
      expect((await getCart(t, a)).body.id).toBe(r.body.id);
      expect((await getCart(t, b)).body).toMatchObject({ id: null, cartItem: [] });
    });

    it("keeps an anonymous session's cart across a token refresh (same session)", async () => {
      const a = await anonymous(t);
      const first = await patchCart(t, a, [add("PLAN-CBU-SMART-10")]);
      const r = await t.request("POST", "/identity/refresh/shopcbuweb", { body: { refreshToken: a.refreshToken } });
      const again = await getCart(t, { token: r.body.accessToken, provider: "anonymous" });
      expect(again.body.id).toBe(first.body.id);
    });

    it("serves business anonymous callers on /shoppingCart/v5 and refuses each anonymous kind on the other route (403 code 403)", async () => {
      const ebu = await anonymous(t, "shopebuweb");
      const ok = await patchCart(t, ebu, [add("PLAN-EBU-SMART-12")], EBU_CART);
      expect(ok.status).toBe(200);
      expect(ok.body).toMatchObject({ customerType: "EBU", href: EBU_CART });
      expectCartError(await getCart(t, ebu, CBU_CART), 403, "403");
      expectCartError(await getCart(t, await anonymous(t), EBU_CART), 403, "403");
    });

    it("refuses a base SSO token with 403 EXTENDED_LOGIN_REQUIRED, on GET and PATCH", async () => {
      const base = await baseSso(t, "postpaid.owner");
      expectCartError(await getCart(t, base), 403, "EXTENDED_LOGIN_REQUIRED");
      expectCartError(await patchCart(t, base, [add("PLAN-CBU-SMART-10")]), 403, "EXTENDED_LOGIN_REQUIRED");
      // An extended token for a client that is not a shop is no shop token either.
      const tobi = await extendedSso(t, "postpaid.owner", "tobi");
      expectCartError(await getCart(t, tobi), 403, "EXTENDED_LOGIN_REQUIRED");
    });

    it("gives an extended shopCBU token the consumer cart and an extended shopEBU token the business cart, not the reverse", async () => {
      const cbu = await extendedSso(t, "multi.identity", "shopcbuweb");
      const ebu = await extendedSso(t, "multi.identity", "shopebuweb");
      expect((await patchCart(t, cbu, [add("PLAN-CBU-START-7")])).status).toBe(200);
      expect((await patchCart(t, ebu, [add("PLAN-EBU-START-8")], EBU_CART)).status).toBe(200);
      expectCartError(await getCart(t, cbu, EBU_CART), 403, "403");
      expectCartError(await getCart(t, ebu, CBU_CART), 403, "403");
      expect((await getCart(t, cbu)).body.cartItem.map((i: any) => i.productOffering.id)).toEqual(["PLAN-CBU-START-7"]);
      expect((await getCart(t, ebu, EBU_CART)).body.cartItem.map((i: any) => i.productOffering.id)).toEqual(["PLAN-EBU-START-8"]);
    });

    it("keeps an SSO user's cart across sign-ins (the user owns it, not the session)", async () => {
      const first = await patchCart(t, await extendedSso(t, "hybrid.owner"), [add("PLAN-CBU-SMART-15")]);
      const later = await getCart(t, await extendedSso(t, "hybrid.owner"));
      expect(later.body.id).toBe(first.body.id);
      expect(itemOf(later.body, "PLAN-CBU-SMART-15")).toBeDefined();
    });

    it("gives a one-time-code session the cart of its number in its area", async () => {
      const personal = await otcSession(t, "0722000102", "shopcbuweb");
      const r = await patchCart(t, personal, [add("PLAN-CBU-SMART-10")]);
      expect(r.status).toBe(200);
      const again = await getCart(t, await otcSession(t, "0722000102", "shopcbuweb"));
      expect(again.body.id).toBe(r.body.id);
      const business = await otcSession(t, "0722000102", "shopebuweb");
      expectCartError(await getCart(t, business, CBU_CART), 403, "403");
      expect((await getCart(t, business, EBU_CART)).body).toMatchObject({ id: null, customerType: "EBU" });
    });

    it("needs a bearer token and the provider header like every gateway route", async () => {
      expect((await t.request("GET", CBU_CART)).status).toBe(401);
      const a = await anonymous(t);
      const r = await t.request("GET", CBU_CART, { token: a.token });
      expect(r.status).toBe(401);
      expect(r.body.code).toBe("provider_mismatch");
    });

    it("answers the minified cart with ?miniCart=true", async () => {
      const a = await anonymous(t);
      await patchCart(t, a, [add("PLAN-CBU-SMART-10", { quantity: "2" }), add("BUNDLE-NELIMITAT-25-HELIX-H12"), add("PREPAID-CARTELA-5")]);
      const r = await getCart(t, a, `${CBU_CART}?miniCart=true`);
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ "@type": "ShoppingCart", miniCart: true, customerType: "CBU", itemCount: 4 });
      expect(r.body.cartItem.map((i: any) => [i.productOffering.id, i.offerType, i.quantity])).toEqual([
        ["PREPAID-STARTER-PACK", "NonConnectivity", 1],
        ["PLAN-CBU-SMART-10", "MobileService", 2],
        ["BUNDLE-NELIMITAT-25-HELIX-H12", "ZeroUpfrontBundles", 1],
        ["DEV-HELIX-H12-NEGRU", "Device", 1],
        ["PLAN-CBU-NELIMITAT-25", "MobileService", 1],
        ["PREPAID-CARTELA-5", "Prepaid", 1],
      ]);
      expect(r.body.cartItem[0].name).toBeUndefined();
      expect((await getCart(t, a, `${CBU_CART}?miniCart=yes`)).status).toBe(400);
    });

    it("the header badge's minified cart (SPEC §2): what another device of the same customer changed, id null once gone", async () => {
      const here = await otcSession(t, "0722000103", "shopebuweb");
      const there = await otcSession(t, "0722000103", "shopebuweb");
      const mini = async () => (await getCart(t, here, `${EBU_CART}?miniCart=true`)).body;
      expect(await mini()).toMatchObject({ id: null, miniCart: true, customerType: "EBU", itemCount: 0, cartItem: [] });
      const added = await patchCart(t, there, [add("PLAN-EBU-START-8")], EBU_CART);
      expect(added.status).toBe(200);
      expect(await mini()).toMatchObject({ id: added.body.id, itemCount: 1 });
      expect((await t.request("DELETE", EBU_CART, { token: there.token, provider: there.provider })).status).toBe(200);
      expect(await mini()).toMatchObject({ id: null, itemCount: 0, cartItem: [] });
    });
  });

  it("DELETE removes the caller's cart on that route only (SPEC §8 close action cartDelete) and answers it empty", async () => {
    const anon = await anonymous(t);
    await patchCart(t, anon, [add("PLAN-CBU-SMART-10")]);
    const r = await t.request("DELETE", "/cart/shoppingCart", { token: anon.token, provider: anon.provider });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id: null, cartItem: [] });
    expect((await getCart(t, anon)).body.cartItem).toEqual([]);
    const other = await anonymous(t);
    await patchCart(t, other, [add("PLAN-CBU-SMART-10")]);
    await t.request("DELETE", "/cart/shoppingCart", { token: anon.token, provider: anon.provider });
    expect((await getCart(t, other)).body.cartItem).toHaveLength(1);
  });

  describe("carry on sign-in (X-Anonymous-Cart-Token)", () => {
    it("moves the anonymous cart into the signed-in caller's cart and deletes it; sending the token again changes nothing", async () => {
      const anon = await anonymous(t);
      await patchCart(t, anon, [add("DEV-HELIX-H12-NEGRU"), add("PREPAID-CARTELA-7"), voucher("BUNVENIT10")]);
      const user = await extendedSso(t, "postpaid.owner");
      await patchCart(t, user, [add("PLAN-CBU-NELIMITAT-20")]);

      const r = await getCart(t, user, CBU_CART, { "X-Anonymous-Cart-Token": anon.token });
      expect(r.status).toBe(200);
      expect(r.body.cartItem.map((i: any) => i.productOffering.id)).toEqual([
        "PREPAID-STARTER-PACK",
        "PLAN-CBU-NELIMITAT-20",
        "DEV-HELIX-H12-NEGRU",
        "PREPAID-CARTELA-7",
        "VOUCHER-BUNVENIT-10",
      ]);
      expect((await getCart(t, anon)).body).toMatchObject({ id: null, cartItem: [] });

      const again = await getCart(t, user, CBU_CART, { "X-Anonymous-Cart-Token": anon.token });
      expect(again.body.cartItem).toEqual(r.body.cartItem);
      expect(again.body.id).toBe(r.body.id);
    });

    it("carries with the anonymous refresh token too (what the site sends: it outlives the access token)", async () => {
      const anon = await anonymous(t);
      await patchCart(t, anon, [add("PLAN-CBU-SMART-10")]);
      const user = await extendedSso(t, "hybrid.owner");
      const before = (await getCart(t, user)).body.cartItem.map((i: any) => i.productOffering.id);
      expect(before).not.toContain("PLAN-CBU-SMART-10");
      const r = await getCart(t, user, CBU_CART, { "X-Anonymous-Cart-Token": String(anon.refreshToken) });
      expect(r.body.cartItem.map((i: any) => i.productOffering.id)).toEqual([...before, "PLAN-CBU-SMART-10"]);
      expect((await getCart(t, anon)).body.cartItem).toEqual([]);
    });

    it("carries within a PATCH too, before the patch's own ops (one transaction)", async () => {
      const anon = await anonymous(t);
      await patchCart(t, anon, [add("PLAN-CBU-SMART-10")]);
      const user = await extendedSso(t, "prepaid.owner");
      const r = await patchCart(t, user, [add("ADDON-CLOUD-100GB", { offerType: "ServiceAddon" })], CBU_CART, {
        "X-Anonymous-Cart-Token": anon.token,
      });
      expect(r.status).toBe(200);
      expect(r.body.cartItem.map((i: any) => i.productOffering.id)).toEqual(["PLAN-CBU-SMART-10", "ADDON-CLOUD-100GB"]);
    });

    it("drops what the signed-in cart cannot take (a second unit over maxAllowedQuantity, a plan for a minor)", async () => {
      const anon = await anonymous(t);
      await patchCart(t, anon, [add("DEV-NORDIA-X5-ALBASTRU"), add("PLAN-CBU-SMART-10"), add("PREPAID-CARTELA-5")]);
      const minor = await extendedSso(t, "minor.user");
      await patchCart(t, minor, [add("DEV-NORDIA-X5-ALBASTRU")]);
      const r = await getCart(t, minor, CBU_CART, { "X-Anonymous-Cart-Token": anon.token });
      expect(r.status).toBe(200);
      expect(r.body.cartItem.map((i: any) => [i.productOffering.id, i.quantity])).toEqual([
        ["PREPAID-STARTER-PACK", 1],
        ["DEV-NORDIA-X5-ALBASTRU", 1],
        ["PREPAID-CARTELA-5", 1],
      ]);
      expect((await getCart(t, anon)).body.id).toBeNull();
    });

    it("ignores a token that is not an anonymous token of this route, and the header on anonymous callers", async () => {
      const ebuAnon = await anonymous(t, "shopebuweb");
      await patchCart(t, ebuAnon, [add("PLAN-EBU-SMART-12")], EBU_CART);
      const user = await extendedSso(t, "fixed.owner");
      for (const token of [ebuAnon.token, "sbx_at_nonsense", user.token]) {
        const r = await getCart(t, user, CBU_CART, { "X-Anonymous-Cart-Token": token });
        expect(r.status).toBe(200);
        expect(r.body.cartItem).toEqual([]);
      }
      expect((await getCart(t, ebuAnon, EBU_CART)).body.cartItem).toHaveLength(1);

      const a = await anonymous(t);
      const b = await anonymous(t);
      await patchCart(t, a, [add("PLAN-CBU-SMART-10")]);
      expect((await getCart(t, b, CBU_CART, { "X-Anonymous-Cart-Token": a.token })).body.cartItem).toEqual([]);
      expect((await getCart(t, a)).body.cartItem).toHaveLength(1);
    });

    it("carries a business anonymous cart into a business caller's cart on /shoppingCart/v5", async () => {
      const ebuAnon = await anonymous(t, "shopebuweb");
      await patchCart(t, ebuAnon, [add("PLAN-EBU-PRO-25", { quantity: "3" })], EBU_CART);
      const chooser = await extendedSso(t, "business.chooser", "shopebuweb");
      const r = await getCart(t, chooser, EBU_CART, { "X-Anonymous-Cart-Token": ebuAnon.token });
      expect(r.body.cartItem.map((i: any) => [i.productOffering.id, i.quantity])).toEqual([["PLAN-EBU-PRO-25", 3]]);
    });
  });
});
