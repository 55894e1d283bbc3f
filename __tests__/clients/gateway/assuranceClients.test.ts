// Issue 27's company clients (SPEC §7 trouble tickets and impacted service; TMF621): the users' requests and the business
// tickets on the trouble-ticket back end, the impacted services on their own; each owns its paths, sends the SSO bearer,
// keeps a refusal's status and code, and turns an answer that is not what it expects into invalid_response.
import type { GatewayError } from "../../../src/clients/gateway/errors";
import { createBusinessTicketApi } from "../../../src/clients/gateway/businessTicketClient";
import { createImpactedServiceApi } from "../../../src/clients/gateway/impactedServiceClient";
import { createUsersRequestsApi } from "../../../src/clients/gateway/usersRequestsClient";
import { emptyTokens, setAnonymousTokens, setBaseTokens, type AuthTokens } from "../../../src/domain/session/tokens";
import { pair } from "../../domain/session/fixtures";
import { fakeGateway, json, memoryPort, type Handler } from "./fakeGateway";

const sso = () => setBaseTokens(emptyTokens(), pair("base"));

function gateway(handler: Handler, state: AuthTokens = sso()) {
  const gw = fakeGateway(handler);
  const port = memoryPort(state, "business");
  return {
    gw,
    requests: createUsersRequestsApi(port, { adapter: gw.adapter }),
    tickets: createBusinessTicketApi(port, { adapter: gw.adapter }),
    services: createImpactedServiceApi(port, { adapter: gw.adapter }),
  };
}

const rejection = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error("expected a rejection");
    },
    (e: unknown) => e as GatewayError,
  );

describe("SPEC §7 trouble tickets: the users' requests client", () => {
  it("GET /trouble-ticket/companyRequest with the page's offset/limit and the address's filters; the requesters", async () => {
    const { gw, requests } = gateway((req) =>
      req.path.includes("/requester")
        ? json([{ id: "usr-007", name: "Victor Georgescu", msisdn: "0728000501", requestCount: 2 }])
        : json([{ id: "TT-000020", status: "completed", relatedParty: [{ id: "usr-007", name: "Victor Georgescu", role: "requester" }] }]),
    );
    const page = await requests.list({ user: "usr-007", state: "completed", from: "2026-01-01", to: null, page: 2 });
    expect(page).toMatchObject({ total: 1, items: [{ id: "TT-000020", requester: { name: "Victor Georgescu" } }] });
    await expect(requests.requesters()).resolves.toEqual([
      { id: "usr-007", name: "Victor Georgescu", msisdn: "0728000501", requestCount: 2 },
    ]);
    expect(gw.calls.map((c) => c.path)).toEqual([
      "/trouble-ticket/companyRequest?offset=10&limit=10&user=usr-007&status=completed&from=2026-01-01",
      "/trouble-ticket/companyRequest/requester",
    ]);
    expect(gw.calls[0]!.headers.authorization).toBe("Bearer base-access");
  });

  it("a 403 keeps its code (the screen's notice); a list that is not a list → invalid_response", async () => {
    const refused = gateway(() => ({ status: 403, data: { code: "not_account_administrator", message: "x" } }));
    expect(await rejection(refused.requests.requesters())).toMatchObject({ status: 403, code: "not_account_administrator" });
    const odd = gateway(() => json({ items: [] }));
    expect(await rejection(odd.requests.list({ user: null, state: null, from: null, to: null, page: 1 }))).toMatchObject({
      kind: "invalid_response",
      service: "troubleTicket",
    });
    expect(await rejection(odd.requests.requesters())).toMatchObject({ kind: "invalid_response" });
  });
});

describe("SPEC §2 /business/assurance: the business tickets client", () => {
  it("GET /trouble-ticket/businessTicket a page at a time; POST the domain's body", async () => {
    const raw = { id: "BT-000007", status: "acknowledged", ticketType: "voice", severity: "major" };
    const { gw, tickets } = gateway((req) => (req.method === "POST" ? json(raw) : json([raw])));
    await expect(tickets.list(3)).resolves.toMatchObject({ total: 1, items: [{ id: "BT-000007", type: "voice" }] });
    const body = { description: "Nu putem suna.", severity: "major", ticketType: "voice" };
    await expect(tickets.create(body)).resolves.toMatchObject({ id: "BT-000007", status: { key: "inregistrata" } });
    expect(gw.calls.map((c) => [c.method, c.path])).toEqual([
      ["GET", "/trouble-ticket/businessTicket?offset=20&limit=10"],
      ["POST", "/trouble-ticket/businessTicket"],
    ]);
    expect(gw.calls[1]!.body).toEqual(body);
  });

  it("the open-ticket limit keeps its code; a ticket without an id → invalid_response; never sent anonymously", async () => {
    const limited = gateway(() => ({ status: 429, data: { code: "open_ticket_limit", message: "limita" } }));
    expect(await rejection(limited.tickets.create({}))).toMatchObject({ status: 429, code: "open_ticket_limit", service: "troubleTicket" });
    expect(await rejection(gateway(() => json({ status: "acknowledged" })).tickets.create({}))).toMatchObject({ kind: "invalid_response" });
    const anon = gateway(() => json([]), setAnonymousTokens(emptyTokens(), "ebuAnonymous", pair("anon")));
    expect(await rejection(anon.tickets.list(1))).toMatchObject({ kind: "unauthorized" });
    expect(anon.gw.calls).toHaveLength(0);
  });
});

describe("SPEC §7 impacted service: the client", () => {
  it("GET /impacted-service/impactedService, read in the page's order", async () => {
    const { gw, services } = gateway(() =>
      json([
        { id: "IS-000003", status: "scheduled", startDate: "2026-03-04T10:00:00Z" },
        { id: "IS-000001", status: "inProgress", startDate: "2026-03-02T07:00:00Z" },
      ]),
    );
    expect((await services.current()).map((s) => s.id)).toEqual(["IS-000001", "IS-000003"]);
    expect(gw.calls[0]).toMatchObject({ method: "GET", path: "/impacted-service/impactedService" });
  });

  it("a 500 is a server failure of the service; an answer that is not a list → invalid_response", async () => {
    expect(await rejection(gateway(() => ({ status: 500, data: {} })).services.current())).toMatchObject({
      kind: "http",
      status: 500,
      service: "impactedService",
    });
    expect(await rejection(gateway(() => json({})).services.current())).toMatchObject({ kind: "invalid_response" });
  });
});
