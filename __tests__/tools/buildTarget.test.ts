// The production-build refusal (scripts/lib/buildTarget.mjs, issue 24): what scripts/build.mjs and gatsby-node's
// onPreInit check before a `gatsby build`.
import { isLoopbackHost, productionBuildRefusal } from "../../scripts/lib/buildTarget.mjs";

const real = { GATSBY_GATEWAY_URL: "https://api.operator.ro", GATSBY_CONTENT_URL: "https://cms.operator.ro" };

describe("the production-build refusal", () => {
  it("lets a build with both addresses on https, on another host, go ahead", () => {
    expect(productionBuildRefusal(real)).toBeNull();
    expect(productionBuildRefusal({ ...real, GATSBY_CONTENT_URL: "https://cms.operator.ro:8443/cms/" })).toBeNull();
  });

  it.each([
    ["missing gateway", { GATSBY_CONTENT_URL: real.GATSBY_CONTENT_URL }, /GATSBY_GATEWAY_URL .* is not set/],
    ["missing content", { GATSBY_GATEWAY_URL: real.GATSBY_GATEWAY_URL }, /GATSBY_CONTENT_URL .* is not set/],
    ["empty gateway", { ...real, GATSBY_GATEWAY_URL: "  " }, /GATSBY_GATEWAY_URL .* is not set/],
    ["127.0.0.1", { ...real, GATSBY_GATEWAY_URL: "https://127.0.0.1:8787" }, /GATSBY_GATEWAY_URL .* points at this machine/],
    ["another 127.x", { ...real, GATSBY_GATEWAY_URL: "https://127.1.2.3" }, /points at this machine/],
    ["127 written as a number", { ...real, GATSBY_GATEWAY_URL: "https://2130706433" }, /points at this machine/],
    ["localhost", { ...real, GATSBY_CONTENT_URL: "https://localhost/cms" }, /GATSBY_CONTENT_URL .* points at this machine/],
    ["a name under localhost", { ...real, GATSBY_CONTENT_URL: "https://cms.localhost" }, /points at this machine/],
    ["::1", { ...real, GATSBY_GATEWAY_URL: "https://[::1]:8787" }, /points at this machine/],
    ["IPv4-mapped loopback", { ...real, GATSBY_GATEWAY_URL: "https://[::ffff:127.0.0.1]" }, /points at this machine/],
    ["plain http", { ...real, GATSBY_GATEWAY_URL: "http://api.operator.ro" }, /GATSBY_GATEWAY_URL .* is not https/],
    [
      "the sandbox default",
      { GATSBY_GATEWAY_URL: "http://127.0.0.1:8787", GATSBY_CONTENT_URL: "http://127.0.0.1:8787/cms" },
      /is not https/,
    ],
    ["not an address", { ...real, GATSBY_CONTENT_URL: "cms.operator.ro" }, /GATSBY_CONTENT_URL .* is not an address/],
  ])("refuses %s with a message that says what and how to fix it", (_, env, problem) => {
    const refusal = productionBuildRefusal(env);
    expect(refusal).toMatch(/^Refusing a production build/);
    expect(refusal).toMatch(problem);
    expect(refusal).toContain("SANDBOX_BUILD=1");
  });

  it("lists every problem at once", () => {
    const refusal = productionBuildRefusal({})!;
    expect(refusal).toMatch(/GATSBY_GATEWAY_URL .* is not set/);
    expect(refusal).toMatch(/GATSBY_CONTENT_URL .* is not set/);
  });

  it("builds against the sandbox only when asked for with SANDBOX_BUILD=1", () => {
    expect(productionBuildRefusal({ SANDBOX_BUILD: "1" })).toBeNull();
    expect(productionBuildRefusal({ SANDBOX_BUILD: "1", GATSBY_GATEWAY_URL: "http://127.0.0.1:8787" })).toBeNull();
    expect(productionBuildRefusal({ SANDBOX_BUILD: "true" })).not.toBeNull();
    expect(productionBuildRefusal({ SANDBOX_BUILD: "0", GATSBY_GATEWAY_URL: "http://127.0.0.1:8787" })).not.toBeNull();
  });

  it.each([
    ["localhost", true],
    ["127.0.0.1", true],
    ["[::1]", true],
    ["0.0.0.0", true],
    ["api.operator.ro", false],
    ["localhost.operator.ro", false],
    ["10.0.0.1", false],
  ])("loopback host %s → %s", (host, loopback) => {
    expect(isLoopbackHost(host)).toBe(loopback);
  });
});
