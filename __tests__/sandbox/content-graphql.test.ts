// GraphQL shapes of the content API (reference §1): plain-list collections, common fields, key/value
// pairs, DotBinary, relationships, errors as 200 + errors[], batching and a working introspection.
import { getIntrospectionQuery, buildClientSchema, type GraphQLObjectType } from "graphql";
import type { RunningSandbox } from "../../sandbox/src/start";
import { client, startContentSandbox } from "./content-helpers";
import { SITE_API_TOKEN } from "./support/sandbox";

let sb: RunningSandbox;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  sb = await startContentSandbox();
  api = client(sb);
});
afterAll(() => sb.close());

describe("POST /cms/api/v1/graphql", () => {
  it("answers a plan-card query with a plain list, key/value pairs and an image idPath", async () => {
    const r = await api.gql(`{
      ServicePlanCardCollection(query: "+ServicePlanCard.externalId:PLAN-CBU-SMART-15", limit: 1) {
        identifier inode title contentType baseType live working archived modDate
        conLanguage { id languageCode } host { hostName }
        externalId nonFormattedHeadline cartDetails { key value }
        cardImage { idPath versionPath name mime width height size sha256 isImage }
        prices attributes labels orderIndex customerType
      } }`);
    expect(r.status).toBe(200);
    expect(r.body.errors).toBeUndefined();
    const list = r.body.data.ServicePlanCardCollection;
    expect(Array.isArray(list)).toBe(true);
    expect(list).toHaveLength(1);
    const card = list[0];
    expect(card).toMatchObject({
      title: "Smart 15",
      contentType: "ServicePlanCard",
      baseType: "CONTENT",
      live: true,
      working: true,
      archived: false,
      externalId: "PLAN-CBU-SMART-15",
      customerType: "CBU",
      conLanguage: { id: 1, languageCode: "ro" },
      host: { hostName: "aria.ro" },
    });
    expect(card.modDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d+$/);
    expect(card.cartDetails).toContainEqual({ key: "Internet", value: "60 GB" });
    expect(card.cardImage.idPath).toMatch(/^\/dA\/[0-9a-f]{10}\/cardImage\/card-cbu\.svg\?language_id=1$/);
    expect(card.cardImage).toMatchObject({ mime: "image/svg+xml", width: 600, height: 320, isImage: true });
    expect(card.cardImage.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(card.prices.map((p: { priceType: string }) => p.priceType)).toEqual(["basePrice", "upfrontWithDiscount"]);
    expect(card.prices[0].price.taxIncludedAmount).toEqual({ unit: "EUR", value: 15 });
    expect(card.attributes).toContainEqual({ name: "network", value: "5G" });
    expect(card.labels).toEqual(["5g", "reducere"]);
    // The image is served at the joined path.
    const img = await fetch(sb.url + "/cms" + card.cardImage.idPath);
    expect(img.status).toBe(200);
    expect(img.headers.get("content-type")).toBe("image/svg+xml");
  });

  it("orders benefits, filters by several broadleafIds and reports pagination", async () => {
    const r = await api.gql(`{
      ServiceCardBenefitCollection(query: "+ServiceCardBenefit.broadleafId:(PLAN-CBU-SMART-10 PLAN-EBU-PRO-18) +ServiceCardBenefit.benefitType:main", limit: 500, sortBy: "ServiceCardBenefit.orderIndex desc") { broadleafId orderIndex mainUpperValue icon assetsFolder description }
      Pagination { fieldName totalRecords pageSize page hasNextPage }
    }`);
    const list = r.body.data.ServiceCardBenefitCollection;
    expect(list).toHaveLength(4);
    expect(new Set(list.map((b: { broadleafId: string }) => b.broadleafId))).toEqual(new Set(["PLAN-CBU-SMART-10", "PLAN-EBU-PRO-18"]));
    expect(list.map((b: { orderIndex: number }) => b.orderIndex)).toEqual([2, 2, 1, 1]);
    expect(r.body.data.Pagination).toEqual([
      { fieldName: "ServiceCardBenefitCollection", totalRecords: 4, pageSize: 500, page: 1, hasNextPage: false },
    ]);
  });

  it("supports limit, offset and page", async () => {
    const q = (args: string) => api.gql(`{ DeviceCollection(${args}, sortBy: "Device.orderIndex asc") { externalId orderIndex } }`);
    const first = (await q("limit: 5")).body.data.DeviceCollection;
    const second = (await q("limit: 5, offset: 5")).body.data.DeviceCollection;
    const page2 = (await q("limit: 5, page: 2")).body.data.DeviceCollection;
    expect(first.map((d: { orderIndex: number }) => d.orderIndex)).toEqual([1, 2, 3, 4, 5]);
    expect(second).toEqual(page2);
    expect(second[0].orderIndex).toBe(6);
    const all = (await api.gql(`{ DeviceCollection { externalId } }`)).body.data.DeviceCollection;
    expect(all).toHaveLength(30);
  });

  it("resolves relationships and page settings", async () => {
    const r = await api.gql(`{
      ExtraBenefitGroupCollection(query: "+ExtraBenefitGroup.id:abonamente-cbu") { id title list(limit: 2) { extraBenefitId headline icon content { headline subtitle disclaimer bannerImage { idPath } } } }
      ExtraBenefitItemCollection(query: "+ExtraBenefitItem.extraBenefitId:(disney-plus tv-plus)", sortBy: "ExtraBenefitItem.extraBenefitId asc") { extraBenefitId }
      ShopPageCollection(query: "+ShopPage.url_dotraw:/fixe") { url darkMode theme scrollBehaviour showOnMenu widgets { widgetCode } }
      PlanLabelCollection(query: "+PlanLabel.key:reducere") { key text colour textColour }
    }`);
    expect(r.body.errors).toBeUndefined();
    const group = r.body.data.ExtraBenefitGroupCollection[0];
    expect(group.id).toBe("abonamente-cbu");
    expect(group.list.map((x: { extraBenefitId: string }) => x.extraBenefitId)).toEqual(["disney-plus", "tv-plus"]);
    expect(group.list[0].content.bannerImage.idPath).toMatch(/\/bannerImage\/banner-disney\.svg/);
    expect(r.body.data.ExtraBenefitItemCollection.map((x: { extraBenefitId: string }) => x.extraBenefitId)).toEqual([
      "disney-plus",
      "tv-plus",
    ]);
    expect(r.body.data.ShopPageCollection).toEqual([
      { url: "/fixe", darkMode: true, theme: "promo", scrollBehaviour: "restore", showOnMenu: true, widgets: [] },
    ]);
    expect(r.body.data.PlanLabelCollection).toEqual([{ key: "reducere", text: "Reducere", colour: "#fde047", textColour: "#111827" }]);
  });

  it("serves the TV and Disney+ add-ons of SPEC §7 with their flow attribute", async () => {
    const r = await api.gql(
      `{ AddOnCollection(query: "+AddOn.externalId:(ADDON-TV-PLUS-6M ADDON-DISNEY-PLUS-4M ADDON-DISNEY-PLUS-9M)", sortBy: "AddOn.durationMonths asc") { title durationMonths href attributes } }`,
    );
    const list = r.body.data.AddOnCollection;
    expect(list.map((a: { title: string }) => a.title)).toEqual(["Disney Plus 4 luni", "TV Plus 6 luni", "Disney Plus 9 luni"]);
    for (const a of list) expect(a.attributes).toContainEqual({ name: "flow", value: "VTV" });
  });

  it("returns validation and fetch errors with HTTP 200 and errors[]", async () => {
    const unknown = await api.gql(`{ NopeCollection { title } }`);
    expect(unknown.status).toBe(200);
    expect(unknown.body.data).toBeNull();
    expect(unknown.body.errors[0]).toMatchObject({ extensions: { classification: "ValidationError" } });
    expect(unknown.body.errors[0].message).toContain("NopeCollection");

    const syntax = await api.gql(`{ PlanLabelCollection { `);
    expect(syntax.status).toBe(200);
    expect(syntax.body.errors[0].extensions.classification).toBe("InvalidSyntax");

    const badLucene = await api.gql(`{ PlanLabelCollection(query: "+PlanLabel.key:(nou") { key } }`);
    expect(badLucene.status).toBe(200);
    expect(badLucene.body.data).toEqual({ PlanLabelCollection: null });
    expect(badLucene.body.errors[0].message).toMatch(/^Exception while fetching data \(\/PlanLabelCollection\) : /);
    expect(badLucene.body.errors[0].path).toEqual(["PlanLabelCollection"]);
  });

  it("runs a batch: an array of operations gives an array of results in order", async () => {
    const r = await api.call("POST", "/cms/api/v1/graphql", {
      body: [
        { operationName: "A", query: `query A { PlanLabelCollection(query: "+PlanLabel.key:nou") { key } }` },
        {
          query: `query B($id: String) { ServicePlanCardCollection(query: $id, limit: 1) { externalId } }`,
          variables: { id: "+ServicePlanCard.externalId:PLAN-EBU-PRO-25" },
        },
        { query: `{ broken` },
      ],
    });
    expect(r.status).toBe(200);
    expect(r.body).toHaveLength(3);
    expect(r.body[0]).toEqual({ data: { PlanLabelCollection: [{ key: "nou" }] } });
    expect(r.body[1]).toEqual({ data: { ServicePlanCardCollection: [{ externalId: "PLAN-EBU-PRO-25" }] } });
    expect(r.body[2].errors).toHaveLength(1);
  });

  it("rejects an unparseable body at the transport level and GET without qid", async () => {
    const r = await api.call("POST", "/cms/api/v1/graphql", { raw: "{nope" });
    expect(r.status).toBe(400);
    const g = await api.call("GET", "/cms/api/v1/graphql");
    expect(g.status).toBe(500);
    expect(g.text).toContain("No query id (qid) provided");
  });

  it("lets gatsby-source-graphql introspect the schema", async () => {
    const r = await api.gql(getIntrospectionQuery());
    expect(r.body.errors).toBeUndefined();
    const schema = buildClientSchema(r.body.data);
    const query = schema.getQueryType()!.getFields();
    for (const t of [
      "ServicePlanCard",
      "ServiceCardBenefit",
      "PlanLabel",
      "ExtraBenefitItem",
      "ExtraBenefitGroup",
      "Device",
      "PrepaidSim",
      "FixedOffer",
      "Bundle",
      "AddOn",
      "Voucher",
      "RoamingCountry",
      "FaqItem",
      "ShopPage",
      "ShopWidget",
    ]) {
      expect(query[`${t}Collection`]).toBeDefined();
      expect(String(query[`${t}Collection`].type)).toBe(`[${t}]`);
      expect(query[`${t}Collection`].args.map((a) => a.name).sort()).toEqual(["limit", "offset", "page", "query", "sortBy"]);
    }
    expect(String(schema.getType("ServicePlanCard")!.toString())).toBe("ServicePlanCard");
    const card = schema.getType("ServicePlanCard") as GraphQLObjectType;
    expect(String(card.getFields().cartDetails.type)).toBe("[DotKeyValue]");
    expect(String(card.getFields().cardImage.type)).toBe("DotBinary");
    expect(card.getInterfaces().map((i) => i.name)).toContain("DotContentlet");
    expect(query.DotNavigation).toBeDefined();
  });

  it("serves the navigation tree through DotNavigation", async () => {
    const r = await api.gql(`{ DotNavigation(uri: "/", depth: 2) { href type children { href title type } } }`);
    const hrefs = r.body.data.DotNavigation.children.map((c: { href: string }) => c.href);
    expect(hrefs).toEqual(expect.arrayContaining(["/telefoane", "/abonamente", "/business/", "/ecare/dashboard"]));
  });

  it("shows working versions only to a signed-in caller who asks for them", async () => {
    const save = await api.call("POST", "/cms/api/content/save/1", {
      token: SITE_API_TOKEN,
      body: { stName: "PlanLabel", title: "Ciornă", key: "ciorna-gql", text: "Ciornă" },
    });
    expect(save.status).toBe(200);
    const anon = await api.gql(`{ PlanLabelCollection(query: "+PlanLabel.key:ciorna-gql +working:true") { key live } }`);
    expect(anon.body.data.PlanLabelCollection).toEqual([]);
    const user = await api.gql(`{ PlanLabelCollection(query: "+PlanLabel.key:ciorna-gql +working:true") { key live } }`, SITE_API_TOKEN);
    expect(user.body.data.PlanLabelCollection).toEqual([{ key: "ciorna-gql", live: false }]);
    // A bad token is anonymous, not 401.
    const bad = await api.gql(`{ PlanLabelCollection(query: "+PlanLabel.key:nou") { key } }`, "not-a-token");
    expect(bad.status).toBe(200);
    expect(bad.body.data.PlanLabelCollection).toEqual([{ key: "nou" }]);
  });
});
