// Browser tests on a loaded 2-core machine can take far longer than jest's 5 s default.
import { reportCspTotals, unexpectedCspViolations } from "./csp";
import { takeUnlistedGatewayRequests } from "./gatewayRequests";

jest.setTimeout(90_000);

// Zero Content-Security-Policy violations across the run (issue 12): the test during which a page reported one fails.
afterEach(() => {
  const violations = unexpectedCspViolations();
  if (violations.length) {
    throw new Error(
      `${violations.length} Content-Security-Policy violation(s):\n${violations.map((v) => `  [${v.kind}] ${v.url}: ${v.text}`).join("\n")}`,
    );
  }
});

// Every gateway call on the CORS list the gateway allows (src/config/gatewayCors.ts), or the test fails.
afterEach(() => {
  const unlisted = takeUnlistedGatewayRequests();
  if (unlisted.length) throw new Error(`${unlisted.length} gateway call(s) outside the CORS list:\n  ${unlisted.join("\n  ")}`);
});

afterAll(() => {
  reportCspTotals(expect.getState().testPath ?? "unknown");
});
