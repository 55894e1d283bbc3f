import { parse, type OperationDefinitionNode } from "graphql";
import {
  fetchBenefits,
  fetchExtraBenefits,
  fetchPlanCard,
  fetchPlanLabels,
  planBenefitsOperation,
  planCardOperation,
  planLabelsOperation,
  extraBenefitGroupOperation,
  extraBenefitItemsOperation,
} from "../../../src/clients/content/contentQueries";
import type { GraphqlClient, GraphqlOperation, GraphqlResult } from "../../../src/clients/content/types";

type Handler = (op: GraphqlOperation) => GraphqlResult<unknown> | Promise<GraphqlResult<unknown>>;

/** A GraphqlClient that records what it is sent and answers from `handler`. */
function fakeClient(handler: Handler) {
  const sent: GraphqlOperation[] = [];
  const client: GraphqlClient = {
    request: async <T>(op: GraphqlOperation) => {
      sent.push(op);
      return (await handler(op)) as GraphqlResult<T>;
    },
  };
  return { client, sent };
}

const logged = () => {
  const calls: { message: string; detail?: unknown }[] = [];
  const log = (message: string, detail?: unknown) => void calls.push({ message, detail });
  return { log, calls };
};

const ok = (field: string, items: unknown): GraphqlResult<unknown> => ({ data: { [field]: items } });
const httpFailure = new Error("Response not successful: Received status code 502");

const card = {
  externalId: "PLAN-CBU-SMART-15",
  title: "Smart 15",
  nonFormattedHeadline: "60 GB internet",
  cartDetails: [{ key: "Internet", value: "60 GB" }],
  cardImage: { idPath: "/dA/9f8e7d6c5b/cardImage/card-cbu.svg?language_id=1" },
  labels: ["5g", "reducere"],
  prices: [{ priceType: "basePrice", price: { taxIncludedAmount: { unit: "EUR", value: 15 } } }],
};

describe("SPEC §7 content operations", () => {
  const ops = [
    planCardOperation("PLAN-1"),
    extraBenefitGroupOperation("g"),
    extraBenefitItemsOperation(["a"]),
    planBenefitsOperation(["PLAN-1"]),
    planLabelsOperation(["nou"]),
  ];
  it("are valid GraphQL documents whose operation is named as sent", () => {
    for (const op of ops) {
      const def = parse(op!.query).definitions[0] as OperationDefinitionNode;
      expect(def.name?.value).toBe(op!.operationName);
    }
  });
  it("have distinct operation names", () => {
    expect(new Set(ops.map((o) => o!.operationName)).size).toBe(ops.length);
  });
  it("are null when there is nothing to ask for", () => {
    expect(planCardOperation(" ")).toBeNull();
    expect(extraBenefitItemsOperation([])).toBeNull();
    expect(planBenefitsOperation(["", " "])).toBeNull();
    expect(planLabelsOperation([])).toBeNull();
  });
});

