// Self-care product orders (docs/services-contract.md "Self-care product orders"): POST /product-ordering/productOrder
// /ebill (postpaid options), /ecare (prepaid offers, paid from the credit) and /mva (the roaming service); the state
// follows the sandbox clock (acknowledged → inProgress at half of SANDBOX_ORDER_COMPLETION_MS → completed), and a
// completed order changes the inventory and the usage-consumption allowances. The clock only moves forward here.
import { startTestSandbox, type Reply, type TestSandbox } from "./support/sandbox";

const ORDERS = "/product-ordering/productOrder";
const INVENTORY = "/product-inventory/product";
const COMPLETION_MS = 8000;

type Order = {
  id: string;
  state: string;
  orderDate: string;
  completionDate?: string;
  category: string;
  channel: { id: string }[];
  relatedParty: { id: string; role: string }[];
  productOrderItem: {
    id: string;
    action: string;
    state: string;
    productOffering: { id: string; name: string };
    product: { id?: string; publicIdentifier: string; productCharacteristic: { name: string; value: string }[] };
  }[];
};
type Bucket = { name: string; usageType: string; remainingValue: { amount: number }; initialValue: { amount: number } };

const add = (offering: string, number: string, extra: Record<string, unknown> = {}) => ({
  action: "add",
  productOffering: { id: offering },
  product: { publicIdentifier: number, ...extra },
});
const items = (...list: unknown[]) => ({ productOrderItem: list });
const mva = (action: string, product: string, target: string | null, pack?: string) => ({
  action,
  product: { id: product },
  ...(pack ? { productOffering: { id: pack } } : {}),
  ...(target ? { characteristic: [{ name: "TARGET_SYSTEM", value: target }] } : {}),
});

