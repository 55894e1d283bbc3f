// Contract: the site's usage-management client (src/clients/gateway/usageManagementClient.ts, the very code the
// browser runs: axios, its headers, the domain's query and record mapper) against the REAL sandbox
// (docs/services-contract.md "Usage management"; SPEC §7 "Usage and products", §2/§9 usage lists 10 per page). The
// client's requests go out through axios' own Node adapter with the gateway address swapped for the test sandbox's.
// The sandbox clock is 2026-03-02: postpaid.owner's running (unbilled) cycle started on 5 February.
import axios, { type AxiosAdapter } from "axios";
import type { GatewayError } from "../../src/clients/gateway/errors";
import { createUsageManagementApi, type UsageManagementApi } from "../../src/clients/gateway/usageManagementClient";
import { GATEWAY_URL } from "../../src/config/endpoints";
import { buildUsageQuery, type UsageQuery, type UsageQueryInput } from "../../src/domain/usage/usageQuery";
import { emptyTokens, setBaseTokens } from "../../src/domain/session/tokens";
import { memoryPort } from "../clients/gateway/fakeGateway";
import { tokenOf } from "./billing-helpers";
import { startTestSandbox, T0, type TestSandbox } from "./support/sandbox";

const OWNER = { username: "postpaid.owner", customerId: "CUST-CBU-1001", product: "prd-001-1" };

/** axios' Node adapter, with the build's gateway address replaced by the test sandbox's. */
function toSandbox(t: TestSandbox): AxiosAdapter {
  const http = axios.getAdapter("http");
  return (config) => http({ ...config, baseURL: (config.baseURL ?? "").replace(GATEWAY_URL, t.url) });
}

const UNBILLED: UsageQueryInput = {
  customerId: OWNER.customerId,
  mainSubscriptionProductId: OWNER.product,
  billEventType: "unbilled",
  period: { kind: "billingCycle", year: 2026, instance: 2, day: 5 },
};

function queryOf(input: Partial<UsageQueryInput> = {}): UsageQuery {
  const built = buildUsageQuery({ ...UNBILLED, ...input });
  if (!built.ok) throw new Error(`not a query: ${JSON.stringify(built.errors)}`);
  return built.query;
}

describe("contract: the site's usage client against the sandbox", () => {
  let t: TestSandbox;
  let token = "";
  beforeEach(async () => {
    t = await startTestSandbox({ accessTokenTtlSeconds: 3600 });
    t.clock.now = T0;
    token = await tokenOf(t, OWNER.username);
  });
  afterEach(() => t.close());

  const client = (): UsageManagementApi =>
    createUsageManagementApi(memoryPort(setBaseTokens(emptyTokens(), { accessToken: token, refreshToken: "unused" }), "personal"), {
      adapter: toSandbox(t),
    });

  it("postpaid.owner's unbilled usage: pages 1 and 2 hold 10 records each, disjoint, and the total is X-Total-Count", async () => {
    const usage = client();
    const first = await usage.usagePage(queryOf({ page: 1 }));
    const second = await usage.usagePage(queryOf({ page: 2 }));
    expect(first.items).toHaveLength(10);
    expect(second.items).toHaveLength(10);
    expect(first).toMatchObject({ page: 1 });
    expect(second).toMatchObject({ page: 2 });
    const ids = new Set(first.items.map((r) => r.id));
    expect(second.items.filter((r) => ids.has(r.id))).toEqual([]);

    const raw = await t.request("GET", `/dxl-nb-usage-management/usage?${new URLSearchParams(queryOf()).toString()}`, { token });
    expect(raw.status).toBe(200);
    const count = Number(raw.headers.get("x-total-count"));
    expect(count).toBeGreaterThanOrEqual(20);
    expect(first.total).toBe(count);
    expect(second.total).toBe(count);
    expect(first.pageCount).toBe(Math.ceil(count / 10));
    // Newest first (the domain's default sort), across the two pages.
    const dates = [...first.items, ...second.items].map((r) => Date.parse(r.date ?? ""));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    // total=true: the whole selection's totals come in the headers.
    expect(first.totals).toMatchObject({ currency: "RON" });
    expect(first.totals!.amount).toBe(Number(raw.headers.get("x-total-amount")));
  });

  it("a line the caller may not read rejects as a GatewayError of usage (403 product_not_allowed)", async () => {
    const e = await client()
      .usagePage(queryOf({ mainSubscriptionProductId: "prd-999-9" }))
      .then(
        () => {
          throw new Error("expected a rejection");
        },
        (err: unknown) => err as GatewayError,
      );
    expect(e).toMatchObject({ status: 403, service: "usage" });
    expect(JSON.stringify(e.payload)).toContain("product_not_allowed");
  });
});
