// Business assurance (issue 27; SPEC §2 "/business/assurance … only technical chooser and chooser", §6, §7 trouble
// tickets and impacted service; TMF621: description, severity and ticketType required, eight statuses, statusChange[]
// and note[]): the company's tickets, opened by its technical contact or chooser, checked field by field and limited
// per company, moving with the clock; the impacted services of the company with their state by the clock, linked to
// the tickets about a line they affect.
import { startTestSandbox, type Reply, type TestSandbox } from "./support/sandbox";

const TICKETS = "/trouble-ticket/businessTicket";
const SERVICES = "/impacted-service/impactedService";
const MIN = 60_000;
const HOUR = 60 * MIN;

type Ticket = {
  id: string;
  href: string;
  description: string;
  severity: string;
  ticketType: string;
  status: string;
  creationDate: string;
  expectedResolutionDate: string;
  resolutionDate?: string;
  relatedEntity: { id: string; role: string; "@referredType": string }[];
  relatedParty: { id: string; name: string; role: string }[];
  statusChange: { status: string; changeDate: string; changeReason?: string }[];
  note: { author: string; date: string; text: string }[];
};
type Service = {
  id: string;
  status: string;
  category: string;
  area: string;
  affectedService: string[];
  affectedNumberOfLines: number;
  startDate: string;
  expectedResolutionDate: string;
  resolutionDate?: string;
  relatedTicket: { id: string; status: string }[];
  affectedLine?: { msisdn: string; ban: string }[];
};

const VALID = {
  description: "Apelurile de pe linia din depozit se întrerup după un minut.",
  severity: "major",
  ticketType: "voice",
  relatedEntity: [{ id: "0729100017", role: "number", "@referredType": "Subscription" }],
};

