// The batched GraphQL transport: SPEC §7 (max 10 per batch, 50 ms window) and SPEC §8 "GraphQL HTTP" texts.
import { ContentGraphqlError, createGraphqlClient, type FetchImpl } from "../../../src/clients/content/graphqlClient";
import type { GraphqlOperation } from "../../../src/clients/content/types";

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  ops: { operationName: string; variables: unknown; query: string }[];
}

type Answer = { status?: number; text: string } | Error;

/** A fetch fake: records each POST; answers with `answer(ops)` (default: one `{data: {echo: name}}` per op, in order). */
function fakeFetch(answer?: (ops: Sent["ops"]) => Answer) {
  const sent: Sent[] = [];
  const impl: FetchImpl = async (url, init) => {
    const ops = JSON.parse(init.body) as Sent["ops"];
    sent.push({ url, method: init.method, headers: init.headers, ops });
    const a = answer ? answer(ops) : { text: JSON.stringify(ops.map((o) => ({ data: { echo: o.operationName } }))) };
    if (a instanceof Error) throw a;
    return { status: a.status ?? 200, text: async () => a.text };
  };
  return { impl, sent };
}

const op = (name: string, variables?: Record<string, unknown>): GraphqlOperation => ({
  operationName: name,
  query: `query ${name} { PlanLabelCollection(query: "+PlanLabel.key:nou", limit: 1) { key } }`,
  ...(variables ? { variables } : {}),
});

const URL = "http://cms.test/api/v1/graphql";

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe("batching", () => {
  it("waits 50 ms from the first queued operation, then sends everything queued in one POST", async () => {
    const f = fakeFetch();
    const client = createGraphqlClient({ url: URL, fetchImpl: f.impl });
    const a = client.request(op("A"));
    await jest.advanceTimersByTimeAsync(30);
    const b = client.request(op("B"));
    await jest.advanceTimersByTimeAsync(19);
    expect(f.sent).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(f.sent).toHaveLength(1);
    expect(f.sent[0]!.ops.map((o) => o.operationName)).toEqual(["A", "B"]);
    await expect(a).resolves.toEqual({ data: { echo: "A" } });
    await expect(b).resolves.toEqual({ data: { echo: "B" } });

    // A later operation opens a new window.
    const c = client.request(op("C"));
    await jest.advanceTimersByTimeAsync(49);
    expect(f.sent).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(f.sent).toHaveLength(2);
    await expect(c).resolves.toEqual({ data: { echo: "C" } });
  });

  it("sends at most 10 per batch: the 10th flushes at once; 25 operations go out as 10/10/5, order kept", async () => {
    const f = fakeFetch();
    const client = createGraphqlClient({ url: URL, fetchImpl: f.impl });
    const names = Array.from({ length: 25 }, (_, i) => `Q${i + 1}`);
    const results = names.slice(0, 9).map((n) => client.request(op(n)));
    expect(f.sent).toHaveLength(0);
    results.push(client.request(op(names[9]!)));
    expect(f.sent).toHaveLength(1); // no timer involved
    results.push(...names.slice(10).map((n) => client.request(op(n))));
    expect(f.sent).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(50);
    expect(f.sent.map((s) => s.ops.length)).toEqual([10, 10, 5]);
    expect(f.sent.flatMap((s) => s.ops.map((o) => o.operationName))).toEqual(names);
    expect((await Promise.all(results)).map((r) => r.data)).toEqual(names.map((n) => ({ echo: n })));
  });

  it("posts a one-operation batch as an array of {operationName, variables, query}", async () => {
    const f = fakeFetch();
    const client = createGraphqlClient({ url: URL, fetchImpl: f.impl });
    const p = client.request(op("Only", { key: "nou" }));
    const q = client.request(op("NoVars"));
    await jest.advanceTimersByTimeAsync(50);
    await Promise.all([p, q]);
    expect(f.sent[0]!.method).toBe("POST");
    expect(f.sent[0]!.url).toBe(URL);
    expect(f.sent[0]!.ops).toEqual([
      { operationName: "Only", variables: { key: "nou" }, query: op("Only").query },
      { operationName: "NoVars", variables: {}, query: op("NoVars").query },
    ]);
  });

  it("honours batchMax and batchIntervalMs", async () => {
    const f = fakeFetch();
    const client = createGraphqlClient({ url: URL, fetchImpl: f.impl, batchMax: 2, batchIntervalMs: 10 });
    const all = ["a", "b", "c"].map((n) => client.request(op(n)));
    expect(f.sent).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(10);
    expect(f.sent.map((s) => s.ops.length)).toEqual([2, 1]);
    await Promise.all(all);
  });
});

