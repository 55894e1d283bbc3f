// The GDPR settings client (src/clients/gateway/privacyClient.ts) against a fake gateway: SPEC §7 "GET (with
// ?skipCache) and POST GDPR settings" — the customer's path, skipCache only when asked, the domain's body, the answer
// read by the domain, failures as the service's GatewayError. No network.
import { GatewayError } from "../../../src/clients/gateway/errors";
import { createPrivacyApi } from "../../../src/clients/gateway/privacyClient";
import { emptyTokens, setBaseTokens } from "../../../src/domain/session/tokens";
import { pair } from "../../domain/session/fixtures";
import { fakeGateway, json, memoryPort, type Seen, type Reply } from "./fakeGateway";

const ANSWER = {
  customerId: "CUST-CBU-1001",
  gdprBasic: { marketingEmail: true, marketingSms: false, marketingCall: false },
  gdprAdvanced: { profiling: false, partners: true },
  lastUpdated: "2025-09-01T12:00:00+03:00",
};

function api(handler: (req: Seen) => Reply) {
  const gw = fakeGateway(handler);
  return { gw, privacy: createPrivacyApi(memoryPort(setBaseTokens(emptyTokens(), pair("base")), "personal"), { adapter: gw.adapter }) };
}

const rejection = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error("expected a rejection");
    },
    (e: unknown) => e as GatewayError,
  );

describe("SPEC §7 GDPR settings client", () => {
  it("GET: the customer's settings, from the cache unless skipCache is asked for", async () => {
    const { gw, privacy } = api(() => json(ANSWER));
    const s = await privacy.settings("CUST-CBU-1001");
    expect(s.consents).toEqual({ marketingEmail: true, marketingSms: false, marketingCall: false, profiling: false, partners: true });
    await privacy.settings("CUST-CBU-1001", { skipCache: true });
    expect(gw.calls.map((c) => [c.method, c.path])).toEqual([
      ["GET", "/dxl-gdpr/gdpr-settings/CUST-CBU-1001"],
      ["GET", "/dxl-gdpr/gdpr-settings/CUST-CBU-1001?skipCache=true"],
    ]);
    expect(gw.calls[0]?.headers.authorization).toMatch(/^Bearer /);
  });

  it("POST: every purpose under its group", async () => {
    const { gw, privacy } = api(() => json({ status: "saved", changed: [] }));
    await privacy.save("CUST-CBU-1001", {
      marketingEmail: false,
      marketingSms: true,
      marketingCall: false,
      profiling: true,
      partners: false,
    });
    expect(gw.calls[0]).toMatchObject({
      method: "POST",
      path: "/dxl-gdpr/gdpr-settings/CUST-CBU-1001",
      body: {
        gdprBasic: { marketingEmail: false, marketingSms: true, marketingCall: false },
        gdprAdvanced: { profiling: true, partners: false },
      },
    });
  });

  it("an answer that is not settings is invalid_response; a 500 is the service's http error", async () => {
    expect((await rejection(api(() => json({ status: "ok" })).privacy.settings("C"))).kind).toBe("invalid_response");
    const e = await rejection(
      api(() => json({ code: "internal_error" }, 500)).privacy.save("C", {
        marketingEmail: false,
        marketingSms: false,
        marketingCall: false,
        profiling: false,
        partners: false,
      }),
    );
    expect([e instanceof GatewayError, e.kind, e.status, e.service]).toEqual([true, "http", 500, "gdprSettings"]);
  });
});
