import { refreshFailureEndsSession } from "../../../src/domain/session/refreshFailure";

describe("SPEC §8 refresh failure clears user info — only when the refresh token is refused (issue 24)", () => {
  it.each([400, 401])("a %i answer ends the session", (status) => {
    expect(refreshFailureEndsSession(status)).toBe(true);
  });

  it("a 200 whose body is not a token answer (SPEC §8 'invalid response') ends the session", () => {
    expect(refreshFailureEndsSession(200)).toBe(true);
  });

  it.each([500, 502, 503, 504, 429, 403, 404, 408])("a %i answer keeps the session", (status) => {
    expect(refreshFailureEndsSession(status)).toBe(false);
  });

  it("no answer at all (network, timeout) keeps the session", () => {
    expect(refreshFailureEndsSession(null)).toBe(false);
  });
});