describe("SPEC §7 plan card query (ServicePlanCard by externalId, limit 1)", () => {
  it("asks for the card by exact externalId and maps it", async () => {
    const { client, sent } = fakeClient(() => ok("ServicePlanCardCollection", [card]));
    const { log, calls } = logged();
    const result = await fetchPlanCard(client, "PLAN-CBU-SMART-15", log);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      operationName: "PlanCard",
      variables: { query: '+ServicePlanCard.externalId_dotraw:"PLAN-CBU-SMART-15" +live:true', limit: 1 },
    });
    expect(sent[0]?.query).toMatch(/ServicePlanCardCollection\(query: \$query, limit: \$limit\)/);
    expect(sent[0]?.query).toMatch(/cartDetails \{ key value \}/);
    expect(sent[0]?.query).toMatch(/cardImage \{ idPath \}/);
    expect(result).toMatchObject({
      externalId: "PLAN-CBU-SMART-15",
      nonFormattedHeadline: "60 GB internet",
      cartDetails: { Internet: "60 GB" },
      imageId: "9f8e7d6c5b",
      labels: ["5g", "reducere"],
      price: { price: 15, fullPrice: null, currency: "EUR" },
    });
    expect(calls).toEqual([]);
  });

  it("escapes the id inside the Lucene phrase; GraphQL variables carry it unchanged", async () => {
    const { client, sent } = fakeClient(() => ok("ServicePlanCardCollection", []));
    await fetchPlanCard(client, 'A "B" \\ C', () => {});
    expect(sent[0]?.variables?.query).toBe('+ServicePlanCard.externalId_dotraw:"A \\"B\\" \\\\ C" +live:true');
  });

  describe("SPEC §8 plan card failure logged, nothing returned", () => {
    it.each<[string, Handler]>([
      [
        "the request rejects",
        () => {
          throw httpFailure;
        },
      ],
      ["errors come back without data", () => ({ data: null, errors: [{ message: "Exception while fetching data" }] })],
      ["errors come back without the collection", () => ({ data: {}, errors: [{ message: "boom" }] })],
      ["there is no data", () => ({ data: null })],
      ["the collection is empty", () => ok("ServicePlanCardCollection", [])],
      ["the collection is not a list", () => ok("ServicePlanCardCollection", "nope")],
      ["the item has no externalId", () => ok("ServicePlanCardCollection", [{ title: "Smart" }])],
      ["the answer is malformed", () => undefined as unknown as GraphqlResult<unknown>],
    ])("when %s", async (_case, handler) => {
      const { client } = fakeClient(handler);
      const { log, calls } = logged();
      await expect(fetchPlanCard(client, "PLAN-CBU-SMART-15", log)).resolves.toBeNull();
      expect(calls).toHaveLength(1);
      expect(calls[0]?.message).toContain("PLAN-CBU-SMART-15");
    });

    it("passes the error to the log", async () => {
      const { client } = fakeClient(() => {
        throw httpFailure;
      });
      const { log, calls } = logged();
      await fetchPlanCard(client, "PLAN-X", log);
      expect(calls[0]?.detail).toBe(httpFailure);
    });

    it("uses the data of a partial answer and logs its errors", async () => {
      const { client } = fakeClient(() => ({ data: { ServicePlanCardCollection: [card] }, errors: [{ message: "cardImage failed" }] }));
      const { log, calls } = logged();
      expect((await fetchPlanCard(client, "PLAN-CBU-SMART-15", log))?.externalId).toBe("PLAN-CBU-SMART-15");
      expect(calls).toHaveLength(1);
      expect(calls[0]?.detail).toEqual([{ message: "cardImage failed" }]);
    });

    it("sends nothing for an empty externalId", async () => {
      const { client, sent } = fakeClient(() => ok("ServicePlanCardCollection", [card]));
      const { log, calls } = logged();
      expect(await fetchPlanCard(client, "  ", log)).toBeNull();
      expect(sent).toEqual([]);
      expect(calls).toHaveLength(1);
    });
  });
});

