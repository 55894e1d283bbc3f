import { registrationErrorKey } from "../../../src/domain/registration/errors";

describe("SPEC §8 Login/session codes and the registration's own codes", () => {
  it.each([
    ["cannot_send_sms", "cannotSendSms"],
    ["sms_blocked", "smsBlocked"],
    ["code_expired", "codeExpired"],
    ["GenericError", "wrongCode"],
    ["EC1005", "tooManyAttempts"],
    ["account_exists", "accountExists"],
    ["not_operator_number", "notOperatorNumber"],
    ["operator_number", "operatorNumber"],
    ["email_taken", "emailTaken"],
    ["toc_required", "tocRequired"],
    ["resend_too_soon", "resendTooSoon"],
    ["recaptcha_failed", "botcheck"],
  ])("a refused answer with %s shows %s", (code, key) => {
    expect(registrationErrorKey({ kind: "rejected", code, status: 200 })).toBe(key);
  });

  it("a forgotten registration (404) or a passed step (409) are refusals too", () => {
    expect(registrationErrorKey({ kind: "http", status: 404, code: "registration_not_found" })).toBe("expired");
    expect(registrationErrorKey({ kind: "http", status: 409, code: "wrong_step" })).toBe("wrongStep");
  });

  it("anything else is not a refusal: the screen shows the catalogued ribbon of its error class", () => {
    expect(registrationErrorKey({ kind: "http", status: 500, code: "account_exists" })).toBeNull();
    expect(registrationErrorKey({ kind: "rejected", code: "something_new" })).toBeNull();
    expect(registrationErrorKey({ kind: "network" })).toBeNull();
    expect(registrationErrorKey(new Error("boom"))).toBeNull();
    expect(registrationErrorKey(null)).toBeNull();
  });
});
