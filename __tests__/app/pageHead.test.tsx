import React from "react";
import { render } from "@testing-library/react";
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

  it("wraps pages in the Chakra provider, whose global styles come with them", () => {
    expect(isPageHead(<Page />)).toBe(false);
    const { container } = render(wrapRoot({ element: <Page /> }));
    expect(container.innerHTML).toContain("<main>pagină</main>");
    expect(document.head.querySelectorAll("style[data-emotion]").length).toBeGreaterThan(0);
  });
});
