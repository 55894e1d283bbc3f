// The trouble-ticket client (src/clients/gateway/troubleTicketClient.ts; SPEC §7 trouble tickets, TMF621): the list's
// query from the address's filters, one ticket, a new ticket's POST, the answers read by the domain and refusals kept.
import type { GatewayError } from "../../../src/clients/gateway/errors";
import { createTroubleTicketApi } from "../../../src/clients/gateway/troubleTicketClient";
import { emptyTokens, setAnonymousTokens, setBaseTokens, type AuthTokens } from "../../../src/domain/session/tokens";
import { pair } from "../../domain/session/fixtures";
import { fakeGateway, json, memoryPort, type Handler } from "./fakeGateway";

const sso = () => setBaseTokens(emptyTokens(), pair("base"));
const RAW = { id: "TT-000013", "@type": "TroubleTicket", ticketType: "network", status: "acknowledged", description: "Nu am semnal." };

function apis(handler: Handler, state: AuthTokens = sso()) {
  const gw = fakeGateway(handler);
  return { gw, api: createTroubleTicketApi(memoryPort(state, "personal"), { adapter: gw.adapter }) };
}

const rejection = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error("expected a rejection");
    },
    (e: unknown) => e as GatewayError,
  );

describe("SPEC §7 trouble tickets: the client", () => {
  it("GET /trouble-ticket/troubleTicket with the page's offset/limit and the filters as TMF query names", async () => {
    const { gw, api } = apis(() => json([RAW]));
    const page = await api.list({ state: "held", kind: "billing", from: "2026-01-01", to: "2026-01-31", page: 2 });
    expect(page).toMatchObject({ total: 1, items: [{ id: "TT-000013", status: { key: "inregistrata" } }] });
    expect(gw.calls[0]).toMatchObject({
      method: "GET",
      path: "/trouble-ticket/troubleTicket?offset=10&limit=10&status=held&ticketType=billing&from=2026-01-01&to=2026-01-31",
    });
    expect(gw.calls[0]!.headers.authorization).toBe("Bearer base-access");
  });

  it("GET one ticket by its id; POST a new one with the domain's body", async () => {
    const { gw, api } = apis(() => json(RAW));
    await expect(api.ticket("TT-000013")).resolves.toMatchObject({ id: "TT-000013", kind: "network" });
    const body = { description: "Nu am semnal.", severity: "major", ticketType: "network" };
    await expect(api.create(body)).resolves.toMatchObject({ id: "TT-000013" });
    expect(gw.calls.map((c) => [c.method, c.path])).toEqual([
      ["GET", "/trouble-ticket/troubleTicket/TT-000013"],
      ["POST", "/trouble-ticket/troubleTicket"],
    ]);
    expect(gw.calls[1]!.body).toEqual(body);
  });

  it("a refusal keeps its code and status (open-ticket limit, SPEC §8 400108)", async () => {
    const { api } = apis(() => ({ status: 429, data: { code: "open_ticket_limit", message: "limita" } }));
    expect(await rejection(api.create({}))).toMatchObject({ status: 429, code: "open_ticket_limit", service: "troubleTicket" });
  });

  it.each([[{ items: [] }], ["text"]])("a list that is not a list (%j) → invalid_response", async (body) => {
    const { api } = apis(() => json(body));
    expect(await rejection(api.list({ state: null, kind: null, from: null, to: null, page: 1 }))).toMatchObject({
      kind: "invalid_response",
      service: "troubleTicket",
    });
  });

  it("a ticket without an id → invalid_response; never sent with an anonymous token", async () => {
    expect(await rejection(apis(() => json({ status: "acknowledged" })).api.ticket("x"))).toMatchObject({ kind: "invalid_response" });
    const { gw, api } = apis(() => json(RAW), setAnonymousTokens(emptyTokens(), "anonymous", pair("anon")));
    expect(await rejection(api.create({}))).toMatchObject({ kind: "unauthorized" });
    expect(gw.calls).toHaveLength(0);
  });
});
