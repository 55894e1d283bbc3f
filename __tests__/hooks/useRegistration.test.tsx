// "Creează cont" (issue 26): the registration hook over the gateway client — steps from the answers, the step kept
// across a reload (never the password), the new account's tokens stored exactly as a sign-in stores them.
import { act, renderHook, waitFor } from "@testing-library/react";
import { navigate } from "gatsby";
import { GatewayError } from "../../src/clients/gateway/errors";
import type { RegistrationVetting } from "../../src/domain/registration/steps";
import { useRegistration } from "../../src/hooks/useRegistration";
import { REGISTRATION_STORAGE_KEY } from "../../src/state/registrationProgress";
import { clearSession, getTokens, getUserProfile } from "../../src/state/sessionStore";
import { pair } from "../domain/session/fixtures";

const mockRegistration = { start: jest.fn(), read: jest.fn(), resend: jest.fn(), confirmCode: jest.fn(), createAccount: jest.fn() };
const mockIdentity = { contactRoles: jest.fn(), userInfo: jest.fn(), convertToken: jest.fn() };
jest.mock("../../src/hooks/boundClient", () => ({
  boundClient: (create: { name: string }) => (create.name === "createRegistrationApi" ? mockRegistration : mockIdentity),
}));
jest.mock("../../src/clients/botcheck/recaptcha", () => ({
  loadBotcheckScript: jest.fn(async () => true),
  getBotcheckToken: jest.fn(async (action: string) => ({ token: `sbx1.${action}`, action })),
}));

const T0 = Date.now();
const vetting = (over: Partial<RegistrationVetting> = {}): RegistrationVetting => ({
  registrationId: "reg_1",
  option: "EXISTING_NUMBER",
  msisdn: "0722000111",
  cnp: "",
  county: "Cluj",
  city: "Cluj-Napoca",
  carrierType: "POSTPAID",
  operator: "VDF",
  currentStep: "CODE_SENT",
  tocAccepted: false,
  resendTimestamp: T0,
  eligibleFlows: ["RET", "ACQ"],
  expiresAt: T0 + 1_800_000,
  ...over,
});
const refused = (code: string, payload: unknown = null) =>
  new GatewayError({ kind: "rejected", message: `identity answered ${code}`, status: 200, code, payload, service: "identity" });
const DETAILS = { firstName: "Ana", lastName: "Stoica", email: "ana@example.ro", password: "Primavara2026", tocAccepted: true as const };
const kept = () => window.sessionStorage.getItem(REGISTRATION_STORAGE_KEY);

beforeEach(() => {
  window.sessionStorage.clear();
  clearSession();
  jest.clearAllMocks();
  mockRegistration.read.mockResolvedValue(vetting());
  mockIdentity.contactRoles.mockResolvedValue([]);
  mockIdentity.convertToken.mockResolvedValue({ tokens: pair("ext"), clientType: "shopCBU" });
  mockIdentity.userInfo.mockResolvedValue({
    firstName: "Ana",
    lastName: "Stoica",
    ssoRoles: ["ContractOwner"],
    selectedRole: "ContractOwner",
  });
});

