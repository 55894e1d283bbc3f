// The global stylesheet compiled at build time (src/theme/globalStylesheet.tsx) and written into <head> by gatsby-ssr.
import { globalStylesheet } from "../../../src/theme/globalStylesheet";
import { devScreenCss, screenCss } from "../../../src/theme/screenCss";

describe("global stylesheet (build time)", () => {
  const css = globalStylesheet();

  it("declares the cascade layers' order first, then preflight, global classes and token variables", () => {
    expect(css.startsWith("@layer reset,base,tokens,recipes;")).toBe(true);
    expect(css).toContain("@layer reset{");
    expect(css).toContain(".product-card{");
    expect(css).toContain(".aria-header");
    expect(css).toContain("--aria-colors-surface:");
  });

  it("switches semantic colours for dark mode and the business theme", () => {
    expect(css).toMatch(/\.dark[^{]*\{[^}]*--aria-colors-surface:/);
    expect(css).toMatch(/\[data-theme=business\][^{]*\{[^}]*--aria-colors-accent:/);
  });

  it("is plain CSS that cannot close its <style> element", () => {
    expect(css).not.toContain("</");
    expect(css.length).toBeGreaterThan(10000);
  });

  describe("the screens' and components' rules under their root classes (src/theme/screenCss.ts)", () => {
    const unlayered = css.slice(css.indexOf(".ecare-frame{"));

    it("nests each style object's `& .x` keys under its root class, with tokens and conditions resolved", () => {
      expect(css).toContain(".ecare-frame .ecare-bar{");
      expect(css).toContain(".ecare-frame .ecare-menu a[aria-current=page]{");
      expect(css).toMatch(/\.ecare-dashboard \.dashboard-card\{[^}]*border-color:var\(--aria-colors-border\)/);
      expect(css).toContain(".ecare-bills .bills-table th,.ecare-bills .bills-table td{");
      expect(css).toContain(".signin-screen .identity-option:has(input:checked){");
      expect(css).toContain(".ecare-services .services-switch button[role=switch][aria-checked=true]::after{");
      expect(css).toContain(".not-found-page .code{");
      // Top-level properties style the root itself; responsive values become the SPEC §9 breakpoints' media queries.
      expect(css).toContain(".ecare-recharge-notice{margin-top:var(--aria-spacing-4);");
      expect(css).toMatch(/@media screen and \(min-width: 48rem\)\{\.ecare-frame\{padding-block:var\(--aria-spacing-6\);\}/);
      expect(css).toMatch(/\.aria-notice__close:is\(:hover, \[data-hover\]\)[^{]*\{background:var\(--aria-colors-surface-alt\)/);
      expect(css).toMatch(/@media \(prefers-reduced-motion: reduce\)\{\.aria-loader__logo\{[^}]*animation:none/);
      expect(css).toContain('.aria-loader__logo[data-loader-size="3"]{width:300px;height:300px;}');
    });

    it("keeps them outside the cascade layers, as emotion's run-time rules were, after the layered global classes", () => {
      expect(unlayered.startsWith(".ecare-frame{")).toBe(true);
      expect(unlayered).not.toContain("@layer");
      expect(css.indexOf(".ecare-frame{")).toBeGreaterThan(css.lastIndexOf("@layer"));
      for (const selector of Object.keys(screenCss)) expect(unlayered).toContain(selector);
    });

    it("leaves the developer pages' rules out of built pages", () => {
      expect(css).not.toContain(".ui-demo");
      const dev = globalStylesheet({ devPages: true });
      expect(dev.startsWith(css)).toBe(true);
      for (const selector of Object.keys(devScreenCss)) expect(dev).toContain(`${selector} .ui-demo-button{`);
    });
  });
});
