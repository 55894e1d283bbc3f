// The content REST transport against a fake axios adapter: routes, bodies and defaults of SPEC §7
// "Content REST client", and the error shapes of SPEC §8 "Content system REST".
import axios, { AxiosError, type InternalAxiosRequestConfig } from "axios";
import { ContentRestError, createContentRestClient } from "../../../src/clients/content/restClient";

interface Call {
  method: string;
  url: string;
  body: any;
  headers: Record<string, unknown>;
}

type Reply = { status?: number; body?: unknown; text?: string; headers?: Record<string, string> } | "network" | Error;

const BASE = "http://cms.test/cms";
const TOKEN = "tok-123";

/** An axios instance whose adapter records each request and answers with `route(call)`. */
function fake(route: (c: Call) => Reply = () => ({ body: { entity: {} } })) {
  const calls: Call[] = [];
  const instance = axios.create({
    adapter: async (config: InternalAxiosRequestConfig) => {
      const call: Call = {
        method: String(config.method).toUpperCase(),
        url: instance.getUri(config),
        body: typeof config.data === "string" ? JSON.parse(config.data) : config.data,
        headers: config.headers.toJSON() as Record<string, unknown>,
      };
      calls.push(call);
      const r = route(call);
      if (r === "network") throw new AxiosError("connect ECONNREFUSED 127.0.0.1:9", "ECONNREFUSED", config);
      if (r instanceof Error) throw r;
      const data = r.text ?? (r.body === undefined ? "" : JSON.stringify(r.body));
      return { data, status: r.status ?? 200, statusText: "", headers: r.headers ?? {}, config, request: {} };
    },
  });
  const client = createContentRestClient({ baseUrl: `${BASE}/`, token: TOKEN, axiosInstance: instance });
  return { client, calls };
}

const envelope = (entity: unknown) => ({ entity, errors: [], i18nMessagesMap: {}, messages: [], pagination: null, permissions: [] });

/** The rejection of `p` (fails the test if it resolves). */
async function rejection(p: Promise<unknown>): Promise<any> {
  try {
    await p;
  } catch (err) {
    return err;
  }
  throw new Error("expected a rejection");
}

describe("every call", () => {
  it("goes to baseUrl (trailing slash trimmed) with the Bearer token", async () => {
    const { client, calls } = fake();
    await client.getConfiguration();
    expect(calls[0]!.url).toBe(`${BASE}/api/v1/configuration`);
    expect(calls[0]!.headers.Authorization).toBe(`Bearer ${TOKEN}`);
  });

  it("sends no Authorization when no token is configured", async () => {
    const calls: string[] = [];
    const instance = axios.create({
      adapter: async (config) => {
        calls.push(String(config.headers.Authorization));
        return { data: JSON.stringify(envelope({})), status: 200, statusText: "", headers: {}, config, request: {} };
      },
    });
    await createContentRestClient({ baseUrl: BASE, axiosInstance: instance }).getConfiguration();
    await createContentRestClient({ baseUrl: BASE, token: "", axiosInstance: instance }).getConfiguration();
    expect(calls).toEqual(["undefined", "undefined"]);
  });

  it("reads the raw text itself even when the injected instance would parse JSON or throw on status", async () => {
    const instance = axios.create({
      validateStatus: (s) => s === 200,
      adapter: async (config) => {
        // A real adapter honours validateStatus through settle(); this one reports what it was given.
        const ok = config.validateStatus?.(404) === true;
        return { data: ok ? "Not found text" : "", status: 404, statusText: "", headers: {}, config, request: {} };
      },
    });
    const err = await rejection(createContentRestClient({ baseUrl: BASE, axiosInstance: instance }).getWidget("x"));
    expect(err).toMatchObject({ statusCode: 404, message: "Not found text" });
  });

  it("unreachable (no HTTP answer): DOTCMS_DOWN with statusCode 0 and the cause kept", async () => {
    const { client } = fake(() => "network");
    for (const p of [
      client.getConfiguration(),
      client.getWidget("w"),
      client.getToken({ user: "u", password: "p" }),
      client.saveContent({}),
    ]) {
      const err = await rejection(p);
      expect(err).toBeInstanceOf(ContentRestError);
      expect(err).toMatchObject({ statusCode: 0, code: "DOTCMS_DOWN", message: "connect ECONNREFUSED 127.0.0.1:9" });
      expect(err.cause).toBeInstanceOf(AxiosError);
    }
  });

  it("other failures (not from the network) pass through unchanged", async () => {
    const boom = new Error("bug in adapter");
    const { client } = fake(() => boom);
    expect(await rejection(client.getConfiguration())).toBe(boom);
  });
});

