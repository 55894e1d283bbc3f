// trouble tickets (SPEC §7 trouble tickets; TMF621: description, severity and ticketType required at creation, eight
// statuses): SSO only, the caller's own tickets and requests, checks field by field, attachment limits (SPEC §8
// DOCUMENT UPLOAD 400108 / 413001), an open-ticket limit, statuses that follow the clock, filters and pages.
import { recordCustomerRequest } from "../../sandbox/src/modules/trouble-ticket/requests";
import { startTestSandbox, type Reply, type TestSandbox } from "./support/sandbox";

const BASE = "/trouble-ticket/troubleTicket";
const MIN = 60_000;

type Ticket = {
  id: string;
  href: string;
  "@type": string;
  description: string;
  severity?: string;
  ticketType: string;
  status: string;
  creationDate: string;
  relatedEntity: { id: string; role: string; "@referredType": string }[];
  attachment: { name: string; mimeType: string; size: { amount: number } }[];
  statusChange: { status: string; changeDate: string; changeReason?: string }[];
};

const VALID = {
  description: "Nu pot suna din casă de ieri seară.",
  severity: "major",
  ticketType: "network",
  relatedEntity: [{ id: "0722000101", role: "number", "@referredType": "Subscription" }],
};

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

describe("trouble tickets (TMF621)", () => {
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

  it("SSO only: no token → 401; an anonymous session → 401", async () => {
    expect((await t.request("GET", BASE)).status).toBe(401);
    const anon = await t.request<{ accessToken: string }>("POST", "/identity/applicationLogin/ecare", { body: await t.anonymousBody() });
    const r = await t.request("GET", BASE, { token: anon.body.accessToken, provider: "anonymous" });
    expect(r.status).toBe(401);
  });

  it("GET lists postpaid.owner's seeded tickets and requests, newest first, 10 a page with x-total-count", async () => {
    const r = await call<Ticket[]>("GET", BASE, "postpaid.owner");
    expect(r.status).toBe(200);
    expect(r.headers.get("x-total-count")).toBe("11");
    expect(r.body).toHaveLength(10);
    const dates = r.body.map((x) => Date.parse(x.creationDate));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(r.body[0]).toMatchObject({ ticketType: "billing", status: "pending", severity: "major", "@type": "TroubleTicket" });
    const page2 = await call<Ticket[]>("GET", `${BASE}?offset=10&limit=10`, "postpaid.owner");
    expect(page2.body).toHaveLength(1);
    expect(page2.body[0]).toMatchObject({ ticketType: "consentChange", status: "completed", "@type": "CustomerRequest" });
    // The timeline: every status change in order.
    const billing = (await call<Ticket[]>("GET", `${BASE}?status=closed`, "postpaid.owner")).body[0];
    expect(billing.statusChange.map((s) => s.status)).toEqual(["acknowledged", "inProgress", "resolved", "closed"]);
  });

  it("filters: status, ticketType, from/to (Bucharest days, inclusive); bad values → 400 invalid_query", async () => {
    const completed = await call<Ticket[]>("GET", `${BASE}?status=completed`, "postpaid.owner");
    expect(completed.headers.get("x-total-count")).toBe("5");
    expect(completed.body.every((x) => x.status === "completed")).toBe(true);
    const network = await call<Ticket[]>("GET", `${BASE}?ticketType=network`, "postpaid.owner");
    expect(network.body.map((x) => x.status)).toEqual(["resolved", "rejected"]);
    const jan = await call<Ticket[]>("GET", `${BASE}?from=2026-01-01&to=2026-01-31`, "postpaid.owner");
    expect(jan.body.map((x) => x.ticketType)).toEqual(["simUnblock", "simBlock"]);
    const oneDay = await call<Ticket[]>("GET", `${BASE}?from=2026-01-10&to=2026-01-10`, "postpaid.owner");
    expect(oneDay.body.map((x) => x.ticketType)).toEqual(["simBlock"]);
    expect(refusal(await call("GET", `${BASE}?status=done`, "postpaid.owner"))).toEqual([400, "invalid_query"]);
    expect(refusal(await call("GET", `${BASE}?ticketType=weather`, "postpaid.owner"))).toEqual([400, "invalid_query"]);
    expect(refusal(await call("GET", `${BASE}?from=2026-02-30`, "postpaid.owner"))).toEqual([400, "invalid_query"]);
    expect(refusal(await call("GET", `${BASE}?from=2026-02-10&to=2026-02-01`, "postpaid.owner"))).toEqual([400, "invalid_query"]);
    expect(refusal(await call("GET", `${BASE}?limit=500`, "postpaid.owner"))).toEqual([400, "invalid_query"]);
  });

  it("ownership: someone else's ticket is 404 and never in the list", async () => {
    const own = await call<Ticket[]>("GET", BASE, "postpaid.user");
    expect(own.body).toHaveLength(1);
    const ownerIds = (await call<Ticket[]>("GET", `${BASE}?limit=50`, "postpaid.owner")).body.map((x) => x.id);
    expect(ownerIds).not.toContain(own.body[0].id);
    expect(refusal(await call("GET", `${BASE}/${own.body[0].id}`, "postpaid.owner"))).toEqual([404, "ticket_not_found"]);
    expect(refusal(await call("GET", `${BASE}/${ownerIds[0]}`, "postpaid.user"))).toEqual([404, "ticket_not_found"]);
    expect((await call("GET", `${BASE}/${ownerIds[0]}`, "postpaid.owner")).status).toBe(200);
  });

  it("POST checks description, severity, ticketType and relatedEntity, naming the field", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...VALID, description: "scurt" }, "description"],
      [{ ...VALID, description: "x".repeat(1001) }, "description"],
      [{ ...VALID, severity: "urgent" }, "severity"],
      [{ ...VALID, severity: undefined }, "severity"],
      [{ ...VALID, ticketType: "simBlock" }, "ticketType"],
      [{ ...VALID, relatedEntity: [] }, "relatedEntity"],
      [{ ...VALID, relatedEntity: [{ id: "0722000101", role: "product" }] }, "relatedEntity"],
      [{ ...VALID, attachment: { name: "a.png", mimeType: "image/png", size: 12, content: "not base64!" } }, "attachment.content"],
      [{ ...VALID, attachment: { name: "a.png", mimeType: "image/png", size: 99, content: PNG.toString("base64") } }, "attachment.size"],
    ];
    for (const [body, field] of cases) {
      const r = await call("POST", BASE, "postpaid.owner", body);
      expect([r.status, fieldOf(r)]).toEqual([400, field]);
      expect((r.body as { code?: string }).code).toBe("invalid_ticket");
    }
    expect((await call<Ticket[]>("GET", BASE, "postpaid.owner")).headers.get("x-total-count")).toBe("11");
  });

  it("attachment: only PDF/JPEG/PNG whose bytes match (400108), at most 2 MB (413001)", async () => {
    const gif = { name: "poza.gif", mimeType: "image/gif", size: 3, content: Buffer.from("GIF").toString("base64") };
    expect(refusal(await call("POST", BASE, "postpaid.owner", { ...VALID, attachment: gif }))).toEqual([400, "400108"]);
    const fake = { name: "x.pdf", mimeType: "application/pdf", size: PNG.length, content: PNG.toString("base64") };
    expect(refusal(await call("POST", BASE, "postpaid.owner", { ...VALID, attachment: fake }))).toEqual([400, "400108"]);
    const big = Buffer.alloc(2 * 1024 * 1024 + 1);
    big.set([0x25, 0x50, 0x44, 0x46]);
    const huge = { name: "mare.pdf", mimeType: "application/pdf", size: big.length, content: big.toString("base64") };
    expect(refusal(await call("POST", BASE, "postpaid.owner", { ...VALID, attachment: huge }))).toEqual([413, "413001"]);
  });

  it("related entity: another's number → 403; a bill of the caller's BAN is accepted; a User may not name a bill", async () => {
    const other = { ...VALID, relatedEntity: [{ id: "0722000102", role: "number" }] };
    expect(refusal(await call("POST", BASE, "postpaid.user", { ...other, relatedEntity: [{ id: "0722000101", role: "number" }] }))).toEqual(
      [403, "related_entity_not_allowed"],
    );
    expect(refusal(await call("POST", BASE, "postpaid.owner", other))).toEqual([403, "related_entity_not_allowed"]);
    const bills = await call<{ id: string }[]>("GET", "/ebill/customerBill?banId=100000101", "postpaid.owner");
    const billId = bills.body[0].id;
    expect(refusal(await call("POST", BASE, "postpaid.user", { ...VALID, relatedEntity: [{ id: billId, role: "bill" }] }))).toEqual([
      403,
      "insufficient_role",
    ]);
    expect(
      refusal(await call("POST", BASE, "postpaid.owner", { ...VALID, relatedEntity: [{ id: "1000001019901", role: "bill" }] })),
    ).toEqual([403, "related_entity_not_allowed"]);
    const ok = await call("POST", BASE, "prepaid.owner", { ...VALID, relatedEntity: [{ id: "0733000201", role: "number" }] });
    expect(ok.status).toBe(201);
    const byBill = await call("POST", BASE, "postpaid.owner", {
      ...VALID,
      ticketType: "billing",
      relatedEntity: [{ id: `VDF${billId}`, role: "bill" }],
    });
    expect(byBill.status).toBe(201);
    expect(byBill.body.relatedEntity).toEqual([{ id: billId, role: "bill", "@referredType": "CustomerBill" }]);
  });

  it("POST 201 with a PNG: acknowledged, then inProgress after 5 minutes and resolved after an hour (statusChange kept)", async () => {
    const attachment = { name: "ecran.png", mimeType: "image/png", size: PNG.length, content: PNG.toString("base64") };
    const r = await call("POST", BASE, "hybrid.owner", { ...VALID, relatedEntity: [{ id: "0722000301", role: "number" }], attachment });
    expect(r.status).toBe(201);
    expect(r.headers.get("location")).toBe(r.body.href);
    expect(r.body).toMatchObject({ status: "acknowledged", ticketType: "network", severity: "major", "@type": "TroubleTicket" });
    expect(r.body.attachment).toEqual([
      { attachmentType: "customerFile", name: "ecran.png", mimeType: "image/png", size: { amount: 12, units: "bytes" } },
    ]);
    t.clock.advance(4 * MIN);
    expect((await call("GET", `${BASE}/${r.body.id}`, "hybrid.owner")).body.status).toBe("acknowledged");
    t.clock.advance(1 * MIN);
    expect((await call("GET", `${BASE}/${r.body.id}`, "hybrid.owner")).body.status).toBe("inProgress");
    t.clock.advance(60 * MIN);
    const done = await call("GET", `${BASE}/${r.body.id}`, "hybrid.owner");
    expect(done.body.status).toBe("resolved");
    expect(done.body.statusChange.map((s) => s.status)).toEqual(["acknowledged", "inProgress", "resolved"]);
    // Seeded history keeps its status whatever the clock does.
    expect((await call<Ticket[]>("GET", `${BASE}?status=held`, "postpaid.owner")).body).toHaveLength(1);
  });

  it("at most 5 open tickets per customer → 429 open_ticket_limit", async () => {
    const body = { ...VALID, relatedEntity: [{ id: "0733000201", role: "number" }] };
    // prepaid.owner opened one above (resolved by now after the clock moved); open five more, the sixth is refused.
    for (let i = 0; i < 5; i++) expect((await call("POST", BASE, "prepaid.owner", body)).status).toBe(201);
    expect(refusal(await call("POST", BASE, "prepaid.owner", body))).toEqual([429, "open_ticket_limit"]);
    t.clock.advance(61 * MIN);
    expect((await call("POST", BASE, "prepaid.owner", body)).status).toBe(201);
  });

  it("recordCustomerRequest: a request of the caller's action, acknowledged then completed a minute later", async () => {
    const { id } = recordCustomerRequest(t.sb.ctx, {
      userId: "usr-002",
      kind: "simBlock",
      msisdn: "0722000102",
      description: "Blocare SIM pentru 0722000102",
    });
    const r = await call("GET", `${BASE}/${id}`, "postpaid.user");
    expect(r.body).toMatchObject({ "@type": "CustomerRequest", ticketType: "simBlock", status: "acknowledged" });
    expect(r.body.relatedEntity).toEqual([{ id: "0722000102", role: "number", "@referredType": "Subscription" }]);
    t.clock.advance(MIN);
    const later = await call<Ticket[]>("GET", `${BASE}?ticketType=simBlock`, "postpaid.user");
    expect(later.body.map((x) => [x.id, x.status])).toEqual([[id, "completed"]]);
  });
});
