import { waitFor } from "@testing-library/react";
import { focusNewPage, ROUTE_ANNOUNCER_ID } from "../../src/app/routeFocus";

const region = () => document.getElementById(ROUTE_ANNOUNCER_ID)!;

beforeEach(() => {
  document.body.innerHTML = `<div id="${ROUTE_ANNOUNCER_ID}" aria-live="polite"></div><div id="gatsby-focus-wrapper" tabindex="-1"><main id="continut" tabindex="-1"></main></div>`;
});

describe("Issue 29 (WCAG 2.4.3, 4.1.3): after a client-side navigation focus goes to the page's heading, announced in Romanian", () => {
  it("a page whose heading is there: focus on the h1, 'Pagina: …' in the polite region", async () => {
    document.querySelector("main")!.innerHTML = "<h1>Telefoane</h1><a href='/x'>link</a>";
    document.getElementById("gatsby-focus-wrapper")!.focus(); // reach-router's own focus
    focusNewPage();
    await waitFor(() => expect(document.activeElement?.tagName).toBe("H1"));
    expect(document.activeElement).toHaveAttribute("tabindex", "-1");
    expect(region()).toHaveTextContent("Pagina: Telefoane");
  });

  it("a client-only page paints its heading later: it is awaited", async () => {
    focusNewPage();
    await new Promise((r) => setTimeout(r, 20));
    expect(region()).toHaveTextContent("");
    const h1 = document.createElement("h1");
    h1.textContent = "Facturi și plăți";
    document.querySelector("main")!.appendChild(h1);
    await waitFor(() => expect(document.activeElement).toBe(h1));
    expect(region()).toHaveTextContent("Pagina: Facturi și plăți");
  });

  it("focus the visitor already moved into the new page is left where it is; the page is still announced", async () => {
    focusNewPage();
    // The visitor types into the new page's field before its heading has painted.
    document.querySelector("main")!.innerHTML = "<input aria-label='Cod voucher'>";
    const field = document.querySelector("input")!;
    field.focus();
    document.querySelector("main")!.insertAdjacentHTML("afterbegin", "<h1>Coșul tău</h1>");
    await waitFor(() => expect(region()).toHaveTextContent("Pagina: Coșul tău"));
    expect(document.activeElement).toBe(field);
  });

  it("a newer navigation cancels the wait of the one before", async () => {
    focusNewPage();
    focusNewPage();
    document.querySelector("main")!.innerHTML = "<h1>Acasă</h1>";
    await waitFor(() => expect(region()).toHaveTextContent("Pagina: Acasă"));
  });
});

describe("Issue 29: route focus with persistent menus and placeholder headings", () => {
  it("focus still on the menu link that navigated moves to the new heading", async () => {
    document.body.insertAdjacentHTML("afterbegin", "<nav><a href='/ecare/facturi-si-plati' id='menu'>Facturi și plăți</a></nav>");
    const link = document.getElementById("menu")!;
    link.focus();
    focusNewPage();
    document.querySelector("main")!.innerHTML = "<h1>Facturi și plăți</h1>";
    await waitFor(() => expect(document.activeElement?.tagName).toBe("H1"));
  });

  it("a placeholder heading replaced by the screen's: focus follows to the new one", async () => {
    document.querySelector("main")!.innerHTML = "<h1 data-shell>Contul meu</h1>";
    focusNewPage();
    await waitFor(() => expect(document.activeElement?.tagName).toBe("H1"));
    document.querySelector("main")!.innerHTML = "<h1>Bun venit</h1>";
    await waitFor(() => expect(document.activeElement).toHaveTextContent("Bun venit"));
    expect(region()).toHaveTextContent("Pagina: Bun venit");
  });
});

describe("Issue 29: route focus never takes the focus from the new page's own widgets", () => {
  it("an error summary (tabindex=-1, focused by its form) keeps the focus", async () => {
    document.querySelector("main")!.innerHTML =
      "<h1>Finalizează comanda</h1><form><div class='error-summary' tabindex='-1'>Formularul are 1 eroare</div></form>";
    focusNewPage();
    await waitFor(() => expect(document.activeElement?.tagName).toBe("H1"));
    const summary = document.querySelector<HTMLElement>(".error-summary")!;
    summary.focus();
    document.querySelector("form")!.insertAdjacentHTML("beforeend", "<p>Prenume</p>");
    await new Promise((r) => setTimeout(r, 20));
    expect(document.activeElement).toBe(summary);
  });
});
