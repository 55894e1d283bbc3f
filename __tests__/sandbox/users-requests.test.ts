// Users' requests (issue 27; SPEC §2 "cererileutilizatorilor", §6 roles, §7 trouble tickets; TMF621): the company's
// requests and tickets, scoped by companyScope (Chooser: every account; DelegatedChooser and AuthorizedPerson: their
// account's users), other roles refused with their own code, filters by user, state and day, pages and x-total-count,
// and the requests the personas' actions record (recordCustomerRequest) appear beside the seeded ones.
import { recordCustomerRequest } from "../../sandbox/src/modules/trouble-ticket/requests";
import { fleetLine } from "../../sandbox/src/seed/fleet";
import { startTestSandbox, type Reply, type TestSandbox } from "./support/sandbox";

const BASE = "/trouble-ticket/companyRequest";
const MIN = 60_000;
const DAY = 24 * 60 * MIN;

type Party = { id: string; name?: string; role: string };
type Request = {
  id: string;
  href: string;
  "@type": string;
  ticketType: string;
  status: string;
  description: string;
  creationDate: string;
  channel: { id: string; name: string };
  relatedEntity: { id: string; role: string }[];
  relatedParty: Party[];
  statusChange: { status: string; changeDate: string }[];
};
type Requester = { id: string; name: string; msisdn: string; requestCount: number };

const requesterOf = (r: Request) => r.relatedParty.find((p) => p.role === "requester");
/** Bucharest day (YYYY-MM-DD) of an instant. */
const dayOf = (ms: number) => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Bucharest" }).format(new Date(ms));

