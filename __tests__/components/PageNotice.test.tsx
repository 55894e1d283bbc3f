import React from "react";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithRoot } from "../render";
import { PageNotice } from "../../src/components/PageNotice";
import { noticeCss, noticePlacement } from "../../src/theme/components/noticeCss";

describe("SPEC §2 page notice", () => {
  it("renders label chip, title, description, image and actions as a named region", () => {
    renderWithRoot(
      <PageNotice
        title="Internet 5G"
        description="Inclus în abonament"
        label={{ text: "Noutate", icon: "★" }}
        image={{ src: "/x.png", alt: "Router", width: 96, height: 96 }}
        actions={<button type="button">Află mai multe</button>}
      />,
    );
    const region = screen.getByRole("region", { name: "Internet 5G" });
    expect(region).toHaveTextContent("Noutate");
    expect(region).toHaveTextContent("Inclus în abonament");
    expect(screen.getByRole("img", { name: "Router" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Află mai multe" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Închide" })).toBeNull();
  });
  it("has a keyboard-reachable close button that calls onClose", async () => {
    const onClose = jest.fn();
    renderWithRoot(<PageNotice title="T" onClose={onClose} position="top-right" />);
    await userEvent.tab();
    expect(screen.getByRole("button", { name: "Închide" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    expect(onClose).toHaveBeenCalledTimes(1);
  });
  it("is relative by default and marks its position", () => {
    renderWithRoot(<PageNotice title="T" />);
    expect(screen.getByTestId("page-notice")).toHaveAttribute("data-position", "relative");
  });
  it("spans the width minus margins on small screens and anchors to the corner from md up", () => {
    expect(noticePlacement("relative")).toEqual({ position: "relative" });
    expect(noticePlacement("top-right")).toMatchObject({
      position: "fixed",
      top: "16px",
      left: { base: "16px", md: "auto" },
      right: { base: "16px", md: "16px" },
      width: { base: "auto", md: "400px" },
    });
    expect(noticePlacement("bottom-left")).toMatchObject({
      bottom: "16px",
      left: { base: "16px", md: "16px" },
      right: { base: "16px", md: "auto" },
    });
    // Each position is a rule of the global stylesheet, chosen by the notice's data-position.
    expect(noticeCss[".aria-notice[data-position=top-right]"]).toEqual(noticePlacement("top-right"));
  });
  it("is styled by classes only: the room for the close button, the placement by data-position", () => {
    const { rerender } = renderWithRoot(<PageNotice title="T" position="bottom-left" />);
    const region = screen.getByTestId("page-notice");
    expect(region).toHaveClass("aria-notice");
    expect(region).toHaveAttribute("data-position", "bottom-left");
    expect(screen.getByRole("heading", { name: "T" })).not.toHaveAttribute("data-closable");
    rerender(<PageNotice title="T" onClose={() => {}} />);
    expect(screen.getByRole("heading", { name: "T" })).toHaveAttribute("data-closable", "true");
    expect(region.querySelector("[style]")).toBeNull();
  });
});
