// The build's catalogue (src/build/catalogue.ts) against a fake content client: SPEC §7 queries, SPEC §8 fallbacks.
import { buildCatalogue, imageFor } from "../../../src/build/catalogue";
import type { ShopCatalogueData } from "../../../src/build/cmsQuery";
import type { GraphqlClient, GraphqlOperation, GraphqlResult } from "../../../src/clients/content/types";
import type { ProductDetail } from "../../../src/domain/shop/model";

const CONTENT_URL = "https://cms.example";
const httpFailure = () => new Error("Response not successful: Received status code 502");

type Answer = GraphqlResult<unknown> | Error;
type Handler = (op: GraphqlOperation, ids: string[]) => Answer;

/** The quoted ids of an operation's Lucene query (`+Type.field_dotraw:("a" OR "b") +live:true`). */
const idsOf = (op: GraphqlOperation) => [...String(op.variables?.query ?? "").matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1] ?? "");

const price = (base: number, discounted?: number, recurring = true, unit = "EUR") => [
  { priceType: "basePrice", ...(recurring ? { recurringChargePeriod: "month" } : {}), price: { taxIncludedAmount: { unit, value: base } } },
  ...(discounted === undefined
    ? []
    : [
        {
          priceType: "upfrontWithDiscount",
          ...(recurring ? { recurringChargePeriod: "month" } : {}),
          price: { taxIncludedAmount: { unit, value: discounted } },
        },
      ]),
];

const image = (id: string, over: Record<string, unknown> = {}) => ({
  idPath: `/dA/${id}/image/picture.png?language_id=1`,
  isImage: true,
  width: 800,
  height: 600,
  ...over,
});

// The plan cards the PlanCard query answers with, by externalId.
const CARDS: Record<string, Record<string, unknown>> = {
  "PLAN-CBU-SMART-15": {
    externalId: "PLAN-CBU-SMART-15",
    title: "Smart 15",
    nonFormattedHeadline: "60 GB internet și minute nelimitate",
    headline: "<strong>60 GB</strong> internet",
    customerType: "CBU",
    category: "abonamente",
    orderIndex: 1,
    labels: ["5g", "reducere"],
    cartDetails: [
      { key: "Internet", value: "60 GB" },
      { key: "Minute", value: "Nelimitate" },
      { key: "SMS", value: "Nelimitate" },
      { key: "Roaming UE", value: "5 GB" },
    ],
    prices: price(15, 12),
    attributes: [{ name: "network", value: "5G" }],
  },
  "PLAN-EBU-PRO-20": {
    externalId: "PLAN-EBU-PRO-20",
    title: "Business Pro 20",
    nonFormattedHeadline: "Nelimitat pentru echipa ta",
    headline: "Nelimitat",
    customerType: "EBU",
    category: "abonamente",
    orderIndex: 2,
    labels: [],
    cartDetails: [{ key: "Internet", value: "Nelimitat" }],
    prices: price(20),
    attributes: [],
  },
};

const BENEFITS = [
  { broadleafId: "PLAN-CBU-SMART-15", title: "Internet", mainUpperValue: "60 GB", benefitType: "main", orderIndex: 1, icon: "data" },
  {
    broadleafId: "PLAN-CBU-SMART-15",
    title: "Roaming",
    description: "<p>5 GB în UE</p>",
    benefitType: "secondary",
    orderIndex: 2,
    icon: "globe",
  },
];

const LABELS = [
  { key: "5g", text: "5G", colour: "#e60000", textColour: "#ffffff" },
  { key: "reducere", text: "Reducere", colour: "green", textColour: "white" },
];

const GROUPS: Record<string, Record<string, unknown>> = {
  "abonamente-cbu": { id: "abonamente-cbu", title: "Beneficii", list: [{ extraBenefitId: "EB-MUSIC" }] },
};
const EXTRA_ITEMS = [
  {
    extraBenefitId: "EB-MUSIC",
    headline: "Muzică",
    icon: "music",
    content: { subtitle: "6 luni gratuit", description: "<p>Ascultă <em>nelimitat</em></p>", disclaimer: "<p>Se aplică T&amp;C</p>" },
  },
];

