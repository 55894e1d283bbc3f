import React from "react";
import { render } from "@testing-library/react";
import { Seo, pageTitle } from "../../src/components/Seo";

describe("SPEC §2 page title", () => {
  it("defaults to the fixed brand title", () => {
    expect(pageTitle()).toBe("Aria – telefoane, abonamente și internet acasă");
  });
  it("puts the brand after a page title", () => {
    expect(pageTitle("Asistență")).toBe("Asistență | Aria");
  });
  it("renders description, canonical and noindex when asked", () => {
    const { container } = render(<Seo title="X" pathname="/x" noindex />);
    expect(container.querySelector("title")).toHaveTextContent("X | Aria");
    expect(container.querySelector('link[rel="canonical"]')).toHaveAttribute("href", "http://127.0.0.1:9000/x");
    expect(container.querySelector('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
    expect(container.querySelector('meta[name="description"]')?.getAttribute("content")).toMatch(/Aria/);
  });
});
