// REST endpoints of the content API (reference §2, §3): status codes and bodies, auth rules,
// save/publish with the rebuild webhook, and the /dA image route.
import type { RunningSandbox } from "../../sandbox/src/start";
import { SITE_API_USER, INACTIVE_API_USER } from "../../sandbox/src/modules/content/seed";
import { client, startContentSandbox, startWebhookReceiver } from "./content-helpers";
import { SITE_API_TOKEN } from "./support/sandbox";

let sb: RunningSandbox;
let api: ReturnType<typeof client>;
let hook: Awaited<ReturnType<typeof startWebhookReceiver>>;

beforeAll(async () => {
  hook = await startWebhookReceiver();
  sb = await startContentSandbox({ publishWebhook: hook.url("/rebuild") });
  api = client(sb);
});
afterAll(async () => {
  await sb.close();
  await hook.close();
});

describe("POST /cms/api/v1/authentication/api-token", () => {
  it("issues a token usable as a Bearer token", async () => {
    const r = await api.call("POST", "/cms/api/v1/authentication/api-token", {
      body: { user: SITE_API_USER.email, password: SITE_API_USER.password, expirationDays: 10 },
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ errors: [], messages: [], pagination: null, permissions: [] });
    expect(r.body.entity.token.split(".")).toHaveLength(3);
    const site = await api.call("GET", "/cms/api/v1/site/currentSite", { token: r.body.entity.token });
    expect(site.status).toBe(200);
  });

  it("answers 401 + errors[] on bad credentials and an inactive account, 400 on a bad body", async () => {
    const bad = await api.call("POST", "/cms/api/v1/authentication/api-token", { body: { user: SITE_API_USER.email, password: "wrong" } });
    expect(bad.status).toBe(401);
    expect(bad.body.entity).toBe("");
    expect(bad.body.errors[0]).toMatchObject({ errorCode: "authentication-failed" });
    expect(typeof bad.body.errors[0].message).toBe("string");
    const inactive = await api.call("POST", "/cms/api/v1/authentication/api-token", {
      body: { user: INACTIVE_API_USER.email, password: INACTIVE_API_USER.password },
    });
    expect(inactive.status).toBe(401);
    expect(inactive.body.errors[0].errorCode).toBe("your-account-is-not-active");
    const missing = await api.call("POST", "/cms/api/v1/authentication/api-token", { body: { user: "x" } });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.length).toBeGreaterThan(0);
    const malformed = await api.call("POST", "/cms/api/v1/authentication/api-token", { raw: "{" });
    expect(malformed.status).toBe(400);
  });
});

