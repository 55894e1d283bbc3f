// usage-management: GET /dxl-nb-usage-management/usage (SPEC §7 "Usage and products", §9 usage page size 10; TMF635;
// docs/services-contract.md "Usage management") with the sandbox clock pinned at T0 = 2026-03-02 09:00 UTC unless a
// test moves it. postpaid.owner's cycle starts on the 5th: the unbilled cycle is 2026-02-05 → 2026-03-05 (Bucharest).
import { startTestSandbox, T0, type Reply, type TestSandbox } from "./support/sandbox";

const USAGE = "/dxl-nb-usage-management/usage";
const OWNER = { username: "postpaid.owner", customerId: "CUST-CBU-1001", msisdn: "0722000101", product: "prd-001-1" };

type Usage = {
  id: string;
  usageDate: string;
  usageType: string;
  status: string;
  description: string;
  usageCharacteristic: { name: string; value: string | number }[];
  ratedProductUsage: { isBilled: boolean; usageRatingTag: string; taxIncludedRatingAmount: { unit: string; value: number } }[];
};

const char = (u: Usage, name: string) => u.usageCharacteristic.find((c) => c.name === name)?.value;
const amount = (u: Usage) => u.ratedProductUsage[0].taxIncludedRatingAmount.value;
const cents = (x: number) => Math.round(x * 100);
const at = (u: Usage) => Date.parse(u.usageDate);

