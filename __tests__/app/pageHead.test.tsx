import React from "react";
import { render } from "@testing-library/react";
import { chakra } from "@chakra-ui/react/styled-system";
import { wrapRoot } from "../../src/app/wrappers";
import { isPageHead, pageHead } from "../../src/app/pageHead";

const Head = pageHead(function Head() {
  return <title>Titlu</title>;
});
function Page() {
  return <main>pagină</main>;
}

describe("root wrapper and Head exports", () => {
  it("leaves a marked Head unwrapped: no Chakra global stylesheet rendered into <head> a second time", () => {
    expect(isPageHead(<Head />)).toBe(true);
    const { container } = render(wrapRoot({ element: <Head /> }));
    expect(container.innerHTML).toBe("<title>Titlu</title>");
    expect(document.head.querySelectorAll("style[data-emotion]")).toHaveLength(0);
  });

  it("wraps pages in the Chakra provider: components get the system, the global stylesheet is not built again", () => {
    expect(isPageHead(<Page />)).toBe(false);
    const { container } = render(wrapRoot({ element: <Page /> }));
    expect(container.innerHTML).toContain("<main>pagină</main>");
    render(wrapRoot({ element: <chakra.p css={{ color: "accentText" }}>text</chakra.p> }));
    // emotion may insert rules through the CSSOM (insertRule), so read the sheets' rules, not the elements' text.
    const styles = [...document.head.querySelectorAll<HTMLStyleElement>("style[data-emotion]")].map(
      (s) => (s.textContent ?? "") + [...(s.sheet?.cssRules ?? [])].map((r) => r.cssText).join(""),
    );
    expect(styles.join("")).toContain("var(--aria-colors-accent-text)");
    // The ~26 KB global stylesheet is compiled at build time and written into <head> by gatsby-ssr.tsx.
    expect(styles.filter((s) => s.length > 10000)).toEqual([]);
  });
});