describe("auth rules", () => {
  it("nav, page and currentSite need a user: 401 text/plain Invalid User", async () => {
    for (const p of ["/cms/api/v1/nav/?depth=2", "/cms/api/v1/page/json/abonamente", "/cms/api/v1/site/currentSite"]) {
      for (const token of [undefined, "garbage.token.value"]) {
        const r = await api.call("GET", p, { token });
        expect(r.status).toBe(401);
        expect(r.headers.get("content-type")).toMatch(/^text\/plain/);
        expect(r.text).toBe("Invalid User");
      }
    }
  });

  it("an empty Bearer is 400 Invalid Json Web Token; wrong Basic credentials are 401", async () => {
    const empty = await api.call("GET", "/cms/api/v1/site/currentSite", { headers: { authorization: "Bearer " } });
    expect(empty.status).toBe(400);
    expect(empty.text).toBe("Invalid Json Web Token");
    const basic = await api.call("GET", "/cms/api/v1/site/currentSite", {
      headers: { authorization: `Basic ${Buffer.from("site@aria.ro:nope").toString("base64")}` },
    });
    expect(basic.status).toBe(401);
    expect(basic.text).toBe("Invalid credentials");
    const ok = await api.call("GET", "/cms/api/v1/site/currentSite", {
      headers: { DOTAUTH: Buffer.from(`${SITE_API_USER.email}:${SITE_API_USER.password}`).toString("base64") },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.entity).toMatchObject({ hostname: "aria.ro", default: true, versionType: "host" });
  });
});

describe("GET /cms/api/v1/configuration and contenttype", () => {
  it("returns the configuration entity with the languages", async () => {
    const r = await api.call("GET", "/cms/api/v1/configuration");
    expect(r.status).toBe(200);
    expect(r.body.entity.license.isCommunity).toBe(true);
    expect(r.body.entity.languages).toEqual([{ id: 1, languageCode: "ro", countryCode: "RO", language: "Romanian", country: "Romania" }]);
  });

  it("returns a content type by variable or id with fields and layout; 404 empty body when unknown", async () => {
    const byVar = await api.call("GET", "/cms/api/v1/contenttype/id/ServicePlanCard");
    expect(byVar.status).toBe(200);
    const t = byVar.body.entity;
    expect(t.variable).toBe("ServicePlanCard");
    expect(t.fields.map((f: { variable: string }) => f.variable)).toEqual(
      expect.arrayContaining(["externalId", "nonFormattedHeadline", "cartDetails", "cardImage"]),
    );
    expect(t.fields.find((f: { variable: string }) => f.variable === "cartDetails").clazz).toBe(
      "com.dotcms.contenttype.model.field.ImmutableKeyValueField",
    );
    expect(t.layout[0].columns[0].fields.length).toBe(t.fields.length);
    const byId = await api.call("GET", `/cms/api/v1/contenttype/id/${t.id}`);
    expect(byId.body.entity.variable).toBe("ServicePlanCard");
    const none = await api.call("GET", "/cms/api/v1/contenttype/id/Nope");
    expect(none.status).toBe(404);
    expect(none.text).toBe("");
  });
});

describe("GET /cms/api/v1/nav/{path}", () => {
  it("honours depth (children only while depth remains) and accepts deep", async () => {
    const d1 = await api.call("GET", "/cms/api/v1/nav/?depth=1", { token: SITE_API_TOKEN });
    expect(d1.status).toBe(200);
    expect(d1.body.entity.children).toBeUndefined();
    const d2 = await api.call("GET", "/cms/api/v1/nav/?depth=2", { token: SITE_API_TOKEN });
    const kids = d2.body.entity.children;
    expect(kids[0]).toMatchObject({ href: "/telefoane", type: "htmlpage", title: "Telefoane" });
    expect(kids.find((k: { href: string }) => k.href === "/business/")).toMatchObject({ type: "folder" });
    expect(kids.find((k: { href: string }) => k.href === "/business/").children).toBeUndefined();
    expect(kids.find((k: { href: string }) => k.href === "/ecare/dashboard")).toMatchObject({ type: "link" });
    const deep = await api.call("GET", "/cms/api/v1/nav/business?deep=3", { token: SITE_API_TOKEN });
    const eshop = deep.body.entity.children.find((k: { href: string }) => k.href === "/business/eshop/");
    expect(eshop.children.map((k: { href: string }) => k.href)).toEqual([
      "/business/eshop/oferte-business",
      "/business/eshop/oferte-clienti-existenti",
    ]);
  });

  it("answers 404 for an unknown folder and 400 for a bad depth", async () => {
    expect((await api.call("GET", "/cms/api/v1/nav/nu-exista?depth=2", { token: SITE_API_TOKEN })).status).toBe(404);
    const bad = await api.call("GET", "/cms/api/v1/nav/?depth=abc", { token: SITE_API_TOKEN });
    expect(bad.status).toBe(400);
  });
});

describe("GET /cms/api/v1/page/json{url}", () => {
  it("returns the page with its settings, containers and layout", async () => {
    const r = await api.call("GET", "/cms/api/v1/page/json/abonamente?language_id=1", { token: SITE_API_TOKEN });
    expect(r.status).toBe(200);
    const e = r.body.entity;
    expect(e.page).toMatchObject({
      url: "/abonamente",
      pageURI: "/abonamente",
      title: "Abonamente",
      darkMode: false,
      theme: "default",
      scrollBehaviour: "restore",
    });
    const container = Object.values(e.containers)[0] as { contentlets: Record<string, { widgetCode: string }[]> };
    expect(container.contentlets["uuid-1"][0].widgetCode).toContain("Vino în Aria");
    expect(e.viewAs.language.id).toBe(1);
    expect(e.layout.body.rows).toHaveLength(1);
    const biz = await api.call("GET", "/cms/api/v1/page/json/business/assurance", { token: SITE_API_TOKEN });
    expect(biz.body.entity.page).toMatchObject({ theme: "business", darkMode: true });
    const home = await api.call("GET", "/cms/api/v1/page/json/", { token: SITE_API_TOKEN });
    expect(home.body.entity.page.url).toBe("/");
  });

  it("answers 404 {message} for an unknown page", async () => {
    const r = await api.call("GET", "/cms/api/v1/page/json/nu-exista", { token: SITE_API_TOKEN });
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ message: "Page '/nu-exista' not found" });
    expect(r.headers.get("error-key")).toBe("dotcms.api.error.db.not.found");
  });
});