describe("usage-management", () => {
  let t: TestSandbox;
  const tokens = new Map<string, string>();
  beforeAll(async () => {
    t = await startTestSandbox({ accessTokenTtlSeconds: 24 * 3600 * 400 });
  });
  afterAll(() => t.close());
  afterEach(() => {
    t.clock.now = T0;
  });

  async function tokenOf(username: string): Promise<string> {
    if (!tokens.has(username)) tokens.set(username, (await t.login(username)).accessToken);
    return tokens.get(username) as string;
  }

  async function get(query: string, username = OWNER.username): Promise<Reply<Usage[]>> {
    return t.request<Usage[]>("GET", `${USAGE}?${query}`, { token: await tokenOf(username) });
  }

  async function ok(query: string, username = OWNER.username): Promise<Reply<Usage[]>> {
    const r = await get(query, username);
    if (r.status !== 200) throw new Error(`${query}: ${r.status} ${r.text}`);
    return r;
  }

  const count = (r: Reply) => Number(r.headers.get("x-total-count"));

  /** Every record of a selection, 100 at a time. */
  async function all(query: string, username = OWNER.username): Promise<Usage[]> {
    const out: Usage[] = [];
    for (let offset = 0; ; offset += 100) {
      const r = await ok(`${query}&limit=100&offset=${offset}`, username);
      out.push(...r.body);
      if (r.body.length < 100) return out;
    }
  }

  const q = (extra = "") => `customerId=${OWNER.customerId}${extra}`;

  describe("paging (SPEC §9: 10 per page) and totals", () => {
    it("unbilled usage 10 at a time: every page has the same totals, the pages add up to them, no record twice", async () => {
      const first = await ok(q("&nbVdfBillEventType=unbilled&total=true"));
      const total = count(first);
      expect(total).toBeGreaterThan(100);
      const totals = ["x-total-amount", "x-total-tax-excluded-amount", "x-total-duration", "x-total-volume", "x-total-currency"].map((h) =>
        first.headers.get(h),
      );
      expect(totals[4]).toBe("RON");
      const seen = new Set<string>();
      let sumCents = 0;
      let duration = 0;
      let volumeCents = 0;
      let pages = 0;
      for (let offset = 0; offset < total; offset += 10) {
        const r = await ok(q(`&nbVdfBillEventType=unbilled&total=true&offset=${offset}`));
        pages++;
        expect(r.body.length).toBe(Math.min(10, total - offset));
        expect(Number(r.headers.get("x-result-count"))).toBe(r.body.length);
        expect(count(r)).toBe(total);
        expect(
          ["x-total-amount", "x-total-tax-excluded-amount", "x-total-duration", "x-total-volume", "x-total-currency"].map((h) =>
            r.headers.get(h),
          ),
        ).toEqual(totals);
        for (const u of r.body) {
          expect(seen.has(u.id)).toBe(false);
          seen.add(u.id);
          sumCents += cents(amount(u));
          duration += Number(char(u, "duration") ?? 0);
          volumeCents += cents(Number(char(u, "volume") ?? 0));
        }
      }
      expect(pages).toBe(Math.ceil(total / 10));
      expect(seen.size).toBe(total);
      expect((sumCents / 100).toFixed(2)).toBe(totals[0]);
      expect(String(duration)).toBe(totals[2]);
      expect((volumeCents / 100).toFixed(2)).toBe(totals[3]);
      // Past the end: an empty page, the same count.
      const past = await ok(q(`&nbVdfBillEventType=unbilled&offset=${total}`));
      expect([past.body, count(past), past.headers.get("x-result-count")]).toEqual([[], total, "0"]);
    });

    it("no total flag: counts but no totals; the answer is stable (seeded, not random)", async () => {
      const a = await ok(q("&limit=25"));
      expect(a.headers.get("x-total-amount")).toBeNull();
      expect(a.body).toHaveLength(25);
      const b = await ok(q("&limit=25"));
      expect(b.body).toEqual(a.body);
    });

    it("the totals headers are readable by the site (CORS expose)", async () => {
      const r = await t.request("GET", `${USAGE}?${q("&total=true")}`, {
        token: await tokenOf(OWNER.username),
        headers: { origin: "http://127.0.0.1:9000" },
      });
      const exposed = (r.headers.get("access-control-expose-headers") ?? "").toLowerCase();
      for (const h of ["x-total-count", "x-result-count", "x-total-amount", "x-total-duration", "x-total-volume"])
        expect(exposed).toContain(h);
    });

    it("TMF635 shape: ids, Bucharest offsets, Romanian descriptions, amounts in RON, the line's product", async () => {
      const [u] = (await ok(q("&limit=1"))).body;
      expect(u).toMatchObject({
        "@type": "Usage",
        id: expect.stringMatching(/^USG-0722000101-\d{6}-\d{3}$/),
        usageDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0[23]:00$/),
        relatedParty: [{ id: OWNER.customerId, role: "Customer" }],
        ratedProductUsage: [{ productRef: { id: OWNER.product, name: "RED 12" }, taxIncludedRatingAmount: { unit: "RON" } }],
      });
      expect(char(u, "msisdn")).toBe(OWNER.msisdn);
      const one = await t.request("GET", `${USAGE}/${u.id}`, { token: await tokenOf(OWNER.username) });
      expect([one.status, one.body]).toEqual([200, u]);
    });
  });

  describe("billed and unbilled", () => {
    const cycleStart = Date.parse("2026-02-05T00:00:00+02:00");

    it("unbilled = the current cycle up to now; billed = the three cycles before it; together = everything", async () => {
      const unbilled = await all(q("&nbVdfBillEventType=unbilled"));
      const billed = await all(q("&nbVdfBillEventType=billed"));
      expect(unbilled.length + billed.length).toBe(count(await ok(q())));
      for (const u of unbilled) {
        expect([u.status, u.ratedProductUsage[0].isBilled]).toEqual(["rated", false]);
        expect(at(u)).toBeGreaterThanOrEqual(cycleStart);
        expect(at(u)).toBeLessThanOrEqual(T0);
      }
      for (const u of billed) {
        expect([u.status, u.ratedProductUsage[0].isBilled]).toEqual(["billed", true]);
        expect(at(u)).toBeLessThan(cycleStart);
        expect(at(u)).toBeGreaterThanOrEqual(Date.parse("2025-11-05T00:00:00+02:00"));
      }
      expect(billed.length).toBeGreaterThan(300);
    });

    it("a billing cycle (year, instance = its first month, day) is the same as its date range", async () => {
      const byCycle = await ok(q("&billingCycle.year=2026&billingCycle.instance=1&total=true"));
      const byRange = await ok(
        q(
          `&startDateTime=${encodeURIComponent("2026-01-05T00:00:00+02:00")}&endDateTime=${encodeURIComponent("2026-02-05T00:00:00+02:00")}&total=true`,
        ),
      );
      expect(count(byCycle)).toBeGreaterThan(100);
      expect(count(byRange)).toBe(count(byCycle));
      expect(byRange.headers.get("x-total-amount")).toBe(byCycle.headers.get("x-total-amount"));
      expect(byRange.body).toEqual(byCycle.body);
      // The cycle day defaults to the customer's (5); another day shifts the window.
      const day5 = await ok(q("&billingCycle.year=2026&billingCycle.instance=1&billingCycle.day=5"));
      expect(count(day5)).toBe(count(byCycle));
      const day1 = await all(q("&billingCycle.year=2026&billingCycle.instance=1&billingCycle.day=1"));
      expect(day1.every((u) => u.usageDate.startsWith("2026-01"))).toBe(true);
      // The running cycle, unbilled only; a cycle outside the kept history is empty.
      expect(count(await ok(q("&billingCycle.year=2026&billingCycle.instance=2")))).toBe(
        count(await ok(q("&nbVdfBillEventType=unbilled"))),
      );
      expect(count(await ok(q("&billingCycle.year=2026&billingCycle.instance=2&nbVdfBillEventType=billed")))).toBe(0);
      expect(count(await ok(q("&billingCycle.year=2024&billingCycle.instance=6")))).toBe(0);
    });

    it("when the clock passes the cycle day, the cycle becomes billed and a new unbilled one starts", async () => {
      const before = count(await ok(q("&billingCycle.year=2026&billingCycle.instance=2&nbVdfBillEventType=unbilled")));
      t.clock.now = Date.parse("2026-03-05T10:00:00+02:00");
      const billed = await ok(q("&billingCycle.year=2026&billingCycle.instance=2&nbVdfBillEventType=billed"));
      expect(count(billed)).toBeGreaterThan(before);
      const unbilled = await all(q("&nbVdfBillEventType=unbilled"));
      expect(unbilled.length).toBeGreaterThan(0);
      for (const u of unbilled) expect(u.usageDate.startsWith("2026-03-05T")).toBe(true);
    });
  });

  describe("filters", () => {
    it("categories split the usage; roaming = any use abroad; lists are comma-separated", async () => {
      const total = count(await ok(q()));
      let sum = 0;
      for (const c of ["voice", "sms", "mms", "data", "other"]) {
        const rows = await all(q(`&nVdfCategory=${c}`));
        sum += rows.length;
        for (const u of rows) expect(u.usageType).toBe(c);
      }
      expect(sum).toBe(total);
      const data = await all(q("&nVdfCategory=data&nbVdfBillEventType=unbilled"));
      expect(data.length).toBeGreaterThan(0);
      for (const u of data) expect(typeof char(u, "volume")).toBe("number");
      const roaming = await all(q("&nVdfCategory=roaming"));
      expect(roaming.length).toBeGreaterThan(0);
      for (const u of roaming) {
        expect(char(u, "accessType")).toBe("roaming");
        expect(char(u, "roamingCountryName")).toEqual(expect.any(String));
        expect(u.description).toContain(`(${char(u, "roamingCountryName")})`);
      }
      const voiceSms = count(await ok(q("&nVdfCategory=voice,sms")));
      expect(voiceSms).toBe(count(await ok(q("&nVdfCategory=voice"))) + count(await ok(q("&nVdfCategory=sms"))));
    });

    it("access types: national, international (destination country), roaming; combined with a category", async () => {
      const total = count(await ok(q()));
      const national = count(await ok(q("&nVdfAccessType=national")));
      const international = await all(q("&nVdfAccessType=international"));
      const roaming = count(await ok(q("&nVdfAccessType=roaming")));
      expect(national + international.length + roaming).toBe(total);
      expect(roaming).toBe(count(await ok(q("&nVdfCategory=roaming"))));
      for (const u of international) {
        expect(char(u, "accessType")).toBe("international");
        expect(String(char(u, "calledNumber"))).toMatch(/^\+/);
      }
      const roamingCalls = await all(q("&nVdfCategory=voice&nVdfAccessType=roaming"));
      for (const u of roamingCalls) expect([u.usageType, char(u, "accessType")]).toEqual(["voice", "roaming"]);
    });

    it("mainSubscriptionProductId: the product id or the msisdn of a line; business.chooser sees each of its two lines", async () => {
      expect(count(await ok(q(`&mainSubscriptionProductId=${OWNER.product}`)))).toBe(count(await ok(q())));
      expect(count(await ok(q(`&mainSubscriptionProductId=${OWNER.msisdn}`)))).toBe(count(await ok(q())));
      const biz = (extra: string) => ok(`customerId=CUST-EBU-5000${extra}`, "business.chooser");
      const a = count(await biz("&mainSubscriptionProductId=prd-007-1"));
      const b = await biz("&mainSubscriptionProductId=prd-007-2&limit=5");
      expect(a).toBeGreaterThan(0);
      expect(count(b)).toBeGreaterThan(0);
      expect(count(await biz(""))).toBe(a + count(b));
      for (const u of b.body) expect(char(u, "msisdn")).toBe("0728000511");
    });

    it("allowances: RED 12's unlimited minutes are included usage (0 lei); prepaid SMS (no allowance) are pay-per-use", async () => {
      const calls = await all(q("&nVdfCategory=voice&nVdfAccessType=national"));
      expect(calls.length).toBeGreaterThan(0);
      for (const u of calls) expect([u.ratedProductUsage[0].usageRatingTag, amount(u)]).toEqual(["included usage", 0]);
      const prepaidSms = await all("customerId=CUST-CBU-2001&nVdfCategory=sms&nVdfAccessType=national", "prepaid.owner");
      expect(prepaidSms.length).toBeGreaterThan(0);
      for (const u of prepaidSms) expect([u.ratedProductUsage[0].usageRatingTag, amount(u)]).toEqual(["usage", 0.1]);
    });

    it("fixed.owner has no mobile lines: an empty list", async () => {
      const r = await ok("customerId=CUST-CBU-4001", "fixed.owner");
      expect([r.body, count(r)]).toEqual([[], 0]);
      expect(count(await ok("customerId=CUST-CBU-4001&mainSubscriptionProductId=prd-006-1", "fixed.owner"))).toBe(0);
    });
  });

  describe("date ranges across the DST changes (Europe/Bucharest)", () => {
    const range = (start: string, end: string) => `&startDateTime=${encodeURIComponent(start)}&endDateTime=${encodeURIComponent(end)}`;

    it("2026-03-29 (23 hours): exactly that local day's records, +02:00 before 03:00 and +03:00 after", async () => {
      t.clock.now = Date.parse("2026-04-10T09:00:00Z");
      const day = await all(q(range("2026-03-29T00:00:00+02:00", "2026-03-30T00:00:00+03:00")));
      expect(day.length).toBeGreaterThan(0);
      for (const u of day) {
        expect(u.usageDate.slice(0, 10)).toBe("2026-03-29");
        expect(u.usageDate.slice(19)).toBe(Number(u.usageDate.slice(11, 13)) < 3 ? "+02:00" : "+03:00");
        expect(u.usageDate.slice(11, 13)).not.toBe("03");
      }
      expect(day.some((u) => u.usageDate.endsWith("+02:00"))).toBe(true);
      expect(day.some((u) => u.usageDate.endsWith("+03:00"))).toBe(true);
      // The same as picking the day out of its billing cycle (2026-03-05 → 2026-04-05).
      const cycle = await all(q("&billingCycle.year=2026&billingCycle.instance=3"));
      expect(day.map((u) => u.id).sort()).toEqual(
        cycle
          .filter((u) => u.usageDate.startsWith("2026-03-29"))
          .map((u) => u.id)
          .sort(),
      );
      // The same instants written in UTC select the same records; midnight UTC is another window.
      expect(count(await ok(q(range("2026-03-28T22:00:00Z", "2026-03-29T21:00:00Z"))))).toBe(day.length);
      const utcDay = await all(q(range("2026-03-29T00:00:00Z", "2026-03-30T00:00:00Z")));
      expect(utcDay.map((u) => u.id)).not.toEqual(day.map((u) => u.id));
    });

    it("2026-10-25 (25 hours): +03:00 until 04:00, then +02:00; the cycle's days add up", async () => {
      t.clock.now = Date.parse("2026-11-10T09:00:00Z");
      const day = await all(q(range("2026-10-25T00:00:00+03:00", "2026-10-26T00:00:00+02:00")));
      expect(day.length).toBeGreaterThan(0);
      for (const u of day) {
        expect(u.usageDate.slice(0, 10)).toBe("2026-10-25");
        const t0 = at(u);
        expect(u.usageDate.slice(19)).toBe(t0 < Date.parse("2026-10-25T01:00:00Z") ? "+03:00" : "+02:00");
      }
      const cycle = await all(q("&billingCycle.year=2026&billingCycle.instance=10&total=true"));
      expect(day.length).toBe(cycle.filter((u) => u.usageDate.startsWith("2026-10-25")).length);
      // Every record of the billed cycle lies in [2026-10-05 00:00 +03:00, 2026-11-05 00:00 +02:00).
      for (const u of cycle) {
        expect(at(u)).toBeGreaterThanOrEqual(Date.parse("2026-10-05T00:00:00+03:00"));
        expect(at(u)).toBeLessThan(Date.parse("2026-11-05T00:00:00+02:00"));
        expect(u.status).toBe("billed");
      }
    });
  });

  describe("sorting", () => {
    const keys: [string, (u: Usage) => number][] = [
      ["date", at],
      ["amount", amount],
      ["duration", (u) => Number(char(u, "duration") ?? 0)],
      ["volume", (u) => Number(char(u, "volume") ?? 0)],
    ];
    it.each(keys)("%s ascending and descending, across pages", async (key, value) => {
      for (const sort of [key, `-${key}`]) {
        const page1 = (await ok(q(`&sort=${sort}&limit=50`))).body;
        const page2 = (await ok(q(`&sort=${sort}&limit=50&offset=50`))).body;
        const values = [...page1, ...page2].map(value);
        const sorted = [...values].sort((a, b) => (sort.startsWith("-") ? b - a : a - b));
        expect(values).toEqual(sorted);
        expect(new Set([...page1, ...page2].map((u) => u.id)).size).toBe(100);
      }
    });

    it("default: newest first", async () => {
      const values = (await ok(q("&limit=30"))).body.map(at);
      expect(values).toEqual([...values].sort((a, b) => b - a));
    });
  });

  describe("access", () => {
    it("no token → 401; another customer → 403 customer_not_allowed; a line or product not yours → 403 product_not_allowed", async () => {
      expect((await t.request("GET", `${USAGE}?${q()}`)).status).toBe(401);
      const other = await get("customerId=CUST-CBU-2001");
      expect([other.status, other.body]).toEqual([403, expect.objectContaining({ code: "customer_not_allowed", status: "403" })]);
      for (const p of ["prd-002-1", "0722000102", "prd-003-1", "nothing"]) {
        const r = await get(q(`&mainSubscriptionProductId=${p}`));
        expect([p, r.status, (r.body as unknown as { code: string }).code]).toEqual([p, 403, "product_not_allowed"]);
      }
      const foreign = await t.request("GET", `${USAGE}/USG-0733000201-202602-001`, { token: await tokenOf(OWNER.username) });
      expect([foreign.status, foreign.body.code]).toEqual([403, "product_not_allowed"]);
      const missing = await t.request("GET", `${USAGE}/USG-0722000101-202602-999`, { token: await tokenOf(OWNER.username) });
      expect([missing.status, missing.body.code]).toEqual([404, "usage_not_found"]);
    });

    it("a plain user reads only their own line, under the shared customer", async () => {
      const r = await ok("customerId=CUST-CBU-1001&limit=100", "postpaid.user");
      expect(count(r)).toBeGreaterThan(0);
      for (const u of r.body) expect(char(u, "msisdn")).toBe("0722000102");
      const owners = await get("customerId=CUST-CBU-1001&mainSubscriptionProductId=0722000101", "postpaid.user");
      expect([owners.status, (owners.body as unknown as { code: string }).code]).toEqual([403, "product_not_allowed"]);
    });

    it("own-line business roles see their number only; the chooser's second line is not theirs", async () => {
      const r = await ok("customerId=CUST-EBU-5000&limit=100", "business.delegated");
      for (const u of r.body) expect(char(u, "msisdn")).toBe("0728000502");
      const chooser = await get("customerId=CUST-EBU-5000&mainSubscriptionProductId=0728000511", "business.delegated");
      expect(chooser.status).toBe(403);
    });

    it("technical chooser and non-operator users are kept out (403 insufficient_role)", async () => {
      for (const [user, customer] of [
        ["business.technical", "CUST-EBU-5000"],
        ["nonvf.user", "CUST-NONVF-7001"],
      ]) {
        const r = await get(`customerId=${customer}`, user);
        expect([user, r.status, (r.body as unknown as { code: string }).code]).toEqual([user, 403, "insufficient_role"]);
      }
    });
  });

  describe("bad parameters → 400 with a code", () => {
    const enc = encodeURIComponent;
    it.each([
      ["", "missing_parameter"],
      [q("&limit=101"), "invalid_limit"],
      [q("&limit=0"), "invalid_limit"],
      [q("&limit=ten"), "invalid_limit"],
      [q("&offset=-1"), "invalid_offset"],
      [q("&total=yes"), "invalid_total"],
      [q("&nbVdfBillEventType=paid"), "invalid_bill_event_type"],
      [q("&nVdfCategory=fax"), "invalid_category"],
      [q("&nVdfCategory=voice,fax"), "invalid_category"],
      [q("&nVdfAccessType=space"), "invalid_access_type"],
      [q("&sort=name"), "invalid_sort"],
      [q("&sort=date&sort=amount"), "repeated_parameter"],
      [q("&billingCycle.year=2026"), "invalid_billing_cycle"],
      [q("&billingCycle.year=2026&billingCycle.instance=13"), "invalid_billing_cycle"],
      [q("&billingCycle.year=2026&billingCycle.instance=2&billingCycle.day=32"), "invalid_billing_cycle"],
      [q(`&startDateTime=${enc("2026-03-29")}&endDateTime=${enc("2026-03-30T00:00:00+03:00")}`), "invalid_date_time"],
      [q(`&startDateTime=${enc("2026-03-29T00:00:00")}&endDateTime=${enc("2026-03-30T00:00:00+03:00")}`), "invalid_date_time"],
      [q(`&startDateTime=${enc("2026-02-30T00:00:00+02:00")}&endDateTime=${enc("2026-03-30T00:00:00+03:00")}`), "invalid_date_time"],
      // "+" not encoded arrives as a space.
      [q("&startDateTime=2026-03-29T00:00:00+02:00&endDateTime=2026-03-30T00:00:00+03:00"), "invalid_date_time"],
      [q(`&startDateTime=${enc("2026-03-29T00:00:00+02:00")}`), "incomplete_date_range"],
      [q(`&startDateTime=${enc("2026-03-30T00:00:00+03:00")}&endDateTime=${enc("2026-03-29T00:00:00+02:00")}`), "invalid_date_range"],
      [
        q(
          `&billingCycle.year=2026&billingCycle.instance=2&startDateTime=${enc("2026-03-29T00:00:00+02:00")}&endDateTime=${enc("2026-03-30T00:00:00+03:00")}`,
        ),
        "conflicting_selection",
      ],
    ])("%s → %s", async (query, code) => {
      const r = await get(query);
      expect([r.status, (r.body as unknown as { code: string; "@type": string }).code]).toEqual([400, code]);
      expect(r.body).toMatchObject({ "@type": "Error", status: "400", message: expect.any(String) });
    });

    it("limit 100 is the largest page", async () => {
      const r = await ok(q("&limit=100"));
      expect(r.body).toHaveLength(100);
    });
  });
});