const DEFAULT_HANDLERS: Record<string, Handler> = {
  PlanCard: (_op, [id]) => ({ data: { ServicePlanCardCollection: id && CARDS[id] ? [CARDS[id]] : [] } }),
  PlanBenefits: (_op, ids) => ({ data: { ServiceCardBenefitCollection: BENEFITS.filter((b) => ids.includes(b.broadleafId)) } }),
  PlanLabels: (_op, keys) => ({ data: { PlanLabelCollection: LABELS.filter((l) => keys.includes(l.key)) } }),
  ExtraBenefitGroup: (_op, [id]) => ({ data: { ExtraBenefitGroupCollection: id && GROUPS[id] ? [GROUPS[id]] : [] } }),
  ExtraBenefitItems: (_op, ids) => ({ data: { ExtraBenefitItemCollection: EXTRA_ITEMS.filter((i) => ids.includes(i.extraBenefitId)) } }),
};

/** A GraphqlClient answering by operationName (overridable per test) and recording what it was sent. */
function fakeClient(overrides: Partial<Record<string, Handler>> = {}) {
  const sent: GraphqlOperation[] = [];
  const client: GraphqlClient = {
    request: async <T>(op: GraphqlOperation) => {
      sent.push(op);
      const handler = overrides[op.operationName] ?? DEFAULT_HANDLERS[op.operationName];
      if (!handler) throw new Error(`unexpected operation ${op.operationName}`);
      const answer = handler(op, idsOf(op));
      if (answer instanceof Error) throw answer;
      return answer as GraphqlResult<T>;
    },
  };
  return { client, sent };
}

function catalogueData(over: Partial<ShopCatalogueData> = {}): ShopCatalogueData {
  return {
    plans: [
      { identifier: "p1", externalId: "PLAN-CBU-SMART-15", title: "Smart 15", customerType: "CBU", cardImage: image("a1b2c3") },
      { identifier: "p2", externalId: "PLAN-EBU-PRO-20", title: "Business Pro 20", customerType: "EBU", cardImage: image("d4e5f6") },
    ],
    devices: [
      {
        identifier: "d1",
        externalId: "DEV-NORDIA-X5",
        title: "Nordia X5",
        brand: "Nordia",
        model: "X5",
        colour: "Negru",
        storage: "256 GB",
        description: "Telefon 5G",
        customerType: "CBU",
        category: "telefoane",
        orderIndex: 3,
        labels: ["reducere"],
        deviceImage: image("0a0b0c", { width: 500, height: 500 }),
        prices: price(2999, 2499, false, "RON"),
        attributes: [{ name: "stock", value: "0" }],
      },
    ],
    sims: [
      {
        identifier: "s1",
        externalId: "SIM-CARTELA-5",
        title: "Cartelă Aria 5",
        headline: "<b>5 €</b> credit",
        description: "Cartelă preplătită",
        orderIndex: 1,
        cartDetails: [{ key: "Credit", value: "5 €" }],
        simImage: image("5151"),
        prices: price(5, undefined, false),
      },
    ],
    fixed: [
      {
        identifier: "f1",
        externalId: "FIX-NET-1000",
        title: "Internet 1000",
        headline: "1 Gbps",
        nonFormattedHeadline: "Fibră 1 Gbps",
        serviceType: "internet",
        orderIndex: 1,
        labels: [],
        cartDetails: [{ key: "Viteză", value: "1 Gbps" }],
        cardImage: image("f1f1"),
        prices: price(10),
      },
    ],
    bundles: [
      {
        identifier: "b1",
        externalId: "BUN-SMART-X5",
        title: "Smart 15 + Nordia X5",
        headline: "Abonament cu telefon",
        customerType: "CBU",
        components: ["PLAN-CBU-SMART-15", "DEV-NORDIA-X5"],
        orderIndex: 1,
        cartDetails: [],
        cardImage: image("b0b0"),
        prices: price(35),
      },
    ],
    addOns: [],
    pages: [],
    countries: [],
    faq: [],
    ...over,
  };
}

async function build(data: ShopCatalogueData, overrides: Partial<Record<string, Handler>> = {}) {
  const { client, sent } = fakeClient(overrides);
  const logs: string[] = [];
  const catalogue = await buildCatalogue(data, { client, contentUrl: CONTENT_URL, log: (m) => void logs.push(m) });
  const byId = (id: string) => catalogue.products.find((p) => p.id === id);
  return { catalogue, logs, sent, byId, ids: catalogue.products.map((p) => p.id) };
}

const mustGet = (p: ProductDetail | undefined): ProductDetail => {
  if (!p) throw new Error("product missing");
  return p;
};

