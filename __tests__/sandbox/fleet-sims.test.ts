// The company's lines (issue 27; SPEC §7 "Bar/unbar": GET /list?owner, GET /count, POST /list/{id}/{action}; SPEC §7
// "Identity and sign-in": subscribers, subscriber-search; SPEC §6 roles; SPEC §8 DXL-BAR-UNBAR_006). Each role reaches
// its part of Acme's fleet (auth/companyScope.ts): the chooser every line, the delegated chooser BAN 500000502, a sub
// user their own line, a consumer and a non-operator user nothing (403). The expectations are computed from the seed
// (sandbox/src/seed/fleet.ts), so they follow it.
import { insertPermission, type PrivilegeRecord } from "../../sandbox/src/modules/permissions/store";
import { FLEETS, type FleetLine } from "../../sandbox/src/seed/fleet";
import { startTestSandbox, T0, type Reply, type TestSandbox } from "./support/sandbox";

const ACME = FLEETS.find((f) => f.customerId === "CUST-EBU-5000")!;
const OTHER_COMPANY_LINE = "0728000902"; // multi.identity's company (CUST-EBU-6101)
const REFUSED = "DXL-BAR-UNBAR_006";
const sorted = (lines: readonly FleetLine[]) => lines.map((l) => l.msisdn).sort();
const onBan = (ban: string) => ACME.lines.filter((l) => l.ban === ban);
const fold = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

type Line = {
  msisdn: string;
  ban: string;
  userName: string;
  plan: { id: string; name: string };
  status: string;
  statusDate: string | null;
  availableAction: string;
  customerRequest?: { id: string };
};
type Subscriber = { msisdn: string; ban: string; userName: string; plan: { id: string; name: string }; activatedOn: string };