describe("business assurance: trouble tickets and impacted services", () => {
  let t: TestSandbox;
  const tokens = new Map<string, string>();
  beforeAll(async () => {
    t = await startTestSandbox({ accessTokenTtlSeconds: 30 * 24 * 3600 });
  });
  afterAll(() => t.close());

  async function call<T = Ticket>(method: string, path: string, username: string, body?: unknown): Promise<Reply<T>> {
    if (!tokens.has(username)) tokens.set(username, (await t.login(username)).accessToken);
    return t.request<T>(method, path, { token: tokens.get(username), body });
  }
  const refusal = (r: Reply) => [r.status, (r.body as { code?: string }).code];
  const fieldOf = (r: Reply) => (r.body as { field?: string }).field;
  const open = (username: string, body: Record<string, unknown> = VALID) => call("POST", TICKETS, username, body);

  it("SPEC §2/§6: only the technical chooser and the chooser; others 403 with their code, no token 401", async () => {
    for (const path of [TICKETS, SERVICES]) {
      expect((await t.request("GET", path)).status).toBe(401);
      expect(refusal(await call("GET", path, "postpaid.owner"))).toEqual([403, "not_business"]);
      expect(refusal(await call("GET", path, "nonvf.user"))).toEqual([403, "insufficient_role"]);
      for (const who of ["business.delegated", "business.authorized", "business.power", "business.sub"])
        expect(refusal(await call("GET", path, who))).toEqual([403, "not_assurance_contact"]);
    }
    expect(refusal(await open("business.power"))).toEqual([403, "not_assurance_contact"]);
  });

  it("the company's tickets, newest first, the same for both roles; the clock has moved the one under way to inProgress", async () => {
    const r = await call<Ticket[]>("GET", TICKETS, "business.technical");
    expect(r.status).toBe(200);
    expect(r.headers.get("x-total-count")).toBe("6");
    expect(r.body.map((x) => x.status)).toEqual(["inProgress", "held", "pending", "closed", "rejected", "cancelled"]);
    const chooser = await call<Ticket[]>("GET", TICKETS, "business.chooser");
    expect(chooser.body.map((x) => x.id)).toEqual(r.body.map((x) => x.id));
    const first = r.body[0] as Ticket;
    expect(first.statusChange.map((s) => s.status)).toEqual(["acknowledged", "inProgress"]);
    expect(first.relatedEntity).toContainEqual({ id: "IS-000001", role: "impactedService", "@referredType": "ImpactedService" });
    expect(first.relatedParty).toContainEqual({ id: "usr-010", name: "Bogdan Tudor", role: "reporter", "@referredType": "Individual" });
    expect(first.note.map((n) => n.author)).toContain("Centrul de asistență tehnică business");
    const open = await call<Ticket[]>("GET", `${TICKETS}?status=acknowledged,pending,held,inProgress`, "business.chooser");
    expect(open.headers.get("x-total-count")).toBe("3");
    expect(refusal(await call("GET", `${TICKETS}?status=open`, "business.chooser"))).toEqual([400, "invalid_query"]);
    const one = await call("GET", `${TICKETS}/${first.id}`, "business.chooser");
    expect(one.body).toMatchObject({ id: first.id, ticketType: "voice", severity: "critical" });
    expect(refusal(await call("GET", `${TICKETS}/BT-999999`, "business.chooser"))).toEqual([404, "ticket_not_found"]);
  });

  it("another company's chooser sees none of Acme's tickets or services (404 for one of them)", async () => {
    const login = await t.login("multi.identity");
    const swap = await t.request<{ accessToken: string }>("POST", "/identity/selectedidentity/ecare", {
      token: login.accessToken,
      body: { identityId: "idn-015-ebu" },
    });
    const token = swap.body.accessToken;
    const list = await t.request<Ticket[]>("GET", TICKETS, { token });
    expect([list.status, list.body]).toEqual([200, []]);
    expect((await t.request("GET", `${TICKETS}/BT-000001`, { token })).status).toBe(404);
    expect((await t.request<Service[]>("GET", SERVICES, { token })).body).toEqual([]);
    expect((await t.request("GET", `${SERVICES}/IS-000001`, { token })).status).toBe(404);
  });

  it("POST checks field by field (400 invalid_ticket naming it) and the company's own lines, accounts and services (403)", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...VALID, description: "scurt" }, "description"],
      [{ ...VALID, description: "x".repeat(1001) }, "description"],
      [{ ...VALID, severity: "urgent" }, "severity"],
      [{ ...VALID, ticketType: "network" }, "ticketType"],
      [{ ...VALID, relatedEntity: [] }, "relatedEntity"],
      [{ ...VALID, relatedEntity: [{ id: "0729100017", role: "bill" }] }, "relatedEntity"],
      [{ ...VALID, relatedEntity: [{ id: "IS-000001", role: "impactedService" }] }, "relatedEntity"],
      [{ ...VALID, relatedEntity: Array.from({ length: 11 }, (_, i) => ({ id: `07291000${10 + i}`, role: "number" })) }, "relatedEntity"],
      [{ ...VALID, note: [{ text: "y".repeat(501) }] }, "note"],
    ];
    for (const [body, field] of cases) {
      const r = await open("business.technical", body);
      expect([r.status, fieldOf(r)]).toEqual([400, field]);
    }
    for (const related of [
      { id: "0722000101", role: "number" },
      { id: "610000902", role: "account" },
      { id: "IS-000004", role: "impactedService" },
    ]) {
      const r = await open("business.technical", { ...VALID, relatedEntity: [VALID.relatedEntity[0], related] });
      expect(refusal(r)).toEqual([403, "related_entity_not_allowed"]);
    }
    expect((await call<Ticket[]>("GET", TICKETS, "business.chooser")).headers.get("x-total-count")).toBe("6");
  });

  it("the impacted services now: state by the clock, under way first, with their affected lines and linked tickets", async () => {
    const r = await call<Service[]>("GET", SERVICES, "business.technical");
    expect(r.status).toBe(200);
    expect(r.body.map((s) => [s.id, s.status, s.affectedNumberOfLines])).toEqual([
      ["IS-000001", "inProgress", 19],
      ["IS-000002", "investigating", 45],
      ["IS-000003", "scheduled", 9],
      ["IS-000004", "resolved", 6],
    ]);
    expect(r.body[0]?.relatedTicket.map((x) => x.id)).toEqual(["BT-000001"]);
    expect(r.body[3]?.resolutionDate).toBeDefined();
    expect(r.body[2]).toMatchObject({ category: "plannedMaintenance", affectedService: ["voice", "data", "sms"] });
    const one = await call<Service>("GET", `${SERVICES}/IS-000001`, "business.chooser");
    expect(one.body.affectedLine).toHaveLength(19);
    expect(one.body.affectedLine?.map((l) => l.msisdn)).toContain("0728000504");
    expect(refusal(await call("GET", `${SERVICES}/IS-999999`, "business.chooser"))).toEqual([404, "impacted_service_not_found"]);
  });

  it("POST 201 about a line an incident affects: linked to it, expected back when the service is, listed with the service", async () => {
    const r = await open("business.chooser", {
      ...VALID,
      description: "Nu putem suna de pe linia 0729100024 din Pipera.",
      relatedEntity: [{ id: "0729100024", role: "number" }],
      note: [{ text: "Urgent: linia de la recepție." }],
    });
    expect(r.status).toBe(201);
    expect(r.headers.get("location")).toBe(`${TICKETS}/${r.body.id}`);
    expect(r.body.id).toBe("BT-000007");
    expect(r.body.relatedEntity).toContainEqual({ id: "IS-000001", role: "impactedService", "@referredType": "ImpactedService" });
    const service = (await call<Service[]>("GET", SERVICES, "business.technical")).body[0] as Service;
    expect(r.body.expectedResolutionDate).toBe(service.expectedResolutionDate);
    expect(service.relatedTicket.map((x) => x.id)).toEqual(["BT-000007", "BT-000001"]);
    expect(r.body.note.map((n) => n.author)).toEqual(["Victor Georgescu", "Centrul de asistență tehnică business"]);
    expect(r.body.relatedParty).toContainEqual({
      id: "usr-007",
      name: "Victor Georgescu",
      role: "reporter",
      "@referredType": "Individual",
    });
  });

  it("at most 10 open tickets per company: the next is 429 open_ticket_limit", async () => {
    // 3 seeded + 1 above are open; six more fit.
    for (let i = 0; i < 6; i++) expect((await open(i % 2 ? "business.chooser" : "business.technical")).status).toBe(201);
    const r = await open("business.technical");
    expect(refusal(r)).toEqual([429, "open_ticket_limit"]);
    const open10 = await call<Ticket[]>("GET", `${TICKETS}?status=acknowledged,pending,held,inProgress&limit=50`, "business.chooser");
    expect(open10.headers.get("x-total-count")).toBe("10");
  });

  it("the clock: acknowledged → inProgress after 10 minutes → resolved when expected → closed a day later; services move too", async () => {
    const mine = (await call<Ticket[]>("GET", `${TICKETS}?limit=1`, "business.technical")).body[0] as Ticket;
    expect(mine).toMatchObject({ status: "acknowledged", severity: "major" });
    // Major: expected back eight hours after it was opened.
    expect(Date.parse(mine.expectedResolutionDate) - Date.parse(mine.creationDate)).toBe(8 * HOUR);
    t.clock.advance(9 * MIN);
    expect((await call("GET", `${TICKETS}/${mine.id}`, "business.technical")).body.status).toBe("acknowledged");
    t.clock.advance(1 * MIN);
    const working = (await call("GET", `${TICKETS}/${mine.id}`, "business.technical")).body;
    expect(working.status).toBe("inProgress");
    expect(working.note.at(-1)?.author).toBe("Centrul de asistență tehnică business");
    // IS-000002 is "investigating" for its first half hour (it started 15 minutes before the seed's clock).
    expect((await call<Service>("GET", `${SERVICES}/IS-000002`, "business.chooser")).body.status).toBe("investigating");
    t.clock.advance(5 * MIN);
    const services = (await call<Service[]>("GET", SERVICES, "business.chooser")).body;
    expect(services.find((s) => s.id === "IS-000002")?.status).toBe("inProgress");

    // IS-000001 ends four hours after the seed: its tickets are resolved with it.
    t.clock.advance(4 * HOUR);
    const linked = (await call("GET", `${TICKETS}/BT-000007`, "business.chooser")).body;
    expect(linked.status).toBe("resolved");
    expect(linked.statusChange.at(-1)?.changeReason).toContain("IS-000001");
    expect((await call<Service>("GET", `${SERVICES}/IS-000001`, "business.chooser")).body.status).toBe("resolved");

    t.clock.advance(8 * HOUR);
    const done = (await call("GET", `${TICKETS}/${mine.id}`, "business.technical")).body;
    expect(done.status).toBe("resolved");
    expect(done.resolutionDate).toBe(mine.expectedResolutionDate);
    t.clock.advance(24 * HOUR);
    const closed = (await call("GET", `${TICKETS}/${mine.id}`, "business.technical")).body;
    expect(closed.statusChange.map((s) => s.status)).toEqual(["acknowledged", "inProgress", "resolved", "closed"]);
    // Seeded history keeps its status whatever the clock does.
    const held = await call<Ticket[]>("GET", `${TICKETS}?status=held`, "business.chooser");
    expect(held.body.map((x) => x.id)).toEqual(["BT-000002"]);
    // A day and a half later, only the planned work is still listed (resolved ones drop after a day).
    expect((await call<Service[]>("GET", SERVICES, "business.chooser")).body.map((s) => [s.id, s.status])).toEqual([
      ["IS-000003", "scheduled"],
    ]);
  });
});
