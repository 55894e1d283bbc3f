// recommendations (docs/services-contract.md "Recommendations"): roaming packs for a country's zone outside the EU,
// the national data option in the EU (roam like at home), one NBA_LEGACY recommendation beside them, nothing already
// active on the line.
import { startTestSandbox, type Reply, type TestSandbox } from "./support/sandbox";

const RECS = "/dxl-nb-recommendation-grp/queryProductRecommendation";

type Recommendation = {
  id: string;
  recommendationType: string;
  category: { name: string }[];
  place: { id: string }[];
  recommendationItem: { id: string; priority: number; offering: { id: string; name: string } }[];
};

describe("recommendations", () => {
  let t: TestSandbox;
  const tokens = new Map<string, string>();
  beforeAll(async () => {
    t = await startTestSandbox({ accessTokenTtlSeconds: 24 * 3600, orderCompletionMs: 1000 });
  });
  afterAll(() => t.close());

  async function token(username: string) {
    if (!tokens.has(username)) tokens.set(username, (await t.login(username)).accessToken);
    return tokens.get(username) as string;
  }
  async function get(query: string, username = "postpaid.owner"): Promise<Reply<Recommendation[]>> {
    return t.request<Recommendation[]>("GET", `${RECS}?${query}`, { token: await token(username) });
  }
  const offers = (r: Reply<Recommendation[]>) =>
    r.body.find((x) => x.recommendationType === "OFFER_FB")?.recommendationItem.map((i) => [i.priority, i.offering.id]);

  it("outside the EU: the packs of the country's zone, by priority, plus one NBA_LEGACY recommendation", async () => {
    const r = await get("category.name=Roaming&place.id=TR");
    expect(r.status).toBe(200);
    expect(r.body.map((x) => x.recommendationType)).toEqual(["OFFER_FB", "NBA_LEGACY"]);
    expect(r.body[0]).toMatchObject({ id: "REC-RO-TR", category: [{ name: "Roaming" }], place: [{ id: "TR" }] });
    expect(r.body[0].recommendationItem[0].id).toBe("REC-RO-TR-1");
    expect(offers(r)).toEqual([
      [1, "ADDON-ROAMING-5GB"],
      [2, "ADDON-ROAMING-MINUTE-100"],
    ]);
    expect(offers(await get("category.name=Roaming&place.id=US"))).toEqual([
      [1, "ADDON-ROAMING-SUA-10GB"],
      [2, "ADDON-ROAMING-MINUTE-100"],
    ]);
    expect(offers(await get("category.name=Roaming&place.id=EG"))).toEqual([
      [1, "ADDON-ROAMING-LUME-3GB"],
      [2, "ADDON-ROAMING-MINUTE-100"],
    ]);
  });

  it("in the EU: the national data option of the line's segment", async () => {
    expect(offers(await get("category.name=Roaming&place.id=IT"))).toEqual([[1, "PO-OPT-DATA-10GB"]]);
    expect(offers(await get("category.name=Roaming&place.id=FR", "prepaid.owner"))).toEqual([[1, "PO-PP-DATA-5GB"]]);
  });

  it("prepaid lines outside the EU: no packs of their segment → []; a country not in the CMS → []; another category → []", async () => {
    expect((await get("category.name=Roaming&place.id=TR", "prepaid.owner")).body).toEqual([]);
    expect((await get("category.name=Roaming&place.id=JP")).body).toEqual([]);
    expect((await get("category.name=Bonus&place.id=TR")).body).toEqual([]);
  });

  it("place.id not two capital letters → 400 invalid_country; another's number → 403; refused roles → 403", async () => {
    for (const place of ["it", "ITA", "", "1T"]) {
      const r = await get(`category.name=Roaming&place.id=${place}`);
      expect([place, r.status, (r.body as unknown as { code: string }).code]).toEqual([place, 400, "invalid_country"]);
    }
    const foreign = await get("category.name=Roaming&place.id=TR&publicIdentifier=0733000201");
    expect([foreign.status, (foreign.body as unknown as { code: string }).code]).toEqual([403, "product_not_allowed"]);
    const tech = await get("category.name=Roaming&place.id=TR", "business.technical");
    expect([tech.status, (tech.body as unknown as { code: string }).code]).toEqual([403, "insufficient_role"]);
  });

  it("an offering active on the line is not recommended", async () => {
    const owner = await token("postpaid.owner");
    const order = await t.request("POST", "/product-ordering/productOrder/ebill", {
      token: owner,
      body: {
        productOrderItem: [{ action: "add", productOffering: { id: "ADDON-ROAMING-5GB" }, product: { publicIdentifier: "0722000101" } }],
      },
    });
    expect(order.status).toBe(201);
    t.clock.advance(1000);
    expect(offers(await get("category.name=Roaming&place.id=TR"))).toEqual([[1, "ADDON-ROAMING-MINUTE-100"]]);
  });
});