describe("SPEC §7 benefits query (ServiceCardBenefit by broadleafId, limit 500, offset 0)", () => {
  const benefit = (broadleafId: string, title: string, orderIndex: number, benefitType: string) => ({
    broadleafId,
    title,
    orderIndex,
    benefitType,
  });

  it("asks for all ids in one OR group and answers the three shapes", async () => {
    const { client, sent } = fakeClient(() =>
      ok("ServiceCardBenefitCollection", [
        benefit("P1", "Roaming", 10, "secondary"),
        benefit("P1", "Internet", 1, "main"),
        benefit("P2", "SMS", 3, "secondary"),
      ]),
    );
    const { log, calls } = logged();
    const out = await fetchBenefits(client, ["P1", "P2", "P1", " "], log);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      operationName: "PlanBenefits",
      variables: { query: '+ServiceCardBenefit.broadleafId_dotraw:("P1" OR "P2") +live:true', limit: 500, offset: 0 },
    });
    expect(out.benefits.P1?.map((b) => b.title)).toEqual(["Internet", "Roaming"]);
    expect(out.mainBenefits.P1?.map((b) => b.title)).toEqual(["Internet"]);
    expect(out.secondaryBenefits.P2?.map((b) => b.title)).toEqual(["SMS"]);
    expect(calls).toEqual([]);
  });

  it.each<[string, Handler]>([
    [
      "the request rejects",
      () => {
        throw httpFailure;
      },
    ],
    ["errors come back without data", () => ({ data: null, errors: [{ message: "x" }] })],
  ])("SPEC §8 benefits failure gives empty maps (logged) when %s", async (_case, handler) => {
    const { client } = fakeClient(handler);
    const { log, calls } = logged();
    expect(await fetchBenefits(client, ["P1"], log)).toEqual({ benefits: {}, mainBenefits: {}, secondaryBenefits: {} });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.message).toContain("P1");
  });

  it("SPEC §8 lookups with no data give empty maps, without a log", async () => {
    const { client } = fakeClient(() => ({ data: { ServiceCardBenefitCollection: null } }));
    const { log, calls } = logged();
    expect(await fetchBenefits(client, ["P1"], log)).toEqual({ benefits: {}, mainBenefits: {}, secondaryBenefits: {} });
    expect(calls).toEqual([]);
  });

  it("sends nothing for no ids", async () => {
    const { client, sent } = fakeClient(() => ok("ServiceCardBenefitCollection", []));
    expect(await fetchBenefits(client, [], () => {})).toEqual({ benefits: {}, mainBenefits: {}, secondaryBenefits: {} });
    expect(sent).toEqual([]);
  });
});

describe("SPEC §7 plan labels query (PlanLabelCollection by key)", () => {
  const labels = [
    { key: "nou", text: "Nou", colour: "#e60000", textColour: "#ffffff" },
    { key: "5g", text: "5G inclus", colour: "#111827", textColour: "#ffffff" },
  ];
  it("asks for the keys and answers labels in the order asked, unknown dropped", async () => {
    const { client, sent } = fakeClient(() => ok("PlanLabelCollection", labels));
    const out = await fetchPlanLabels(client, ["5g", "gone", "nou"], () => {});
    expect(sent[0]).toMatchObject({
      operationName: "PlanLabels",
      variables: { query: '+PlanLabel.key_dotraw:("5g" OR "gone" OR "nou") +live:true' },
    });
    expect(out.map((l) => l.key)).toEqual(["5g", "nou"]);
  });
  it("gives [] (logged) on failure and sends nothing for no keys", async () => {
    const failing = fakeClient(() => {
      throw httpFailure;
    });
    const { log, calls } = logged();
    expect(await fetchPlanLabels(failing.client, ["nou"], log)).toEqual([]);
    expect(calls).toHaveLength(1);
    const idle = fakeClient(() => ok("PlanLabelCollection", labels));
    expect(await fetchPlanLabels(idle.client, [], log)).toEqual([]);
    expect(idle.sent).toEqual([]);
  });
});

