// Issue 12: an error boundary around each section turns a render failure into a recoverable message; the rest stays.
import React, { useState } from "react";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { UseQueryResult } from "@tanstack/react-query";
import { renderWithRoot } from "../../render";
import { SectionBoundary } from "../../../src/components/errors/SectionBoundary";
import { QueryCard } from "../../../src/ecare/kit/SectionStates";

let broken = true;
function Fragile(): React.ReactElement {
  if (broken) throw new Error("render failure");
  return <p>Conținut</p>;
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  broken = true;
  // React reports a caught render error on the console; the test is about what the user sees.
  consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe("issue 12: SectionBoundary", () => {
  it("a section that throws while rendering shows a ribbon (role=alert) with a retry; its neighbours stay", async () => {
    const user = userEvent.setup();
    const onReset = jest.fn();
    renderWithRoot(
      <>
        <p>Vecin</p>
        <SectionBoundary what="Nu am putut afișa factura." onReset={onReset}>
          <Fragile />
        </SectionBoundary>
      </>,
    );
    // The alert says what failed at once; the ribbon (its code loaded on failure) adds why and the retry.
    expect(screen.getByRole("alert")).toHaveTextContent("Nu am putut afișa factura.");
    await screen.findByText(/A apărut o eroare neașteptată/);
    expect(screen.getByRole("alert")).toHaveTextContent("Nu am putut afișa factura. A apărut o eroare neașteptată.");
    expect(screen.getByText("Vecin")).toBeInTheDocument();

    broken = false;
    await user.click(screen.getByRole("button", { name: "Încearcă din nou" }));
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(screen.getByText("Conținut")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("a new resetKey (another address) renders the section afresh", () => {
    function Page() {
      const [key, setKey] = useState("/a");
      return (
        <>
          <button onClick={() => setKey("/b")}>go</button>
          <SectionBoundary resetKey={key}>
            <Fragile />
          </SectionBoundary>
        </>
      );
    }
    renderWithRoot(<Page />);
    expect(screen.getByRole("alert")).toHaveTextContent("Această parte a paginii nu a putut fi afișată.");
    broken = false;
    screen.getByRole("button", { name: "go" }).click();
    return screen.findByText("Conținut");
  });

  it("a dashboard card's content is inside its own boundary: a render failure stays in the card", async () => {
    const query = { isPending: false, isError: false, data: 1, refetch: jest.fn() } as unknown as UseQueryResult<number>;
    renderWithRoot(
      <QueryCard id="c" title="Factura curentă" query={query} loading="…" error="Nu am putut încărca factura.">
        {() => <Fragile />}
      </QueryCard>,
    );
    const card = screen.getByRole("region", { name: "Factura curentă" });
    await screen.findByRole("button", { name: "Încearcă din nou" });
    expect(card).toContainElement(screen.getByRole("alert"));
    expect(screen.getByRole("alert")).toHaveTextContent("Nu am putut încărca factura.");
  });
});