describe("getToken", () => {
  it("POSTs user, password and expirationDays 10 by default, without the configured Bearer; answers entity.token", async () => {
    const { client, calls } = fake(() => ({ body: envelope({ token: "jwt.a.b" }) }));
    await expect(client.getToken({ user: "site@aria.ro", password: "pw" })).resolves.toBe("jwt.a.b");
    expect(calls[0]).toMatchObject({
      method: "POST",
      url: `${BASE}/api/v1/authentication/api-token`,
      body: { user: "site@aria.ro", password: "pw", expirationDays: 10 },
    });
    expect(calls[0]!.headers["Content-Type"]).toBe("application/json");
    expect(calls[0]!.headers.Authorization).toBeUndefined();
    await client.getToken({ user: "u", password: "p", expirationDays: 3 });
    expect(calls[1]!.body.expirationDays).toBe(3);
  });

  it("non-200: errors[0].message, else error, else the text; 401 is DOTCMS_NO_AUTH", async () => {
    const replies: Reply[] = [
      {
        status: 401,
        body: { errors: [{ errorCode: "authentication-failed", message: "Authentication failed. Please try again." }], entity: "" },
      },
      { status: 403, body: { error: "dotcms.api.error.forbidden: nope" } },
      { status: 500, text: "Internal error" },
      { status: 400, body: { errors: [{ errorCode: "bad-request", message: "" }], error: "fallback" } },
    ];
    const { client } = fake(() => replies.shift()!);
    const errs = [];
    for (let i = 0; i < 4; i++) errs.push(await rejection(client.getToken({ user: "u", password: "p" })));
    expect(errs[0]).toBeInstanceOf(ContentRestError);
    expect(errs[0]).toMatchObject({ statusCode: 401, message: "Authentication failed. Please try again.", code: "DOTCMS_NO_AUTH" });
    expect(errs[1]).toMatchObject({ statusCode: 403, message: "dotcms.api.error.forbidden: nope" });
    expect(errs[1].code).toBeUndefined();
    expect(errs[2]).toMatchObject({ statusCode: 500, message: "Internal error" });
    expect(errs[3]).toMatchObject({ statusCode: 400, message: "fallback" });
  });

  it("a 200 without a token is an error, not undefined", async () => {
    const { client } = fake(() => ({ body: envelope("") }));
    expect(await rejection(client.getToken({ user: "u", password: "p" }))).toMatchObject({ statusCode: 200 });
  });
});

describe("getConfiguration", () => {
  it("GETs /api/v1/configuration and answers the entity", async () => {
    const entity = { license: { isCommunity: true }, languages: [{ id: 1, languageCode: "ro", countryCode: "RO" }] };
    const { client, calls } = fake(() => ({ body: envelope(entity) }));
    await expect(client.getConfiguration()).resolves.toEqual(entity);
    expect(calls[0]!.method).toBe("GET");
  });

  it("non-200: statusCode and the response text", async () => {
    const { client } = fake(() => ({ status: 500, body: { message: "Internal error" } }));
    expect(await rejection(client.getConfiguration())).toMatchObject({ statusCode: 500, message: '{"message":"Internal error"}' });
  });

  it("a 200 that is not JSON is an error", async () => {
    const { client } = fake(() => ({ text: "<html>proxy</html>" }));
    expect(await rejection(client.getConfiguration())).toMatchObject({ statusCode: 200, message: "Could not parse server response" });
  });
});