describe("catalogue from clean content", () => {
  it("maps every kind, logs nothing", async () => {
    const { ids, logs } = await build(catalogueData());
    expect(ids.sort()).toEqual(["BUN-SMART-X5", "DEV-NORDIA-X5", "FIX-NET-1000", "PLAN-CBU-SMART-15", "PLAN-EBU-PRO-20", "SIM-CARTELA-5"]);
    expect(logs).toEqual([]);
  });

  it("SPEC §7 queries: one plan card per plan (limit 1), benefits with limit 500 / offset 0, labels by key", async () => {
    const { sent } = await build(catalogueData());
    const cards = sent.filter((o) => o.operationName === "PlanCard");
    expect(cards.map((o) => idsOf(o)).sort()).toEqual([["PLAN-CBU-SMART-15"], ["PLAN-EBU-PRO-20"]]);
    for (const o of cards) expect(o.variables).toMatchObject({ limit: 1 });
    const benefits = sent.filter((o) => o.operationName === "PlanBenefits");
    expect(benefits).toHaveLength(1);
    expect(benefits[0]?.variables).toMatchObject({ limit: 500, offset: 0 });
    expect(idsOf(benefits[0] as GraphqlOperation).sort()).toEqual(["PLAN-CBU-SMART-15", "PLAN-EBU-PRO-20"]);
    const labels = sent.filter((o) => o.operationName === "PlanLabels");
    expect(labels).toHaveLength(1);
    expect(idsOf(labels[0] as GraphqlOperation).sort()).toEqual(["5g", "reducere"]);
  });

  it("a plan: card fields, price, labels in card order, image, highlights from main benefits, extra benefits", async () => {
    const { byId } = await build(catalogueData());
    const plan = mustGet(byId("PLAN-CBU-SMART-15"));
    expect(plan).toMatchObject({
      kind: "plan",
      segment: "CBU",
      category: "abonamente",
      path: "/abonamente/plan-cbu-smart-15",
      title: "Smart 15",
      headlineHtml: "<strong>60 GB</strong> internet",
      summary: "60 GB internet și minute nelimitate",
      price: { price: 12, fullPrice: 15, currency: "EUR", recurring: true },
      image: { src: `${CONTENT_URL}/dA/a1b2c3`, placeholder: "/images/placeholders/plan.svg", width: 800, height: 600 },
      facets: { network: "5G", serviceType: "MOBILE", inStock: true },
      orderIndex: 1,
      components: [],
    });
    expect(plan.labels).toEqual([
      { key: "5g", text: "5G", colour: "#e60000", textColour: "#ffffff" },
      { key: "reducere", text: "Reducere", colour: "green", textColour: "white" },
    ]);
    expect(plan.highlights).toEqual([{ title: "Internet", value: "60 GB", icon: "data" }]);
    expect(plan.benefits.map((b) => b.title)).toEqual(["Internet", "Roaming"]);
    expect(plan.details).toEqual([
      ["Internet", "60 GB"],
      ["Minute", "Nelimitate"],
      ["SMS", "Nelimitate"],
      ["Roaming UE", "5 GB"],
    ]);
    expect(plan.extraBenefits).toEqual([
      {
        id: "EB-MUSIC",
        headline: "Muzică",
        icon: "music",
        subtitle: "6 luni gratuit",
        descriptionHtml: "<p>Ascultă <em>nelimitat</em></p>",
        disclaimer: "Se aplică T&C",
      },
    ]);
  });

  it("a business plan lives under /business and has no consumer extra benefits", async () => {
    const { byId, catalogue } = await build(catalogueData());
    const plan = mustGet(byId("PLAN-EBU-PRO-20"));
    expect(plan).toMatchObject({ segment: "EBU", path: "/business/abonamente/plan-ebu-pro-20", price: { price: 20, fullPrice: null } });
    expect(plan.extraBenefits).toEqual([]);
    // Groups the CMS does not have: empty lists (SPEC §8 "lookups with no data give empty results").
    expect(catalogue.extraBenefits["abonamente-ebu"]).toEqual([]);
    expect(catalogue.extraBenefits["abonamente-cbu"]).toHaveLength(1);
  });

  it("devices, SIMs, fixed offers and bundles", async () => {
    const { byId } = await build(catalogueData());
    expect(byId("DEV-NORDIA-X5")).toMatchObject({
      path: "/telefoane/dev-nordia-x5",
      category: "telefoane",
      price: { price: 2499, fullPrice: 2999, currency: "RON", recurring: false },
      image: { src: `${CONTENT_URL}/dA/0a0b0c`, width: 500, height: 500 },
      facets: { brand: "Nordia", inStock: false },
      labels: [{ key: "reducere", text: "Reducere" }],
      highlights: [
        { title: "Memorie", value: "256 GB", icon: "" },
        { title: "Culoare", value: "Negru", icon: "" },
      ],
    });
    expect(byId("SIM-CARTELA-5")).toMatchObject({
      kind: "sim",
      segment: "CBU",
      path: "/cartela/sim-cartela-5",
      headlineHtml: "<b>5 €</b> credit",
      facets: { serviceType: "PREPAID" },
      highlights: [{ title: "Credit", value: "5 €", icon: "" }],
    });
    expect(byId("FIX-NET-1000")).toMatchObject({
      path: "/fixe/fix-net-1000",
      summary: "Fibră 1 Gbps",
      facets: { serviceType: "INTERNET" },
    });
    expect(byId("BUN-SMART-X5")).toMatchObject({ path: "/bundle/bun-smart-x5", components: ["PLAN-CBU-SMART-15", "DEV-NORDIA-X5"] });
  });
});