describe("self-care product orders", () => {
  let t: TestSandbox;
  const tokens = new Map<string, string>();
  beforeAll(async () => {
    t = await startTestSandbox({ accessTokenTtlSeconds: 7 * 24 * 3600 });
  });
  afterAll(() => t.close());

  async function token(username: string) {
    if (!tokens.has(username)) tokens.set(username, (await t.login(username)).accessToken);
    return tokens.get(username) as string;
  }
  async function post(
    path: "ebill" | "ecare" | "mva",
    username: string,
    body: unknown,
    headers?: Record<string, string>,
  ): Promise<Reply<Order>> {
    return t.request<Order>("POST", `${ORDERS}/${path}`, { token: await token(username), body, headers });
  }
  async function get<T>(path: string, username: string): Promise<Reply<T>> {
    return t.request<T>("GET", path, { token: await token(username) });
  }
  const refusal = (r: Reply) => [r.status, (r.body as { code?: string }).code];
  async function expectRefused(r: Promise<Reply> | Reply, status: number, code: string) {
    const reply = await r;
    expect(refusal(reply)).toEqual([status, code]);
    expect((reply.body as { reason?: string }).reason).toBe(code);
  }
  const complete = () => t.clock.advance(COMPLETION_MS);
  async function buckets(username: string, msisdn: string): Promise<Bucket[]> {
    const r = await get<{ usageConsumption: { logicalResource: { id: string }[]; bucketRefOrValue: Bucket[] }[] }>(
      "/dxl-nb-usage-consumption/queryUsageConsumption/summary",
      username,
    );
    return r.body.usageConsumption.find((u) => u.logicalResource[0].id === msisdn)?.bucketRefOrValue ?? [];
  }
  const productIds = async (username: string, query = "") =>
    (await get<{ id: string }[]>(`${INVENTORY}?${query}`, username)).body.map((p) => p.id);

  describe("a postpaid option, start to finish", () => {
    it("acknowledged → inProgress at half the delay → completed; the inventory and the allowances follow (add, then delete)", async () => {
      const before = await buckets("postpaid.owner", "0722000101");
      const created = await post("ebill", "postpaid.owner", items(add("PO-OPT-DATA-10GB", "0722000101")));
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        id: expect.stringMatching(/^SCO-\d{6}$/),
        state: "acknowledged",
        category: "ebill",
        channel: [{ id: "eCare", name: "eCare" }],
        relatedParty: [
          { id: "SUB-0722000101", role: "Subscriber" },
          { id: "CUST-CBU-1001", role: "Customer" },
        ],
        productOrderItem: [
          {
            id: "1",
            action: "add",
            state: "acknowledged",
            productOffering: { id: "PO-OPT-DATA-10GB", name: "Opțiune Internet 10 GB" },
            product: { publicIdentifier: "0722000101", productCharacteristic: [{ name: "TARGET_SYSTEM", value: "BSCS" }] },
          },
        ],
      });
      expect(created.body.completionDate).toBeUndefined();
      expect(created.body.productOrderItem[0].product.id).toBeUndefined();
      const id = created.body.id;

      t.clock.advance(COMPLETION_MS / 2 - 1);
      expect((await get<Order>(`${ORDERS}/${id}`, "postpaid.owner")).body.state).toBe("acknowledged");
      t.clock.advance(1);
      expect((await get<Order>(`${ORDERS}/${id}`, "postpaid.owner")).body.state).toBe("inProgress");
      expect(await productIds("postpaid.owner", "category=Bonus")).toEqual([]);
      t.clock.advance(COMPLETION_MS / 2);
      const done = (await get<Order>(`${ORDERS}/${id}`, "postpaid.owner")).body;
      expect(done.state).toBe("completed");
      expect(Date.parse(done.completionDate as string) - Date.parse(done.orderDate)).toBe(COMPLETION_MS);
      const productId = done.productOrderItem[0].product.id as string;
      expect(productId).toMatch(/^prd-001-1-/);

      const [option] = (await get<{ id: string; productRelationship: unknown[] }[]>(`${INVENTORY}?category=Bonus`, "postpaid.owner")).body;
      expect(option).toMatchObject({ id: productId, productRelationship: [{ relationshipType: "addOnOf", product: { id: "prd-001-1" } }] });
      const after = await buckets("postpaid.owner", "0722000101");
      expect(after).toHaveLength(before.length + 1);
      expect(after.find((b) => b.name === "Internet opțiune 10 GB")).toMatchObject({ usageType: "data", initialValue: { amount: 10 } });
      // userinfo's inventory is the same store.
      const me = await get<{ customerInfo: { productInventory: { id: string }[] } }>("/identity/userinfo/ecare", "postpaid.owner");
      expect(me.body.customerInfo.productInventory.map((p) => p.id)).toContain(productId);

      const removal = await post("ebill", "postpaid.owner", items({ action: "delete", product: { id: productId } }));
      expect(removal.status).toBe(201);
      expect(removal.body.productOrderItem[0]).toMatchObject({
        action: "delete",
        productOffering: { id: "PO-OPT-DATA-10GB" },
        product: { id: productId },
      });
      complete();
      expect(await productIds("postpaid.owner", "category=Bonus")).toEqual([]);
      expect((await buckets("postpaid.owner", "0722000101")).map((b) => b.name)).toEqual(before.map((b) => b.name));
      // Removed: a second delete is "not active".
      await expectRefused(post("ebill", "postpaid.owner", items({ action: "delete", product: { id: productId } })), 409, "not_active");
    });

    it("GET productOrder/{id}: the caller's own only (someone else's → 404, never shown)", async () => {
      const created = await post("ebill", "business.chooser", items(add("PO-OPT-INTL-100MIN", "0728000511")));
      expect(created.status).toBe(201);
      expect((await get<Order>(`${ORDERS}/${created.body.id}`, "business.chooser")).body.id).toBe(created.body.id);
      for (const user of ["postpaid.owner", "business.delegated"]) {
        const r = await get<Order>(`${ORDERS}/${created.body.id}`, user);
        expect([user, r.status]).toEqual([user, 404]);
      }
      complete();
    });
  });

  describe("the pending-orders listing (channel eCare beside the shop's Online)", () => {
    it("state, channel and relatedParty filters", async () => {
      const open = await post("ebill", "business.chooser", items(add("PO-OPT-DATA-25GB", "0728000501")));
      expect(open.status).toBe(201);
      const list = async (q: string, user = "business.chooser") => (await get<Order[]>(`${ORDERS}?${q}`, user)).body.map((o) => o.id);
      const pending = "state=inProgress,acknowledged,pending";
      expect(await list(`${pending}&channel.id=eCare`)).toEqual([open.body.id]);
      expect(await list(`${pending}&channel.id=eCare&relatedParty.id=SUB-0728000501`)).toEqual([open.body.id]);
      expect(await list(`${pending}&channel.id=eCare&relatedParty.id=CUST-EBU-5000`)).toEqual([open.body.id]);
      expect(await list(`${pending}&channel.id=eCare&relatedParty.id=SUB-0728000511`)).toEqual([]);
      expect(await list(`${pending}&channel.id=eCare&relatedParty.id=SUB-0722000101`)).toEqual([]);
      expect(await list(`${pending}&channel.id=Online`)).toEqual([]);
      expect(await list(pending)).toEqual([]); // without channel.id: the shop's orders only, as before
      expect(await list(`${pending}&channel.id=Online,eCare`)).toEqual([open.body.id]);
      const all = await get<Order[]>(`${ORDERS}?channel.id=eCare`, "business.chooser");
      expect(all.headers.get("x-total-count")).toBe(String(all.body.length));
      expect(all.body.map((o) => o.state)).toContain("completed");
      // The user of another line of the customer does not see the chooser's orders.
      expect(await list(`channel.id=eCare`, "business.delegated")).toEqual([]);
      complete();
      expect(await list(`${pending}&channel.id=eCare`)).toEqual([]);
      expect(await list(`state=completed&channel.id=eCare`)).toContain(open.body.id);
    });
  });

  describe("prepaid offers are paid from the credit", () => {
    it("the price leaves the credit at completion; a price above what is left (open orders included) → 409 insufficient_credit", async () => {
      const credit = async () => (await buckets("prepaid.owner", "0733000201"))[0].remainingValue.amount;
      const start = await credit();
      expect(start).toBeGreaterThanOrEqual(5);
      expect(start).toBeLessThan(9);
      const first = await post("ecare", "prepaid.owner", items(add("PO-PP-NBA-DATA-10GB", "0733000201")));
      expect(first.status).toBe(201);
      expect(await credit()).toBe(start); // taken at completion, not before
      // 5 € is spoken for: 4 € more is above what is left.
      await expectRefused(post("ecare", "prepaid.owner", items(add("PO-PP-DATA-5GB", "0733000201"))), 409, "insufficient_credit");
      complete();
      expect(await credit()).toBeCloseTo(start - 5, 2);
      expect((await buckets("prepaid.owner", "0733000201")).map((b) => b.name)).toContain("Internet ofertă 10 GB");
      await expectRefused(post("ecare", "prepaid.owner", items(add("PO-PP-DATA-5GB", "0733000201"))), 409, "insufficient_credit");
    });

    it("hybrid lines take prepaid offers through /ecare from the extra credit, and postpaid options through /ebill", async () => {
      const extra = (await buckets("hybrid.owner", "0722000301"))[0];
      expect(extra.name).toBe("Credit extra");
      const offer = extra.remainingValue.amount >= 3 ? "PO-PP-INTL-50MIN" : null;
      expect(offer).not.toBeNull();
      expect((await post("ecare", "hybrid.owner", items(add(offer as string, "0722000301")))).status).toBe(201);
      expect((await post("ebill", "hybrid.owner", items(add("PO-NBA-DATA-5GB", "0722000301")))).status).toBe(201);
      complete();
      expect((await buckets("hybrid.owner", "0722000301"))[0].remainingValue.amount).toBeCloseTo(extra.remainingValue.amount - 3, 2);
    });
  });

  describe("roaming (/mva)", () => {
    it("activate (with a pack), then deactivate: the RoamingService product comes and goes, the pack stays", async () => {
      expect(await productIds("postpaid.owner", "category=RoamingService")).toEqual([]);
      const on = await post("mva", "postpaid.owner", mva("activate", "prd-001-1", "BSCS", "ADDON-ROAMING-SUA-10GB"));
      expect(on.status).toBe(201);
      expect(on.body).toMatchObject({
        category: "mva",
        productOrderItem: [
          { id: "1", action: "add", productOffering: { id: "PO-ROAMING-SERVICE" } },
          { id: "2", action: "add", productOffering: { id: "ADDON-ROAMING-SUA-10GB" } },
        ],
      });
      await expectRefused(post("mva", "postpaid.owner", mva("activate", "prd-001-1", "BSCS")), 409, "order_pending");
      complete();
      const service = await productIds("postpaid.owner", "category=RoamingService");
      expect(service).toHaveLength(1);
      expect(await productIds("postpaid.owner", "productOffering.id=ADDON-ROAMING-SUA-10GB")).toHaveLength(1);
      expect((await buckets("postpaid.owner", "0722000101")).map((b) => b.name)).toContain("Roaming SUA și Canada 10 GB");
      await expectRefused(post("mva", "postpaid.owner", mva("activate", "prd-001-1", "BSCS")), 409, "already_active");

      const off = await post("mva", "postpaid.owner", mva("deactivate", "prd-001-1", "BSCS"));
      expect(off.body.productOrderItem).toEqual([
        expect.objectContaining({ action: "delete", product: expect.objectContaining({ id: service[0] }) }),
      ]);
      complete();
      expect(await productIds("postpaid.owner", "category=RoamingService")).toEqual([]);
      expect(await productIds("postpaid.owner", "productOffering.id=ADDON-ROAMING-SUA-10GB")).toHaveLength(1);
      await expectRefused(post("mva", "postpaid.owner", mva("deactivate", "prd-001-1", "BSCS")), 409, "not_active");
    });

    it("own-line roles may switch roaming on their own number; prepaid lines too (PPS)", async () => {
      expect((await post("mva", "business.delegated", mva("activate", "prd-008-1", "BSCS"))).status).toBe(201);
      expect((await post("mva", "prepaid.owner", mva("activate", "prd-003-1", "PPS"))).status).toBe(201);
      await expectRefused(post("mva", "business.delegated", mva("activate", "prd-007-2", "BSCS")), 403, "product_not_allowed");
      // Packs are postpaid offerings.
      await expectRefused(
        post("mva", "prepaid.special", mva("activate", "prd-004-1", "PPS", "ADDON-ROAMING-5GB")),
        400,
        "offer_not_eligible",
      );
      complete();
      expect(await productIds("prepaid.owner", "category=RoamingService")).toHaveLength(1);
    });

    it("TARGET_SYSTEM missing or not the product's → 400 target_system_mismatch; an offering no roaming recommendation names → offer_not_eligible", async () => {
      await expectRefused(post("mva", "hybrid.owner", mva("deactivate", "prd-005-1", null)), 400, "target_system_mismatch");
      await expectRefused(post("mva", "hybrid.owner", mva("deactivate", "prd-005-1", "PPS")), 400, "target_system_mismatch");
      await expectRefused(
        post("mva", "postpaid.user", mva("activate", "prd-002-1", "BSCS", "PO-OPT-DATA-25GB")),
        400,
        "offer_not_eligible",
      );
      await expectRefused(post("mva", "postpaid.user", mva("activate", "prd-002-1", "BSCS", "NOPE")), 404, "offering_not_found");
      await expectRefused(post("mva", "postpaid.user", mva("deactivate", "prd-002-1", "BSCS", "ADDON-ROAMING-5GB")), 400, "invalid_body");
      await expectRefused(post("mva", "postpaid.user", { action: "toggle", product: { id: "prd-002-1" } }), 400, "invalid_body");
    });
  });

  describe("who may order", () => {
    it("owner and chooser on every line they reach, User on its own; other roles 403 insufficient_role", async () => {
      expect((await post("ebill", "postpaid.user", items(add("PO-OPT-DATA-10GB", "0722000102")))).status).toBe(201);
      await expectRefused(post("ebill", "postpaid.user", items(add("PO-OPT-DATA-25GB", "0722000101"))), 403, "product_not_allowed");
      await expectRefused(post("ebill", "postpaid.owner", items(add("PO-OPT-DATA-25GB", "0722000102"))), 403, "product_not_allowed");
      for (const user of [
        "business.delegated",
        "business.authorized",
        "business.power",
        "business.sub",
        "business.technical",
        "nonvf.user",
        "fixed.owner",
      ]) {
        const r = await post("ebill", user, items(add("PO-OPT-DATA-10GB", "0728000501")));
        expect([user, ...refusal(r)]).toEqual([user, 403, "insufficient_role"]);
      }
      for (const user of ["business.technical", "nonvf.user", "fixed.owner"]) {
        const r = await post("mva", user, mva("activate", "prd-010-1", "BSCS"));
        expect([user, ...refusal(r)]).toEqual([user, 403, "insufficient_role"]);
      }
      expect((await t.request("POST", `${ORDERS}/ebill`, { body: items(add("PO-OPT-DATA-10GB", "0722000101")) })).status).toBe(401);
      complete();
    });
  });

  describe("refusals of /ebill and /ecare", () => {
    it("invalid_body: no items, more than 5, an unknown action, an add without an offering, a delete without a product, two lines", async () => {
      const bad = [
        {},
        items(),
        items(...Array.from({ length: 6 }, () => add("PO-OPT-DATA-10GB", "0722000101"))),
        items({ action: "modify", product: { id: "prd-001-1" } }),
        items({ action: "add", product: { publicIdentifier: "0722000101" } }),
        items({ action: "delete", product: {} }),
        items(add("PO-OPT-DATA-10GB", "0722000101"), add("PO-OPT-DATA-10GB", "0722000101")),
      ];
      for (const body of bad) await expectRefused(post("ebill", "postpaid.owner", body), 400, "invalid_body");
      await expectRefused(
        post("ebill", "business.chooser", items(add("PO-OPT-DATA-10GB", "0728000501"), add("PO-NBA-DATA-5GB", "0728000511"))),
        400,
        "invalid_body",
      );
    });

    it("offering_not_found, offer_not_eligible (other segment or channel, the plan), already_active, target_system_mismatch", async () => {
      await expectRefused(post("ebill", "postpaid.owner", items(add("PO-NOPE", "0722000101"))), 404, "offering_not_found");
      await expectRefused(post("ebill", "postpaid.owner", items(add("PO-PP-DATA-5GB", "0722000101"))), 400, "offer_not_eligible");
      await expectRefused(post("ecare", "postpaid.owner", items(add("PO-PP-DATA-5GB", "0722000101"))), 400, "offer_not_eligible");
      await expectRefused(post("ecare", "prepaid.owner", items(add("PO-OPT-DATA-10GB", "0733000201"))), 400, "offer_not_eligible");
      await expectRefused(post("ebill", "prepaid.owner", items(add("PO-OPT-DATA-10GB", "0733000201"))), 400, "offer_not_eligible");
      await expectRefused(
        post("ebill", "postpaid.owner", items({ action: "delete", product: { id: "prd-001-1" } })),
        400,
        "offer_not_eligible",
      );
      await expectRefused(
        post("ecare", "prepaid.special", items({ action: "delete", product: { id: "prd-004-2" } })),
        400,
        "offer_not_eligible",
      );
      // business.chooser ordered 25 GB on 0728000501 above.
      await expectRefused(post("ebill", "business.chooser", items(add("PO-OPT-DATA-25GB", "0728000501"))), 409, "already_active");
      await expectRefused(
        post(
          "ebill",
          "business.chooser",
          items(add("PO-OPT-DATA-10GB", "0728000501", { productCharacteristic: [{ name: "TARGET_SYSTEM", value: "PPS" }] })),
        ),
        400,
        "target_system_mismatch",
      );
      await expectRefused(
        post("ebill", "postpaid.owner", items({ action: "delete", product: { id: "prd-003-1" } })),
        403,
        "product_not_allowed",
      );
    });

    it("order_pending: a second order for the same offering of the line while the first is open", async () => {
      expect((await post("ebill", "business.chooser", items(add("PO-NBA-DATA-5GB", "0728000511")))).status).toBe(201);
      await expectRefused(post("ebill", "business.chooser", items(add("PO-NBA-DATA-5GB", "0728000511"))), 409, "order_pending");
      // Another line is not blocked.
      expect((await post("ebill", "business.chooser", items(add("PO-NBA-DATA-5GB", "0728000501")))).status).toBe(201);
      complete();
    });
  });

  describe("Idempotency-Key", () => {
    it("the same key and body answer the same order (200); the same key with another body → 409 idempotency_conflict", async () => {
      const body = items(add("PO-OPT-DATA-10GB", "0728000511"));
      const first = await post("ebill", "business.chooser", body, { "idempotency-key": "k-1" });
      expect(first.status).toBe(201);
      const again = await post("ebill", "business.chooser", body, { "idempotency-key": "k-1" });
      expect([again.status, again.body.id]).toEqual([200, first.body.id]);
      await expectRefused(
        post("ebill", "business.chooser", items(add("PO-OPT-DATA-25GB", "0728000511")), { "idempotency-key": "k-1" }),
        409,
        "idempotency_conflict",
      );
      complete();
      // Still the same order after it completed (no already_active for a replay).
      const later = await post("ebill", "business.chooser", body, { "idempotency-key": "k-1" });
      expect([later.status, later.body.id, later.body.state]).toEqual([200, first.body.id, "completed"]);
    });
  });

  describe("order_limit", () => {
    it("more than 10 orders per line per day → 429 order_limit", async () => {
      // Fill 0728000511 up to 10 orders today (the tests above made some) with roaming on/off.
      const today = (await get<Order[]>(`${ORDERS}?channel.id=eCare`, "business.chooser")).body.filter(
        (o) => o.relatedParty[0].id === "SUB-0728000511",
      ).length;
      let on = false;
      for (let n = today; n < 10; n++) {
        const r = await post("mva", "business.chooser", mva(on ? "deactivate" : "activate", "prd-007-2", "BSCS"));
        expect(r.status).toBe(201);
        on = !on;
        complete();
      }
      await expectRefused(post("mva", "business.chooser", mva(on ? "deactivate" : "activate", "prd-007-2", "BSCS")), 429, "order_limit");
      // The next day the line may order again.
      t.clock.advance(24 * 3600 * 1000);
      expect((await post("mva", "business.chooser", mva(on ? "deactivate" : "activate", "prd-007-2", "BSCS"))).status).toBe(201);
    });
  });
});
