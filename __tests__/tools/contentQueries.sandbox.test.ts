// The SPEC §7 content queries against a real sandbox and its seeded content: proves the query strings,
// selections and mappings fit the dotCMS-compatible GraphQL API, and the SPEC §8 fallbacks on a dead endpoint.
import {
  fetchBenefits,
  fetchExtraBenefits,
  fetchPlanCard,
  fetchPlanLabels,
  planCardOperation,
  type ContentLog,
} from "../../src/clients/content/contentQueries";
import type { GraphqlClient, GraphqlResult } from "../../src/clients/content/types";
import { contentImageUrl } from "../../src/domain/content/images";

// The sandbox is loaded by a computed path so that tsc does not follow it into the site's stricter check
// (it is type-checked by its own tsconfig).
const fromRepo = (p: string): Promise<any> => import(`../../${p}`);

/**
 * TEST DOUBLE, not the site's client: one plain POST per operation (no batching), enough to run the
 * queries. The real batching transport is src/clients/content/graphqlClient.ts.
 */
function singlePostGraphqlClient(endpoint: string): GraphqlClient {
  return {
    async request<T>(op: Parameters<GraphqlClient["request"]>[0]): Promise<GraphqlResult<T>> {
      const res = await fetch(endpoint, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(op) });
      if (res.status >= 300) throw new Error(`Response not successful: Received status code ${res.status}`);
      return (await res.json()) as GraphqlResult<T>;
    },
  };
}

let sandbox: { url: string; close(): Promise<void> };
let cms: string;
let client: GraphqlClient;
let logs: { message: string; detail?: unknown }[];
const log: ContentLog = (message, detail) => void logs.push({ message, detail });

beforeAll(async () => {
  const { startTestSandbox } = await fromRepo("__tests__/sandbox/support/sandbox");
  sandbox = await startTestSandbox({ publishWebhook: "" });
  cms = `${sandbox.url}/cms`;
  client = singlePostGraphqlClient(`${cms}/api/v1/graphql`);
});
afterAll(async () => {
  await sandbox?.close();
});
beforeEach(() => {
  logs = [];
});

describe("SPEC §7 plan card query against the sandbox", () => {
  it("loads PLAN-CBU-SMART-15 with its cart details, labels, discounted price and image", async () => {
    const card = await fetchPlanCard(client, "PLAN-CBU-SMART-15", log);
    expect(logs).toEqual([]);
    expect(card).toMatchObject({
      externalId: "PLAN-CBU-SMART-15",
      title: "Smart 15",
      nonFormattedHeadline: "60 GB internet și minute nelimitate",
      headline: "<strong>60 GB</strong> internet",
      customerType: "CBU",
      labels: ["5g", "reducere"],
      price: { price: 12, fullPrice: 15, currency: "EUR", recurring: "month" },
    });
    expect(card?.cartDetails).toMatchObject({ Internet: "60 GB", "Durata contractului": "24 de luni" });
    expect(card?.imageId).toMatch(/^[0-9a-f]{10}$/);
    const attributes = card?.attributes ?? [];
    expect(attributes).toContainEqual({ name: "network", value: "5G" });

    // The image URL built from the identifier is one the content system serves, as webp.
    const url = contentImageUrl(cms, card?.imageId, { width: 320 });
    const img = await fetch(url!);
    expect(img.status).toBe(200);
    expect(img.headers.get("content-type")).toBe("image/webp");
  });

  it("matches the externalId exactly, not a plan whose id only shares its words", async () => {
    // An analysed-field phrase would match PLAN-CBU-SMART-10 and -15 here; the _dotraw match does not.
    expect(await fetchPlanCard(client, "PLAN-CBU-SMART", log)).toBeNull();
  });

  it("SPEC §8 an unknown plan card is logged and nothing is returned", async () => {
    expect(await fetchPlanCard(client, "PLAN-NOPE-1", log)).toBeNull();
    expect(logs).toHaveLength(1);
    expect(logs[0]?.message).toContain("PLAN-NOPE-1");
  });

  it("sends ids with Lucene operators and quotes as literal text (no syntax error)", async () => {
    const r = await client.request<{ ServicePlanCardCollection: unknown[] }>(planCardOperation('a "b" (c) OR d:e\\ -f +g')!);
    expect(r.errors).toBeUndefined();
    expect(r.data?.ServicePlanCardCollection).toEqual([]);
  });
});