describe("GET /cms/api/content/query/...", () => {
  it("returns {contentlets} with REST shapes: epoch dates, key/value objects, binary paths", async () => {
    const r = await api.call(
      "GET",
      "/cms/api/content/query/+contentType:ServicePlanCard%20+ServicePlanCard.externalId:PLAN-CBU-NELIMITAT-20/limit/1",
    );
    expect(r.status).toBe(200);
    const [c] = r.body.contentlets;
    expect(typeof c.modDate).toBe("number");
    expect(c.cartDetails).toMatchObject({ Internet: "Nelimitat" });
    expect(c.cardImage).toMatch(/^\/dA\/[0-9a-f]{10}\/cardImage\/card-cbu\.svg$/);
    expect(c.cardImageVersion).toMatch(/^\/dA\//);
    expect(c.cardImageContentAsset).toBe(`${c.identifier}/cardImage`);
    expect(c.contentType).toBe("ServicePlanCard");
  });

  it("honours limit, offset and orderby", async () => {
    const q = "/cms/api/content/query/+contentType:ServiceCardBenefit%20+ServiceCardBenefit.broadleafId:PLAN-CBU-START-7";
    const all = (await api.call("GET", `${q}/orderby/ServiceCardBenefit.orderIndex%20asc`)).body.contentlets;
    expect(all.map((b: { orderIndex: number }) => b.orderIndex)).toEqual([1, 2, 3, 10]);
    const page = (await api.call("GET", `${q}/orderby/ServiceCardBenefit.orderIndex%20asc/limit/2/offset/1`)).body.contentlets;
    expect(page.map((b: { orderIndex: number }) => b.orderIndex)).toEqual([2, 3]);
    const dflt = (await api.call("GET", "/cms/api/content/query/+contentType:Device")).body.contentlets;
    expect(dflt).toHaveLength(10);
  });

  it("adds relationships only with /depth/", async () => {
    const base = "/cms/api/content/query/+contentType:ExtraBenefitGroup%20+ExtraBenefitGroup.id:fixe";
    expect((await api.call("GET", base)).body.contentlets[0].list).toBeUndefined();
    const d0 = (await api.call("GET", `${base}/depth/0`)).body.contentlets[0].list;
    expect(d0.every((x: unknown) => typeof x === "string")).toBe(true);
    const d1 = (await api.call("GET", `${base}/depth/1`)).body.contentlets[0].list;
    expect(d1[0].extraBenefitId).toBe("tv-plus");
    expect(d1[0].content).toBeUndefined();
    const d3 = (await api.call("GET", `${base}/depth/3`)).body.contentlets[0].list;
    expect(d3[0].content.headline).toBe("TV Plus");
  });

  it("answers 500 {contentlets: []} on a bad query and 400 on a bad depth", async () => {
    const bad = await api.call("GET", "/cms/api/content/query/+contentType:(Device/limit/1");
    expect(bad.status).toBe(500);
    expect(bad.body).toEqual({ contentlets: [] });
    const depth = await api.call("GET", "/cms/api/content/query/+contentType:Device/depth/7");
    expect(depth.status).toBe(400);
    expect(depth.body.message).toContain("Invalid depth: 7");
  });
});

describe("POST /cms/api/es/search", () => {
  it("returns contentlets + a one-element esresponse with hits and terms aggregations", async () => {
    const r = await api.call("POST", "/cms/api/es/search", {
      body: {
        query: { bool: { must: { query_string: { query: "+contentType:Device +languageId:1 +Device.brand:nordia" } } } },
        sort: [{ title_dotraw: { order: "asc" } }],
        from: 0,
        size: 4,
        aggs: { colour: { terms: { field: "Device.colour", size: 10 } } },
      },
    });
    expect(r.status).toBe(200);
    expect(r.body.contentlets).toHaveLength(4);
    const titles = r.body.contentlets.map((c: { title: string }) => c.title);
    expect(titles).toEqual([...titles].sort((a: string, b: string) => a.localeCompare(b, "ro")));
    expect(r.body.esresponse).toHaveLength(1);
    expect(r.body.esresponse[0].hits.total.value).toBe(6);
    expect(r.body.esresponse[0].hits.hits[0]._source.identifier).toBe(r.body.contentlets[0].identifier);
    const buckets = r.body.esresponse[0].aggregations["sterms#colour"].buckets;
    expect(buckets.reduce((s: number, b: { doc_count: number }) => s + b.doc_count, 0)).toBe(6);
  });

  it("answers 400 {message} on malformed JSON and a plain-text 500 on a bad query", async () => {
    const malformed = await api.call("POST", "/cms/api/es/search", { raw: "{oops" });
    expect(malformed.status).toBe(400);
    expect(typeof malformed.body.message).toBe("string");
    const bad = await api.call("POST", "/cms/api/es/search", { body: { query: { query_string: { query: "+title:(x" } } } });
    expect(bad.status).toBe(500);
    expect(bad.headers.get("content-type")).toMatch(/^text\/plain/);
  });
});

describe("GET /cms/api/widget/id/{id}", () => {
  it("returns the widget HTML as text; unknown ids are 500 {message}", async () => {
    const w = (await api.gql(`{ ShopWidgetCollection(query: "+ShopWidget.widgetTitle:livrare") { identifier } }`)).body.data
      .ShopWidgetCollection[0];
    const r = await api.call("GET", `/cms/api/widget/id/${w.identifier}`);
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(r.text).toContain("Livrare gratuită");
    const none = await api.call("GET", "/cms/api/widget/id/nu-exista");
    expect(none.status).toBe(500);
    expect(typeof none.body.message).toBe("string");
  });
});

describe("POST /cms/api/content/save/1 and publish/1", () => {
  it("needs a user", async () => {
    const r = await api.call("POST", "/cms/api/content/save/1", { body: { stName: "PlanLabel", title: "X", key: "x" } });
    expect(r.status).toBe(401);
    expect(r.text).toBe("Invalid User");
  });

  it("saves a working version (invisible to the site) and publishing it calls the rebuild webhook", async () => {
    const saved = await api.call("POST", "/cms/api/content/save/1", {
      token: SITE_API_TOKEN,
      body: {
        stName: "PlanLabel",
        title: "Black Friday",
        key: "black-friday",
        text: "Black Friday",
        colour: "#000000",
        textColour: "#ffffff",
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.text).toBe("");
    const identifier = saved.headers.get("identifier")!;
    expect(identifier).toBeTruthy();
    expect(saved.headers.get("location")).toBe(`content/inode/${saved.headers.get("inode")}`);
    const before = await api.gql(`{ PlanLabelCollection(query: "+PlanLabel.key:black-friday") { key } }`);
    expect(before.body.data.PlanLabelCollection).toEqual([]);
    expect(hook.hits).toHaveLength(0);

    const hit = hook.nextHit();
    const published = await api.call("POST", "/cms/api/content/publish/1/type/json", {
      token: SITE_API_TOKEN,
      body: { stName: "PlanLabel", identifier, text: "Black Friday -50%" },
    });
    expect(published.status).toBe(200);
    expect(published.body.identifier).toBe(identifier);
    const call = await hit;
    expect(call.url).toContain(`identifier=${identifier}`);
    expect(call.url).toContain("action=PUBLISH");
    expect(call.body).toMatchObject({ action: "PUBLISH", identifier, contentType: "PlanLabel" });
    const after = await api.gql(`{ PlanLabelCollection(query: "+PlanLabel.key:black-friday") { key text live } }`);
    expect(after.body.data.PlanLabelCollection).toEqual([{ key: "black-friday", text: "Black Friday -50%", live: true }]);
  });

  it("keeps the live version live while a newer working version is saved", async () => {
    const key = "+PlanLabel.key:nou";
    const [label] = (await api.gql(`{ PlanLabelCollection(query: "${key}") { identifier } }`)).body.data.PlanLabelCollection;
    const r = await api.call("POST", "/cms/api/content/save/1", {
      token: SITE_API_TOKEN,
      body: { stName: "PlanLabel", identifier: label.identifier, text: "Nou-nouț" },
    });
    expect(r.status).toBe(200);
    const live = await api.call("GET", `/cms/api/content/query/${encodeURIComponent(key)}`);
    expect(live.body.contentlets.map((c: { text: string }) => c.text)).toEqual(["Nou"]);
    const working = await api.call("GET", `/cms/api/content/query/${encodeURIComponent(key)}/live/false`, { token: SITE_API_TOKEN });
    expect(working.body.contentlets.map((c: { text: string }) => c.text)).toEqual(["Nou-nouț"]);
  });

  it("answers 400 with errors[] for validation failures and plain text for malformed JSON", async () => {
    const missing = await api.call("POST", "/cms/api/content/save/1", {
      token: SITE_API_TOKEN,
      body: { stName: "PlanLabel", text: "fără cheie" },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.map((e: { fieldName: string }) => e.fieldName).sort()).toEqual(["key", "title"]);
    expect(missing.body.errors[0].errorCode).toBe("required");
    const wrongType = await api.call("POST", "/cms/api/content/save/1", {
      token: SITE_API_TOKEN,
      body: { stName: "ServiceCardBenefit", title: "x", broadleafId: "y", orderIndex: "întâi" },
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.errors[0]).toMatchObject({ fieldName: "orderIndex" });
    const unknownType = await api.call("POST", "/cms/api/content/save/1", { token: SITE_API_TOKEN, body: { stName: "Nope" } });
    expect(unknownType.status).toBe(400);
    const malformed = await api.call("POST", "/cms/api/content/save/1", { token: SITE_API_TOKEN, raw: "{bad" });
    expect(malformed.status).toBe(400);
    expect(malformed.headers.get("content-type")).toMatch(/^text\/plain/);
  });

  it("never fails a publish when the webhook is down", async () => {
    const down = await startContentSandbox({ publishWebhook: "http://127.0.0.1:9/unreachable" });
    try {
      const c = client(down);
      const r = await c.call("POST", "/cms/api/content/publish/1", {
        token: SITE_API_TOKEN,
        body: { stName: "PlanLabel", title: "T", key: "t" },
      });
      expect(r.status).toBe(200);
    } finally {
      await down.close();
    }
  });
});

describe("GET /cms/dA/...", () => {
  it("serves images with content type and cache headers, converts to webp with a width, 404 otherwise", async () => {
    const [dev] = (
      await api.gql(
        `{ DeviceCollection(query: "+Device.externalId:DEV-NORDIA-X5-NEGRU") { identifier inode deviceImage { idPath versionPath } } }`,
      )
    ).body.data.DeviceCollection;
    const path = dev.deviceImage.idPath.split("?")[0];
    const svg = await fetch(`${sb.url}/cms${path}`);
    expect(svg.status).toBe(200);
    expect(svg.headers.get("content-type")).toBe("image/svg+xml");
    expect(svg.headers.get("cache-control")).toBe("public, max-age=86400");
    expect(await svg.text()).toContain("<svg");
    const etag = svg.headers.get("etag")!;
    const again = await fetch(`${sb.url}/cms${path}`, { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);

    const version = await fetch(`${sb.url}/cms${dev.deviceImage.versionPath}`);
    expect(version.headers.get("cache-control")).toContain("immutable");

    const webp = await fetch(`${sb.url}/cms/dA/${dev.identifier}/deviceImage/200w/phone-negru.webp`);
    expect(webp.status).toBe(200);
    expect(webp.headers.get("content-type")).toBe("image/webp");
    const bytes = Buffer.from(await webp.arrayBuffer());
    expect(bytes.subarray(0, 4).toString()).toBe("RIFF");
    expect(bytes.subarray(8, 12).toString()).toBe("WEBP");

    expect((await fetch(`${sb.url}/cms/dA/0000000000/deviceImage/x.svg`)).status).toBe(404);
  });
});
