// Issue 29 "Accessibility everywhere": axe with the WCAG 2.2 A/AA tags (support/axe.ts) at zero violations on every
// self-care address for every persona of DESIGN.md that reaches it. The guard table's expected outcomes
// (__tests__/domain/guards/expectedMatrix.ts) say where each persona lands; each persona's landing pages are checked
// once (a page a persona is sent away from is checked where it lands, not twice); one signed-in context per persona,
// moving between its pages inside the app, as a person does. Plain contexts: nothing routed or intercepted.
import type { Browser, Page } from "playwright-core";
import { launch, settlesOn, trackRequests, waitForApp } from "./support/browser";
import { SHARED_CHROME, axeViolationsInDocument, navigateInApp, settle } from "./support/axe";
import { signedIn } from "./support/signIn";
import { COLUMNS, MATRIX, type Column } from "../domain/guards/expectedMatrix";
import { PATHS } from "../../src/domain/guards/paths";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });

// --- self-care: every address × every persona that reaches it -------------------------------------------------------------

/** DESIGN.md personas and their column in the expected matrix; multi.identity acts as its business Chooser identity. */
const SWEEP: [username: string, column: Column][] = [
  ["postpaid.owner", "PO"],
  ["postpaid.user", "PU"],
  ["prepaid.owner", "PRE"],
  ["prepaid.special", "PRS"],
  ["hybrid.owner", "HY"],
  ["fixed.owner", "FX"],
  ["business.chooser", "CH"],
  ["business.delegated", "DC"],
  ["business.authorized", "AP"],
  ["business.technical", "TC"],
  ["business.power", "PW"],
  ["business.sub", "SU"],
  ["nonvf.user", "NV"],
  ["noroles.user", "NR"],
  ["multi.identity", "MIE"],
];

/** Where a cell of the matrix sends a signed-in person (the new-tab part of D+ / A+ is not a page of the site). */
const LANDING: Record<string, string> = {
  D: PATHS.dashboard,
  "D+": PATHS.dashboard,
  A: PATHS.assurance,
  "A+": PATHS.assurance,
  AS: PATHS.associateServices,
  BON: PATHS.bonuses,
  OFR: PATHS.offers,
  ABO: PATHS.subscription,
  CC: PATHS.costControl,
  RAP: PATHS.reports,
  IST: PATHS.topUpHistory,
  RM: PATHS.roaming,
  SUM: PATHS.billSummary,
  DP: PATHS.personalData,
};

const MATRIX_ROWS = new Map(
  MATRIX.split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#") && !line.startsWith("address"))
    .map((line) => line.split(/\s+/))
    .map(([address = "", ...cells]) => [address, cells] as const),
);

interface Target {
  /** The address to open. */
  path: string;
  /** Where the matrix says the persona stays; null for an address the matrix does not list yet (checked where it lands). */
  expected: string | null;
}

/** The persona's pages: each self-care address resolved to where it lands, each landing once (business pages last). */
function targetsFor(column: Column): Target[] {
  const index = COLUMNS.indexOf(column);
  const seen = new Set<string>();
  const targets: Target[] = [];
  for (const address of Object.values(PATHS)) {
    const cell = MATRIX_ROWS.get(address)?.[index];
    let target: Target;
    if (cell === undefined) target = { path: address, expected: null };
    else if (cell === ".") target = { path: address, expected: address };
    else {
      const landing = LANDING[cell];
      if (!landing) throw new Error(`${address} × ${column}: a signed-in persona should not get "${cell}"`);
      target = { path: landing, expected: landing };
    }
    if (seen.has(target.path)) continue;
    seen.add(target.path);
    targets.push(target);
  }
  return [...targets.filter((t) => !t.path.startsWith("/business/")), ...targets.filter((t) => t.path.startsWith("/business/"))];
}

describe("self-care: every address for every persona that reaches it", () => {
  test.each(SWEEP)(
    "%s: axe finds nothing on any page it reaches",
    async (username, column) => {
      const { context, page } = await signedIn(browser, username);
      const problems: string[] = [];
      try {
        const requests = trackRequests(page);
        if (column === "MIE") {
          // multi.identity picks its business identity first (signin.e2e.ts).
          await settlesOn(page, "/login/identitate");
          await page.getByRole("radio", { name: /Companie/ }).check();
          await button(page, "Continuă").click();
          await settlesOn(page, PATHS.dashboard);
        }
        await waitForApp(page);
        const checked = new Set<string>();
        for (const target of targetsFor(column)) {
          await navigateInApp(page, target.path);
          const landed = await settle(page, requests);
          if (target.expected && landed !== target.expected)
            problems.push(`${target.path}: expected to stay on ${target.expected}, landed on ${landed}`);
          if (checked.has(landed)) continue;
          checked.add(landed);
          // The skip link, banner, header and footer stay the same while moving inside the app: checked on the first page.
          const violations = await axeViolationsInDocument(page, undefined, checked.size > 1 ? SHARED_CHROME : []);
          if (violations.length > 0) problems.push(`${landed}: ${violations.join("; ")}`);
        }
        expect(checked.size).toBeGreaterThan(0);
      } finally {
        await context.close();
      }
      expect(problems).toEqual([]);
    },
    300_000,
  );
});
