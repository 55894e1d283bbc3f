import { recentBillingCycles } from "../../../src/domain/usage/billingCycles";
import { CHART_MAX_PAGES, chartPageCount, chartPageQuery, cycleUsageInput } from "../../../src/domain/usage/cycleUsageQuery";
import {
  DEFAULT_USAGE_LIST,
  parseUsageListQuery,
  readUsageListForm,
  reportLines,
  selectedCycle,
  selectedLine,
  serializeUsageListQuery,
  usageListInput,
  type UsageListForm,
} from "../../../src/domain/usage/usageListQuery";
import { buildUsageQuery } from "../../../src/domain/usage/usageQuery";

const cycles = recentBillingCycles(Date.parse("2026-02-20T10:00:00Z"), 5);
const form = (over: Partial<UsageListForm> = {}): UsageListForm => ({
  billType: "nefacturat",
  cycle: "2026-02",
  from: "",
  to: "",
  category: "toate",
  sort: "data",
  direction: "desc",
  line: "",
  ...over,
});

describe("SPEC §2 usage detail lists (billed or unbilled, 10 per page): the selection in the address", () => {
  it("defaults: unbilled, the default cycle, every category, newest first, page 1, own line", () => {
    expect(parseUsageListQuery("")).toEqual(DEFAULT_USAGE_LIST);
    expect(serializeUsageListQuery(DEFAULT_USAGE_LIST)).toBe("");
  });

  it("reads and writes every choice with Romanian words", () => {
    const search = "?stare=facturat&ciclu=2026-01&tip=apeluri&sortare=cost&ordine=asc&pagina=3&numar=0728000511";
    const q = parseUsageListQuery(search);
    expect(q).toEqual({
      billType: "billed",
      cycle: "2026-01",
      from: null,
      to: null,
      category: "voice",
      sort: { field: "amount", direction: "asc" },
      page: 3,
      line: "0728000511",
    });
    expect(serializeUsageListQuery(q)).toBe(search);
  });

  it("values the address cannot hold are the defaults; a range is kept as written (checked later)", () => {
    const q = parseUsageListQuery("?stare=x&ciclu=luna&tip=foo&sortare=pret&ordine=sus&pagina=-2&numar=abc&de=2026-02-10&pana=2026-02-01");
    expect(q).toMatchObject({
      billType: "unbilled",
      cycle: null,
      category: "all",
      sort: { field: "date", direction: "desc" },
      page: 1,
      line: null,
    });
    expect(q).toMatchObject({ from: "2026-02-10", to: "2026-02-01" });
    expect(serializeUsageListQuery(q)).toBe("?de=2026-02-10&pana=2026-02-01");
    // Checked where the list's query is built (the usage page's buildUsageQuery): said under the "to" field.
    const input = usageListInput(q, { customerId: "CUST-1", line: "0722000101", cycles });
    expect(input && buildUsageQuery(input)).toMatchObject({ ok: false, errors: { to: "rangeReversed" } });
  });
});