describe("the company's lines (SPEC §7 Bar/unbar list, count, per-line action; subscribers)", () => {
  let t: TestSandbox;
  const tokens = new Map<string, string>();
  beforeAll(async () => {
    t = await startTestSandbox({ accessTokenTtlSeconds: 7 * 24 * 3600 });
  });
  afterAll(() => t.close());

  async function call<T = Line[]>(method: string, path: string, username: string, body?: unknown): Promise<Reply<T>> {
    if (!tokens.has(username)) tokens.set(username, (await t.login(username)).accessToken);
    return t.request<T>(method, path, { token: tokens.get(username), body });
  }
  const list = (username: string, query = "") => call<Line[]>("GET", `/bar-unbar/list${query}`, username);
  const count = (username: string, query = "") =>
    call<{ total: number; active: number; barred: number }>("GET", `/bar-unbar/count${query}`, username);
  const act = (username: string, msisdn: string, action: string, body?: unknown) =>
    call<Line>("POST", `/bar-unbar/list/${msisdn}/${action}`, username, body);
  const total = (r: Reply) => Number(r.headers.get("x-total-count"));
  const refusal = (r: Reply) => [r.status, (r.body as { code?: string }).code, (r.body as { reason?: string }).reason];

  /** Every line the persona reaches with the filters, read page by page at the largest page. */
  async function everything(username: string, query = ""): Promise<Line[]> {
    const all: Line[] = [];
    for (let offset = 0; ; offset += 50) {
      const r = await list(username, `?limit=50&offset=${offset}${query}`);
      expect(r.status).toBe(200);
      all.push(...r.body);
      if (r.body.length < 50) return all;
    }
  }

  describe("scope per role (SPEC §6)", () => {
    it("the chooser reaches every line of the company (~300), by number, 20 a page by default", async () => {
      const first = await list("business.chooser");
      expect(first.status).toBe(200);
      expect(total(first)).toBe(ACME.lines.length);
      expect(ACME.lines.length).toBeGreaterThan(280);
      expect(first.body).toHaveLength(20);
      expect(Number(first.headers.get("x-result-count"))).toBe(20);
      const all = await everything("business.chooser");
      expect(all.map((l) => l.msisdn)).toEqual(sorted(ACME.lines));
      const one = all.find((l) => l.msisdn === "0729100230")!;
      const seed = ACME.lines.find((l) => l.msisdn === "0729100230")!;
      expect(one).toMatchObject({
        ban: "500000503",
        userName: seed.userName,
        plan: seed.plan,
        status: "active",
        statusDate: null,
        availableAction: "bar",
      });
    });

    it("the delegated chooser reaches only BAN 500000502; the authorized person only BAN 500000501", async () => {
      expect((await everything("business.delegated")).map((l) => l.msisdn)).toEqual(sorted(onBan("500000502")));
      expect(total(await list("business.authorized"))).toBe(onBan("500000501").length);
      // A filter on an account out of reach finds nothing (nothing leaks).
      const other = await list("business.delegated", "?ban=500000503");
      expect([other.status, other.body, total(other)]).toEqual([200, [], 0]);
    });

    it("a sub user and a technical chooser reach their own line only", async () => {
      expect((await list("business.sub")).body.map((l) => l.msisdn)).toEqual(["0728000506"]);
      expect((await list("business.technical")).body.map((l) => l.msisdn)).toEqual(["0728000504"]);
      expect(await count("business.sub")).toMatchObject({ status: 200, body: { total: 1, active: 1, barred: 0 } });
    });

    it("a consumer is 403 not_business, a non-operator user 403 insufficient_role, nobody signed in 401 (list, count, action)", async () => {
      for (const r of [await list("postpaid.owner"), await count("postpaid.owner"), await act("postpaid.owner", "0722000101", "bar")])
        expect([r.status, (r.body as { code?: string }).code]).toEqual([403, "not_business"]);
      for (const r of [await list("nonvf.user"), await count("nonvf.user"), await act("nonvf.user", "0744000701", "bar")])
        expect([r.status, (r.body as { code?: string }).code]).toEqual([403, "insufficient_role"]);
      expect((await t.request("GET", "/bar-unbar/list")).status).toBe(401);
    });
  });

  describe("filters and count", () => {
    it("owner=true: only the lines the caller holds (their own number); owner=false: every line", async () => {
      expect((await list("business.chooser", "?owner=true")).body.map((l) => l.msisdn)).toEqual(["0728000501"]);
      expect((await list("business.delegated", "?owner=true")).body.map((l) => l.msisdn)).toEqual(["0728000502"]);
      expect(total(await list("business.chooser", "?owner=false"))).toBe(ACME.lines.length);
    });

    it("q finds a number (also typed with spaces or +40), an employee's name without diacritics, or an account", async () => {
      const byName = await everything("business.chooser", "&q=LAZAR");
      const expected = ACME.lines.filter((l) => fold(l.userName).includes("lazar"));
      expect(expected.length).toBeGreaterThan(5);
      expect(byName.map((l) => l.msisdn)).toEqual(sorted(expected));
      expect(byName.every((l) => l.userName.includes("Lazăr"))).toBe(true);
      for (const q of ["0729100231", "0729 100 231", "+40729100231"])
        expect((await list("business.chooser", `?q=${encodeURIComponent(q)}`)).body.map((l) => l.msisdn)).toEqual(["0729100231"]);
      expect(total(await list("business.chooser", "?q=500000503"))).toBe(onBan("500000503").length);
      expect(total(await list("business.chooser", "?q=nimeni-nu-are-numele-asta"))).toBe(0);
    });

    it("ban and state narrow the list; filters combine; the count follows the same filters", async () => {
      const ban = await everything("business.chooser", "&ban=500000503");
      expect(ban.map((l) => l.msisdn)).toEqual(sorted(onBan("500000503")));
      expect(await count("business.chooser", "?ban=500000503")).toMatchObject({
        status: 200,
        body: { total: onBan("500000503").length, active: onBan("500000503").length, barred: 0 },
      });
      const name = onBan("500000503")[0].userName;
      const both = await everything("business.chooser", `&ban=500000503&q=${encodeURIComponent(name)}`);
      expect(both.length).toBeGreaterThan(0);
      expect(both.every((l) => l.ban === "500000503" && l.userName === name)).toBe(true);
      expect((await list("business.chooser", "?state=barred")).body).toEqual([]);
      expect(total(await list("business.chooser", "?state=active"))).toBe(ACME.lines.length);
    });

    it("offset and limit page through the list; limit is at most 50", async () => {
      const page2 = await list("business.chooser", "?offset=20&limit=20");
      expect(page2.body.map((l) => l.msisdn)).toEqual(sorted(ACME.lines).slice(20, 40));
      const last = await list("business.chooser", `?offset=${ACME.lines.length - 3}&limit=50`);
      expect([last.body.length, Number(last.headers.get("x-result-count")), total(last)]).toEqual([3, 3, ACME.lines.length]);
      expect((await list("business.chooser", "?limit=50")).body).toHaveLength(50);
    });

    it("every bad filter is a 400 invalid_query naming it (list and count)", async () => {
      for (const q of [
        "?limit=51",
        "?limit=0",
        "?limit=abc",
        "?offset=-1",
        "?owner=yes",
        "?state=suspended",
        "?ban=50000050x",
        `?q=${"a".repeat(61)}`,
        "?q=a&q=b",
        "?sort=msisdn",
      ]) {
        const r = await list("business.chooser", q);
        expect([q, r.status, (r.body as { code?: string }).code]).toEqual([q, 400, "invalid_query"]);
      }
      const c = await count("business.chooser", "?state=blocked");
      expect([c.status, (c.body as { code?: string }).code]).toEqual([400, "invalid_query"]);
      expect((c.body as { message?: string }).message).toMatch(/state/);
      // Paging belongs to the list, not to the count.
      expect((await count("business.chooser", "?limit=5")).status).toBe(400);
    });
  });

  describe("per-line action (POST /list/{id}/{action}, empty body)", () => {
    const LINE = "0729100240"; // BAN 500000503

    it("the chooser blocks an employee's line: suspended in the list, counted barred, a customer request; a repeat is 409", async () => {
      const barred = await act("business.chooser", LINE, "bar");
      expect(barred.status).toBe(200);
      expect(barred.body).toMatchObject({ msisdn: LINE, ban: "500000503", status: "suspended", availableAction: "unbar" });
      expect(Date.parse(barred.body.statusDate as string)).toBe(T0 - (T0 % 1000));
      expect(barred.body.customerRequest?.id).toMatch(/\S/);
      const { customerRequest: _request, ...shown } = barred.body;
      expect((await list("business.chooser", "?state=barred")).body).toEqual([shown]);
      expect((await count("business.chooser", "?ban=500000503")).body).toEqual({
        total: onBan("500000503").length,
        active: onBan("500000503").length - 1,
        barred: 1,
      });
      const requests = t.sb.db
        .prepare("SELECT kind, related_id FROM tt_ticket WHERE user_id = 'usr-007' AND class = 'request' AND related_id = ?")
        .all(LINE);
      expect(requests).toEqual([{ kind: "simBlock", related_id: LINE }]);

      expect(refusal(await act("business.chooser", LINE, "bar"))).toEqual([409, REFUSED, "alreadyBarred"]);
      const unbarred = await act("business.chooser", LINE, "unbar");
      expect(unbarred.body).toMatchObject({ status: "active", availableAction: "bar" });
      expect(refusal(await act("business.chooser", LINE, "unbar"))).toEqual([409, REFUSED, "notBarred"]);
      expect((await count("business.chooser")).body.barred).toBe(0);
    });

    it("a line out of reach is 404 'Not found': another account for the delegated chooser, another company's line, an unknown number", async () => {
      expect(refusal(await act("business.delegated", LINE, "bar"))).toEqual([404, "Not found", "Not found"]);
      expect(refusal(await act("business.chooser", OTHER_COMPANY_LINE, "bar"))).toEqual([404, "Not found", "Not found"]);
      expect(refusal(await act("business.chooser", "0722000101", "bar"))).toEqual([404, "Not found", "Not found"]);
      expect(refusal(await act("business.chooser", "0799999999", "bar"))).toEqual([404, "Not found", "Not found"]);
      expect(refusal(await act("business.sub", "0729100010", "bar"))).toEqual([404, "Not found", "Not found"]);
      expect((await list("business.chooser", "?state=barred")).body).toEqual([]);
      // The delegated chooser acts on its own account.
      const own = await act("business.delegated", onBan("500000502")[0].msisdn, "bar");
      expect([own.status, own.body.status]).toEqual([200, "suspended"]);
      expect((await act("business.delegated", onBan("500000502")[0].msisdn, "unbar")).status).toBe(200);
    });

    it("a sub user may not block even their own line: 403 DXL-BAR-UNBAR_006 notContractHolder", async () => {
      expect(refusal(await act("business.sub", "0728000506", "bar"))).toEqual([403, REFUSED, "notContractHolder"]);
      expect((await list("business.sub")).body[0].status).toBe("active");
    });

    it("a bad number or action is 400 invalid_params, a body 400 invalid_body, a query 400 invalid_query; nothing changes", async () => {
      for (const [id, action] of [
        ["12345", "bar"],
        ["07291002401", "bar"],
        [LINE, "block"],
        [LINE, "BAR"],
      ]) {
        const r = await act("business.chooser", id, action);
        expect([id, action, r.status, (r.body as { code?: string }).code]).toEqual([id, action, 400, "invalid_params"]);
      }
      expect(refusal(await act("business.chooser", LINE, "bar", { reason: "lost" }))).toEqual([400, "invalid_body", "invalid_body"]);
      const withQuery = await call("POST", `/bar-unbar/list/${LINE}/bar?force=true`, "business.chooser");
      expect([withQuery.status, (withQuery.body as { code?: string }).code]).toEqual([400, "invalid_query"]);
      expect((await count("business.chooser")).body.barred).toBe(0);
    });

    it("the single-SIM routes still answer beside the business ones", async () => {
      const own = await call<{ status: string }>("GET", "/bar-unbar/0728000501?targetSystem=BSCS", "business.chooser");
      expect([own.status, own.body.status]).toEqual([200, "active"]);
      // "list" and "count" are not numbers of the single-SIM POST.
      expect((await call("POST", "/bar-unbar/list?targetSystem=BSCS", "business.chooser")).status).toBe(404);
    });
  });

  describe("privileges granted by a chooser (permissions store, 'barUnbar')", () => {
    function grant(
      userId: string,
      asset: { type: "msisdn" | "ban"; id: string },
      action: PrivilegeRecord["action"],
      from: number,
      to: number | null,
    ) {
      insertPermission(
        t.sb.db,
        {
          customerId: ACME.customerId,
          userId,
          granterId: "usr-007",
          startAt: from,
          endAt: to,
          privileges: [{ assetType: asset.type, assetId: asset.id, action }],
        },
        t.clock.now,
      );
    }

    it("a sub user granted 'barUnbar' on a line until a date reaches and blocks it; after the date, neither", async () => {
      const LINE = "0729100020";
      const day = 24 * 3600 * 1000;
      // Another privilege on another line gives no block right and no reach here.
      grant("usr-012", { type: "msisdn", id: "0729100021" }, "viewBills", t.clock.now - day, null);
      grant("usr-012", { type: "msisdn", id: LINE }, "barUnbar", t.clock.now - day, t.clock.now + day);
      expect((await list("business.sub")).body.map((l) => l.msisdn)).toEqual(["0728000506", LINE]);
      expect(refusal(await act("business.sub", "0729100021", "bar"))).toEqual([404, "Not found", "Not found"]);
      const barred = await act("business.sub", LINE, "bar");
      expect([barred.status, barred.body.status]).toEqual([200, "suspended"]);
      // Its own line is still not theirs to block.
      expect(refusal(await act("business.sub", "0728000506", "bar"))).toEqual([403, REFUSED, "notContractHolder"]);

      t.clock.advance(2 * day);
      expect((await list("business.sub")).body.map((l) => l.msisdn)).toEqual(["0728000506"]);
      expect(refusal(await act("business.sub", LINE, "unbar"))).toEqual([404, "Not found", "Not found"]);
      expect((await act("business.chooser", LINE, "unbar")).status).toBe(200);
    });

    it("a technical chooser granted 'barUnbar' on an account reaches its lines and may act on them", async () => {
      grant("usr-010", { type: "ban", id: "500000503" }, "barUnbar", t.clock.now - 1000, null);
      expect(total(await list("business.technical"))).toBe(onBan("500000503").length + 1);
      expect(total(await list("business.technical", "?ban=500000503"))).toBe(onBan("500000503").length);
      const line = onBan("500000503")[5].msisdn;
      expect((await act("business.technical", line, "bar")).body.status).toBe("suspended");
      expect((await act("business.technical", line, "unbar")).body.status).toBe("active");
      expect(refusal(await act("business.technical", onBan("500000502")[0].msisdn, "bar"))).toEqual([404, "Not found", "Not found"]);
    });
  });

  describe("subscribers and subscriber-search (identity)", () => {
    const subscribers = (username: string, query = "") => call<Subscriber[]>("GET", `/identity/subscribers${query}`, username);
    const search = (username: string, query: string) => call<Subscriber[]>("GET", `/identity/subscriber-search${query}`, username);

    it("the lines in reach as subscribers (number, account, employee, plan, activation day), by number, a page at a time", async () => {
      const first = await subscribers("business.chooser");
      expect([first.status, total(first), first.body.length]).toEqual([200, ACME.lines.length, 20]);
      expect(first.body.map((s) => s.msisdn)).toEqual(sorted(ACME.lines).slice(0, 20));
      const seed = ACME.lines.find((l) => l.msisdn === first.body[0].msisdn)!;
      expect(first.body[0]).toMatchObject({ ban: seed.ban, userName: seed.userName, plan: seed.plan, activatedOn: seed.activatedOn });
      const ban = await subscribers("business.chooser", "?ban=500000503&offset=50&limit=50");
      expect([total(ban), ban.body.map((s) => s.msisdn)]).toEqual([onBan("500000503").length, sorted(onBan("500000503")).slice(50)]);
      expect(total(await subscribers("business.delegated"))).toBe(onBan("500000502").length);
      expect((await subscribers("business.sub")).body.map((s) => s.msisdn)).toEqual(["0728000506"]);
      for (const q of ["?limit=51", "?ban=x", "?offset=-5", "?q=ana"])
        expect([q, (await subscribers("business.chooser", q)).status]).toEqual([q, 400]);
      expect((await subscribers("postpaid.owner")).status).toBe(403);
      expect((await subscribers("nonvf.user")).status).toBe(403);
    });

    it("subscriber-search finds by number, name or account, at most 20; q of at least 2 characters", async () => {
      const byName = await search("business.chooser", "?q=lazar");
      const expected = ACME.lines.filter((l) => fold(l.userName).includes("lazar"));
      expect(total(byName)).toBe(expected.length);
      expect(byName.body.map((s) => s.msisdn)).toEqual(sorted(expected).slice(0, 20));
      expect((await search("business.chooser", "?q=0729100231")).body.map((s) => s.msisdn)).toEqual(["0729100231"]);
      const byBan = await search("business.chooser", "?q=500000503&limit=5");
      expect([total(byBan), byBan.body.length]).toEqual([onBan("500000503").length, 5]);
      expect(byBan.body.every((s) => s.ban === "500000503")).toBe(true);
      // Only the caller's reach: the delegated chooser finds nothing on another account.
      expect((await search("business.delegated", "?q=0729100231")).body).toEqual([]);
      for (const q of ["?q=a", "?q=%20a%20", "", "?q=ana&limit=21", "?q=ana&limit=0"])
        expect([q, (await search("business.chooser", q)).status]).toEqual([q, 400]);
      expect((await search("postpaid.owner", "?q=ana")).status).toBe(403);
    });
  });
});