describe("search", () => {
  const answer = { contentlets: [{ title: "a" }], esresponse: [{ took: 1 }] };

  it("POSTs the SDK's ES body with the defaults: language 1, title_dotraw asc, from 0, size 40", async () => {
    const { client, calls } = fake(() => ({ body: answer }));
    await expect(client.search({ contentType: "PlanLabel" })).resolves.toEqual(answer);
    expect(calls[0]).toMatchObject({ method: "POST", url: `${BASE}/api/es/search` });
    expect(calls[0]!.body).toEqual({
      query: { bool: { must: { query_string: { query: "+contentType:PlanLabel +languageId:1" } } } },
      sort: [{ title_dotraw: { order: "asc" } }],
      from: 0,
      size: 40,
    });
  });

  it("20 per page when paginating; explicit size, offset, language, extra query and sort win", async () => {
    const { client, calls } = fake(() => ({ body: answer }));
    await client.search({ contentType: "X", paginate: true, offset: 40 });
    expect(calls[0]!.body).toMatchObject({ from: 40, size: 20 });
    await client.search({ contentType: "X", languageId: 2, query: "+live:true", sort: "modDate DESC, title_dotraw", size: 5 });
    expect(calls[1]!.body).toEqual({
      query: { bool: { must: { query_string: { query: "+contentType:X +languageId:2 +live:true" } } } },
      sort: [{ modDate: { order: "desc" } }, { title_dotraw: { order: "asc" } }],
      from: 0,
      size: 5,
    });
    await client.search({ contentType: "X", sort: "" });
    expect(calls[2]!.body.sort).toBeUndefined();
  });

  it("non-200: the plain-text message", async () => {
    const { client } = fake(() => ({ status: 500, text: "Failed to parse query: x" }));
    expect(await rejection(client.search({ contentType: "X" }))).toMatchObject({ statusCode: 500, message: "Failed to parse query: x" });
  });
});

describe("getNav", () => {
  it("GETs /api/v1/nav/{path}?depth=2 by default and answers the entity", async () => {
    const nav = { title: "System folder", href: "/", type: "folder", children: [] };
    const { client, calls } = fake(() => ({ body: envelope(nav) }));
    await expect(client.getNav("/")).resolves.toEqual(nav);
    await client.getNav("/abonamente", 3);
    await client.getNav("business/oferte speciale");
    expect(calls.map((c) => c.url)).toEqual([
      `${BASE}/api/v1/nav/?depth=2`,
      `${BASE}/api/v1/nav/abonamente?depth=3`,
      `${BASE}/api/v1/nav/business/oferte%20speciale?depth=2`,
    ]);
  });

  it("401 Invalid User: DOTCMS_NO_AUTH; 404: the JSON text as message", async () => {
    const replies: Reply[] = [
      { status: 401, text: "Invalid User" },
      { status: 404, body: { message: "Resursa nu a fost găsită" } },
    ];
    const { client } = fake(() => replies.shift()!);
    expect(await rejection(client.getNav("/"))).toMatchObject({ statusCode: 401, message: "Invalid User", code: "DOTCMS_NO_AUTH" });
    const notFound = await rejection(client.getNav("/nope"));
    expect(notFound).toMatchObject({ statusCode: 404, message: '{"message":"Resursa nu a fost găsită"}' });
    expect(notFound.code).toBeUndefined();
  });
});

