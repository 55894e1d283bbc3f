// The usage summary client (src/clients/gateway/usageSummaryClient.ts): the dashboard's and the usage overview's
// credit and allowances.
import type { GatewayError } from "../../../src/clients/gateway/errors";
import { createUsageSummaryApi } from "../../../src/clients/gateway/usageSummaryClient";
import { emptyTokens, setAnonymousTokens, setBaseTokens, type AuthTokens } from "../../../src/domain/session/tokens";
import { pair } from "../../domain/session/fixtures";
import { fakeGateway, json, memoryPort, type Handler } from "./fakeGateway";

const sso = () => setBaseTokens(emptyTokens(), pair("base"));

function apis(handler: Handler, state: AuthTokens = sso()) {
  const gw = fakeGateway(handler);
  const port = memoryPort(state, "personal");
  port.segment = "RESIDENTIAL";
  return { gw, port, usage: createUsageSummaryApi(port, { adapter: gw.adapter }) };
}

const rejection = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error("expected a rejection");
    },
    (e: unknown) => e as GatewayError,
  );

describe("SPEC §7 Usage and products: GET /dxl-nb-usage-consumption/queryUsageConsumption/summary", () => {
  it("asks for the summary with the signed-in token; the object comes back as read", async () => {
    const body = { usageConsumption: [{ id: "UC-0733000201", bucketRefOrValue: [] }] };
    const { gw, usage } = apis(() => json(body));
    await expect(usage.usageSummary()).resolves.toEqual(body);
    expect(gw.calls[0]).toMatchObject({ method: "GET", path: "/dxl-nb-usage-consumption/queryUsageConsumption/summary" });
    expect(gw.calls[0]!.headers.authorization).toBe("Bearer base-access");
  });

  it.each([[[]], ["text"], [null]])("an answer that is not a JSON object (%j) → invalid_response", async (body) => {
    const { usage } = apis(() => json(body));
    expect(await rejection(usage.usageSummary())).toMatchObject({ kind: "invalid_response", service: "usageConsumption" });
  });

  it("no answer is a network GatewayError", async () => {
    const { usage } = apis(() => ({ network: true }));
    expect(await rejection(usage.usageSummary())).toMatchObject({ kind: "network" });
  });

  it("is never sent with an anonymous token", async () => {
    const { gw, usage } = apis(() => json({}), setAnonymousTokens(emptyTokens(), "anonymous", pair("anon")));
    expect(await rejection(usage.usageSummary())).toMatchObject({ kind: "unauthorized" });
    expect(gw.calls).toHaveLength(0);
  });
});