describe("SPEC §8 content fallbacks in the catalogue", () => {
  it("plan card failure: that plan is left out, the others built, the log names its externalId", async () => {
    const { ids, logs } = await build(catalogueData(), {
      PlanCard: (op, [id]) => (id === "PLAN-CBU-SMART-15" ? httpFailure() : DEFAULT_HANDLERS.PlanCard!(op, [id ?? ""])),
    });
    expect(ids).not.toContain("PLAN-CBU-SMART-15");
    expect(ids).toContain("PLAN-EBU-PRO-20");
    expect(ids).toContain("DEV-NORDIA-X5");
    expect(logs.some((m) => m.includes("PLAN-CBU-SMART-15") && /could not be loaded/.test(m))).toBe(true);
  });

  it("plan card answered with GraphQL errors and no data: left out and named", async () => {
    const { ids, logs } = await build(catalogueData(), {
      PlanCard: () => ({ data: null, errors: [{ message: "boom" }] }),
    });
    expect(ids.filter((id) => id.startsWith("PLAN-"))).toEqual([]);
    expect(logs.filter((m) => m.includes("PLAN-CBU-SMART-15"))).not.toHaveLength(0);
    expect(logs.filter((m) => m.includes("PLAN-EBU-PRO-20"))).not.toHaveLength(0);
  });

  it("plan with no card in the CMS: left out and named", async () => {
    const data = catalogueData({ plans: [{ identifier: "p9", externalId: "PLAN-GONE", title: "Gone", cardImage: image("abc") }] });
    const { ids, logs } = await build(data);
    expect(ids).not.toContain("PLAN-GONE");
    expect(logs).toEqual([expect.stringContaining("PLAN-GONE")]);
  });

  it("benefits failure: plans still built, highlighted with the first three cart details", async () => {
    const { byId, logs } = await build(catalogueData(), { PlanBenefits: () => httpFailure() });
    const plan = mustGet(byId("PLAN-CBU-SMART-15"));
    expect(plan.highlights).toEqual([
      { title: "Internet", value: "60 GB", icon: "" },
      { title: "Minute", value: "Nelimitate", icon: "" },
      { title: "SMS", value: "Nelimitate", icon: "" },
    ]);
    expect(plan.benefits).toEqual([]);
    expect(mustGet(byId("PLAN-EBU-PRO-20")).highlights).toEqual([{ title: "Internet", value: "Nelimitat", icon: "" }]);
    expect(logs.some((m) => /benefits/.test(m) && /could not be loaded/.test(m))).toBe(true);
  });

  it("labels failure: every product built without labels", async () => {
    const { catalogue, logs } = await build(catalogueData(), { PlanLabels: () => httpFailure() });
    expect(catalogue.products).toHaveLength(6);
    for (const p of catalogue.products) expect(p.labels).toEqual([]);
    expect(logs.some((m) => /plan labels/.test(m) && /could not be loaded/.test(m))).toBe(true);
  });

  it("a label key the CMS does not have is dropped", async () => {
    const { byId, logs } = await build(catalogueData(), { PlanLabels: () => ({ data: { PlanLabelCollection: [LABELS[1]] } }) });
    expect(mustGet(byId("PLAN-CBU-SMART-15")).labels.map((l) => l.key)).toEqual(["reducere"]);
    expect(logs).toEqual([]);
  });

  it("extra-benefits failure: empty lists per group, plans still built", async () => {
    const { catalogue, byId, logs } = await build(catalogueData(), { ExtraBenefitGroup: () => httpFailure() });
    expect(catalogue.extraBenefits["abonamente-cbu"]).toEqual([]);
    expect(mustGet(byId("PLAN-CBU-SMART-15")).extraBenefits).toEqual([]);
    expect(logs.some((m) => m.includes("abonamente-cbu"))).toBe(true);
  });
});

