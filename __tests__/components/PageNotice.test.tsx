import React from "react";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithRoot } from "../render";
import { PageNotice, noticePlacement } from "../../src/components/PageNotice";

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
  });
});
