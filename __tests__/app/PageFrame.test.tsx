import React from "react";
import { screen, within } from "@testing-library/react";
import { renderWithRoot } from "../render";
import { PageFrame } from "../../src/app/PageFrame";

const frame = (pathname: string, pageContext?: Record<string, unknown>) =>
  renderWithRoot(
    <PageFrame pathname={pathname} pageContext={pageContext}>
      <h1>Conținut</h1>
    </PageFrame>,
  );

describe("SPEC §2 app shell", () => {
  // The skip link is static HTML before the consent banner (gatsby-ssr.tsx, __tests__/app/renderBody.test.tsx).
  it("wraps the page in header, main landmark and footer", () => {
    frame("/");
    expect(screen.getByRole("banner")).toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
    const main = screen.getByRole("main");
    expect(main).toHaveAttribute("id", "continut");
    expect(within(main).getByRole("heading", { name: "Conținut" })).toBeInTheDocument();
  });
  it("applies dark mode and theme from the page's settings", () => {
    const { container } = frame("/dev/ui-dark", { pageSettings: { darkMode: true, theme: "promo" } });
    const root = container.firstElementChild as HTMLElement;
    expect(root).toHaveClass("dark");
    expect(root).toHaveAttribute("data-theme", "promo");
    expect(root.style.colorScheme).toBe("dark");
  });
  it("is light with the default theme when the page sets nothing", () => {
    const { container } = frame("/");
    const root = container.firstElementChild as HTMLElement;
    expect(root).toHaveClass("light");
    expect(root).toHaveAttribute("data-theme", "default");
  });
  it("marks the current area in the personal/business switch", () => {
    frame("/business/asistenta");
    const sw = screen.getByRole("navigation", { name: "Alege zona" });
    expect(within(sw).getByRole("link", { name: "Business" })).toHaveAttribute("aria-current", "page");
    expect(within(sw).getByRole("link", { name: "Persoane fizice" })).not.toHaveAttribute("aria-current");
    expect(screen.getByRole("main").parentElement).toHaveAttribute("data-area", "business");
  });
  it("shows the area's own main navigation and marks the current page", () => {
    frame("/asistenta");
    const nav = screen.getByRole("navigation", { name: "Navigare principală" });
    expect(within(nav).getByRole("link", { name: "Abonamente" })).toBeInTheDocument();
    expect(within(nav).getByRole("link", { name: "Asistență" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).queryByRole("link", { name: "Oferte business" })).toBeNull();
  });
  it("has footer navigation", () => {
    frame("/");
    const nav = screen.getByRole("navigation", { name: "Navigare subsol" });
    expect(within(nav).getAllByRole("link").length).toBeGreaterThan(5);
  });
});
