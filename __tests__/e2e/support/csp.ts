// Every Content-Security-Policy violation in every page of every e2e test (issue 12). newContext() (browser.ts) calls
// watchCsp on each browser context it makes: an init script reports each `securitypolicyviolation` event of every
// document and frame to the test process, and console messages that name the policy are kept too (Chromium logs some
// refusals, e.g. frame-ancestors, only there). The e2e setup file (setup.ts) fails the test during which one arrived;
// a test that provokes one on purpose takes it with takeCspViolations(). Per test file, the totals go to the file named by
// E2E_CSP_REPORT (scripts/e2e.mjs sums them up at the end of the run).
import fs from "node:fs";
import type { BrowserContext } from "playwright-core";

export interface CspViolation {
  /** "event": a securitypolicyviolation event; "console": a console message about the policy. */
  kind: "event" | "console";
  url: string;
  text: string;
}

let pending: CspViolation[] = [];
/** events / consoleMessages: reports nobody expected (each failed its test); provoked: taken by a test on purpose. */
const totals = { pages: 0, events: 0, consoleMessages: 0, provoked: 0 };

const BINDING = "__e2eCspViolation";

function record(violation: CspViolation): void {
  pending.push(violation);
}

export async function watchCsp(context: BrowserContext): Promise<void> {
  await context.exposeBinding(BINDING, ({ frame }, text: string) => record({ kind: "event", url: frame.url(), text }));
  await context.addInitScript((binding: string) => {
    document.addEventListener(
      "securitypolicyviolation",
      (e) => {
        const report = (window as unknown as Record<string, (text: string) => void>)[binding];
        const where = e.sourceFile ? ` at ${e.sourceFile}:${e.lineNumber}` : "";
        report?.(`${e.effectiveDirective} (${e.disposition}) blocked ${e.blockedURI || "inline"}${where}: ${e.sample}`);
      },
      true,
    );
  }, BINDING);
  context.on("page", (page) => {
    totals.pages++;
    page.on("console", (msg) => {
      if (/Content[ -]Security[ -]Policy/i.test(msg.text())) record({ kind: "console", url: page.url(), text: msg.text() });
    });
  });
}

/** For a test that provokes violations on purpose: those recorded so far, taken off the record (they fail nothing). */
export function takeCspViolations(): CspViolation[] {
  const taken = pending;
  pending = [];
  totals.provoked += taken.length;
  return taken;
}

/** For the setup file, after each test: the violations nobody took, counted as unexpected. */
export function unexpectedCspViolations(): CspViolation[] {
  const left = pending;
  pending = [];
  for (const v of left) totals[v.kind === "event" ? "events" : "consoleMessages"]++;
  return left;
}

/** Appends this test file's totals to E2E_CSP_REPORT (one JSON line), when set. */
export function reportCspTotals(testFile: string): void {
  const file = process.env.E2E_CSP_REPORT;
  if (!file || totals.pages === 0) return;
  fs.appendFileSync(file, `${JSON.stringify({ testFile, ...totals })}\n`);
}