describe("SPEC §7 plan labels query against the sandbox", () => {
  it("gives the card's labels in its order", async () => {
    const labels = await fetchPlanLabels(client, ["reducere", "5g", "no-such-label"], log);
    expect(labels).toEqual([
      { key: "reducere", text: "Reducere", colour: "#fde047", textColour: "#111827" },
      { key: "5g", text: "5G inclus", colour: "#111827", textColour: "#ffffff" },
    ]);
    expect(logs).toEqual([]);
  });
});

describe("SPEC §7 benefits query against the sandbox", () => {
  it("groups the benefits of several plans, ordered by numeric orderIndex", async () => {
    const out = await fetchBenefits(client, ["PLAN-CBU-SMART-15", "PLAN-EBU-PRO-18"], log);
    expect(logs).toEqual([]);
    expect(Object.keys(out.benefits).sort()).toEqual(["PLAN-CBU-SMART-15", "PLAN-EBU-PRO-18"]);
    // Seeded orderIndex 1, 2, 10, 3: "10" must come after 3.
    expect(out.benefits["PLAN-CBU-SMART-15"]?.map((b) => b.title)).toEqual(["Internet", "Minute", "SMS", "Roaming"]);
    expect(out.mainBenefits["PLAN-CBU-SMART-15"]?.map((b) => b.mainUpperValue)).toEqual(["60 GB", "Nelimitate"]);
    expect(out.secondaryBenefits["PLAN-EBU-PRO-18"]?.map((b) => b.title)).toEqual(["SMS", "Roaming"]);
    expect(out.benefits["PLAN-CBU-SMART-15"]?.[0]).toMatchObject({ icon: "data", assetsFolder: "/images/benefits/", orderIndex: 1 });
  });
});

describe("SPEC §7 extra benefits query against the sandbox", () => {
  it("gives each named group's items in the group's order with their content; unknown groups empty", async () => {
    const out = await fetchExtraBenefits(client, ["abonamente-cbu", "fixe", "no-such-group"], log);
    expect(logs).toEqual([]);
    expect(out["abonamente-cbu"]?.map((i) => i.extraBenefitId)).toEqual(["disney-plus", "tv-plus", "roaming-extra", "weekend"]);
    expect(out.fixe?.map((i) => i.extraBenefitId)).toEqual(["tv-plus", "disney-plus"]);
    expect(out["no-such-group"]).toEqual([]);
    const disney = out["abonamente-cbu"]?.[0];
    expect(disney).toMatchObject({ headline: "Disney+ inclus", icon: "disney" });
    expect(disney?.content).toMatchObject({
      headline: "Disney+ inclus",
      subtitle: "Beneficiu extra la abonament",
      confirmation: "Ai ales Disney+ inclus.",
    });
    expect(disney?.content?.description).toMatch(/^<p>Filme și seriale/);
    expect(disney?.content?.bannerImageId).toMatch(/^[0-9a-f]{10}$/);
  });
});

describe("SPEC §8 content fallbacks when the endpoint fails", () => {
  it("logs each failure and answers the empty values", async () => {
    const broken = singlePostGraphqlClient(`${cms}/api/v1/no-such-endpoint`);
    expect(await fetchPlanCard(broken, "PLAN-CBU-SMART-15", log)).toBeNull();
    expect(await fetchPlanLabels(broken, ["5g"], log)).toEqual([]);
    expect(await fetchBenefits(broken, ["PLAN-CBU-SMART-15"], log)).toEqual({ benefits: {}, mainBenefits: {}, secondaryBenefits: {} });
    expect(await fetchExtraBenefits(broken, ["abonamente-cbu"], log)).toEqual({ "abonamente-cbu": [] });
    expect(logs).toHaveLength(4);
    expect(String(logs[0]?.detail)).toMatch(/Received status code 404/);
  });
});
