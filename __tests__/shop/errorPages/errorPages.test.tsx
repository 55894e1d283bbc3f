// Issue 29: the static general error page (/eroare), self-care's "page not found" and the accessibility statement.
import React from "react";
import { screen, within } from "@testing-library/react";
import { renderWithRoot } from "../../render";
import { ErrorPageScreen } from "../../../src/shop/errorPage/ErrorPageScreen";
import { AccessibilityStatementScreen } from "../../../src/shop/accessibility/AccessibilityStatementScreen";
import { EcareNotFound, ecarePageTitle } from "../../../src/ecare/EcareNotFound";
import InfoPageTemplate from "../../../src/templates/InfoPageTemplate";

describe("issue 29: /eroare", () => {
  it("has the heading, a retry that loads the address again without a script, and the way home; no alert on its own", () => {
    renderWithRoot(<ErrorPageScreen />);
    expect(screen.getByRole("heading", { level: 1, name: "A apărut o eroare" })).toBeInTheDocument();
    // An empty href is a link to the current address (browsers expose it as a link; Testing Library's roles want a value).
    const retry = screen.getByText("Încearcă din nou");
    expect(retry.tagName).toBe("A");
    expect(retry).toHaveAttribute("href", "");
    expect(screen.getByRole("link", { name: "Mergi la pagina principală" })).toHaveAttribute("href", "/");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});

describe("issue 29: self-care's page not found", () => {
  it("has the heading, the way back to the dashboard and the shop's search", () => {
    renderWithRoot(<EcareNotFound />);
    expect(screen.getByRole("heading", { level: 1, name: "Pagina nu a fost găsită" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Mergi la Contul meu" })).toHaveAttribute("href", "/ecare/dashboard");
    expect(screen.getByRole("link", { name: "Caută în magazin" })).toHaveAttribute("href", "/rezultate");
  });

  it("titles an unknown self-care address 'page not found', and self-care's own pages 'Contul meu'", () => {
    expect(ecarePageTitle("/ecare/nu-exista")).toBe("Pagina nu a fost găsită");
    expect(ecarePageTitle("/ecare/facturi-si-plati/")).toBe("Contul meu");
    expect(ecarePageTitle("/ecare")).toBe("Contul meu");
  });
});

describe("issue 29: the accessibility statement", () => {
  it("has its heading, the law, the standard, the date, what was not tested and how to report a problem", () => {
    renderWithRoot(<AccessibilityStatementScreen />);
    expect(screen.getByRole("heading", { level: 1, name: "Declarație de accesibilitate" })).toBeInTheDocument();
    expect(screen.getByText(/^Legea nr\. 232\/2022/)).toHaveTextContent("28 iunie 2025");
    expect(screen.getByText(/WCAG\) 2\.2, nivelul AA/)).toHaveTextContent("EN 301 549");
    expect(screen.getByText("26 noiembrie 2026")).toHaveAttribute("datetime", "2026-11-26");
    expect(screen.getByText(/wcag2a, wcag2aa și wcag22aa/)).toBeInTheDocument();
    const notYet = screen.getByRole("heading", { level: 2, name: /nu a fost testat/ }).closest("section")!;
    expect(within(notYet).getByText(/NVDA, JAWS, VoiceOver/)).toBeInTheDocument();
    expect(within(notYet).getByText(/200% și la 400%/)).toBeInTheDocument();
    expect(within(notYet).getByText(/culori forțate/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "accesibilitate@aria.ro" })).toHaveAttribute("href", "mailto:accesibilitate@aria.ro");
    expect(screen.getByText(/autoritatea de supraveghere a pieței/)).toBeInTheDocument();
    // Headings go down one level at a time: h1, then h2, with h3 only inside an h2's section.
    const levels = screen.getAllByRole("heading").map((h) => Number(h.tagName.slice(1)));
    levels.forEach((level, i) => expect(level - (levels[i - 1] ?? 0)).toBeLessThanOrEqual(1));
  });
});

describe("issue 29: one template for the 404, /eroare and /accesibilitate", () => {
  it.each([
    [undefined, "Pagina nu a fost găsită"],
    ["notFound", "Pagina nu a fost găsită"],
    ["error", "A apărut o eroare"],
    ["accessibility", "Declarație de accesibilitate"],
  ] as const)("info %s shows its page", (info, heading) => {
    const props = { pageContext: { info } } as unknown as Parameters<typeof InfoPageTemplate>[0];
    renderWithRoot(<InfoPageTemplate {...props} />);
    expect(screen.getByRole("heading", { level: 1, name: heading })).toBeInTheDocument();
  });
});
