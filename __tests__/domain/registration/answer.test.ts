import {
  isRegistrationExpired,
  readFieldErrors,
  readRegistrationAnswer,
  readRegistrationVetting,
  retryAfterSeconds,
} from "../../../src/domain/registration/answer";

const T = Date.parse("2026-03-02T09:00:00.000Z");
const VETTING = {
  option: "EXISTING_NUMBER",
  msisdn: "0722000111",
  cnp: null,
  county: "București",
  city: "București",
  carrierType: "POSTPAID",
  operator: "VDF",
  currentStep: "CODE_SENT",
  tocAccepted: false,
  resendTimestamp: T,
  eligibleFlows: ["ACQ", "RET", "MNP"],
  expiresAt: T + 1_800_000,
};

describe("SPEC §3 vetting: reading the gateway's registration answer", () => {
  it("reads every vetting field; eligible flows with ACQ last (SPEC §4)", () => {
    expect(readRegistrationAnswer({ errorCode: "no_error", registrationId: "reg-1", vetting: VETTING })).toEqual({
      ok: true,
      vetting: {
        registrationId: "reg-1",
        option: "EXISTING_NUMBER",
        msisdn: "0722000111",
        cnp: "",
        county: "București",
        city: "București",
        carrierType: "POSTPAID",
        operator: "VDF",
        currentStep: "CODE_SENT",
        tocAccepted: false,
        resendTimestamp: T,
        eligibleFlows: ["RET", "MNP", "ACQ"],
        expiresAt: T + 1_800_000,
      },
    });
  });

  it("a refusal gives its errorCode; a malformed answer is invalid, never a success", () => {
    expect(readRegistrationAnswer({ errorCode: "account_exists", payload: null })).toEqual({ ok: false, errorCode: "account_exists" });
    expect(readRegistrationAnswer("<html>")).toEqual({ ok: false, errorCode: "invalid_response" });
    expect(readRegistrationAnswer({ registrationId: "reg-1", vetting: VETTING })).toEqual({ ok: false, errorCode: "invalid_response" });
    expect(readRegistrationAnswer({ errorCode: "no_error", registrationId: "", vetting: VETTING })).toEqual({
      ok: false,
      errorCode: "invalid_response",
    });
    expect(readRegistrationAnswer({ errorCode: "no_error", registrationId: "r", vetting: { ...VETTING, currentStep: "DONE?" } })).toEqual({
      ok: false,
      errorCode: "invalid_response",
    });
  });

  it("a kept copy is read with the same rules (a reload), and missing optional fields fall back to empty", () => {
    expect(
      readRegistrationVetting({ registrationId: "r", option: "NEW_CUSTOMER", msisdn: "722000111", currentStep: "LOGIN_OPTIONS" }),
    ).toEqual({
      registrationId: "r",
      option: "NEW_CUSTOMER",
      msisdn: "0722000111",
      cnp: "",
      county: "",
      city: "",
      carrierType: "",
      operator: "",
      currentStep: "LOGIN_OPTIONS",
      tocAccepted: false,
      resendTimestamp: null,
      eligibleFlows: [],
      expiresAt: null,
    });
    expect(readRegistrationVetting(null)).toBeNull();
    expect(
      readRegistrationVetting({ registrationId: "r", option: "NEW_CUSTOMER", msisdn: "null", currentStep: "LOGIN_OPTIONS" }),
    ).toBeNull();
  });

  it("reads the wait a refused resend names, and tells when a kept registration has expired", () => {
    expect(retryAfterSeconds({ errorCode: "resend_too_soon", payload: { retryAfterSeconds: 41.2 } })).toBe(42);
    expect(retryAfterSeconds({ errorCode: "resend_too_soon", payload: null })).toBeNull();
    expect(retryAfterSeconds({ payload: { retryAfterSeconds: -3 } })).toBeNull();
    expect(isRegistrationExpired({ expiresAt: T }, T)).toBe(true);
    expect(isRegistrationExpired({ expiresAt: T + 1 }, T)).toBe(false);
    expect(isRegistrationExpired({ expiresAt: null }, T)).toBe(false);
  });
});

describe("SPEC §3 vetting details: the fields a refused details step names", () => {
  it("keeps known fields with known messages, drops the rest", () => {
    const body = {
      errorCode: "invalid_details",
      payload: { fields: { email: "emailInvalid", password: "passwordShort", cnp: "required", firstName: "??" } },
    };
    expect(readFieldErrors(body)).toEqual({ email: "emailInvalid", password: "passwordShort" });
    expect(readFieldErrors({ errorCode: "toc_required", payload: { fields: { tocAccepted: "tocRequired" } } })).toEqual({
      tocAccepted: "tocRequired",
    });
    expect(readFieldErrors({ errorCode: "invalid_details", payload: null })).toEqual({});
    expect(readFieldErrors("nope")).toEqual({});
  });
});
