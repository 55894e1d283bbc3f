// Every real condition of the cart's error table (docs/cart-contract.md "Errors", SPEC §8 CART): TMF error bodies
// with the operator's code, a reason and a Romanian message.
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
  patchCart,
  setQty,
  type Session,
} from "./cart-helpers";

/** Born 2009-08-15: 16 at T0 (2026-03-02), the minor.user persona's CNP. */
const MINOR_CNP = "6090815401230";
const ADULT_CNP = "1850312400017";

describe("cart: error conditions", () => {
  let t: TestSandbox;
  let s: Session;
  beforeAll(async () => {
    t = await startTestSandbox();
  });
  beforeEach(async () => {
    s = await anonymous(t);
  });
  afterEach(async () => {
    t.clock.now = T0;
    await t.request("DELETE", "/sandbox/catalogue/withdraw");
  });
  afterAll(() => t.close());

  it("403 EXTENDED_LOGIN_REQUIRED: a base SSO token", async () => {
    const r = await getCart(t, await baseSso(t, "prepaid.owner"));
    expectCartError(r, 403, "EXTENDED_LOGIN_REQUIRED");
    expect(r.body.reason).toBe("extended_login_required");
  });

  it("403 code 403: a business offering on the consumer route, or the reverse", async () => {
    const r = await patchCart(t, s, [add("PLAN-EBU-SMART-12")]);
    expectCartError(r, 403, "403");
    expect(r.body.message).toMatch(/business/);
    const ebu = await anonymous(t, "shopebuweb");
    expectCartError(await patchCart(t, ebu, [add("DEV-NORDIA-X5-ALBASTRU")], EBU_CART), 403, "403");
    expectCartError(await patchCart(t, ebu, [add("BUNDLE-SMART-15-NORDIA-X5")], EBU_CART), 403, "403");
  });

  describe("400116: offering unknown or withdrawn", () => {
    it("refuses an unknown offering", async () => {
      const r = await patchCart(t, s, [add("PLAN-CBU-NU-EXISTA")]);
      expectCartError(r, 400, "400116");
      expect(r.body.message).toContain("PLAN-CBU-NU-EXISTA");
    });

    it("refuses an offering withdrawn through POST /sandbox/catalogue/withdraw until DELETE restores it", async () => {
      const w = await t.request("POST", "/sandbox/catalogue/withdraw", { body: { id: "PLAN-CBU-SMART-10" } });
      expect(w.status).toBe(200);
      expect(w.body.withdrawn).toEqual(["PLAN-CBU-SMART-10"]);
      expect((await t.request("GET", "/products/productOffering/PLAN-CBU-SMART-10")).body.lifecycleStatus).toBe("Retired");
      expectCartError(await patchCart(t, s, [add("PLAN-CBU-SMART-10")]), 400, "400116");

      const restored = await t.request("DELETE", "/sandbox/catalogue/withdraw");
      expect(restored.body).toEqual({ restored: 1 });
      expect((await t.request("GET", "/products/productOffering/PLAN-CBU-SMART-10")).body.lifecycleStatus).toBe("Active");
      expect((await patchCart(t, s, [add("PLAN-CBU-SMART-10")])).status).toBe(200);
    });

    it("refuses a bundle whose component is withdrawn, and a quantity increase of a withdrawn item already in the cart", async () => {
      const r = await patchCart(t, s, [add("PLAN-CBU-SMART-10")]);
      await t.request("POST", "/sandbox/catalogue/withdraw", { body: { id: "PLAN-CBU-NELIMITAT-25" } });
      await t.request("POST", "/sandbox/catalogue/withdraw", { body: { id: "PLAN-CBU-SMART-10" } });
      expectCartError(await patchCart(t, s, [add("BUNDLE-NELIMITAT-25-HELIX-H12")]), 400, "400116");
      expectCartError(await patchCart(t, s, [setQty(r.body.cartItem[0].id, "2")]), 400, "400116");
      // Still shown where it already sits.
      expect((await getCart(t, s)).body.cartItem[0].productOffering.name).toBe("Smart 10");
    });

    it("withdraws only known offerings (404), through the admin gate", async () => {
      const r = await t.request("POST", "/sandbox/catalogue/withdraw", { body: { id: "NU-EXISTA" } });
      expect(r.status).toBe(404);
      expect((await t.request("POST", "/sandbox/catalogue/withdraw", { body: {} })).status).toBe(400);
    });
  });

  it("400115: a device out of stock, with a message naming it (alone or in a bundle)", async () => {
    const r = await patchCart(t, s, [add("DEV-NORDIA-X5-NEGRU")]);
    expectCartError(r, 400, "400115");
    expect(r.body.message).toContain("Nordia X5 128 GB Negru");
    expect(r.body.reason).toBe("inventory_unavailable");
    const b = await patchCart(t, s, [add("BUNDLE-SMART-15-NORDIA-X5")]);
    expectCartError(b, 400, "400115");
    expect(b.body.message).toContain("Nordia X5 128 GB Negru");
  });

  it("400115: a device that sells out after the page was built (POST /sandbox/catalogue/stock), until DELETE restores it", async () => {
    expect((await patchCart(t, s, [add("DEV-HELIX-H12-ROZ")])).status).toBe(200);
    const set = await t.request("POST", "/sandbox/catalogue/stock", { body: { id: "DEV-HELIX-H12-ROZ", stock: 0 } });
    expect(set.status).toBe(200);
    const other = await anonymous(t);
    expectCartError(await patchCart(t, other, [add("DEV-HELIX-H12-ROZ")]), 400, "400115");
    expect((await t.request("POST", "/sandbox/catalogue/stock", { body: { id: "NOPE", stock: 0 } })).status).toBe(404);
    expect((await t.request("POST", "/sandbox/catalogue/stock", { body: { id: "DEV-HELIX-H12-ROZ", stock: -1 } })).status).toBe(400);
    await t.request("DELETE", "/sandbox/catalogue/stock");
    expect((await patchCart(t, other, [add("DEV-HELIX-H12-ROZ")])).status).toBe(200);
  });

  describe("400202: quantity above maxAllowedQuantity or below 1", () => {
    it.each([
      ["a plan above 5", "PLAN-CBU-SMART-10", "6"],
      ["a device above its maxAllowedQuantity 1", "DEV-HELIX-H12-NEGRU", "2"],
      ["prepaid SIMs above 3", "PREPAID-CARTELA-5", "4"],
      ["a bundle above 1", "BUNDLE-NELIMITAT-25-HELIX-H12", "2"],
      ["an add-on above 1", "ADDON-CLOUD-100GB", "2"],
      ["zero", "PLAN-CBU-SMART-10", "0"],
      ["a negative quantity", "PLAN-CBU-SMART-10", "-1"],
    ])("refuses %s on add", async (_what, id, quantity) => {
      expectCartError(
        await patchCart(t, s, [add(id, { quantity, offerType: id.startsWith("ADDON") ? "ServiceAddon" : undefined })]),
        400,
        "400202",
      );
    });

    it("refuses a replace above the maximum or below 1, and adding the same device twice", async () => {
      const r = await patchCart(t, s, [add("PLAN-CBU-SMART-10", { quantity: "5" }), add("DEV-HELIX-H12-NEGRU")]);
      const plan = itemOf(r.body, "PLAN-CBU-SMART-10");
      expect(plan.maxAllowedQuantity).toBe(5);
      expectCartError(await patchCart(t, s, [setQty(plan.id, "6")]), 400, "400202");
      expectCartError(await patchCart(t, s, [setQty(plan.id, "0")]), 400, "400202");
      expectCartError(await patchCart(t, s, [add("DEV-HELIX-H12-NEGRU")]), 400, "400202");
      expect(itemOf((await getCart(t, s)).body, "PLAN-CBU-SMART-10").quantity).toBe(5);
    });
  });

  describe("400301: more mobile lines than the customer may hold", () => {
    it("CBU: 5 lines across the cart (plans, prepaid SIMs and bundles count)", async () => {
      expect(
        (
          await patchCart(t, s, [
            add("PLAN-CBU-SMART-10", { quantity: "3" }),
            add("BUNDLE-NELIMITAT-25-HELIX-H12"),
            add("PREPAID-CARTELA-5"),
          ])
        ).status,
      ).toBe(200);
      const r = await patchCart(t, s, [add("PLAN-CBU-START-7")]);
      expectCartError(r, 400, "400301");
      expect(r.body.message).toContain("5");
      // Devices and add-ons are no lines.
      expect((await patchCart(t, s, [add("DEV-HELIX-H12-NEGRU")])).status).toBe(200);
    });

    it("EBU: 20 lines", async () => {
      const ebu = await anonymous(t, "shopebuweb");
      const plans = ["PLAN-EBU-START-8", "PLAN-EBU-SMART-12", "PLAN-EBU-PRO-18", "PLAN-EBU-PRO-25"];
      expect(
        (
          await patchCart(
            t,
            ebu,
            plans.map((p) => add(p, { quantity: "5" })),
            EBU_CART,
          )
        ).status,
      ).toBe(200);
      expectCartError(await patchCart(t, ebu, [add("BUNDLE-PRO-18-VELA-V9-BUSINESS")], EBU_CART), 400, "400301");
    });
  });

  it("400502: the same selectedSubscriberId twice", async () => {
    // Any flow that needs no eligibility (a renewal, RET, is refused to a visitor first: cart-flows.test.ts).
    const chars = { selectedSubscriberId: "SUB-0722000101" };
    expect((await patchCart(t, s, [add("PLAN-CBU-SMART-10", { chars })])).status).toBe(200);
    const r = await patchCart(t, s, [add("PLAN-CBU-NELIMITAT-20", { chars })]);
    expectCartError(r, 400, "400502");
    expect(r.body.message).toContain("SUB-0722000101");
    expect(
      (await patchCart(t, s, [add("PLAN-CBU-NELIMITAT-20", { chars: { ...chars, selectedSubscriberId: "SUB-0722000102" } })])).status,
    ).toBe(200);
  });

  describe("400121: a holder under 18 for a subscription or a bundle", () => {
    it("reads the cnp characteristic, against the sandbox clock", async () => {
      expectCartError(await patchCart(t, s, [add("PLAN-CBU-SMART-10", { chars: { cnp: MINOR_CNP } })]), 400, "400121");
      expectCartError(await patchCart(t, s, [add("BUNDLE-NELIMITAT-25-HELIX-H12", { chars: { cnp: MINOR_CNP } })]), 400, "400121");
      expect((await patchCart(t, s, [add("PLAN-CBU-SMART-10", { chars: { cnp: ADULT_CNP } })])).status).toBe(200);
      // A device or a prepaid SIM needs no adult holder.
      expect((await patchCart(t, s, [add("PREPAID-CARTELA-5", { chars: { cnp: MINOR_CNP } })])).status).toBe(200);
      // On the 18th birthday the same CNP may hold a subscription.
      t.clock.now = Date.parse("2027-08-15T08:00:00.000Z");
      const grown = await anonymous(t);
      expect((await patchCart(t, grown, [add("PLAN-CBU-START-7", { chars: { cnp: MINOR_CNP } })])).status).toBe(200);
    });

    it("reads the signed-in user's CNP (minor.user, 16)", async () => {
      const minor = await extendedSso(t, "minor.user");
      const r = await patchCart(t, minor, [add("PLAN-CBU-SMART-10")]);
      expectCartError(r, 400, "400121");
      expect(r.body.reason).toBe("age_rule_violation");
      expect((await patchCart(t, minor, [add("PREPAID-CARTELA-7"), add("DEV-HELIX-H12-NEGRU")])).status).toBe(200);
    });

    it("refuses a cnp characteristic that is no CNP (400)", async () => {
      expectCartError(await patchCart(t, s, [add("PLAN-CBU-SMART-10", { chars: { cnp: "123" } })]), 400, "400");
    });
  });

  describe("400: malformed patch", () => {
    it.each([
      ["not a list", { op: "add" }],
      ["an empty list", []],
      ["an unknown op", [{ op: "move", path: "/cartItem/-", from: "/x" }]],
      ["an unknown path", [{ op: "add", path: "/payment/-", value: {} }]],
      ["a value of the wrong shape", [{ op: "add", path: "/cartItem/-", value: { productOffering: "PLAN-CBU-SMART-10" } }]],
      ["a quantity that is no number", [add("PLAN-CBU-SMART-10", { quantity: "doi" })]],
      [
        "a replace without cartItemId",
        [{ op: "replace", path: "/cartItem/0", value: { characteristic: [{ name: "quantity", value: "2" }] } }],
      ],
      ["a replace of an item not in the cart", [setQty("nu-exista", "2")]],
      ["a remove of an item not in the cart", [{ op: "remove", path: "/cartItem/nu-exista" }]],
    ])("refuses %s", async (_what, body) => {
      const r = await patchCart(t, s, body);
      expectCartError(r, 400, "400");
      expect(r.body.reason).toBe("malformed_patch");
    });

    it("refuses an item without offerType ('offerType is empty', SPEC §5)", async () => {
      const op = add("PLAN-CBU-SMART-10", { offerType: "" });
      const r = await patchCart(t, s, [op]);
      expectCartError(r, 400, "400");
      expect(r.body.message).toContain("offerType is empty");
    });
  });

  it("leaves other codes to fault injection (X-Sandbox-Fault)", async () => {
    const r = await patchCart(t, s, [add("PLAN-CBU-SMART-10")], CBU_CART, { "X-Sandbox-Fault": "status=400;code=400110" });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe(400110);
  });
});
