// The usage-management client (src/clients/gateway/usageManagementClient.ts) against a fake gateway: SPEC §7 "Usage and
// products" GET /dxl-nb-usage-management/usage with the domain's query, the records read by the domain's mapper, the
// total from X-Total-Count and the totals headers (docs/services-contract.md "Usage management"). No network.
import { AxiosHeaders, isAxiosError, type AxiosAdapter } from "axios";
import { GatewayError } from "../../../src/clients/gateway/errors";
import { createUsageManagementApi, readUsageTotals } from "../../../src/clients/gateway/usageManagementClient";
import { buildUsageQuery, type UsageQuery, type UsageQueryInput } from "../../../src/domain/usage/usageQuery";
import { emptyTokens, setAnonymousTokens, setBaseTokens, type AuthTokens } from "../../../src/domain/session/tokens";
import { pair } from "../../domain/session/fixtures";
import { fakeGateway, memoryPort, type Reply, type Seen } from "./fakeGateway";

type Answer = Reply & { headers?: Record<string, string> };

/** fakeGateway plus response headers. */
function gateway(handler: (req: Seen) => Answer) {
  let headers: Record<string, string> = {};
  const gw = fakeGateway((req) => {
    const reply = handler(req);
    headers = reply.headers ?? {};
    return reply;
  });
  const adapter: AxiosAdapter = async (config) => {
    try {
      return { ...(await gw.adapter(config)), headers: AxiosHeaders.from(headers) };
    } catch (e) {
      if (isAxiosError(e) && e.response) e.response.headers = AxiosHeaders.from(headers);
      throw e;
    }
  };
  return { ...gw, adapter };
}

function api(handler: (req: Seen) => Answer, tokens: AuthTokens = setBaseTokens(emptyTokens(), pair("base"))) {
  const gw = gateway(handler);
  return { gw, usage: createUsageManagementApi(memoryPort(tokens, "personal"), { adapter: gw.adapter }) };
}

const rejection = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error("expected a rejection");
    },
    (e: unknown) => e as GatewayError,
  );

const INPUT: UsageQueryInput = {
  customerId: "CUST-CBU-1001",
  mainSubscriptionProductId: "prd-001-1",
  billEventType: "unbilled",
  period: { kind: "billingCycle", year: 2026, instance: 2, day: 5 },
};

function queryOf(input: Partial<UsageQueryInput> = {}): UsageQuery {
  const built = buildUsageQuery({ ...INPUT, ...input });
  if (!built.ok) throw new Error(JSON.stringify(built.errors));
  return built.query;
}

const record = (n: number) => ({
  id: `USG-0722000101-202602-${String(n).padStart(3, "0")}`,
  usageDate: "2026-02-11T09:56:13+02:00",
  usageType: "voice",
  description: "Apel național",
  usageCharacteristic: [{ name: "duration", value: 60 }],
  ratedProductUsage: [{ taxIncludedRatingAmount: { unit: "RON", value: 1.5 } }],
});

describe("usagePage: GET usage (SPEC §7, §9 10 per page)", () => {
  it("sends the domain's query as the parameters, with the signed-in token, and reads the page", async () => {
    const { gw, usage } = api(() => ({
      data: [record(11), record(12)],
      headers: {
        "X-Total-Count": "12",
        "X-Total-Amount": "243.00",
        "X-Total-Duration": "7200",
        "X-Total-Volume": "512.50",
        "X-Total-Currency": "RON",
      },
    }));
    const query = queryOf({ page: 2 });
    const page = await usage.usagePage(query);
    const seen = new URL(`http://x${gw.calls[0]!.path}`);
    expect(seen.pathname).toBe("/dxl-nb-usage-management/usage");
    expect(Object.fromEntries(seen.searchParams)).toEqual(query);
    expect(seen.searchParams.get("offset")).toBe("10");
    expect(gw.calls[0]!.headers.authorization).toBe("Bearer base-access");
    expect(page).toMatchObject({ total: 12, page: 2, pageCount: 2 });
    expect(page.items.map((r) => r.id)).toEqual([record(11).id, record(12).id]);
    expect(page.items[0]).toMatchObject({ category: "voice", amountRon: 1.5, durationSeconds: 60 });
    expect(page.totals).toEqual({ amount: 243, durationSeconds: 7200, volumeMb: 512.5, currency: "RON" });
  });

  it("a date range's offsets travel encoded (+ as %2B)", async () => {
    const { gw, usage } = api(() => ({ data: [] }));
    await usage.usagePage(queryOf({ period: { kind: "dateRange", from: "2026-03-28", to: "2026-03-30" } }));
    expect(gw.calls[0]!.path).toContain("startDateTime=2026-03-28T00:00:00%2B02:00");
    expect(gw.calls[0]!.path).toContain("endDateTime=2026-03-31T00:00:00%2B03:00");
  });

  it("without the headers: the total is what is known and there are no totals", async () => {
    const { usage } = api(() => ({ data: [record(1), { no: "id" }] }));
    const page = await usage.usagePage(queryOf());
    expect(page).toMatchObject({ total: 1, page: 1, pageCount: 1, totals: null });
  });

  it("an empty list is one empty page", async () => {
    const { usage } = api(() => ({ data: [], headers: { "X-Total-Count": "0" } }));
    expect(await usage.usagePage(queryOf())).toMatchObject({ items: [], total: 0, page: 1, pageCount: 1 });
  });

  it("a body that is not a list is an invalid_response of usage", async () => {
    const { usage } = api(() => ({ data: { usage: [record(1)] } }));
    const e = await rejection(usage.usagePage(queryOf()));
    expect(e).toBeInstanceOf(GatewayError);
    expect(e).toMatchObject({ kind: "invalid_response", service: "usage" });
  });

  it("a TMF error rejects as a GatewayError of usage with the code", async () => {
    const { usage } = api(() => ({
      status: 403,
      data: { "@type": "Error", code: "product_not_allowed", reason: "product_not_allowed", message: "Nu", status: 403 },
    }));
    const e = await rejection(usage.usagePage(queryOf()));
    expect(e).toBeInstanceOf(GatewayError);
    expect(e).toMatchObject({ status: 403, service: "usage" });
    expect(JSON.stringify(e.payload)).toContain("product_not_allowed");
  });

  it("never asks with an anonymous token", async () => {
    const { gw, usage } = api(() => ({ data: [] }), setAnonymousTokens(emptyTokens(), "anonymous", pair("anon")));
    await expect(usage.usagePage(queryOf())).rejects.toBeInstanceOf(GatewayError);
    expect(gw.calls).toHaveLength(0);
  });
});

describe("readUsageTotals", () => {
  it("null when no totals header is there; an unreadable one is null on its own", () => {
    expect(readUsageTotals(() => undefined)).toBeNull();
    const headers: Record<string, string> = { "x-total-amount": "abc", "x-total-currency": "RON" };
    expect(readUsageTotals((n) => headers[n])).toEqual({ amount: null, durationSeconds: null, volumeMb: null, currency: "RON" });
  });
});
