import { isEmailValidated } from "../../../src/domain/session/otcResults";

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
