import React from "react";
import { render } from "@testing-library/react";
import { pageHead } from "../../src/app/pageHead";

const Head = pageHead(function Head() {
  return <title>Titlu</title>;
});

describe("Head exports", () => {
  it("render as they are: plain tags, no stylesheet added to <head> (no root provider, __tests__/theme/noRuntimeStyling)", () => {
    const { container } = render(<Head />);
    expect(container.innerHTML).toBe("<title>Titlu</title>");
    expect(document.head.querySelectorAll("style")).toHaveLength(0);
  });
});
