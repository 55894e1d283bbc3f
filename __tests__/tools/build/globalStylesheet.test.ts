// The global stylesheet compiled at build time (src/theme/globalStylesheet.tsx) and written into <head> by gatsby-ssr.
import { globalStylesheet } from "../../../src/theme/globalStylesheet";
import { getSystem } from "../../../src/theme/system";

const system = getSystem();

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

  it("is left out of the browser's system, which only resolves tokens", () => {
    const runtime = JSON.stringify(system._global);
    expect(runtime).not.toContain("product-card");
    expect(system.css({ bg: "surface" })).toMatchObject({ background: "var(--aria-colors-surface)" });
  });
});
