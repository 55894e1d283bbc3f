// The bar/unbar client (src/clients/gateway/barUnbarClient.ts; SPEC §7 "Bar/unbar"): the state's GET, the action's
// POST with an empty body, the answer read by the domain, and the SPEC §8 refusal kept on the error.
import type { GatewayError } from "../../../src/clients/gateway/errors";
import { createBarUnbarApi } from "../../../src/clients/gateway/barUnbarClient";
import { emptyTokens, setAnonymousTokens, setBaseTokens, type AuthTokens } from "../../../src/domain/session/tokens";
import { pair } from "../../domain/session/fixtures";
import { fakeGateway, json, memoryPort, type Handler } from "./fakeGateway";

const sso = () => setBaseTokens(emptyTokens(), pair("base"));
const line = { msisdn: "0722000101", targetSystem: "BSCS", planName: "RED 12" };

function apis(handler: Handler, state: AuthTokens = sso()) {
  const gw = fakeGateway(handler);
  return { gw, api: createBarUnbarApi(memoryPort(state, "personal"), { adapter: gw.adapter }) };
}

const rejection = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error("expected a rejection");
    },
    (e: unknown) => e as GatewayError,
  );

describe("SPEC §7 Bar/unbar: the client", () => {
  it("GET /bar-unbar/{resource}?targetSystem with the signed-in token; the state is the domain's", async () => {
    const { gw, api } = apis(() => json({ id: line.msisdn, publicIdentifier: line.msisdn, status: "suspended", statusDate: null }));
    await expect(api.status(line)).resolves.toEqual({ msisdn: line.msisdn, state: "blocked", rawStatus: "suspended", statusDate: "" });
    expect(gw.calls[0]).toMatchObject({ method: "GET", path: "/bar-unbar/0722000101?targetSystem=BSCS" });
    expect(gw.calls[0]!.headers.authorization).toBe("Bearer base-access");
  });

  it("POST /bar-unbar/{action}?targetSystem&resource with an empty body; answers the new state", async () => {
    const { gw, api } = apis(() => json({ publicIdentifier: line.msisdn, status: "active" }));
    await expect(api.act(line, "unbar")).resolves.toMatchObject({ state: "active" });
    expect(gw.calls[0]).toMatchObject({ method: "POST", path: "/bar-unbar/unbar?targetSystem=BSCS&resource=0722000101", body: null });
  });

  it("a refusal keeps its SPEC §8 code and status (DXL-BAR-UNBAR_006)", async () => {
    const { api } = apis(() => ({ status: 409, data: { code: "DXL-BAR-UNBAR_006", reason: "alreadyBarred", message: "deja blocată" } }));
    expect(await rejection(api.act(line, "bar"))).toMatchObject({
      kind: "http",
      status: 409,
      code: "DXL-BAR-UNBAR_006",
      service: "barUnbar",
    });
  });

  it.each([[[]], ["text"], [{ status: "active" }]])("an answer that is not a SIM state (%j) → invalid_response", async (body) => {
    const { api } = apis(() => json(body));
    expect(await rejection(api.status(line))).toMatchObject({ kind: "invalid_response", service: "barUnbar" });
  });

  it("is never sent with an anonymous token", async () => {
    const { gw, api } = apis(() => json({}), setAnonymousTokens(emptyTokens(), "anonymous", pair("anon")));
    expect(await rejection(api.act(line, "bar"))).toMatchObject({ kind: "unauthorized" });
    expect(gw.calls).toHaveLength(0);
  });
});