describe("SPEC §7 extra benefits (one group + items pair per named group)", () => {
  const groups: Record<string, unknown> = {
    "abonamente-cbu": { id: "abonamente-cbu", title: "Alege", list: [{ extraBenefitId: "tv-plus" }, { extraBenefitId: "disney-plus" }] },
    fixe: { id: "fixe", title: "Acasă", list: [{ extraBenefitId: "disney-plus" }] },
    goala: { id: "goala", title: "Goală", list: [] },
  };
  const items: Record<string, unknown> = {
    "tv-plus": { extraBenefitId: "tv-plus", headline: "TV Plus", content: { headline: "TV Plus" } },
    "disney-plus": { extraBenefitId: "disney-plus", headline: "Disney+", content: { headline: "Disney+" } },
  };
  /** Answers like the CMS would: the group by id, the items by the ids in the query string. */
  const cms =
    (override: (op: GraphqlOperation) => GraphqlResult<unknown> | undefined = () => undefined): Handler =>
    (op) => {
      const special = override(op);
      if (special) return special;
      const q = String(op.variables?.query);
      if (op.operationName === "ExtraBenefitGroup") {
        return ok(
          "ExtraBenefitGroupCollection",
          Object.keys(groups)
            .filter((id) => q.includes(`"${id}"`))
            .map((id) => groups[id]),
        );
      }
      return ok(
        "ExtraBenefitItemCollection",
        Object.keys(items)
          .filter((id) => q.includes(`"${id}"`))
          .map((id) => items[id]),
      );
    };

  it("sends the group, then its items by extraBenefitId, and keeps the group's order", async () => {
    const { client, sent } = fakeClient(cms());
    const { log, calls } = logged();
    const out = await fetchExtraBenefits(client, ["abonamente-cbu", "fixe"], log);
    expect(sent.map((o) => [o.operationName, o.variables?.query])).toEqual(
      expect.arrayContaining([
        ["ExtraBenefitGroup", '+ExtraBenefitGroup.id_dotraw:"abonamente-cbu" +live:true'],
        ["ExtraBenefitItems", '+ExtraBenefitItem.extraBenefitId_dotraw:("tv-plus" OR "disney-plus") +live:true'],
        ["ExtraBenefitGroup", '+ExtraBenefitGroup.id_dotraw:"fixe" +live:true'],
        ["ExtraBenefitItems", '+ExtraBenefitItem.extraBenefitId_dotraw:"disney-plus" +live:true'],
      ]),
    );
    expect(sent).toHaveLength(4);
    expect(out["abonamente-cbu"]?.map((i) => i.headline)).toEqual(["TV Plus", "Disney+"]);
    expect(out.fixe?.map((i) => i.content?.headline)).toEqual(["Disney+"]);
    expect(calls).toEqual([]);
  });

  it("SPEC §8 lookups with no data: an unknown or empty group gives [] and no item query", async () => {
    const { client, sent } = fakeClient(cms());
    const { log, calls } = logged();
    expect(await fetchExtraBenefits(client, ["missing", "goala"], log)).toEqual({ missing: [], goala: [] });
    expect(sent.map((o) => o.operationName)).toEqual(["ExtraBenefitGroup", "ExtraBenefitGroup"]);
    expect(calls).toEqual([]);
  });

  it("SPEC §8 extra-benefits failure logged, empty list for that group only", async () => {
    const { client } = fakeClient(
      cms((op) => {
        if (op.operationName === "ExtraBenefitGroup" && String(op.variables?.query).includes("fixe")) throw httpFailure;
        return undefined;
      }),
    );
    const { log, calls } = logged();
    const out = await fetchExtraBenefits(client, ["abonamente-cbu", "fixe"], log);
    expect(out.fixe).toEqual([]);
    expect(out["abonamente-cbu"]).toHaveLength(2);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.message).toContain("fixe");
  });

  it("SPEC §8 a failed item query gives the group an empty list, logged", async () => {
    const { client, sent } = fakeClient(
      cms((op) =>
        op.operationName === "ExtraBenefitItems" ? { data: null, errors: [{ message: "Exception while fetching data" }] } : undefined,
      ),
    );
    const { log, calls } = logged();
    expect(await fetchExtraBenefits(client, ["abonamente-cbu"], log)).toEqual({ "abonamente-cbu": [] });
    expect(sent).toHaveLength(2);
    expect(calls[0]?.message).toContain("abonamente-cbu");
  });

  it("sends nothing for no groups and asks once per repeated group", async () => {
    const { client, sent } = fakeClient(cms());
    expect(await fetchExtraBenefits(client, [], () => {})).toEqual({});
    expect(sent).toEqual([]);
    expect(Object.keys(await fetchExtraBenefits(client, ["fixe", "fixe"], () => {}))).toEqual(["fixe"]);
    expect(sent).toHaveLength(2);
  });
});
