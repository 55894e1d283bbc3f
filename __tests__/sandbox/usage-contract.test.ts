// The site's usage query (src/domain/usage/usageQuery.ts) against the sandbox's usage management
// (docs/services-contract.md "Usage management"): the parameters the domain builds are the ones the back end takes,
// a date range across each clock change selects exactly the records of those Romanian days, and a billing cycle
// selects what the same cycle's dates do.
import { buildUsageQuery, usageDateRange, type UsageQueryInput } from "../../src/domain/usage/usageQuery";
import { startTestSandbox, type Reply, type TestSandbox } from "./support/sandbox";

const USAGE = "/dxl-nb-usage-management/usage";
const OWNER = { username: "postpaid.owner", customerId: "CUST-CBU-1001", product: "prd-001-1" };

type Usage = { id: string; usageDate: string };

describe("the usage query the site builds, as the sandbox answers it (SPEC §7 'Usage and products', §9 page size 10)", () => {
  let t: TestSandbox;
  let token = "";
  beforeAll(async () => {
    t = await startTestSandbox({ accessTokenTtlSeconds: 24 * 3600 * 400 });
    token = (await t.login(OWNER.username)).accessToken;
  });
  afterAll(() => t.close());

  async function ask(input: UsageQueryInput): Promise<Reply<Usage[]>> {
    const built = buildUsageQuery(input);
    if (!built.ok) throw new Error(`not a query: ${JSON.stringify(built.errors)}`);
    const r = await t.request<Usage[]>("GET", `${USAGE}?${new URLSearchParams(built.query).toString()}`, { token });
    if (r.status !== 200) throw new Error(`${r.status} ${r.text}`);
    return r;
  }

  const base = { customerId: OWNER.customerId, mainSubscriptionProductId: OWNER.product, billEventType: "billed" as const };

  it.each([
    ["the March change", "2026-03-28", "2026-03-30"],
    ["the October change", "2026-10-24", "2026-10-26"],
  ])("a range across %s: 10 per page, every record on those Romanian days", async (_name, from, to) => {
    t.clock.now = Date.parse(`${to}T00:00:00Z`) + 40 * 24 * 3600 * 1000;
    const first = await ask({ ...base, period: { kind: "dateRange", from, to }, page: 1 });
    expect(first.body.length).toBeLessThanOrEqual(10);
    const total = Number(first.headers.get("x-total-count"));
    expect(total).toBeGreaterThan(0);
    const range = usageDateRange(from, to);
    if (!range.ok) throw new Error("range");
    const pages = Math.ceil(total / 10);
    const seen: Usage[] = [];
    for (let page = 1; page <= pages; page++) seen.push(...(await ask({ ...base, period: { kind: "dateRange", from, to }, page })).body);
    expect(seen).toHaveLength(total);
    for (const u of seen) {
      expect(Date.parse(u.usageDate)).toBeGreaterThanOrEqual(Date.parse(range.startDateTime));
      expect(Date.parse(u.usageDate)).toBeLessThan(Date.parse(range.endDateTime));
      // The record's own local day (its date as written, Bucharest time) is one of the days asked for.
      expect(u.usageDate.slice(0, 10) >= from && u.usageDate.slice(0, 10) <= to).toBe(true);
    }
  });

  it("a billing cycle selects what the same cycle's Romanian days do", async () => {
    t.clock.now = Date.parse("2026-05-10T09:00:00Z");
    // postpaid.owner's cycle starts on the 5th: the cycle of February 2026 is 5 February to 4 March.
    const cycle = await ask({ ...base, period: { kind: "billingCycle", year: 2026, instance: 2, day: 5 } });
    const days = await ask({ ...base, period: { kind: "dateRange", from: "2026-02-05", to: "2026-03-04" } });
    expect(Number(cycle.headers.get("x-total-count"))).toBeGreaterThan(0);
    expect(cycle.headers.get("x-total-count")).toBe(days.headers.get("x-total-count"));
    expect(cycle.body.map((u) => u.id)).toEqual(days.body.map((u) => u.id));
  });

  it("the sort the site asks for is one the back end takes (newest first by default)", async () => {
    t.clock.now = Date.parse("2026-05-10T09:00:00Z");
    const r = await ask({ ...base, period: { kind: "dateRange", from: "2026-03-01", to: "2026-03-31" } });
    const dates = r.body.map((u) => Date.parse(u.usageDate));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });
});
