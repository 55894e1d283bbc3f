// The clients of date-personale (issue 26): the identity back end's account routes (accountClient.ts: contact e-mail,
// SPEC §7 identity "disassociate roles"), SPEC §7 "POST loyalty tier" (loyaltyClient.ts) and "GET HBO-max banner"
// (hboMaxClient.ts): their paths, signed-in token, the answers read by the domain, refusals kept on the error.
import type { GatewayError } from "../../../src/clients/gateway/errors";
import { createAccountApi } from "../../../src/clients/gateway/accountClient";
import { createHboMaxApi } from "../../../src/clients/gateway/hboMaxClient";
import { createLoyaltyApi } from "../../../src/clients/gateway/loyaltyClient";
import { emptyTokens, setAnonymousTokens, setBaseTokens, type AuthTokens } from "../../../src/domain/session/tokens";
import { pair } from "../../domain/session/fixtures";
import { fakeGateway, json, memoryPort, type Handler } from "./fakeGateway";

const sso = () => setBaseTokens(emptyTokens(), pair("base"));

function setup(handler: Handler, state: AuthTokens = sso()) {
  const gw = fakeGateway(handler);
  const port = memoryPort(state, "personal");
  const options = { adapter: gw.adapter };
  return { gw, account: createAccountApi(port, options), loyalty: createLoyaltyApi(port, options), hbo: createHboMaxApi(port, options) };
}

const rejection = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error("expected a rejection");
    },
    (e: unknown) => e as GatewayError,
  );

describe("SPEC §7 e-mail verification: the contact e-mail route", () => {
  it("POST /identity/contact-email {email} with the signed-in token; the saved address", async () => {
    const { gw, account } = setup(() => json({ email: "ana@exemplu.ro", changed: true, requestId: "TT-1" }));
    await expect(account.changeContactEmail("ana@exemplu.ro")).resolves.toEqual({ email: "ana@exemplu.ro", changed: true });
    expect(gw.calls[0]).toMatchObject({ method: "POST", path: "/identity/contact-email", body: { email: "ana@exemplu.ro" } });
    expect(gw.calls[0]!.headers.authorization).toBe("Bearer base-access");
  });

  it("409 email_not_verified is kept on the error; an answer without the address is invalid_response", async () => {
    const refused = setup(() => ({ status: 409, data: { code: "email_not_verified", message: "nu" } }));
    expect(await rejection(refused.account.changeContactEmail("a@exemplu.ro"))).toMatchObject({
      kind: "http",
      status: 409,
      code: "email_not_verified",
    });
    const odd = setup(() => json({ ok: true }));
    expect(await rejection(odd.account.changeContactEmail("a@exemplu.ro"))).toMatchObject({
      kind: "invalid_response",
      service: "identity",
    });
  });

  it("is never sent with an anonymous token", async () => {
    const { gw, account } = setup(() => json({}), setAnonymousTokens(emptyTokens(), "anonymous", pair("anon")));
    expect(await rejection(account.changeContactEmail("a@exemplu.ro"))).toMatchObject({ kind: "unauthorized" });
    expect(gw.calls).toHaveLength(0);
  });
});

describe("SPEC §7 identity 'disassociate roles'", () => {
  it("POST /identity/disassociate-roles {identityId}; the identities left, read by the domain", async () => {
    const left = [{ id: "idn-015-cbu", ban: "600000901", role: "ContractOwner", customerType: "CBU", selected: true }, { id: "bad" }];
    const { gw, account } = setup(() => json({ disassociated: { id: "idn-015-ebu" }, contactRoles: left }));
    await expect(account.disassociate("idn-015-ebu")).resolves.toEqual([
      {
        id: "idn-015-cbu",
        ban: "600000901",
        role: "ContractOwner",
        customerType: "CBU",
        companyName: null,
        resourceValue: null,
        selected: true,
      },
    ]);
    expect(gw.calls[0]).toMatchObject({ method: "POST", path: "/identity/disassociate-roles", body: { identityId: "idn-015-ebu" } });
  });

  it("409 identity_in_use / last_identity kept; no list in the answer → invalid_response", async () => {
    const refused = setup(() => ({ status: 409, data: { code: "last_identity" } }));
    expect(await rejection(refused.account.disassociate("x"))).toMatchObject({ status: 409, code: "last_identity" });
    const odd = setup(() => json({}));
    expect(await rejection(odd.account.disassociate("x"))).toMatchObject({ kind: "invalid_response" });
  });
});

describe("SPEC §7 POST loyalty tier and GET HBO-max banner", () => {
  it("POST /dxl-loyalty/tier with an empty object; the domain's view (unknown shapes: unavailable)", async () => {
    const { gw, loyalty } = setup(() =>
      json({ applicable: true, tier: "gold", points: 2600, nextTier: "platinum", pointsToNextTier: 2400 }),
    );
    await expect(loyalty.tier()).resolves.toMatchObject({ kind: "member", tier: "gold", points: 2600 });
    expect(gw.calls[0]).toMatchObject({ method: "POST", path: "/dxl-loyalty/tier", body: {} });
    await expect(setup(() => json("?")).loyalty.tier()).resolves.toEqual({ kind: "unavailable" });
  });

  it("GET /dxl-hbo-max/banner; hidden when the back end says so", async () => {
    const { gw, hbo } = setup(() => json({ show: false, reason: "plan_without_hbo_max" }));
    await expect(hbo.banner()).resolves.toEqual({ kind: "hidden" });
    expect(gw.calls[0]).toMatchObject({ method: "GET", path: "/dxl-hbo-max/banner" });
  });

  it("a 500 rejects with the service's GatewayError (the catalogued ribbon)", async () => {
    const { loyalty, hbo } = setup(() => ({ status: 500, data: { code: "internal_error" } }));
    expect(await rejection(loyalty.tier())).toMatchObject({ kind: "http", status: 500, service: "loyalty" });
    expect(await rejection(hbo.banner())).toMatchObject({ kind: "http", status: 500, service: "hboMax" });
  });
});