describe("SPEC §7 usage query input: billing cycle or date range", () => {
  const ctx = { customerId: "CUST-1", line: "0722000101", cycles };

  it("unbilled without a cycle: the running cycle; billed: the last billed one", () => {
    expect(selectedCycle({ billType: "unbilled", cycle: null }, cycles)?.start).toBe("2026-02-05");
    expect(selectedCycle({ billType: "billed", cycle: null }, cycles)?.start).toBe("2026-01-05");
    expect(selectedCycle({ billType: "billed", cycle: "2025-11" }, cycles)?.start).toBe("2025-11-05");
    expect(selectedCycle({ billType: "billed", cycle: "2020-01" }, cycles)?.start).toBe("2026-01-05");
  });

  it("the input of a cycle, category, sort and page", () => {
    const input = usageListInput(parseUsageListQuery("?tip=date&sortare=volum&pagina=2"), ctx);
    expect(input).toEqual({
      customerId: "CUST-1",
      mainSubscriptionProductId: "0722000101",
      billEventType: "unbilled",
      period: { kind: "billingCycle", year: 2026, instance: 2, day: 5 },
      category: "data",
      page: 2,
      sort: { field: "volume", direction: "desc" },
    });
  });

  it("a range wins over the cycle; no line: nothing to ask", () => {
    expect(usageListInput(parseUsageListQuery("?de=2026-02-01&ciclu=2026-01"), ctx)?.period).toEqual({
      kind: "dateRange",
      from: "2026-02-01",
      to: "",
    });
    expect(usageListInput(DEFAULT_USAGE_LIST, { ...ctx, line: null })).toBeNull();
  });

  it("the form: a new selection on page 1; a reversed, half or invalid range is refused with its message keys", () => {
    expect(readUsageListForm(form({ billType: "facturat", cycle: "2026-01", category: "sms", direction: "asc" }))).toEqual({
      ok: true,
      value: { ...DEFAULT_USAGE_LIST, billType: "billed", cycle: "2026-01", category: "sms", sort: { field: "date", direction: "asc" } },
    });
    expect(readUsageListForm(form({ from: "2026-02-10", to: "2026-02-01" }))).toEqual({ ok: false, errors: { to: "rangeReversed" } });
    expect(readUsageListForm(form({ from: "2026-02-10" }))).toEqual({ ok: false, errors: { to: "dateRequired" } });
    expect(readUsageListForm(form({ from: "2026-02-30", to: "2026-03-01" }))).toEqual({ ok: false, errors: { from: "dateInvalid" } });
    const range = readUsageListForm(form({ from: "2026-02-01", to: "2026-02-10" }));
    expect(range.ok && range.value).toMatchObject({ from: "2026-02-01", to: "2026-02-10", cycle: null, page: 1 });
  });
});

describe("docs/services-contract.md Access: the lines a user's reports offer", () => {
  it("owners and the Chooser: own number first, then the summary's numbers once; other roles their own", () => {
    expect(reportLines("0728000501", "Chooser", ["0728000501", "+40728000511", null, "0728000511"])).toEqual(["0728000501", "0728000511"]);
    expect(reportLines("0722000102", "User", ["0722000101"])).toEqual(["0722000102"]);
    expect(reportLines(null, "User", [])).toEqual([]);
  });
  it("the address's line when offered (or while not known yet), else the own", () => {
    expect(selectedLine({ line: "0728000511" }, ["0728000501", "0728000511"], true)).toBe("0728000511");
    expect(selectedLine({ line: "0799999999" }, ["0728000501"], true)).toBe("0728000501");
    expect(selectedLine({ line: "0728000511" }, ["0728000501"], false)).toBe("0728000511");
    expect(selectedLine({ line: null }, [], true)).toBeNull();
  });
});

describe("SPEC §7 usage query: the daily chart reads the cycle in pages of 100", () => {
  const input = {
    customerId: "CUST-1",
    mainSubscriptionProductId: "0722000101",
    billEventType: "unbilled" as const,
    period: { kind: "billingCycle" as const, year: 2026, instance: 2, day: 5 },
  };
  it("offset 0, 100, …; limit 100; oldest first", () => {
    const first = chartPageQuery(input, 0);
    const second = chartPageQuery(input, 1);
    expect(first.ok && first.query).toMatchObject({ offset: "0", limit: "100", sort: "date", "billingCycle.instance": "2" });
    expect(second.ok && second.query).toMatchObject({ offset: "100", limit: "100" });
    expect(chartPageQuery({ ...input, customerId: "" }, 0).ok).toBe(false);
  });
  it("pages of a total, capped", () => {
    expect(chartPageCount(0)).toBe(1);
    expect(chartPageCount(150)).toBe(2);
    expect(chartPageCount(100_000)).toBe(CHART_MAX_PAGES);
  });
});

describe("SPEC §7 usage: the daily chart's selection (unbilled, the running cycle, one line)", () => {
  it("needs a customer, a line and a cycle", () => {
    const cycle = cycles[0]!;
    expect(cycleUsageInput("CUST-1", "0722000101", cycle)).toEqual({
      customerId: "CUST-1",
      mainSubscriptionProductId: "0722000101",
      billEventType: "unbilled",
      period: { kind: "billingCycle", year: 2026, instance: 2, day: 5 },
    });
    expect(cycleUsageInput("", "0722000101", cycle)).toBeNull();
    expect(cycleUsageInput("CUST-1", null, cycle)).toBeNull();
    expect(cycleUsageInput("CUST-1", "0722000101", null)).toBeNull();
  });
});
