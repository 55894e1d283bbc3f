// Issue 29: prefers-reduced-motion is respected by the route progress bar (src/app/global.css) and the loaders
// (theme/components/loaderCss.ts; the self-care skeletons do not move at all).
import { readFileSync } from "fs";
import { join } from "path";
import { loaderCss } from "../../src/theme/components/loaderCss";
import { screenCss } from "../../src/theme/screenCss";

const css = readFileSync(join(__dirname, "../../src/app/global.css"), "utf8");
/** The text of every `@media (prefers-reduced-motion: reduce) { … }` block (one level of nesting). */
const REDUCE = /@media \(prefers-reduced-motion: reduce\) \{((?:[^{}]|\{[^{}]*\})*)\}/g;
const reduceBlocks = [...css.matchAll(REDUCE)].map((m) => m[1]!).join("\n");
const motionRules = css.replace(REDUCE, "");

describe("issue 29: prefers-reduced-motion", () => {
  it("every state of the route progress bar that moves has no transition under reduce", () => {
    const moving = [...motionRules.matchAll(/(#route-progress\[data-state="\w+"\])\s*\{[^}]*transition/g)].map((m) => m[1]!);
    expect(moving).toEqual(['#route-progress[data-state="loading"]', '#route-progress[data-state="done"]']);
    for (const selector of moving)
      expect(reduceBlocks).toMatch(new RegExp(`${selector.replace(/[[\]]/g, "\\$&")}[^{]*\\{[^}]*transition: none`));
  });

  it("a catch-all stops every other animation and transition, delays included", () => {
    expect(reduceBlocks).toMatch(/animation-duration: 0\.01ms !important/);
    expect(reduceBlocks).toMatch(/animation-iteration-count: 1 !important/);
    expect(reduceBlocks).toMatch(/transition-duration: 0\.01ms !important/);
    expect(reduceBlocks).toMatch(/transition-delay: 0s !important/);
  });

  it("the full-screen loader's pulse stops; no other screen rule animates", () => {
    expect(loaderCss[".aria-loader__logo"]).toMatchObject({ _motionReduce: { animation: "none" } });
    const animated = Object.entries(screenCss)
      .filter(([, style]) => /animation|transition/.test(JSON.stringify(style)))
      .map(([selector]) => selector);
    expect(animated).toEqual([".aria-loader__logo"]);
  });
});