describe("headers", () => {
  it("sends JSON and the Bearer token, plus extra headers", async () => {
    const f = fakeFetch();
    const client = createGraphqlClient({ url: URL, token: "tok-123", fetchImpl: f.impl, headers: { "X-Trace": "t1" } });
    const p = client.request(op("A"));
    await jest.advanceTimersByTimeAsync(50);
    await p;
    expect(f.sent[0]!.headers).toEqual({ "Content-Type": "application/json", Authorization: "Bearer tok-123", "X-Trace": "t1" });
  });

  it("sends no Authorization without a token (an empty Bearer is a 400 on dotCMS)", async () => {
    const f = fakeFetch();
    for (const token of [undefined, ""]) {
      const p = createGraphqlClient({ url: URL, fetchImpl: f.impl, ...(token === undefined ? {} : { token }) }).request(op("A"));
      await jest.advanceTimersByTimeAsync(50);
      await p;
    }
    expect(f.sent.map((s) => s.headers.Authorization)).toEqual([undefined, undefined]);
  });
});

describe("results", () => {
  it("resolves {data, errors} as the server sent them; a lone object answers a one-op batch", async () => {
    const errors = [{ message: "Exception while fetching data (/PlanLabelCollection) : boom", path: ["PlanLabelCollection"] }];
    const f = fakeFetch(() => ({ text: JSON.stringify({ data: { PlanLabelCollection: null }, errors }) }));
    const p = createGraphqlClient({ url: URL, fetchImpl: f.impl }).request(op("A"));
    await jest.advanceTimersByTimeAsync(50);
    await expect(p).resolves.toEqual({ data: { PlanLabelCollection: null }, errors });
  });

  it("gives data null when an item only has errors", async () => {
    const f = fakeFetch(() => ({ text: JSON.stringify([{ errors: [{ message: "Validation error" }] }]) }));
    const p = createGraphqlClient({ url: URL, fetchImpl: f.impl }).request(op("A"));
    await jest.advanceTimersByTimeAsync(50);
    await expect(p).resolves.toEqual({ data: null, errors: [{ message: "Validation error" }] });
  });
});