describe("useRegistration (SPEC §4 vetting from the login options step)", () => {
  it("starts at the options step; a started registration shows the code step with the resend wait, and is kept in the tab", async () => {
    mockRegistration.start.mockResolvedValue(vetting({ resendTimestamp: Date.now() }));
    const { result } = renderHook(() => useRegistration({ area: "personal" }));
    expect(result.current.state).toMatchObject({ vetting: null, screen: "number", busy: null, failure: null });
    act(() => {
      void result.current.start("EXISTING_NUMBER", "0722000111");
    });
    await waitFor(() => expect(result.current.state.screen).toBe("code"));
    expect(mockRegistration.start).toHaveBeenCalledWith("EXISTING_NUMBER", "0722000111", {
      token: "sbx1.registration",
      action: "registration",
    });
    expect(result.current.state.resendInSeconds).toBeGreaterThan(55);
    expect(JSON.parse(kept() ?? "null")).toMatchObject({ registrationId: "reg_1", currentStep: "CODE_SENT", msisdn: "0722000111" });
  });

  it("after a reload shows the kept step at once, then the gateway's; a forgotten registration starts over and says so", async () => {
    window.sessionStorage.setItem(REGISTRATION_STORAGE_KEY, JSON.stringify(vetting({ currentStep: "CODE_VALIDATED" })));
    mockRegistration.read.mockResolvedValue(vetting({ currentStep: "CODE_VALIDATED" }));
    const first = renderHook(() => useRegistration({ area: "personal" }));
    expect(first.result.current.state.screen).toBe("details");
    await waitFor(() => expect(mockRegistration.read).toHaveBeenCalledWith("reg_1"));
    first.unmount();

    mockRegistration.read.mockRejectedValue(
      new GatewayError({ kind: "http", message: "gone", status: 404, code: "registration_not_found", service: "identity" }),
    );
    const second = renderHook(() => useRegistration({ area: "personal" }));
    await waitFor(() => expect(second.result.current.state.notice).toBe("expired"));
    expect(second.result.current.state.screen).toBe("number");
    expect(kept()).toBeNull();
  });

  it("a kept registration past its expiry is not asked for: the options step, with the reason", () => {
    window.sessionStorage.setItem(REGISTRATION_STORAGE_KEY, JSON.stringify(vetting({ expiresAt: Date.now() - 1 })));
    const { result } = renderHook(() => useRegistration({ area: "personal" }));
    expect(result.current.state).toMatchObject({ screen: "number", notice: "expired" });
    expect(mockRegistration.read).not.toHaveBeenCalled();
  });

  it("a refused start keeps the options step and names the refusal", async () => {
    mockRegistration.start.mockRejectedValue(refused("account_exists"));
    const { result } = renderHook(() => useRegistration({ area: "personal" }));
    act(() => {
      void result.current.start("EXISTING_NUMBER", "0722000101");
    });
    await waitFor(() => expect(result.current.state.failure).not.toBeNull());
    expect(result.current.state).toMatchObject({ screen: "number", busy: null, failure: { action: "start" } });
    expect(result.current.state.lastStart).toEqual({ option: "EXISTING_NUMBER", msisdn: "0722000101" });
    expect(kept()).toBeNull();
  });

  it("SPEC §3 resendTimestamp: a refused resend waits what the gateway says", async () => {
    window.sessionStorage.setItem(REGISTRATION_STORAGE_KEY, JSON.stringify(vetting({ resendTimestamp: Date.now() - 120_000 })));
    mockRegistration.read.mockResolvedValue(vetting({ resendTimestamp: Date.now() - 120_000 }));
    mockRegistration.resend.mockRejectedValue(
      refused("resend_too_soon", { errorCode: "resend_too_soon", payload: { retryAfterSeconds: 42 } }),
    );
    const { result } = renderHook(() => useRegistration({ area: "personal" }));
    await waitFor(() => expect(mockRegistration.read).toHaveBeenCalled());
    expect(result.current.state.resendInSeconds).toBe(0);
    act(() => {
      void result.current.resend();
    });
    await waitFor(() => expect(result.current.state.failure?.action).toBe("resend"));
    expect(result.current.state.resendInSeconds).toBeGreaterThanOrEqual(41);
  });

  it("the account's tokens are stored as a sign-in stores them; the visitor lands on the dashboard; nothing stays in the tab", async () => {
    window.sessionStorage.setItem(REGISTRATION_STORAGE_KEY, JSON.stringify(vetting({ currentStep: "CODE_VALIDATED" })));
    mockRegistration.read.mockResolvedValue(vetting({ currentStep: "CODE_VALIDATED" }));
    mockRegistration.createAccount.mockResolvedValue({ tokens: pair("new"), vetting: vetting({ currentStep: "ACCOUNT_CREATED" }) });
    const { result } = renderHook(() => useRegistration({ area: "personal" }));
    await waitFor(() => expect(mockRegistration.read).toHaveBeenCalled());
    act(() => {
      void result.current.createAccount(DETAILS);
    });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/ecare/dashboard", undefined));
    expect(mockRegistration.createAccount).toHaveBeenCalledWith("reg_1", DETAILS, "shopcbuweb", {
      token: "sbx1.registration",
      action: "registration",
    });
    expect(getTokens().baseSSO).toEqual(pair("new"));
    expect(getTokens().extendedSSO.shopCBU).toEqual(pair("ext"));
    expect(getUserProfile()?.firstName).toBe("Ana");
    expect(kept()).toBeNull();
    expect(JSON.stringify(window.sessionStorage)).not.toContain(DETAILS.password);
  });

  it("a 500 on the account call changes nothing: the details step, the catalogued failure, no session", async () => {
    window.sessionStorage.setItem(REGISTRATION_STORAGE_KEY, JSON.stringify(vetting({ currentStep: "CODE_VALIDATED" })));
    mockRegistration.read.mockResolvedValue(vetting({ currentStep: "CODE_VALIDATED" }));
    mockRegistration.createAccount.mockRejectedValue(new GatewayError({ kind: "http", message: "boom", status: 500, service: "identity" }));
    const { result } = renderHook(() => useRegistration({ area: "personal" }));
    await waitFor(() => expect(mockRegistration.read).toHaveBeenCalled());
    act(() => {
      void result.current.createAccount(DETAILS);
    });
    await waitFor(() => expect(result.current.state.failure?.action).toBe("account"));
    expect(result.current.state.screen).toBe("details");
    expect(getTokens().baseSSO).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
    expect(JSON.parse(kept() ?? "null")).toMatchObject({ currentStep: "CODE_VALIDATED" });
  });

  it("the gateway's field messages of a refused details step reach the form", async () => {
    window.sessionStorage.setItem(REGISTRATION_STORAGE_KEY, JSON.stringify(vetting({ currentStep: "CODE_VALIDATED" })));
    mockRegistration.read.mockResolvedValue(vetting({ currentStep: "CODE_VALIDATED" }));
    mockRegistration.createAccount.mockRejectedValue(
      refused("invalid_details", { errorCode: "invalid_details", payload: { fields: { password: "passwordPersonal" } } }),
    );
    const { result } = renderHook(() => useRegistration({ area: "personal" }));
    await waitFor(() => expect(mockRegistration.read).toHaveBeenCalled());
    act(() => {
      void result.current.createAccount(DETAILS);
    });
    await waitFor(() => expect(result.current.state.fieldErrors).toEqual({ password: "passwordPersonal" }));
  });

  it("'change number' goes back to the options step and forgets the kept step", async () => {
    window.sessionStorage.setItem(REGISTRATION_STORAGE_KEY, JSON.stringify(vetting()));
    const { result } = renderHook(() => useRegistration({ area: "personal" }));
    await waitFor(() => expect(mockRegistration.read).toHaveBeenCalled());
    act(() => {
      void result.current.changeNumber();
    });
    expect(result.current.state).toMatchObject({ screen: "number", lastStart: { option: "EXISTING_NUMBER", msisdn: "0722000111" } });
    expect(kept()).toBeNull();
  });
});
