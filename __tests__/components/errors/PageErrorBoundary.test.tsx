// Issue 29: the boundary around a whole page (app/PageFrame) shows the general error page; section boundaries keep the ribbon.
import React from "react";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithRoot } from "../../render";
import { SectionBoundary } from "../../../src/components/errors/SectionBoundary";

let broken = true;
let renders = 0;
function Fragile(): React.ReactElement {
  renders += 1;
  if (broken) throw new Error("render failure");
  return <h1>Pagina mea</h1>;
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  broken = true;
  renders = 0;
  // React reports a caught render error on the console; the test is about what the user sees.
  consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe("issue 29: a page that fails to render", () => {
  it("shows the general error page: a heading, what happened, a retry that renders the page again, and the way home", async () => {
    const user = userEvent.setup();
    renderWithRoot(
      <SectionBoundary resetKey="/abonamente" page="/abonamente">
        <Fragile />
      </SectionBoundary>,
    );
    // Until the error page's code is there, an alert says something went wrong.
    expect(screen.getByRole("alert")).toHaveTextContent("A apărut o eroare neașteptată.");
    expect(await screen.findByRole("heading", { level: 1, name: "A apărut o eroare" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(/Pagina nu a putut fi afișată/);
    expect(screen.getByRole("link", { name: "Mergi la pagina principală" })).toHaveAttribute("href", "/");

    broken = false;
    const before = renders;
    await user.click(screen.getByRole("button", { name: "Încearcă din nou" }));
    expect(renders).toBeGreaterThan(before);
    expect(screen.getByRole("heading", { level: 1, name: "Pagina mea" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "A apărut o eroare" })).not.toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("on a self-care page the way back is the dashboard; on a business page, the business home", async () => {
    const { unmount } = renderWithRoot(
      <SectionBoundary resetKey="/ecare/facturi-si-plati" page="/ecare/facturi-si-plati">
        <Fragile />
      </SectionBoundary>,
    );
    expect(await screen.findByRole("link", { name: "Mergi la Contul meu" })).toHaveAttribute("href", "/ecare/dashboard");
    unmount();
    renderWithRoot(
      <SectionBoundary resetKey="/business/eshop/checkout" page="/business/eshop/checkout">
        <Fragile />
      </SectionBoundary>,
    );
    expect(await screen.findByRole("link", { name: "Mergi la pagina principală" })).toHaveAttribute("href", "/business");
  });

  it("a section boundary (no `page`) still shows the ribbon, not an error page", async () => {
    renderWithRoot(
      <SectionBoundary what="Nu am putut afișa factura.">
        <Fragile />
      </SectionBoundary>,
    );
    await screen.findByRole("button", { name: "Încearcă din nou" });
    expect(screen.getByRole("alert")).toHaveTextContent("Nu am putut afișa factura. A apărut o eroare neașteptată.");
    expect(screen.queryByRole("heading")).not.toBeInTheDocument();
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });
});
