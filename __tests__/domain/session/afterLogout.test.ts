import { afterLogoutTarget } from "../../../src/domain/session/afterLogout";

const HOSTS = ["sso.operator.example", "id.operator.example:8443"];

describe("SPEC §4 after-logout address: same-origin paths, or https on a configured host (issue 12)", () => {
  it.each([
    ["https://sso.operator.example/logged-out", "https://sso.operator.example/logged-out"],
    ["https://SSO.Operator.Example/bye?x=1", "https://sso.operator.example/bye?x=1"],
    ["https://id.operator.example:8443/out", "https://id.operator.example:8443/out"],
    ["/multumim", "/multumim"],
    ["  /ecare/../multumim  ", "/multumim"],
  ])("goes to %s", (url, target) => {
    expect(afterLogoutTarget(url, HOSTS)).toBe(target);
  });

  it.each([
    null,
    undefined,
    "",
    "  ",
    "javascript:alert(1)",
    "data:text/html,x",
    "//evil.example",
    "/\\evil",
    "/..//evil.example",
    "/%2e%2e//evil.example",
    "not a url",
    42,
    // http is never followed, even on an allowed host
    "http://sso.operator.example/logged-out",
    // hosts not on the list, look-alikes and credentials tricks
    "https://evil.example/",
    "https://sso.operator.example.evil.example/",
    "https://evilsso.operator.example/",
    "https://sso.operator.example@evil.example/",
    "https://user:pw@sso.operator.example/",
    "https://sso.operator.example:444/",
    "https://id.operator.example/out",
  ])("ignores %j (the site's own page is used instead)", (url) => {
    expect(afterLogoutTarget(url, HOSTS)).toBeNull();
  });

  it("with no host configured only same-origin paths are followed", () => {
    expect(afterLogoutTarget("https://sso.operator.example/logged-out", [])).toBeNull();
    expect(afterLogoutTarget("/pa", [])).toBe("/pa");
  });
});
