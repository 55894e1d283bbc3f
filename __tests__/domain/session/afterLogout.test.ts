import { afterLogoutTarget } from "../../../src/domain/session/afterLogout";

describe("SPEC §4 after-logout address", () => {
  it.each([
    ["https://sso.operator.example/logged-out", "https://sso.operator.example/logged-out"],
    ["http://127.0.0.1:9000/", "http://127.0.0.1:9000/"],
    ["/multumim", "/multumim"],
  ])("goes to %s", (url, target) => {
    expect(afterLogoutTarget(url)).toBe(target);
  });

  it.each([null, undefined, "", "  ", "javascript:alert(1)", "data:text/html,x", "//evil.example", "/\\evil", "not a url", 42])(
    "ignores %j (the site's own page is used instead)",
    (url) => {
      expect(afterLogoutTarget(url)).toBeNull();
    },
  );
});
