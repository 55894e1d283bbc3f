// Issue 25: the self-care shell the build renders into each address's HTML: the frame's places, the page's own heading
// (the table its screen reads too), a placeholder per data area, nothing personal.
import React from "react";
import { screen } from "@testing-library/react";
import { renderWithRoot } from "../../render";
import { PATHS, type PageName } from "../../../src/domain/guards/paths";
import { EcareShell } from "../../../src/ecare/shell/EcareShell";
import { PageShell } from "../../../src/ecare/shell/PageShell";
import { pageHeading } from "../../../src/ecare/shell/pageHeading";
import { USAGE_SKELETON_LINES } from "../../../src/ecare/shell/sizes";
import { roBillSummary } from "../../../src/i18n/ro/billSummary";
import { roDashboard, roEcare } from "../../../src/i18n/ro/ecare";

const PAGES = Object.keys(PATHS) as PageName[];

describe("pageHeading (one h1 per page, for the page and its shell)", () => {
  it("gives every page a heading, its menu label unless the page names itself otherwise", () => {
    for (const page of PAGES) expect(pageHeading(page).length).toBeGreaterThan(2);
    expect(pageHeading("costControl")).toBe(roEcare.nav.pages.costControl);
    expect(pageHeading("bills")).toBe(roEcare.nav.pages.bills);
  });

  it("is the heading the screens show: the bill summary's and details' own titles, the dashboard's greeting without a name", () => {
    expect(pageHeading("billSummary")).toBe(roBillSummary.summary.title);
    expect(pageHeading("billDetails")).toBe(roBillSummary.details.title);
    expect(pageHeading("associateServices")).toBe(roEcare.associate.title);
    expect(pageHeading("dashboard")).toBe(roDashboard.welcome(""));
  });
});

describe("EcareShell", () => {
  it("shows the page's heading, the menu's closed disclosure and a loading status, for any address", () => {
    renderWithRoot(<EcareShell pathname={PATHS.costControl} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(pageHeading("costControl"));
    expect(screen.getByRole("navigation", { name: roEcare.nav.label })).toHaveTextContent(roEcare.nav.open);
    expect(screen.getByRole("status")).toHaveTextContent(roEcare.loading);
  });

  it("renders the same markup for the same address (what hydration must match) and names nobody", () => {
    const markup = (pathname: string) => {
      const { container, unmount } = renderWithRoot(<EcareShell pathname={pathname} />);
      const html = container.innerHTML;
      unmount();
      return html;
    };
    for (const page of PAGES) {
      const once = markup(PATHS[page]);
      expect(markup(`${PATHS[page]}/`)).toBe(once);
      expect(once).not.toMatch(/Bun venit, /);
    }
  });

  it("an address without a page of its own gets the self-care title and one card", () => {
    renderWithRoot(<EcareShell pathname="/ecare/nu-exista" />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(roEcare.dashboardTitle);
  });
});

describe("PageShell placeholders take the room their areas take", () => {
  it("the dashboard: its lead and three cards, hidden from screen readers", () => {
    const { container } = renderWithRoot(<PageShell page="dashboard" />);
    expect(screen.getByText(roDashboard.lead)).toBeInTheDocument();
    const cards = container.querySelectorAll(".dashboard-card");
    expect(cards).toHaveLength(3);
    cards.forEach((card) => expect(card).toHaveAttribute("aria-hidden", "true"));
  });

  it("cost-control and abonament: the usage card with as many lines as the overview's skeleton", () => {
    for (const page of ["costControl", "subscription"] as const) {
      const { container, unmount } = renderWithRoot(<PageShell page={page} />);
      const usage = container.querySelector(".usage-overview .dashboard-card");
      expect(usage?.querySelectorAll(".dashboard-skeleton span")).toHaveLength(USAGE_SKELETON_LINES);
      expect(container.querySelector("[data-shell]")).not.toBeNull();
      unmount();
    }
  });
});