describe("errors (SPEC §8 exact texts)", () => {
  /** Runs `names` as one batch against `answer` and returns each settlement. */
  async function batch(answer: (ops: Sent["ops"]) => Answer, names = ["A", "B", "C"]) {
    const f = fakeFetch(answer);
    const client = createGraphqlClient({ url: URL, fetchImpl: f.impl });
    const settled = Promise.allSettled(names.map((n) => client.request(op(n))));
    await jest.advanceTimersByTimeAsync(50);
    expect(f.sent).toHaveLength(1);
    return settled;
  }
  const reasons = (s: PromiseSettledResult<unknown>[]) => s.map((r) => (r.status === "rejected" ? r.reason : undefined));

  it("status >= 300: every op rejects with the same error, carrying statusCode and bodyText", async () => {
    const s = await batch(() => ({ status: 502, text: "<html>Bad gateway</html>" }));
    const [first, ...rest] = reasons(s);
    expect(first).toBeInstanceOf(ContentGraphqlError);
    expect(first.message).toBe("Response not successful: Received status code 502");
    expect(first.statusCode).toBe(502);
    expect(first.bodyText).toBe("<html>Bad gateway</html>");
    rest.forEach((r) => expect(r).toBe(first));
  });

  it("status 300 already fails; 299 does not", async () => {
    const s300 = await batch(() => ({ status: 300, text: "[]" }), ["A"]);
    expect(reasons(s300)[0].message).toBe("Response not successful: Received status code 300");
    const s299 = await batch((ops) => ({ status: 299, text: JSON.stringify(ops.map(() => ({ data: {} }))) }), ["A"]);
    expect(s299[0]!.status).toBe("fulfilled");
  });

  it("a body that is not JSON: Could not parse server response", async () => {
    const s = await batch(() => ({ text: "<html>maintenance</html>" }));
    const r = reasons(s);
    expect(r[0]).toBeInstanceOf(ContentGraphqlError);
    expect(r[0].message).toBe("Could not parse server response");
    expect(r.every((x) => x === r[0])).toBe(true);
  });

  it("an array of the wrong length: server returned results with length n, expected length of m", async () => {
    const s = await batch(() => ({ text: JSON.stringify([{ data: {} }, { data: {} }]) }));
    const r = reasons(s);
    expect(r[0].message).toBe("server returned results with length 2, expected length of 3");
    expect(r.every((x) => x === r[0])).toBe(true);
    // A lone object for a batch of several counts as one result.
    const lone = await batch(() => ({ text: JSON.stringify({ errors: [{ message: "batching disabled" }] }) }), ["A", "B"]);
    expect(reasons(lone)[0].message).toBe("server returned results with length 1, expected length of 2");
  });

  it("a malformed item rejects only its own operation, naming it", async () => {
    const s = await batch(
      () => ({ text: JSON.stringify([{ data: { ok: 1 } }, { result: 1 }, null, 7, { errors: [] }]) }),
      ["Ok", "NoData", "Null", "Num", "Errs"],
    );
    expect(s[0]).toEqual({ status: "fulfilled", value: { data: { ok: 1 } } });
    expect(reasons(s)[1]).toBeInstanceOf(ContentGraphqlError);
    expect(reasons(s)[1].message).toBe("Server response was malformed for query 'NoData'.");
    expect(reasons(s)[2].message).toBe("Server response was malformed for query 'Null'.");
    expect(reasons(s)[3].message).toBe("Server response was malformed for query 'Num'.");
    expect(s[4]).toEqual({ status: "fulfilled", value: { data: null, errors: [] } });
  });

  it("network failure: the underlying error, with code DOTCMS_DOWN, for every op", async () => {
    const cause = new TypeError("fetch failed");
    const s = await batch(() => cause);
    const r = reasons(s);
    expect(r[0]).toBe(cause);
    expect(r[0].code).toBe("DOTCMS_DOWN");
    expect(r.every((x) => x === cause)).toBe(true);
  });

  it("a failing batch does not poison the next one", async () => {
    let calls = 0;
    const f = fakeFetch((ops) =>
      ++calls === 1 ? new Error("ECONNRESET") : { text: JSON.stringify(ops.map(() => ({ data: { n: calls } }))) },
    );
    const client = createGraphqlClient({ url: URL, fetchImpl: f.impl });
    const first = client.request(op("A"));
    const firstSettled = expect(first).rejects.toMatchObject({ code: "DOTCMS_DOWN" });
    await jest.advanceTimersByTimeAsync(50);
    await firstSettled;
    const second = client.request(op("B"));
    await jest.advanceTimersByTimeAsync(50);
    await expect(second).resolves.toEqual({ data: { n: 2 } });
  });

  it("variables that cannot be serialised reject instead of hanging", async () => {
    const f = fakeFetch();
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    const p = createGraphqlClient({ url: URL, fetchImpl: f.impl }).request(op("Bad", circular));
    const settled = expect(p).rejects.toThrow(/circular/i);
    await jest.advanceTimersByTimeAsync(50);
    await settled;
    expect(f.sent).toHaveLength(0);
  });
});