describe("SPEC §9 retail placeholders for missing images", () => {
  it("a device with no image gets the placeholder and is named in the log", async () => {
    const data = catalogueData();
    delete (data.devices[0] as Record<string, unknown>).deviceImage;
    const { byId, logs } = await build(data);
    expect(mustGet(byId("DEV-NORDIA-X5")).image).toEqual({
      src: null,
      placeholder: "/images/placeholders/device.svg",
      width: 400,
      height: 400,
    });
    expect(logs).toEqual([expect.stringMatching(/DEV-NORDIA-X5.*no image, placeholder used/)]);
  });

  it("an image whose asset is gone (isImage false) gets the placeholder and is named", async () => {
    const data = catalogueData();
    (data.sims[0] as Record<string, unknown>).simImage = image("dead01", { isImage: false });
    const { byId, logs } = await build(data);
    expect(mustGet(byId("SIM-CARTELA-5")).image).toMatchObject({ src: null, placeholder: "/images/placeholders/sim.svg" });
    expect(logs).toEqual([expect.stringMatching(/SIM-CARTELA-5.*dead01.*placeholder used/)]);
  });
});

describe("unsafe or unusable content items", () => {
  it("HTML in a headline is sanitised: script and handlers removed, formatting kept, the item named", async () => {
    const data = catalogueData();
    const cards = { ...CARDS };
    const card = {
      ...CARDS["PLAN-CBU-SMART-15"],
      headline: '<strong>60 GB</strong><script>alert(1)</script><img src="/x.png" onerror="alert(2)">',
    };
    const { byId, logs } = await build(data, {
      PlanCard: (_op, [id]) => ({ data: { ServicePlanCardCollection: id === "PLAN-CBU-SMART-15" ? [card] : [cards[id ?? ""]] } }),
    });
    const html = mustGet(byId("PLAN-CBU-SMART-15")).headlineHtml;
    expect(html).toContain("<strong>60 GB</strong>");
    expect(html).not.toMatch(/script|onerror|alert/);
    expect(logs).toEqual([expect.stringMatching(/PLAN-CBU-SMART-15.*unsafe HTML removed/)]);
  });

  it("a headline that starts with a script is cleaned and named too", async () => {
    const data = catalogueData();
    (data.sims[0] as Record<string, unknown>).headline = "<script>steal()</script><b>5 €</b> credit";
    const { byId, logs } = await build(data);
    expect(mustGet(byId("SIM-CARTELA-5")).headlineHtml).toBe("<b>5 €</b> credit");
    expect(logs).toEqual([expect.stringMatching(/SIM-CARTELA-5.*unsafe HTML removed/)]);
  });

  it("a duplicate externalId is skipped (first kept) and named", async () => {
    const data = catalogueData();
    data.devices.push({ ...data.devices[0], identifier: "d2", title: "Nordia X5 (copie)" });
    const { catalogue, byId, logs } = await build(data);
    expect(catalogue.products.filter((p) => p.id === "DEV-NORDIA-X5")).toHaveLength(1);
    expect(mustGet(byId("DEV-NORDIA-X5")).title).toBe("Nordia X5");
    expect(logs).toEqual([expect.stringMatching(/DEV-NORDIA-X5.*duplicate externalId, skipped/)]);
  });

  it("a duplicate plan externalId is skipped and named", async () => {
    const data = catalogueData();
    data.plans.push({ ...data.plans[0], identifier: "p1-copy" });
    const { catalogue, logs } = await build(data);
    expect(catalogue.products.filter((p) => p.id === "PLAN-CBU-SMART-15")).toHaveLength(1);
    expect(logs).toEqual([expect.stringMatching(/PLAN-CBU-SMART-15.*duplicate externalId, skipped/)]);
  });

  it("a device without externalId is skipped and named by its identifier", async () => {
    const data = catalogueData();
    data.devices.push({ ...data.devices[0], identifier: "dev-fara-id", externalId: "  " });
    const { catalogue, logs } = await build(data);
    expect(catalogue.products.filter((p) => p.kind === "device")).toHaveLength(1);
    expect(logs).toEqual([expect.stringMatching(/dev-fara-id.*no externalId, skipped/)]);
  });

  it("a plan without externalId is skipped and named by its identifier", async () => {
    const data = catalogueData();
    data.plans.push({ identifier: "plan-fara-id", title: "Fără id", cardImage: image("abc") });
    const { catalogue, logs, sent } = await build(data);
    expect(catalogue.products.filter((p) => p.kind === "plan")).toHaveLength(2);
    expect(sent.filter((o) => o.operationName === "PlanCard")).toHaveLength(2);
    expect(logs).toEqual([expect.stringMatching(/plan-fara-id.*no externalId, skipped/)]);
  });

  it("an item without a title (or with markup only) is skipped and named", async () => {
    const data = catalogueData();
    data.devices.push({ ...data.devices[0], identifier: "d3", externalId: "DEV-FARA-TITLU", title: "" });
    data.fixed.push({ ...data.fixed[0], identifier: "f3", externalId: "FIX-FARA-TITLU", title: "<b> </b>" });
    const { ids, logs } = await build(data);
    expect(ids).not.toContain("DEV-FARA-TITLU");
    expect(ids).not.toContain("FIX-FARA-TITLU");
    expect(logs.sort()).toEqual([
      expect.stringMatching(/DEV-FARA-TITLU.*no title, skipped/),
      expect.stringMatching(/FIX-FARA-TITLU.*no title, skipped/),
    ]);
  });

  it("a skipped item does not block a later valid item with the same id", async () => {
    const data = catalogueData();
    data.devices.unshift({ ...data.devices[0], identifier: "d0", title: "" });
    const { byId } = await build(data);
    expect(mustGet(byId("DEV-NORDIA-X5")).title).toBe("Nordia X5");
  });
});