describe("getPage", () => {
  const languages = [
    { id: 1, languageCode: "ro", countryCode: "RO" },
    { id: 2, languageCode: "en", countryCode: "US" },
  ];
  const route = (c: Call): Reply =>
    c.url.includes("/configuration") ? { body: envelope({ languages }) } : { body: envelope({ page: { title: "Acasă" } }) };

  it("GETs /api/v1/page/json{url} with language_id=1 by default and answers the entity", async () => {
    const { client, calls } = fake(route);
    await expect(client.getPage("/")).resolves.toEqual({ page: { title: "Acasă" } });
    await client.getPage("/abonamente");
    await client.getPage("telefoane");
    expect(calls.map((c) => c.url)).toEqual([
      `${BASE}/api/v1/page/json/?language_id=1`,
      `${BASE}/api/v1/page/json/abonamente?language_id=1`,
      `${BASE}/api/v1/page/json/telefoane?language_id=1`,
    ]);
  });

  it("turns a language code into its id through the configuration, fetched once", async () => {
    const { client, calls } = fake(route);
    await client.getPage("/", "en");
    await client.getPage("/", "RO");
    await client.getPage("/", "en-US");
    expect(calls.map((c) => c.url)).toEqual([
      `${BASE}/api/v1/configuration`,
      `${BASE}/api/v1/page/json/?language_id=2`,
      `${BASE}/api/v1/page/json/?language_id=1`,
      `${BASE}/api/v1/page/json/?language_id=2`,
    ]);
    const unknown = await rejection(client.getPage("/", "de"));
    expect(unknown).toMatchObject({ statusCode: 400, message: "Unknown language code 'de'" });
  });

  it("a failed configuration fetch is not cached", async () => {
    let n = 0;
    const { client } = fake((c) => (c.url.includes("/configuration") && n++ === 0 ? { status: 500, text: "down" } : route(c)));
    expect(await rejection(client.getPage("/", "en"))).toMatchObject({ statusCode: 500, message: "down" });
    await expect(client.getPage("/", "en")).resolves.toEqual({ page: { title: "Acasă" } });
  });

  it("errors: the message field of a JSON body, else the text; 401 is DOTCMS_NO_AUTH", async () => {
    const replies: Reply[] = [
      { status: 404, body: { message: "Page '/x' not found" } },
      { status: 401, text: "Invalid User" },
      { status: 500, body: { error: "no message field" } },
    ];
    const { client } = fake(() => replies.shift()!);
    expect(await rejection(client.getPage("/x"))).toMatchObject({ statusCode: 404, message: "Page '/x' not found" });
    expect(await rejection(client.getPage("/x"))).toMatchObject({ statusCode: 401, message: "Invalid User", code: "DOTCMS_NO_AUTH" });
    expect(await rejection(client.getPage("/x"))).toMatchObject({ statusCode: 500, message: '{"error":"no message field"}' });
  });
});

describe("getCurrentSite", () => {
  it("GETs /api/v1/site/currentSite and drops map", async () => {
    const { client, calls } = fake(() => ({ body: envelope({ hostname: "aria.ro", map: { big: true } }) }));
    await expect(client.getCurrentSite()).resolves.toEqual({ hostname: "aria.ro" });
    expect(calls[0]).toMatchObject({ method: "GET", url: `${BASE}/api/v1/site/currentSite` });
  });

  it("401: DOTCMS_NO_AUTH", async () => {
    const { client } = fake(() => ({ status: 401, text: "Invalid User" }));
    expect(await rejection(client.getCurrentSite())).toMatchObject({ statusCode: 401, code: "DOTCMS_NO_AUTH" });
  });
});

describe("getWidget", () => {
  it("GETs /api/widget/id/{id} and answers the HTML text as is", async () => {
    const html = '<div class="info-stamp">{"not":"parsed"}</div>';
    const { client, calls } = fake(() => ({ text: html }));
    await expect(client.getWidget("a b/c")).resolves.toBe(html);
    expect(calls[0]).toMatchObject({ method: "GET", url: `${BASE}/api/widget/id/a%20b%2Fc` });
  });

  it("non-200: the text", async () => {
    const { client } = fake(() => ({ status: 500, body: { message: "Unable to find widget with id x" } }));
    expect(await rejection(client.getWidget("x"))).toMatchObject({
      statusCode: 500,
      message: '{"message":"Unable to find widget with id x"}',
    });
  });
});

