// product-inventory, ban hierarchy and SIM location (docs/services-contract.md "Who may read and order", "Product
// inventory", "BAN hierarchy", "SIM location"): TMF637 products of the lines a caller reaches, the roaming service as
// an inventory product (seeded on for hybrid.owner and business.chooser's own line), access per role.
import { startTestSandbox, type Reply, type TestSandbox } from "./support/sandbox";

const INVENTORY = "/product-inventory/product";

type Product = {
  id: string;
  name: string;
  status: string;
  startDate: string;
  publicIdentifier?: string;
  productOffering: { id: string; name: string };
  productCharacteristic: { name: string; value: string }[];
  productPrice: { priceType: string; price: { taxIncludedAmount: { value: number; unit: string } } }[];
  productRelationship: { relationshipType: string; product: { id: string } }[];
  billingAccount: { id: string };
  relatedParty: { id: string; role: string }[];
};

const char = (p: Product, name: string) => p.productCharacteristic.find((c) => c.name === name)?.value;

describe("product inventory, BAN hierarchy, SIM location", () => {
  let t: TestSandbox;
  const tokens = new Map<string, string>();
  beforeAll(async () => {
    t = await startTestSandbox({ accessTokenTtlSeconds: 24 * 3600 });
  });
  afterAll(() => t.close());

  async function get<T = Product[]>(path: string, username: string): Promise<Reply<T>> {
    if (!tokens.has(username)) tokens.set(username, (await t.login(username)).accessToken);
    return t.request<T>("GET", path, { token: tokens.get(username) });
  }
  const codeOf = (r: Reply) => [r.status, (r.body as { code?: string }).code];

  describe("GET /product-inventory/product", () => {
    it("postpaid.owner: the plan (renewal, commitment, price) and its roaming add-on (addOnOf the plan), counts in headers", async () => {
      const r = await get(INVENTORY, "postpaid.owner");
      expect(r.status).toBe(200);
      expect(r.headers.get("x-total-count")).toBe("2");
      expect(r.headers.get("x-result-count")).toBe("2");
      const [plan, addOn] = r.body;
      expect(plan).toMatchObject({
        id: "prd-001-1",
        name: "RED 12",
        status: "active",
        publicIdentifier: "0722000101",
        productOffering: { id: "PO-RED-12", name: "RED 12" },
        billingAccount: { id: "100000101" },
        relatedParty: [{ id: "CUST-CBU-1001", role: "Customer" }],
        productPrice: [{ priceType: "recurring", price: { taxIncludedAmount: { value: 12, unit: "EUR" } } }],
        productRelationship: [],
      });
      expect(plan.startDate).toMatch(/^2025-\d\d-05T00:00:00\+0[23]:00$/);
      expect(char(plan, "TARGET_SYSTEM")).toBe("BSCS");
      expect(char(plan, "category")).toBe("Plan");
      // postpaid.owner's cycle day is the 5th; the clock is 2026-03-02.
      expect(char(plan, "renewalDate")).toBe("2026-03-05");
      expect(char(plan, "commitmentEndDate")).toMatch(/^2027-\d\d-05$/);
      expect(char(plan, "isSpecial")).toBeUndefined();
      expect(addOn).toMatchObject({
        id: "prd-001-2",
        productRelationship: [{ relationshipType: "addOnOf", product: { id: "prd-001-1" } }],
      });
      expect(char(addOn, "category")).toBe("Roaming");
      expect(char(addOn, "renewalDate")).toBeUndefined();
    });

    it("roaming is off for postpaid.owner and prepaid.owner, on (RoamingService) for hybrid.owner and business.chooser's own line", async () => {
      const roaming = async (user: string) =>
        (await get(`${INVENTORY}?productOffering.id=PO-ROAMING-SERVICE`, user)).body.map((p) => [p.publicIdentifier, char(p, "category")]);
      expect(await roaming("postpaid.owner")).toEqual([]);
      expect(await roaming("prepaid.owner")).toEqual([]);
      expect(await roaming("hybrid.owner")).toEqual([["0722000301", "RoamingService"]]);
      expect(await roaming("business.chooser")).toEqual([["0728000501", "RoamingService"]]);
      const service = (await get(`${INVENTORY}?category=RoamingService`, "hybrid.owner")).body[0];
      expect(service).toMatchObject({ id: "prd-005-1-roaming", status: "active", productRelationship: [{ product: { id: "prd-005-1" } }] });
    });

    it("prepaid: PPS, renewal = the credit's validity end, no commitment; the special product is marked", async () => {
      const [card] = (await get(INVENTORY, "prepaid.owner")).body;
      expect(char(card, "TARGET_SYSTEM")).toBe("PPS");
      expect(char(card, "renewalDate")).toMatch(/^2026-03-\d\d$|^2026-04-\d\d$/);
      expect(char(card, "commitmentEndDate")).toBeUndefined();
      const special = (await get(INVENTORY, "prepaid.special")).body.filter((p) => char(p, "isSpecial") === "true");
      expect(special.map((p) => p.productOffering.id)).toEqual(["PRP-SPC-004"]);
    });

    it("filters: publicIdentifier, productOffering.id (comma-separated), status, category", async () => {
      const biz = async (q: string) => (await get(`${INVENTORY}?${q}`, "business.chooser")).body.map((p) => p.id);
      expect(await biz("")).toEqual(["prd-007-1", "prd-007-1-roaming", "prd-007-2"]);
      expect(await biz("publicIdentifier=0728000511")).toEqual(["prd-007-2"]);
      expect(await biz("productOffering.id=PO-EBU-BUSINESS-10,PO-EBU-BUSINESS-15")).toEqual(["prd-007-1", "prd-007-2"]);
      expect(await biz("status=active,suspended")).toHaveLength(3);
      expect(await biz("status=suspended")).toEqual([]);
      expect(await biz("category=Plan")).toEqual(["prd-007-1", "prd-007-2"]);
      expect(await biz("category=Nope")).toEqual([]);
    });

    it("GET product/{id}: one of the caller's; another customer's or an unknown id → 403 product_not_allowed", async () => {
      expect((await get<Product>(`${INVENTORY}/prd-007-2`, "business.chooser")).body).toMatchObject({
        id: "prd-007-2",
        name: "Business 10",
      });
      for (const id of ["prd-003-1", "prd-002-1", "nothing"]) {
        expect(codeOf(await get(`${INVENTORY}/${id}`, "postpaid.owner"))).toEqual([403, "product_not_allowed"]);
      }
    });

    it("own-line roles see their number only; a number outside the caller's lines → 403 product_not_allowed", async () => {
      expect((await get(INVENTORY, "postpaid.user")).body.map((p) => p.id)).toEqual(["prd-002-1"]);
      expect((await get(INVENTORY, "business.delegated")).body.map((p) => p.publicIdentifier)).toEqual(["0728000502"]);
      expect(codeOf(await get(`${INVENTORY}?publicIdentifier=0722000101`, "postpaid.user"))).toEqual([403, "product_not_allowed"]);
      expect(codeOf(await get(`${INVENTORY}?publicIdentifier=0728000511`, "business.delegated"))).toEqual([403, "product_not_allowed"]);
    });

    it("fixed.owner: its fixed products, no number; technical chooser and non-operator users 403; no token 401", async () => {
      const fixed = (await get(INVENTORY, "fixed.owner")).body;
      expect(fixed.map((p) => [p.id, p.publicIdentifier, char(p, "TARGET_SYSTEM"), char(p, "category")])).toEqual([
        ["prd-006-1", undefined, "UPC", "Plan"],
        ["prd-006-2", undefined, "UPC", "Plan"],
      ]);
      for (const user of ["business.technical", "nonvf.user"])
        expect(codeOf(await get(INVENTORY, user))).toEqual([403, "insufficient_role"]);
      expect((await t.request("GET", INVENTORY)).status).toBe(401);
    });

    it("multi.identity must pick an identity first (403 identity_not_selected)", async () => {
      expect(codeOf(await get(INVENTORY, "multi.identity"))).toEqual([403, "identity_not_selected"]);
    });
  });

  describe("GET /dxl-ban-hierarchy/products/ebill", () => {
    type Ban = { ban: string; parentBan: string | null; products: Product[] };
    it("business.chooser: its three BANs, the first the parent, each with the products billed on it", async () => {
      const r = await get<Ban[]>("/dxl-ban-hierarchy/products/ebill", "business.chooser");
      expect(r.status).toBe(200);
      expect(r.body.map((b) => [b.ban, b.parentBan])).toEqual([
        ["500000501", null],
        ["500000502", "500000501"],
        ["500000503", "500000501"],
      ]);
      const first = r.body[0].products.map((p) => p.id);
      expect(first).toEqual(expect.arrayContaining(["prd-007-1", "prd-007-1-roaming", "prd-007-2", "prd-009-1", "prd-010-1"]));
      expect(r.body[1].products.map((p) => p.id)).toEqual(["prd-008-1"]);
      expect(r.body[2].products).toEqual([]);
    });

    it("owners get their BAN; fixed.owner its fixed products; users and other roles 403 insufficient_role", async () => {
      const owner = (await get<Ban[]>("/dxl-ban-hierarchy/products/ebill", "prepaid.owner")).body;
      expect(owner).toEqual([{ ban: "200000201", parentBan: null, products: [expect.objectContaining({ id: "prd-003-1" })] }]);
      const fixed = (await get<Ban[]>("/dxl-ban-hierarchy/products/ebill", "fixed.owner")).body;
      expect(fixed[0].products.map((p) => p.id)).toEqual(["prd-006-1", "prd-006-2"]);
      for (const user of ["postpaid.user", "business.delegated", "business.technical", "nonvf.user"]) {
        expect([user, ...codeOf(await get("/dxl-ban-hierarchy/products/ebill", user))]).toEqual([user, 403, "insufficient_role"]);
      }
    });
  });

  describe("GET /dxl-nb-sim-location/location-data/ecare", () => {
    const SIM = "/dxl-nb-sim-location/location-data/ecare";
    type Sim = { publicIdentifier: string; iccid: string; simType: string; lastLocation: Record<string, string> };
    it("the own line by default; the same answer twice; travellers are abroad", async () => {
      const own = await get<Sim>(SIM, "postpaid.owner");
      expect(own.status).toBe(200);
      expect(own.body).toMatchObject({ publicIdentifier: "0722000101", lastLocation: { countryCode: "RO", countryName: "România" } });
      expect(own.body.iccid).toMatch(/^89\d{17}$/);
      expect(["SIM", "eSIM"]).toContain(own.body.simType);
      expect((await get<Sim>(SIM, "postpaid.owner")).body).toEqual(own.body);
      expect((await get<Sim>(SIM, "hybrid.owner")).body.lastLocation).toMatchObject({ countryCode: "IT", countryName: "Italia" });
      const second = await get<Sim>(`${SIM}?publicIdentifier=0728000511`, "business.chooser");
      expect(second.body.publicIdentifier).toBe("0728000511");
    });

    it("another customer's number → 403 product_not_allowed; technical chooser 403 insufficient_role", async () => {
      expect(codeOf(await get(`${SIM}?publicIdentifier=0733000201`, "postpaid.owner"))).toEqual([403, "product_not_allowed"]);
      expect(codeOf(await get(SIM, "business.technical"))).toEqual([403, "insufficient_role"]);
    });
  });
});
