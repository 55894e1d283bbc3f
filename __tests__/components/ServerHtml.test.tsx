import "../textEncoder";
import React, { act, useState } from "react";
import { renderToString } from "react-dom/server";
import { hydrateRoot, type Root } from "react-dom/client";
import { fireEvent, render, screen } from "@testing-library/react";
import { navigate } from "gatsby";
import { ServerHtml } from "../../src/components/ServerHtml";
import { NavLink } from "../../src/components/layout/NavLink";
import { endInitialHydration, isInitialHydration } from "../../src/browser/hydration";

function Grid({ items, live = false }: { items: string[]; live?: boolean }) {
  return (
    <ServerHtml className="grid" aria-label="Produse" live={live}>
      {items.map((i) => (
        <li key={i}>
          <NavLink to={`/p/${i}`}>{i}</NavLink>
        </li>
      ))}
    </ServerHtml>
  );
}

function Page() {
  const [items, setItems] = useState(["a", "b"]);
  const [live, setLive] = useState(false);
  return (
    <main>
      <button
        type="button"
        onClick={() => {
          setItems(["c"]);
          setLive(true);
        }}
      >
        Filtrează
      </button>
      <button
        type="button"
        onClick={() => {
          setItems(["a", "b"]);
          setLive(false);
        }}
      >
        Înapoi
      </button>
      <Grid items={items} live={live} />
    </main>
  );
}

describe("ServerHtml while the first page hydrates", () => {
  let root: Root;
  let errors: jest.SpyInstance;
  beforeAll(() => {
    errors = jest.spyOn(console, "error");
    document.body.innerHTML = `<div id="gatsby-focus-wrapper">${renderToString(<Page />)}</div>`;
  });
  afterAll(() => {
    act(() => root.unmount());
    errors.mockRestore();
    document.body.innerHTML = "";
  });
  beforeEach(() => {
    (navigate as jest.Mock).mockClear();
    window.___loader = { hovering: jest.fn() };
  });

  it("keeps the server's nodes untouched (no hydration of the children, no mismatch)", () => {
    const firstLink = document.querySelector(".grid a");
    expect(isInitialHydration()).toBe(true);
    act(() => {
      root = hydrateRoot(document.getElementById("gatsby-focus-wrapper")!, <Page />);
    });
    endInitialHydration();
    expect(document.querySelector(".grid a")).toBe(firstLink);
    expect(screen.getAllByRole("link").map((a) => a.textContent)).toEqual(["a", "b"]);
    expect(errors).not.toHaveBeenCalled();
  });

  it("gives the kept links Gatsby's navigation and prefetching", () => {
    const link = screen.getByRole("link", { name: "b" });
    fireEvent.mouseOver(link);
    fireEvent.focus(link);
    expect(window.___loader?.hovering).toHaveBeenCalledWith("/p/b");
    fireEvent.click(link, { button: 0 });
    expect(navigate).toHaveBeenCalledWith("/p/b");
  });

  it("leaves modified clicks to the browser", () => {
    fireEvent.click(screen.getByRole("link", { name: "a" }), { button: 0, ctrlKey: true });
    expect(navigate).not.toHaveBeenCalled();
  });

  it("renders the children with React once live", () => {
    act(() => {
      fireEvent.click(screen.getByRole("button", { name: "Filtrează" }));
    });
    expect(screen.getAllByRole("link").map((a) => a.textContent)).toEqual(["c"]);
    expect(screen.getByRole("list", { name: "Produse" })).toHaveClass("grid");
  });

  it("stays React's when live turns false again (the server's HTML is gone)", () => {
    act(() => {
      fireEvent.click(screen.getByRole("button", { name: "Înapoi" }));
    });
    expect(screen.getAllByRole("link").map((a) => a.textContent)).toEqual(["a", "b"]);
  });
});

describe("ServerHtml after the first page", () => {
  it("renders the children at once (client-side navigation has no server HTML)", () => {
    endInitialHydration();
    render(<Grid items={["x"]} />);
    expect(screen.getByRole("link", { name: "x" })).toHaveAttribute("href", "/p/x");
  });
});
