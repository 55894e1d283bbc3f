import { signInErrorKey } from "../../../src/domain/session/signInErrors";

describe("SPEC §8 Login/session codes → sign-in message", () => {
  it.each([
    ["invalid_credentials", "invalidCredentials"],
    ["recaptcha_failed", "botcheck"],
    ["missing_access_token", "missingToken"],
    ["cannot_send_sms", "cannotSendSms"],
    ["sms_blocked", "smsBlocked"],
    // issue 12: the gateway's attempt limit (our meaning of SPEC §8's EC1005)
    ["EC1005", "tooManyAttempts"],
    ["code_expired", "codeExpired"],
    ["GenericError", "wrongCode"],
    ["DXL-BAR-UNBAR_006", "unavailable"],
    ["something_new", "unavailable"],
  ])("a refused answer with %s shows %s", (code, key) => {
    expect(signInErrorKey({ kind: "rejected", code })).toBe(key);
  });

  it.each([
    [{ kind: "network", code: null }],
    [{ kind: "timeout" }],
    [{ kind: "http", code: "invalid_credentials" }], // a 500 never says the password was wrong
    [{ kind: "invalid_response", code: "no_error" }],
    [new Error("boom")],
    [null],
    ["invalid_credentials"],
  ])("anything else is 'unavailable' (%j)", (error) => {
    expect(signInErrorKey(error)).toBe("unavailable");
  });
});
