// The business bar/unbar client (src/clients/gateway/fleetSimsClient.ts; SPEC §7 "Bar/unbar" GET /list?owner, GET
// /count, POST /list/{id}/{action}) and the subscribers client (subscribersClient.ts; SPEC §7 subscribers and
// subscriber-search on the identity back end): the paths and queries, the signed-in token, the answers read by the
// domain, the SPEC §8 refusal kept on the error.
import type { AxiosAdapter } from "axios";
import type { GatewayError } from "../../../src/clients/gateway/errors";
import { createFleetSimsApi } from "../../../src/clients/gateway/fleetSimsClient";
import { createSubscribersApi } from "../../../src/clients/gateway/subscribersClient";
import { DEFAULT_FLEET_LIST } from "../../../src/domain/fleet/fleetQuery";
import { emptyTokens, setAnonymousTokens, setBaseTokens, type AuthTokens } from "../../../src/domain/session/tokens";
import { pair } from "../../domain/session/fixtures";
import { fakeGateway, json, memoryPort, type Handler } from "./fakeGateway";

const sso = () => setBaseTokens(emptyTokens(), pair("base"));
const line = (msisdn: string, status = "active") => ({
  msisdn,
  ban: "500000503",
  userName: "Ana Popa",
  plan: { id: "PO-EBU-BUSINESS-10", name: "Business 10" },
  status,
  statusDate: null,
});

/** The fake gateway, its answers carrying `headers`. */
function gateway(handler: Handler, headers: Record<string, string> = {}) {
  const gw = fakeGateway(handler);
  const adapter: AxiosAdapter = async (config) => ({ ...(await gw.adapter(config)), headers });
  return { gw, adapter };
}

function fleet(handler: Handler, headers?: Record<string, string>, state: AuthTokens = sso()) {
  const { gw, adapter } = gateway(handler, headers);
  return { gw, api: createFleetSimsApi(memoryPort(state, "personal"), { adapter }) };
}

function subscribers(handler: Handler, headers?: Record<string, string>) {
  const { gw, adapter } = gateway(handler, headers);
  return { gw, api: createSubscribersApi(memoryPort(sso(), "personal"), { adapter }) };
}

const rejection = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error("expected a rejection");
    },
    (e: unknown) => e as GatewayError,
  );

describe("SPEC §7 Bar/unbar: the business client", () => {
  it("GET /bar-unbar/list with the address's filters and page; lines and total are the domain's", async () => {
    const { gw, api } = fleet(() => json([line("0729100230"), line("0729100231", "suspended")]), { "x-total-count": "60" });
    const page = await api.list({ owner: "mine", q: "Ana", ban: "500000503", state: null, page: 2 });
    expect(page.total).toBe(60);
    expect(page.items.map((l) => [l.msisdn, l.state, l.action])).toEqual([
      ["0729100230", "active", "bar"],
      ["0729100231", "blocked", "unbar"],
    ]);
    expect(gw.calls[0]).toMatchObject({
      method: "GET",
      path: "/bar-unbar/list?owner=true&q=Ana&ban=500000503&offset=20&limit=20",
    });
    expect(gw.calls[0]!.headers.authorization).toBe("Bearer base-access");
  });

  it("GET /bar-unbar/count with the same search but every state", async () => {
    const { gw, api } = fleet(() => json({ total: 60, active: 58, barred: 2 }));
    await expect(api.count({ ...DEFAULT_FLEET_LIST, ban: "500000503", state: "barred", page: 3 })).resolves.toEqual({
      total: 60,
      active: 58,
      barred: 2,
    });
    expect(gw.calls[0]!.path).toBe("/bar-unbar/count?ban=500000503");
  });

  it("POST /bar-unbar/list/{id}/{action} with an empty body; answers the line's new state", async () => {
    const { gw, api } = fleet(() => json(line("0729100230", "suspended")));
    await expect(api.act("0729100230", "bar")).resolves.toMatchObject({ msisdn: "0729100230", state: "blocked", action: "unbar" });
    expect(gw.calls[0]).toMatchObject({ method: "POST", path: "/bar-unbar/list/0729100230/bar", body: null });
  });

  it("a refusal keeps its SPEC §8 code and status (DXL-BAR-UNBAR_006); a 500 is the barUnbar service's", async () => {
    const refused = fleet(() => ({ status: 409, data: { code: "DXL-BAR-UNBAR_006", reason: "alreadyBarred", message: "deja" } }));
    expect(await rejection(refused.api.act("0729100230", "bar"))).toMatchObject({
      status: 409,
      code: "DXL-BAR-UNBAR_006",
      service: "barUnbar",
    });
    const down = fleet(() => ({ status: 500, data: { code: "internal_error" } }));
    expect(await rejection(down.api.list(DEFAULT_FLEET_LIST))).toMatchObject({ status: 500, service: "barUnbar" });
  });

  it.each([
    ["list", { lines: [] }],
    ["count", { total: 1 }],
    ["act", []],
  ] as const)("an answer that does not fit %s → invalid_response", async (call, body) => {
    const { api } = fleet(() => json(body));
    const p =
      call === "list" ? api.list(DEFAULT_FLEET_LIST) : call === "count" ? api.count(DEFAULT_FLEET_LIST) : api.act("0729100230", "bar");
    expect(await rejection(p)).toMatchObject({ kind: "invalid_response", service: "barUnbar" });
  });

  it("is never sent with an anonymous token", async () => {
    const { gw, api } = fleet(() => json([]), {}, setAnonymousTokens(emptyTokens(), "anonymous", pair("anon")));
    expect(await rejection(api.list(DEFAULT_FLEET_LIST))).toMatchObject({ kind: "unauthorized" });
    expect(gw.calls).toHaveLength(0);
  });
});

describe("SPEC §7 subscribers and subscriber-search: the client", () => {
  it("GET /identity/subscriber-search?q&limit=20: number, account and employee of each line", async () => {
    const { gw, api } = subscribers(() => json([{ ...line("0729100230"), activatedOn: "2021-03-01" }]));
    await expect(api.search("lazar")).resolves.toEqual([{ msisdn: "0729100230", ban: "500000503", userName: "Ana Popa" }]);
    expect(gw.calls[0]).toMatchObject({ method: "GET", path: "/identity/subscriber-search?q=lazar&limit=20" });
  });

  it("GET /identity/subscribers?offset&limit[&ban]: a page with its total", async () => {
    const { gw, api } = subscribers(() => json([{ ...line("0729100230"), activatedOn: "2021-03-01" }]), { "x-total-count": "60" });
    await expect(api.list("500000503", 2)).resolves.toMatchObject({
      total: 60,
      items: [{ planName: "Business 10", activatedOn: "2021-03-01" }],
    });
    expect(gw.calls[0]!.path).toBe("/identity/subscribers?offset=20&limit=20&ban=500000503");
  });

  it("an answer that is not a list → invalid_response of the identity service", async () => {
    const { api } = subscribers(() => json({ items: [] }));
    expect(await rejection(api.search("ana"))).toMatchObject({ kind: "invalid_response", service: "identity" });
  });
});
