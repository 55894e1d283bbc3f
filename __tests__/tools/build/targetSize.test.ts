// Issue 29, WCAG 2.2 SC 2.5.8 (axe target-size): the built stylesheet makes every checkbox and radio at least 24×24 px,
// and keeps the icon-only close button of the page notice at 44×44.
import { globalStylesheet } from "../../../src/theme/globalStylesheet";

describe("issue 29: target size in the global stylesheet", () => {
  const css = globalStylesheet();

  it("checkboxes and radios: min 24×24 CSS px", () => {
    expect(css).toMatch(/input\[type=checkbox\],\s*input\[type=radio\]\{[^}]*min-width:24px;[^}]*min-height:24px;/);
  });

  it("the notice's close (×) button: 44×44", () => {
    expect(css).toMatch(/\.aria-notice__close\{[^}]*width:44px;[^}]*height:44px;/);
  });
});
