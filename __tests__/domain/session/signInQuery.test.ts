import { readSignInQuery, signInUrl } from "../../../src/domain/session/signInQuery";

describe("sign-in page query (DESIGN.md return path, issue 5 'same-origin path only')", () => {
  it("reads a safe return path and a known reason", () => {
    expect(readSignInQuery("?returnTo=%2Fecare%2Ffacturi-si-plati%3Fx%3D1&reason=expired")).toEqual({
      returnTo: "/ecare/facturi-si-plati?x=1",
      reason: "expired",
    });
  });

  it.each([
    "?returnTo=%2F%2Fevil.example",
    "?returnTo=https%3A%2F%2Fevil.example",
    "?returnTo=javascript%3Aalert(1)",
    "?returnTo=%2Flogin",
    "",
  ])("drops an unsafe or missing return path (%s)", (search) => {
    expect(readSignInQuery(search).returnTo).toBeNull();
  });

  it("ignores unknown reasons", () => {
    expect(readSignInQuery("?reason=%3Cscript%3E").reason).toBeNull();
    expect(readSignInQuery("?reason=reauth").reason).toBe("reauth");
  });

  it("builds the area's sign-in address with the return path and the reason, and reads it back", () => {
    const url = signInUrl("/ecare/dashboard?tab=2", "personal", "expired");
    expect(url).toBe("/login?returnTo=%2Fecare%2Fdashboard%3Ftab%3D2&reason=expired");
    expect(readSignInQuery(url.slice(url.indexOf("?")))).toEqual({ returnTo: "/ecare/dashboard?tab=2", reason: "expired" });
    expect(signInUrl("/business/assurance", "business")).toBe("/business/login?returnTo=%2Fbusiness%2Fassurance");
    expect(signInUrl("//evil.example", "personal", "reauth")).toBe("/login?reason=reauth");
  });
});
