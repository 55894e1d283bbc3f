// The content transports (graphqlClient, restClient) against a real sandbox: the content API is
// mounted under /cms, as CONTENT_URL points at it. Proves the clients match the dotCMS contract the
// sandbox mirrors, including batching on the wire and the SPEC §8 error codes.
import net from "node:net";
import { createGraphqlClient, type FetchImpl } from "../../src/clients/content/graphqlClient";
import { ContentRestError, createContentRestClient } from "../../src/clients/content/restClient";

// The sandbox is loaded by a computed path so that tsc does not follow it: it is type-checked by its own
// tsconfig (no noUncheckedIndexedAccess), and a static import would pull it into the site's stricter check.
const fromRepo = (p: string): Promise<any> => import(`../../${p}`);

interface Sandbox {
  url: string;
  close(): Promise<void>;
}
let t: Sandbox;
let cms: string;
let SITE_API_TOKEN: string;
let SITE_API_USER: { email: string; password: string };
let contentIdentifier: (key: string) => string;
let SHOP_WIDGETS: { key: string; code: string }[];

beforeAll(async () => {
  ({ SITE_API_USER, contentIdentifier } = await fromRepo("sandbox/src/modules/content/seed"));
  ({ SHOP_WIDGETS } = await fromRepo("sandbox/src/seed/catalogueContent"));
  const support = await fromRepo("__tests__/sandbox/support/sandbox");
  SITE_API_TOKEN = support.SITE_API_TOKEN;
  const { startTestSandbox } = support;
  t = (await startTestSandbox({ publishWebhook: "" })) as Sandbox;
  cms = `${t.url}/cms`;
});
afterAll(async () => {
  await t?.close();
});