describe("users' requests (SPEC §7 trouble tickets, cererileutilizatorilor)", () => {
  let t: TestSandbox;
  const tokens = new Map<string, string>();
  beforeAll(async () => {
    t = await startTestSandbox({ accessTokenTtlSeconds: 30 * 24 * 3600 });
  });
  afterAll(() => t.close());

  async function call<T = Request[]>(path: string, username: string): Promise<Reply<T>> {
    if (!tokens.has(username)) tokens.set(username, (await t.login(username)).accessToken);
    return t.request<T>("GET", path, { token: tokens.get(username) });
  }
  const refusal = (r: Reply) => [r.status, (r.body as { code?: string }).code];
  const total = (r: Reply) => Number(r.headers.get("x-total-count"));
  /** Every page of a query, in order. */
  async function all(username: string, query = ""): Promise<Request[]> {
    const out: Request[] = [];
    for (let offset = 0; ; offset += 50) {
      const r = await call(`${BASE}?limit=50&offset=${offset}${query}`, username);
      expect(r.status).toBe(200);
      out.push(...r.body);
      if (out.length >= total(r)) return out;
    }
  }

  it("SPEC §6 roles: no token 401; consumers 403 not_business; non-operator users 403 insufficient_role; other business roles 403 not_account_administrator", async () => {
    expect((await t.request("GET", BASE)).status).toBe(401);
    expect(refusal(await call(BASE, "postpaid.owner"))).toEqual([403, "not_business"]);
    expect(refusal(await call(BASE, "nonvf.user"))).toEqual([403, "insufficient_role"]);
    for (const who of ["business.technical", "business.power", "business.sub"]) {
      expect(refusal(await call(BASE, who))).toEqual([403, "not_account_administrator"]);
      expect(refusal(await call(`${BASE}/requester`, who))).toEqual([403, "not_account_administrator"]);
    }
  });

  it("the Chooser sees every account's requests, newest first, 10 a page with x-total-count, each with its requester", async () => {
    const first = await call(BASE, "business.chooser");
    expect(first.status).toBe(200);
    expect(total(first)).toBe(33);
    expect(first.body).toHaveLength(10);
    const everything = await all("business.chooser");
    expect(everything).toHaveLength(33);
    const dates = everything.map((r) => Date.parse(r.creationDate));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    const bans = new Set(everything.map((r) => fleetLine(r.relatedEntity[0]?.id ?? "")?.ban).filter(Boolean));
    expect([...bans].sort()).toEqual(["500000501", "500000502", "500000503"]);
    // Employees without a web account are named, and say how they asked.
    const blocked = everything.find((r) => r.description === "Blocare SIM: telefon furat");
    expect(requesterOf(blocked as Request)).toEqual({
      id: "0729100063",
      name: "Radu Nistor",
      role: "requester",
      "@referredType": "Individual",
    });
    expect(blocked).toMatchObject({
      "@type": "CustomerRequest",
      ticketType: "simBlock",
      status: "completed",
      channel: { id: "callCentre" },
    });
    // A persona's own request carries their name and the web channel.
    const power = everything.find((r) => requesterOf(r)?.id === "usr-011");
    expect(power).toMatchObject({ channel: { id: "ecare" }, relatedParty: [{ name: "Alina Constantin" }, { role: "customer" }] });
    // Every TMF621 status and the requests' "completed" are in the seed.
    expect(new Set(everything.map((r) => r.status))).toEqual(
      new Set(["acknowledged", "rejected", "pending", "held", "inProgress", "cancelled", "closed", "resolved", "completed"]),
    );
    const page4 = await call(`${BASE}?offset=30&limit=10`, "business.chooser");
    expect(page4.body.map((r) => r.id)).toEqual(everything.slice(30).map((r) => r.id));
  });

  it("DelegatedChooser and AuthorizedPerson see only the users whose lines are on their account", async () => {
    const delegated = await all("business.delegated");
    expect(delegated).toHaveLength(8);
    for (const r of delegated) {
      const requester = requesterOf(r)?.id ?? "";
      const ban = requester === "usr-008" ? "500000502" : fleetLine(requester)?.ban;
      expect(ban).toBe("500000502");
    }
    const authorized = await all("business.authorized");
    expect(authorized).toHaveLength(21);
    expect(authorized.some((r) => requesterOf(r)?.id === "usr-008")).toBe(false);
    expect(new Set(authorized.map((r) => requesterOf(r)?.id))).toContain("usr-010");
    // One of another account's requests is not found, never shown.
    const other = delegated[0] as Request;
    expect(refusal(await call(`${BASE}/${other.id}`, "business.authorized"))).toEqual([404, "ticket_not_found"]);
    expect((await call<Request>(`${BASE}/${other.id}`, "business.delegated")).body.id).toBe(other.id);
  });

  it("filters: user, status, from/to (Bucharest days, inclusive); bad values 400 invalid_query", async () => {
    const radu = await call(`${BASE}?user=0729100003`, "business.chooser");
    expect(radu.body.map((r) => r.ticketType)).toEqual(["simUnblock", "simBlock"]);
    expect(radu.body.every((r) => requesterOf(r)?.name === "Radu Dumitru")).toBe(true);
    const held = await call(`${BASE}?status=held`, "business.chooser");
    expect(total(held)).toBe(2);
    expect(held.body.every((r) => r.status === "held")).toBe(true);
    const heldHere = await call(`${BASE}?status=held`, "business.authorized");
    expect(heldHere.body.map((r) => requesterOf(r)?.id)).toEqual(["0729100041"]);
    const both = await call(`${BASE}?user=usr-007&status=completed`, "business.chooser");
    expect(both.body.map((r) => r.ticketType)).toEqual(["simUnblock", "simBlock"]);

    const from = dayOf(t.clock.now - 10 * DAY);
    const to = dayOf(t.clock.now);
    const recent = await all("business.chooser", `&from=${from}&to=${to}`);
    expect(recent.length).toBeGreaterThan(3);
    expect(recent.length).toBeLessThan(33);
    for (const r of recent) expect(dayOf(Date.parse(r.creationDate)) >= from && dayOf(Date.parse(r.creationDate)) <= to).toBe(true);
    expect(recent.some((r) => r.description === "Blocare SIM: telefon pierdut")).toBe(false);

    for (const q of ["user=abc", "status=open", "from=2026-02-30", `from=${to}&to=${from}`, "limit=51"])
      expect(refusal(await call(`${BASE}?${q}`, "business.chooser"))).toEqual([400, "invalid_query"]);
    // Another account's user filters to nothing (never their requests).
    expect(total(await call(`${BASE}?user=0729100003`, "business.delegated"))).toBe(0);
  });

  it("requesters: the users the caller sees, each with a count; two employees of the same name stay apart", async () => {
    const r = await call<Requester[]>(`${BASE}/requester`, "business.chooser");
    expect(r.status).toBe(200);
    expect(r.body.reduce((n, x) => n + x.requestCount, 0)).toBe(33);
    expect(r.body.filter((x) => x.name === "Radu Nistor").map((x) => x.msisdn)).toEqual(["0729100063", "0729100219"]);
    expect(r.body.find((x) => x.id === "usr-007")).toEqual({
      id: "usr-007",
      name: "Victor Georgescu",
      msisdn: "0728000501",
      requestCount: 2,
    });
    const names = r.body.map((x) => x.name);
    expect([...names].sort((a, b) => a.localeCompare(b, "ro"))).toEqual(names);
    const delegated = await call<Requester[]>(`${BASE}/requester`, "business.delegated");
    expect(delegated.body.map((x) => x.msisdn).every((m) => fleetLine(m)?.ban === "500000502")).toBe(true);
    expect(delegated.body.reduce((n, x) => n + x.requestCount, 0)).toBe(8);
  });

  it("a request recorded by a persona's action appears at once, acknowledged, and completed a minute later; the account's administrators see it", async () => {
    const employee = "0729100150"; // on 500000502
    const { id } = recordCustomerRequest(t.sb.ctx, {
      userId: "usr-007",
      kind: "simBlock",
      msisdn: employee,
      description: `Blocare SIM pentru ${employee}`,
    });
    const top = await call(`${BASE}?limit=1`, "business.chooser");
    expect(top.body[0]).toMatchObject({ id, status: "acknowledged", ticketType: "simBlock", relatedEntity: [{ id: employee }] });
    expect(requesterOf(top.body[0] as Request)?.name).toBe("Victor Georgescu");
    // About a line of business.delegated's account: they see it too, though the chooser's own line is elsewhere.
    expect((await call(`${BASE}?limit=1`, "business.delegated")).body[0]?.id).toBe(id);
    expect((await all("business.authorized")).some((r) => r.id === id)).toBe(false);
    t.clock.advance(MIN);
    const later = await call<Request>(`${BASE}/${id}`, "business.chooser");
    expect(later.body.statusChange.map((s) => s.status)).toEqual(["acknowledged", "completed"]);
  });
});
