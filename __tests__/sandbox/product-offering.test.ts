// product-offering (docs/services-contract.md "Self-care offerings"): the public TMF620 list of self-care options,
// bonuses, international and roaming packs with its filters, and GET productOffering/ebill — what one line may still
// order (its segment, not already active, NEXT_BEST_ACTION first).
import { startTestSandbox, type Reply, type TestSandbox } from "./support/sandbox";

const OFFERINGS = "/product-offering/productOffering";

type Offering = {
  id: string;
  name: string;
  category: { id: string; name: string }[];
  attributes: { name: string; value: string }[];
  productOfferingPrice: { priceType: string; price: { taxIncludedAmount: { value: number; unit: string } } }[];
};

const attr = (o: Offering, name: string) => o.attributes.find((a) => a.name === name)?.value;
const ids = (r: Reply<Offering[]>) => r.body.map((o) => o.id);

describe("self-care offerings", () => {
  let t: TestSandbox;
  const tokens = new Map<string, string>();
  beforeAll(async () => {
    t = await startTestSandbox({ accessTokenTtlSeconds: 24 * 3600 });
  });
  afterAll(() => t.close());

  async function get(path: string, username?: string): Promise<Reply<Offering[]>> {
    if (username && !tokens.has(username)) tokens.set(username, (await t.login(username)).accessToken);
    return t.request<Offering[]>("GET", path, { token: username ? tokens.get(username) : undefined });
  }

  describe("GET productOffering (public)", () => {
    it("no sign-in needed; postpaid options are monthly (recurring), prepaid offers one-time for 30 days", async () => {
      const r = await get(OFFERINGS);
      expect(r.status).toBe(200);
      const option = r.body.find((o) => o.id === "PO-OPT-DATA-10GB") as Offering;
      expect(option).toMatchObject({
        name: "Opțiune Internet 10 GB",
        category: [{ id: "Bonus", name: "Bonus" }],
        productOfferingPrice: [{ priceType: "recurring", price: { taxIncludedAmount: { value: 5, unit: "EUR" } } }],
      });
      expect([attr(option, "category"), attr(option, "segment"), attr(option, "allowance"), attr(option, "validity")]).toEqual([
        "Bonus",
        "postpaid",
        "10 GB",
        "lunar",
      ]);
      const prepaid = r.body.filter((o) => attr(o, "segment") === "prepaid");
      expect(prepaid.map((o) => attr(o, "category")).sort()).toEqual(["Bonus", "International", "NEXT_BEST_ACTION"]);
      for (const o of prepaid) {
        expect(o.productOfferingPrice[0].priceType).toBe("oneTime");
        expect(o.productOfferingPrice[0].price.taxIncludedAmount.value).toBeGreaterThanOrEqual(3);
        expect(o.productOfferingPrice[0].price.taxIncludedAmount.value).toBeLessThanOrEqual(6);
        expect(attr(o, "validity")).toBe("30 de zile");
      }
    });

    it("the roaming packs are the shop's add-ons, with the zones of the CMS countries", async () => {
      const packs = (await get(`${OFFERINGS}?category=Roaming`)).body;
      expect(packs.map((o) => [o.id, attr(o, "roamingZones")])).toEqual([
        ["ADDON-ROAMING-5GB", "Europa non-UE"],
        ["ADDON-ROAMING-SUA-10GB", "America de Nord"],
        ["ADDON-ROAMING-LUME-3GB", "Restul lumii"],
        ["ADDON-ROAMING-MINUTE-100", "Europa non-UE, America de Nord, Restul lumii"],
      ]);
      expect(packs[0]).toMatchObject({ name: "Roaming extra 5 GB" });
    });

    it("filters: productOffering.id (comma-separated), category, segment; unknown values → []", async () => {
      expect(ids(await get(`${OFFERINGS}?productOffering.id=PO-PP-DATA-5GB,PO-OPT-DATA-10GB`))).toEqual([
        "PO-OPT-DATA-10GB",
        "PO-PP-DATA-5GB",
      ]);
      expect(ids(await get(`${OFFERINGS}?category=International&segment=prepaid`))).toEqual(["PO-PP-INTL-50MIN"]);
      expect(ids(await get(`${OFFERINGS}?category=NEXT_BEST_ACTION`))).toEqual(["PO-NBA-DATA-5GB", "PO-PP-NBA-DATA-10GB"]);
      for (const q of ["productOffering.id=NOPE", "category=Nope", "segment=fixed"])
        expect((await get(`${OFFERINGS}?${q}`)).body).toEqual([]);
    });

    it("GET productOffering/{id}: one offering, or 404 offering_not_found", async () => {
      const one = await t.request("GET", `${OFFERINGS}/PO-PP-INTL-50MIN`);
      expect(one.body).toMatchObject({ id: "PO-PP-INTL-50MIN", name: "50 minute internaționale" });
      const none = await t.request("GET", `${OFFERINGS}/NOPE`);
      expect([none.status, none.body.code]).toEqual([404, "offering_not_found"]);
    });
  });

  describe("GET productOffering/ebill (signed in)", () => {
    it("postpaid line: postpaid offerings only, NEXT_BEST_ACTION first", async () => {
      const r = await get(`${OFFERINGS}/ebill`, "postpaid.owner");
      expect(r.status).toBe(200);
      expect(r.body.every((o) => attr(o, "segment") === "postpaid")).toBe(true);
      expect(attr(r.body[0], "category")).toBe("NEXT_BEST_ACTION");
      expect(ids(r)).toContain("PO-OPT-DATA-10GB");
    });

    it("prepaid line: prepaid offers only; hybrid line: both segments", async () => {
      const prepaid = await get(`${OFFERINGS}/ebill`, "prepaid.owner");
      expect(ids(prepaid)).toEqual(["PO-PP-NBA-DATA-10GB", "PO-PP-DATA-5GB", "PO-PP-INTL-50MIN"]);
      const hybrid = await get(`${OFFERINGS}/ebill`, "hybrid.owner");
      expect(new Set(hybrid.body.map((o) => attr(o, "segment")))).toEqual(new Set(["postpaid", "prepaid"]));
      expect(hybrid.body.slice(0, 2).map((o) => attr(o, "category"))).toEqual(["NEXT_BEST_ACTION", "NEXT_BEST_ACTION"]);
    });

    it("publicIdentifier picks one of the caller's lines; another's → 403 product_not_allowed; refused roles 403", async () => {
      expect((await get(`${OFFERINGS}/ebill?publicIdentifier=0728000511`, "business.chooser")).status).toBe(200);
      const foreign = await get(`${OFFERINGS}/ebill?publicIdentifier=0733000201`, "postpaid.owner");
      expect([foreign.status, (foreign.body as unknown as { code: string }).code]).toEqual([403, "product_not_allowed"]);
      const tech = await get(`${OFFERINGS}/ebill`, "business.technical");
      expect([tech.status, (tech.body as unknown as { code: string }).code]).toEqual([403, "insufficient_role"]);
      expect((await get(`${OFFERINGS}/ebill`)).status).toBe(401);
    });
  });
});
