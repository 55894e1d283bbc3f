import React from "react";
import { screen } from "@testing-library/react";
import { renderWithRoot } from "../render";
import { FullScreenLoader, LOADER_SIZES } from "../../src/components/FullScreenLoader";

describe("SPEC §2 full-screen loader", () => {
  it("has the three sizes of the spec", () => {
    expect(LOADER_SIZES).toEqual({ 1: 76, 2: 148, 3: 300 });
  });
  it.each([1, 2, 3] as const)("size %i draws the logo at its pixel size", (size) => {
    const { container } = renderWithRoot(<FullScreenLoader size={size} />);
    const svg = container.querySelector("svg");
    expect(svg).toHaveAttribute("width", String(LOADER_SIZES[size]));
    expect(svg).toHaveAttribute("height", String(LOADER_SIZES[size]));
  });
  it("announces loading politely with a Romanian label", () => {
    renderWithRoot(<FullScreenLoader />);
    const status = screen.getByRole("status");
    expect(status).toHaveAttribute("aria-live", "polite");
    expect(status).toHaveTextContent("Se încarcă…");
  });
  it("takes a custom label", () => {
    renderWithRoot(<FullScreenLoader label="Se încarcă factura" />);
    expect(screen.getByRole("status")).toHaveTextContent("Se încarcă factura");
  });
});