/** A port nothing listens on: bound by us, then released. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function rejection(p: Promise<unknown>): Promise<any> {
  try {
    await p;
  } catch (err) {
    return err;
  }
  throw new Error("expected a rejection");
}

describe("GraphQL client", () => {
  it("sends 12 operations as 2 HTTP requests (10 + 2) and every result comes back to its caller", async () => {
    const posts: number[] = [];
    const counting: FetchImpl = async (url, init) => {
      posts.push((JSON.parse(init.body) as unknown[]).length);
      return fetch(url, init);
    };
    const client = createGraphqlClient({ url: `${cms}/api/v1/graphql`, token: SITE_API_TOKEN, fetchImpl: counting });
    const keys = ["nou", "recomandat", "oferta-web", "5g", "reducere", "exclusiv-online"];
    const wanted = Array.from({ length: 12 }, (_, i) => keys[i % keys.length]!);
    const results = await Promise.all(
      wanted.map((key, i) =>
        client.request<{ PlanLabelCollection: { key: string; text: string }[] }>({
          operationName: `Q${i + 1}`,
          query: `query Q${i + 1} { PlanLabelCollection(query: "+PlanLabel.key:${key}", limit: 1) { key text } }`,
        }),
      ),
    );
    expect(posts).toEqual([10, 2]);
    expect(results.map((r) => r.errors)).toEqual(Array(12).fill(undefined));
    expect(results.map((r) => r.data?.PlanLabelCollection[0]?.key)).toEqual(wanted);
    expect(results[0]!.data?.PlanLabelCollection[0]?.text).toBe("Nou");
  });

  it("passes variables and hands back GraphQL errors as results (HTTP 200)", async () => {
    const client = createGraphqlClient({ url: `${cms}/api/v1/graphql` });
    const [ok, bad] = await Promise.all([
      client.request<{ PlanLabelCollection: { key: string }[] }>({
        operationName: "ByKey",
        query: "query ByKey($q: String) { PlanLabelCollection(query: $q, limit: 1) { key } }",
        variables: { q: "+PlanLabel.key:5g" },
      }),
      client.request({ operationName: "Bad", query: "query Bad { NoSuchCollection { key } }" }),
    ]);
    expect(ok.data?.PlanLabelCollection).toEqual([{ key: "5g" }]);
    expect(bad.errors?.length).toBeGreaterThan(0);
  });

  it("an unreachable content host rejects with DOTCMS_DOWN", async () => {
    const client = createGraphqlClient({ url: `http://127.0.0.1:${await closedPort()}/cms/api/v1/graphql` });
    const err = await rejection(client.request({ operationName: "Q", query: "query Q { PlanLabelCollection { key } }" }));
    expect(err.code).toBe("DOTCMS_DOWN");
  });

  it("a non-2xx answer gives the SPEC §8 status text (a wrong path is a 404)", async () => {
    const client = createGraphqlClient({ url: `${cms}/api/v1/graphql-missing` });
    const err = await rejection(client.request({ operationName: "Q", query: "query Q { PlanLabelCollection { key } }" }));
    expect(err.message).toBe("Response not successful: Received status code 404");
    expect(err.statusCode).toBe(404);
  });
});

describe("REST client", () => {
  const rest = (token: string | undefined = SITE_API_TOKEN) => createContentRestClient({ baseUrl: cms, ...(token ? { token } : {}) });

  it("getToken: the site account gets a working token; a wrong password rejects with the sandbox's message", async () => {
    const token = await rest(undefined).getToken({ user: SITE_API_USER.email, password: "Sandbox!2026" });
    expect(token.split(".")).toHaveLength(3);
    await expect(rest(token).getCurrentSite()).resolves.toMatchObject({ hostname: "aria.ro" });

    const err = await rejection(rest(undefined).getToken({ user: SITE_API_USER.email, password: "wrong" }));
    expect(err).toBeInstanceOf(ContentRestError);
    expect(err).toMatchObject({ statusCode: 401, message: "Authentication failed. Please try again.", code: "DOTCMS_NO_AUTH" });
  });

  it("getConfiguration lists the languages", async () => {
    const c = await rest().getConfiguration();
    expect(c.languages).toEqual([expect.objectContaining({ id: 1, languageCode: "ro" })]);
  });

  it("getNav depth 2: the root's menu items, without grandchildren", async () => {
    const nav = await rest().getNav("/");
    expect(nav.href).toBe("/");
    expect(nav.children?.map((c) => c.href)).toEqual(expect.arrayContaining(["/telefoane", "/abonamente"]));
    expect(nav.children?.every((c) => c.children === undefined)).toBe(true);
    const deeper = await rest().getNav("/", 3);
    expect(deeper.children?.some((c) => Array.isArray(c.children))).toBe(true);
  });

  it("getNav with a bad token: DOTCMS_NO_AUTH", async () => {
    const err = await rejection(rest("garbage.token.value").getNav("/"));
    expect(err).toMatchObject({ statusCode: 401, message: "Invalid User", code: "DOTCMS_NO_AUTH" });
  });

  it("search: by content type and language, sorted by title, 40 unless paginating (20)", async () => {
    const labels = await rest().search({ contentType: "PlanLabel" });
    const titles = labels.contentlets.map((c) => String(c.title));
    expect(titles).toHaveLength(6);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
    expect(labels.esresponse).toHaveLength(1);

    const benefits = await rest().search({ contentType: "ServiceCardBenefit" });
    const total = (benefits.esresponse[0] as { hits: { total: { value: number } } }).hits.total.value;
    expect(total).toBeGreaterThan(40); // else the page sizes below prove nothing
    expect(benefits.contentlets).toHaveLength(40);
    const page = await rest().search({ contentType: "ServiceCardBenefit", paginate: true });
    expect(page.contentlets).toHaveLength(20);

    const one = await rest().search({ contentType: "PlanLabel", query: "+PlanLabel.key:reducere" });
    expect(one.contentlets.map((c) => c.key)).toEqual(["reducere"]);
  });

  it("queryContent: field filters and limit; bad Lucene is a 500", async () => {
    const found = await rest().queryContent({
      contentType: "PlanLabel",
      filters: { "PlanLabel.key": "nou" },
      depth: 0,
      limit: 1,
      orderBy: "modDate desc",
    });
    expect(found).toEqual([expect.objectContaining({ contentType: "PlanLabel", key: "nou", text: "Nou" })]);
    const err = await rejection(rest().queryContent({ contentType: "PlanLabel", filters: { "PlanLabel.key": "(unclosed" } }));
    expect(err).toMatchObject({ statusCode: 500, message: '{"contentlets":[]}' });
  });

  it("getWidget answers the widget's HTML", async () => {
    const widget = SHOP_WIDGETS.find((w) => w.key === "info-livrare")!;
    await expect(rest().getWidget(contentIdentifier("widget-info-livrare"))).resolves.toBe(widget.code);
  });

  it("getPage('/') answers the page entity, also with the language code; an unknown page is 404 with its message", async () => {
    const page = await rest().getPage("/");
    expect(page.page).toMatchObject({ pageURI: "/", title: expect.stringContaining("Aria") });
    expect(page.viewAs).toMatchObject({ language: { id: 1 } });
    await expect(rest().getPage("/abonamente", "ro")).resolves.toMatchObject({ page: { pageURI: "/abonamente" } });
    const err = await rejection(rest().getPage("/nu-exista"));
    expect(err).toMatchObject({ statusCode: 404, message: "Page '/nu-exista' not found" });
  });

  it("getCurrentSite and getContentType", async () => {
    const site = await rest().getCurrentSite();
    expect(site).toMatchObject({ hostname: "aria.ro", versionType: "host" });
    expect(site).not.toHaveProperty("map");
    const type = await rest().getContentType("PlanLabel");
    expect(type.entity.variable).toBe("PlanLabel");
    expect(type.layout.length).toBeGreaterThan(0);
    expect(await rejection(rest().getContentType("NoSuchType"))).toMatchObject({ statusCode: 404 });
  });

  it("saveContent / publishContent: ids back, published content is found; a missing required field is 400", async () => {
    const saved = await rest().publishContent({ stName: "PlanLabel", title: "Test", key: "client-test", text: "Test" });
    expect(saved.identifier).toEqual(expect.any(String));
    expect(saved.inode).toEqual(expect.any(String));
    const found = await rest().queryContent({ contentType: "PlanLabel", filters: { "PlanLabel.key": "client-test" } });
    expect(found.map((c) => c.identifier)).toEqual([saved.identifier]);

    const draft = await rest().saveContent({
      stName: "PlanLabel",
      identifier: saved.identifier!,
      title: "Test 2",
      key: "client-test",
      text: "Draft",
    });
    expect(draft.identifier).toBe(saved.identifier);

    const err = await rejection(rest().saveContent({ stName: "PlanLabel", title: "No key" }));
    expect(err.statusCode).toBe(400);
    expect(JSON.parse(err.message).errors[0]).toMatchObject({ fieldName: "key" });
  });

  it("an unreachable base URL: DOTCMS_DOWN, statusCode 0", async () => {
    const down = createContentRestClient({ baseUrl: `http://127.0.0.1:${await closedPort()}/cms`, token: SITE_API_TOKEN });
    const err = await rejection(down.getConfiguration());
    expect(err).toBeInstanceOf(ContentRestError);
    expect(err).toMatchObject({ statusCode: 0, code: "DOTCMS_DOWN" });
    expect(err.message).toMatch(/ECONNREFUSED/);
  });
});