describe("imageFor", () => {
  const logged = () => {
    const logs: string[] = [];
    return { logs, log: (m: string) => void logs.push(m) };
  };

  it("a stored CMS image: URL on the content host, its own size", () => {
    const { logs, log } = logged();
    const img = imageFor(image("abc-123", { width: 1200, height: 900 }), "plan", CONTENT_URL, "Content: plan X", log);
    expect(img).toMatchObject({ src: `${CONTENT_URL}/dA/abc-123`, placeholder: "/images/placeholders/plan.svg", width: 1200, height: 900 });
    // SPEC §9 webp quality 75 renditions for the card (240 px) and the product page (400 px), aspect kept.
    expect(img.card).toMatchObject({ width: 240, height: 180 });
    expect(img.hero).toMatchObject({ width: 400, height: 300, src: `${CONTENT_URL}/dA/abc-123/400w/75q/png` });
    expect(img.card!.webpSrcSet).toContain(`${CONTENT_URL}/dA/abc-123/480w/75q/webp 480w`);
    expect(logs).toEqual([]);
  });

  it("missing or non-numeric sizes fall back to the kind's default", () => {
    const { log } = logged();
    expect(imageFor(image("abc", { width: undefined, height: "600" }), "device", CONTENT_URL, "x", log)).toMatchObject({
      width: 400,
      height: 400,
    });
    expect(imageFor(image("abc", { width: Number.NaN, height: null }), "fixed", CONTENT_URL, "x", log)).toMatchObject({
      width: 400,
      height: 300,
    });
  });

  it.each([undefined, null, ""])("no image (%p): placeholder, logged as missing", (binary) => {
    const { logs, log } = logged();
    expect(imageFor(binary, "bundle", CONTENT_URL, "Content: bundle B", log)).toEqual({
      src: null,
      placeholder: "/images/placeholders/bundle.svg",
      width: 400,
      height: 300,
    });
    expect(logs).toEqual(["Content: bundle B: no image, placeholder used"]);
  });

  it.each([{ idPath: "https://evil.example/x.png" }, { idPath: "/dA/../../etc/passwd" }, { idPath: 42 }, { isImage: true }])(
    "a malformed path (%p): placeholder, logged as malformed",
    (binary) => {
      const { logs, log } = logged();
      expect(imageFor(binary, "device", CONTENT_URL, "Content: device D", log)).toMatchObject({ src: null });
      expect(logs).toEqual(["Content: device D: image path is malformed, placeholder used"]);
    },
  );

  it("an asset without a stored file (isImage not true): placeholder, named with the image id", () => {
    const { logs, log } = logged();
    expect(imageFor({ idPath: "/dA/ff00/image/x.png" }, "sim", CONTENT_URL, "Content: sim S", log)).toMatchObject({
      src: null,
      placeholder: "/images/placeholders/sim.svg",
    });
    expect(logs).toEqual(["Content: sim S: image ff00 has no stored file, placeholder used"]);
  });
});
