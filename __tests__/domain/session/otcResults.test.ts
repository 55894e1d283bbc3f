import { isEmailValidated, OTC_ERROR_CODES, otcErrorCodeOf, toOtcErrorCode } from "../../../src/domain/session/otcResults";

describe("SPEC §8 one-time-code error codes", () => {
  it("are the five of the catalogue", () => {
    expect([...OTC_ERROR_CODES]).toEqual(["no_error", "cannot_send_sms", "sms_blocked", "code_expired", "GenericError"]);
  });
  it.each(OTC_ERROR_CODES)("%s is kept", (code) => {
    expect(toOtcErrorCode(code)).toBe(code);
    expect(otcErrorCodeOf({ errorCode: code })).toBe(code);
  });
  it.each([undefined, null, "", "recaptcha_failed", "NO_ERROR", "genericerror", 0, {}])("%p → GenericError", (value) => {
    expect(toOtcErrorCode(value)).toBe("GenericError");
  });
  it.each([null, "no_error", [], {}])("answer %p without an errorCode → GenericError", (body) => {
    expect(otcErrorCodeOf(body)).toBe("GenericError");
  });
});

describe("SPEC §5 e-mail validation succeeds only when the response error code is 'no_error'", () => {
  it.each<[unknown, boolean]>([
    [{ errorCode: "no_error" }, true],
    [{ errorCode: "no_error", payload: null }, true],
    [{ errorCode: "code_expired" }, false],
    [{ errorCode: "GenericError" }, false],
    [{ errorCode: "NO_ERROR" }, false],
    [{ errorCode: "" }, false],
    [{}, false],
    [{ status: "ok" }, false],
    ["no_error", false],
    [null, false],
    [undefined, false],
  ])("%j → %s", (body, expected) => {
    expect(isEmailValidated(body)).toBe(expected);
  });
});
