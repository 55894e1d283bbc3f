// The registration calls of the identity back end (issue 26; SPEC §7 "routes for registration"): paths, bodies, no
// tokens sent, answers read by the domain, refusals as kind "rejected" with the answer kept.
import { GatewayError } from "../../../src/clients/gateway/errors";
import { createRegistrationApi, REGISTRATION_BOTCHECK_ACTION } from "../../../src/clients/gateway/registrationClient";
import { emptyTokens, setAnonymousTokens } from "../../../src/domain/session/tokens";
import { pair } from "../../domain/session/fixtures";
import { fakeGateway, json, memoryPort, type Handler } from "./fakeGateway";

const T = Date.parse("2026-03-02T09:00:00.000Z");
const VETTING = {
  option: "EXISTING_NUMBER",
  msisdn: "0722000111",
  cnp: null,
  county: "Cluj",
  city: "Cluj-Napoca",
  carrierType: "POSTPAID",
  operator: "VDF",
  currentStep: "CODE_SENT",
  tocAccepted: false,
  resendTimestamp: T,
  eligibleFlows: ["ACQ", "RET"],
  expiresAt: T + 1_800_000,
};
const ok = (vetting: Record<string, unknown> = VETTING) => json({ errorCode: "no_error", registrationId: "reg_1", vetting, payload: null });
const botcheck = { token: "sbx1.reg", action: REGISTRATION_BOTCHECK_ACTION };

function api(handler: Handler) {
  const gw = fakeGateway(handler);
  // An anonymous visitor: the registration calls still go without any token.
  const port = memoryPort(setAnonymousTokens(emptyTokens(), "anonymous", pair("anon")));
  return { gw, reg: createRegistrationApi(port, { adapter: gw.adapter }) };
}
const rejection = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error("expected a rejection");
    },
    (e: unknown) => e as GatewayError,
  );

describe("registration client (SPEC §7 routes for registration, SPEC §4 login options step)", () => {
  it("starts with the option, the number and the bot-check of action registration, without any token", async () => {
    const { gw, reg } = api(() => ok());
    const vetting = await reg.start("EXISTING_NUMBER", "0722000111", botcheck);
    expect(vetting).toMatchObject({ registrationId: "reg_1", currentStep: "CODE_SENT", resendTimestamp: T, eligibleFlows: ["RET", "ACQ"] });
    expect(gw.calls[0]).toMatchObject({
      method: "POST",
      path: "/identity/registration",
      body: { option: "EXISTING_NUMBER", msisdn: "0722000111", "g-recaptcha-response": "sbx1.reg", "g-recaptcha-action": "registration" },
    });
    expect(gw.calls[0]!.headers).not.toHaveProperty("authorization");
    expect(gw.calls[0]!.headers).not.toHaveProperty("x-auth-provider");
  });

  it("reads, resends and confirms at the registration's own paths", async () => {
    const { gw, reg } = api(() => ok());
    await reg.read("reg_1");
    await reg.resend("reg_1", botcheck);
    await reg.confirmCode("reg_1", "123456");
    expect(gw.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      "GET /identity/registration/reg_1",
      "POST /identity/registration/reg_1/resend",
      "POST /identity/registration/reg_1/code",
    ]);
    expect(gw.calls[1]!.body).toEqual({ "g-recaptcha-response": "sbx1.reg", "g-recaptcha-action": "registration" });
    expect(gw.calls[2]!.body).toEqual({ code: "123456" });
  });

  it("creates the account and returns its tokens", async () => {
    const { gw, reg } = api(() =>
      json({
        errorCode: "no_error",
        accessToken: "at",
        refreshToken: "rt",
        registrationId: "reg_1",
        vetting: { ...VETTING, currentStep: "ACCOUNT_CREATED" },
      }),
    );
    const details = {
      firstName: "Ana",
      lastName: "Stoica",
      email: "ana@example.ro",
      password: "Primavara2026",
      tocAccepted: true as const,
    };
    const made = await reg.createAccount("reg_1", details, "shopcbuweb", botcheck);
    expect(made.tokens).toEqual({ accessToken: "at", refreshToken: "rt" });
    expect(made.vetting?.currentStep).toBe("ACCOUNT_CREATED");
    expect(gw.calls[0]).toMatchObject({
      method: "POST",
      path: "/identity/registration/reg_1/account",
      body: { client: "shopcbuweb", ...details, "g-recaptcha-action": "registration" },
    });
  });

  it.each(["account_exists", "sms_blocked", "resend_too_soon", "GenericError"])(
    "errorCode %s → rejected with that code, the answer kept",
    async (code) => {
      const body = { errorCode: code, registrationId: "reg_1", vetting: VETTING, payload: { retryAfterSeconds: 12 } };
      const { reg } = api(() => json(body));
      const error = await rejection(reg.start("NEW_CUSTOMER", "0755000123", botcheck));
      expect(error).toBeInstanceOf(GatewayError);
      expect(error).toMatchObject({ kind: "rejected", code, service: "identity", payload: body });
    },
  );

  it("a success without a usable vetting or tokens is an invalid answer, never a success", async () => {
    const { reg } = api(() => json({ errorCode: "no_error", registrationId: "reg_1" }));
    await expect(rejection(reg.confirmCode("reg_1", "123456"))).resolves.toMatchObject({ kind: "invalid_response" });
    const noTokens = api(() => ok({ ...VETTING, currentStep: "ACCOUNT_CREATED" }));
    const details = { firstName: "A", lastName: "B", email: "a@b.ro", password: "x", tocAccepted: true as const };
    await expect(rejection(noTokens.reg.createAccount("reg_1", details, "shopcbuweb", null))).resolves.toMatchObject({
      kind: "rejected",
      code: "missing_access_token",
    });
  });

  it("a 404 for a forgotten registration and a 500 are http errors with their status and code", async () => {
    const gone = api(() => json({ "@type": "Error", code: "registration_not_found", status: "404" }, 404));
    await expect(rejection(gone.reg.read("reg_x"))).resolves.toMatchObject({ kind: "http", status: 404, code: "registration_not_found" });
    const down = api(() => json({ code: "internal_error" }, 500));
    await expect(rejection(down.reg.start("NEW_CUSTOMER", "0755000123", botcheck))).resolves.toMatchObject({ kind: "http", status: 500 });
  });
});