describe("queryContent", () => {
  it("builds /api/content/query/+contentType:X[%20+field:value]/depth/limit/offset/orderby and answers contentlets", async () => {
    const { client, calls } = fake(() => ({ body: { contentlets: [{ title: "a" }] } }));
    await expect(
      client.queryContent({
        contentType: "ServiceCardBenefit",
        filters: { "ServiceCardBenefit.broadleafId": "(1 2)", live: true, languageId: 1 },
        depth: 3,
        limit: 500,
        offset: 0,
        orderBy: "modDate desc",
      }),
    ).resolves.toEqual([{ title: "a" }]);
    expect(calls[0]!.method).toBe("GET");
    expect(calls[0]!.url).toBe(
      `${BASE}/api/content/query/+contentType:ServiceCardBenefit%20+ServiceCardBenefit.broadleafId:(1%202)%20+live:true%20+languageId:1` +
        "/depth/3/limit/500/offset/0/orderby/modDate%20desc",
    );
  });

  it("adds only the segments given, and encodes what would break the /key/value path", async () => {
    const { client, calls } = fake(() => ({ body: { contentlets: [] } }));
    await client.queryContent({ contentType: "PlanLabel" });
    await client.queryContent({ contentType: "PlanLabel", depth: 0 });
    await client.queryContent({ contentType: "ShopPage", filters: { url: "/abonamente" }, limit: 1 });
    expect(calls.map((c) => c.url.slice(BASE.length))).toEqual([
      "/api/content/query/+contentType:PlanLabel",
      "/api/content/query/+contentType:PlanLabel/depth/0",
      "/api/content/query/+contentType:ShopPage%20+url:%2Fabonamente/limit/1",
    ]);
  });

  it("refuses a missing content type before any request", async () => {
    const { client, calls } = fake();
    for (const contentType of ["", "  ", undefined as unknown as string]) {
      const err = await rejection(client.queryContent({ contentType }));
      expect(err.message).toBe("Please specify a content type to retrieve");
    }
    expect(calls).toHaveLength(0);
  });

  it("non-200 (bad Lucene is a 500 with an empty list): statusCode and text", async () => {
    const { client } = fake(() => ({ status: 500, body: { contentlets: [] } }));
    expect(await rejection(client.queryContent({ contentType: "X" }))).toMatchObject({ statusCode: 500, message: '{"contentlets":[]}' });
  });
});

describe("saveContent / publishContent", () => {
  it("POST /api/content/save/1 and /publish/1 with the contentlet as JSON; the ids come from the headers", async () => {
    const { client, calls } = fake(() => ({ text: "", headers: { inode: "in-1", identifier: "id-1" } }));
    const contentlet = { stName: "PlanLabel", key: "nou", text: "Nou" };
    await expect(client.saveContent(contentlet)).resolves.toEqual({ inode: "in-1", identifier: "id-1" });
    await client.publishContent(contentlet);
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ["POST", `${BASE}/api/content/save/1`, contentlet],
      ["POST", `${BASE}/api/content/publish/1`, contentlet],
    ]);
    expect(calls[0]!.headers["Content-Type"]).toBe("application/json");
    expect(calls[0]!.headers.Authorization).toBe(`Bearer ${TOKEN}`);
  });

  it("ids are null when the server sends none", async () => {
    const { client } = fake(() => ({ text: "" }));
    await expect(client.saveContent({})).resolves.toEqual({ inode: null, identifier: null });
  });

  it("non-200: statusCode and text; 401 DOTCMS_NO_AUTH", async () => {
    const body = { errors: [{ errorCode: "required", message: "key is required", fieldName: "key" }], entity: "" };
    const replies: Reply[] = [
      { status: 400, body },
      { status: 401, text: "Invalid User" },
    ];
    const { client } = fake(() => replies.shift()!);
    expect(await rejection(client.saveContent({}))).toMatchObject({ statusCode: 400, message: JSON.stringify(body) });
    expect(await rejection(client.publishContent({}))).toMatchObject({ statusCode: 401, message: "Invalid User", code: "DOTCMS_NO_AUTH" });
  });
});

describe("getContentType", () => {
  it("GETs /api/v1/contenttype/id/{id}: the entity and its layout", async () => {
    const entity = { variable: "PlanLabel", fields: [], layout: [{ divider: {}, columns: [] }] };
    const { client, calls } = fake(() => ({ body: envelope(entity) }));
    await expect(client.getContentType("PlanLabel")).resolves.toEqual({ entity, layout: entity.layout });
    expect(calls[0]).toMatchObject({ method: "GET", url: `${BASE}/api/v1/contenttype/id/PlanLabel` });
  });

  it("404 with an empty body still has a message", async () => {
    const { client } = fake(() => ({ status: 404, text: "" }));
    expect(await rejection(client.getContentType("nope"))).toMatchObject({
      statusCode: 404,
      message: "Request failed with status code 404",
    });
  });
});
