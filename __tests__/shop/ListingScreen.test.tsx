import React from "react";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithRoot } from "../render";
import { LISTING_PAGE_SIZE, ListingScreen, type ListingScreenProps } from "../../src/shop/listing/ListingScreen";
import type { Facets, ProductSummary } from "../../src/domain/shop/model";
import { roShop } from "../../src/i18n/ro/shop";

const t = roShop.listing;

function device(
  id: string,
  title: string,
  amount: number | null,
  facets: Partial<Facets>,
  orderIndex: number,
  fullPrice: number | null = null,
): ProductSummary {
  return {
    id,
    kind: "device",
    segment: "CBU",
    category: "telefoane",
    path: `/telefoane/${id}`,
    title,
    headlineHtml: "",
    summary: "",
    price: amount === null ? null : { price: amount, fullPrice, currency: "RON", recurring: false },
    labels: [],
    image: { src: null, placeholder: "/images/placeholders/device.svg", width: 400, height: 400 },
    highlights: [],
    facets: { brand: "", serviceType: "", network: "4G", inStock: true, ...facets },
    orderIndex,
    cartOffer: null,
  };
}

// Editors' order: Nordia X5, Kestrel K2, Nordia Mini, Lumo One.
const PHONES = [
  device("x5", "Nordia X5", 2499, { brand: "Nordia", network: "5G" }, 1, 2999),
  device("k2", "Kestrel K2", 999, { brand: "Kestrel", inStock: false }, 2),
  device("mini", "Nordia Mini", 1499, { brand: "Nordia" }, 3),
  device("one", "Lumo One", null, { brand: "Lumo", network: "5G" }, 4),
];

const props = (over: Partial<ListingScreenProps> = {}): ListingScreenProps => ({
  title: "Telefoane",
  lead: "Cele mai noi telefoane",
  flow: "ACQ",
  products: PHONES,
  extraBenefits: [],
  widgets: [],
  ...over,
});

/** Titles of the cards shown, in order. */
const shownTitles = () =>
  within(screen.getByRole("list", { name: t.products }))
    .getAllByRole("article")
    .map((a) => a.querySelector("h3")?.textContent);

const status = () => screen.getByRole("status");

let replaceState: jest.SpyInstance;

beforeEach(() => {
  window.history.replaceState(null, "", "/telefoane");
  replaceState = jest.spyOn(window.history, "replaceState");
});

afterEach(() => {
  replaceState.mockRestore();
});

/** The address last written by the screen. */
const lastUrl = () => replaceState.mock.calls.at(-1)?.[2];

describe("listing screen", () => {
  it("shows every product in the editors' order with the total count", () => {
    renderWithRoot(<ListingScreen {...props()} />);
    expect(screen.getByRole("heading", { level: 1, name: "Telefoane" })).toBeInTheDocument();
    expect(shownTitles()).toEqual(["Nordia X5", "Kestrel K2", "Nordia Mini", "Lumo One"]);
    expect(status()).toHaveTextContent(t.count(4, 4));
    expect(replaceState).not.toHaveBeenCalled();
  });

  it("a brand filter narrows the list, updates the count and writes the address", async () => {
    const user = userEvent.setup();
    renderWithRoot(<ListingScreen {...props()} />);
    await user.click(screen.getByRole("checkbox", { name: "Nordia (2)" }));
    expect(shownTitles()).toEqual(["Nordia X5", "Nordia Mini"]);
    expect(status()).toHaveTextContent(t.count(2, 4));
    expect(lastUrl()).toBe("/telefoane?marca=Nordia");
    expect(window.location.search).toBe("?marca=Nordia");

    await user.click(screen.getByRole("checkbox", { name: "Lumo (1)" }));
    expect(shownTitles()).toEqual(["Nordia X5", "Nordia Mini", "Lumo One"]);
    expect(status()).toHaveTextContent(t.count(3, 4));
    expect(lastUrl()).toBe("/telefoane?marca=Nordia&marca=Lumo");

    await user.click(screen.getByRole("checkbox", { name: "Nordia (2)" }));
    expect(shownTitles()).toEqual(["Lumo One"]);
    expect(lastUrl()).toBe("/telefoane?marca=Lumo");
  });

  it("5G, discount and stock filters", async () => {
    const user = userEvent.setup();
    renderWithRoot(<ListingScreen {...props()} />);
    await user.click(screen.getByRole("checkbox", { name: t.only5g }));
    expect(shownTitles()).toEqual(["Nordia X5", "Lumo One"]);
    expect(lastUrl()).toBe("/telefoane?5g=1");
    await user.click(screen.getByRole("checkbox", { name: t.only5g }));
    await user.click(screen.getByRole("checkbox", { name: t.onlyDiscounted }));
    expect(shownTitles()).toEqual(["Nordia X5"]);
    expect(lastUrl()).toBe("/telefoane?reducere=1");
    await user.click(screen.getByRole("checkbox", { name: t.onlyDiscounted }));
    await user.click(screen.getByRole("checkbox", { name: t.onlyInStock }));
    expect(shownTitles()).toEqual(["Nordia X5", "Nordia Mini", "Lumo One"]);
    expect(status()).toHaveTextContent(t.count(3, 4));
    expect(lastUrl()).toBe("/telefoane?stoc=1");
  });

  it("sorting reorders the cards (no price last) and is written to the address", async () => {
    const user = userEvent.setup();
    renderWithRoot(<ListingScreen {...props()} />);
    await user.selectOptions(screen.getByRole("combobox", { name: t.sort }), "pret-crescator");
    expect(shownTitles()).toEqual(["Kestrel K2", "Nordia Mini", "Nordia X5", "Lumo One"]);
    expect(lastUrl()).toBe("/telefoane?sortare=pret-crescator");
    await user.selectOptions(screen.getByRole("combobox", { name: t.sort }), t.sorts.nume);
    expect(shownTitles()).toEqual(["Kestrel K2", "Lumo One", "Nordia Mini", "Nordia X5"]);
    await user.selectOptions(screen.getByRole("combobox", { name: t.sort }), "recomandate");
    expect(lastUrl()).toBe("/telefoane");
  });

  it("reads the sort and filters from the address on mount", () => {
    window.history.replaceState(null, "", "/telefoane?sortare=pret-crescator&marca=Nordia");
    renderWithRoot(<ListingScreen {...props()} />);
    expect(screen.getByRole("combobox", { name: t.sort })).toHaveValue("pret-crescator");
    expect(screen.getByRole("checkbox", { name: "Nordia (2)" })).toBeChecked();
    expect(shownTitles()).toEqual(["Nordia Mini", "Nordia X5"]);
    expect(status()).toHaveTextContent(t.count(2, 4));
  });

  it("ignores a malformed address", () => {
    window.history.replaceState(null, "", "/telefoane?sortare=scump&5g=da");
    renderWithRoot(<ListingScreen {...props()} />);
    expect(screen.getByRole("combobox", { name: t.sort })).toHaveValue("recomandate");
    expect(shownTitles()).toHaveLength(4);
  });

  it("filters that match nothing: empty message; reset brings everything back and clears the address", async () => {
    const user = userEvent.setup();
    renderWithRoot(<ListingScreen {...props()} />);
    await user.click(screen.getByRole("checkbox", { name: "Kestrel (1)" }));
    await user.click(screen.getByRole("checkbox", { name: t.only5g }));
    expect(screen.getByText(t.empty)).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: t.products })).toBeNull();
    expect(status()).toHaveTextContent(t.count(0, 4));

    await user.click(screen.getByRole("button", { name: t.reset }));
    expect(screen.queryByText(t.empty)).toBeNull();
    expect(shownTitles()).toHaveLength(4);
    expect(screen.getByRole("checkbox", { name: "Kestrel (1)" })).not.toBeChecked();
    expect(screen.queryByRole("button", { name: t.reset })).toBeNull();
    expect(lastUrl()).toBe("/telefoane");
  });

  it("reset keeps the chosen sort", async () => {
    const user = userEvent.setup();
    renderWithRoot(<ListingScreen {...props()} />);
    await user.selectOptions(screen.getByRole("combobox", { name: t.sort }), "nume");
    await user.click(screen.getByRole("checkbox", { name: t.only5g }));
    await user.click(screen.getByRole("button", { name: t.reset }));
    expect(lastUrl()).toBe("/telefoane?sortare=nume");
  });

  it(`shows ${LISTING_PAGE_SIZE} cards at first, then more on request`, async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 30 }, (_, i) =>
      device(`p${i}`, `Telefon ${String(i).padStart(2, "0")}`, 100 + i, { brand: i % 2 ? "Nordia" : "Kestrel" }, i),
    );
    renderWithRoot(<ListingScreen {...props({ products: many })} />);
    expect(shownTitles()).toHaveLength(LISTING_PAGE_SIZE);
    expect(status()).toHaveTextContent(t.count(30, 30));
    await user.click(screen.getByRole("button", { name: t.showMore(6) }));
    expect(shownTitles()).toHaveLength(30);
    expect(shownTitles().at(-1)).toBe("Telefon 29");
    const showMorePrefix = t.showMore(1).replace("1", "");
    expect(screen.queryByRole("button", { name: (name) => name.startsWith(showMorePrefix) })).toBeNull();
  });

  it("a filter change starts again from the first page", async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 60 }, (_, i) => device(`p${i}`, `Telefon ${i}`, 100 + i, { brand: i % 4 ? "Nordia" : "Kestrel" }, i));
    renderWithRoot(<ListingScreen {...props({ products: many })} />);
    await user.click(screen.getByRole("button", { name: t.showMore(LISTING_PAGE_SIZE) }));
    expect(shownTitles()).toHaveLength(48);
    await user.click(screen.getByRole("checkbox", { name: "Nordia (45)" }));
    expect(shownTitles()).toHaveLength(LISTING_PAGE_SIZE);
    expect(screen.getByRole("button", { name: t.showMore(LISTING_PAGE_SIZE - 3) })).toBeInTheDocument();
  });

  it("offers only filters that are a real choice", () => {
    const samey = PHONES.map((p) => ({ ...p, facets: { ...p.facets, brand: "Nordia", network: "4G", inStock: true } }));
    renderWithRoot(<ListingScreen {...props({ products: samey })} />);
    expect(screen.queryByRole("group", { name: t.brand })).toBeNull();
    expect(screen.queryByRole("checkbox", { name: t.only5g })).toBeNull();
    expect(screen.queryByRole("checkbox", { name: t.onlyInStock })).toBeNull();
    expect(screen.getByRole("checkbox", { name: t.onlyDiscounted })).toBeInTheDocument();
  });

  it("no products at all: the 'none' message and no tools", () => {
    renderWithRoot(<ListingScreen {...props({ products: [] })} />);
    expect(screen.getByText(t.none)).toBeInTheDocument();
    expect(screen.queryByRole("form", { name: t.filters })).toBeNull();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("the flow's note and call to action; extra benefits when given", () => {
    renderWithRoot(
      <ListingScreen
        {...props({
          flow: "MNP",
          extraBenefits: [
            { id: "EB", headline: "Muzică", icon: "", subtitle: "6 luni", descriptionHtml: "<p>Nelimitat</p>", disclaimer: "" },
          ],
        })}
      />,
    );
    expect(screen.getByText(roShop.flowNote.MNP)).toBeInTheDocument();
    // Issue 28: the port-in call to action opens the port-in checkout; its name starts with its visible text.
    expect(screen.getByRole("link", { name: roShop.portInWith("Nordia X5") })).toHaveTextContent(roShop.orderCta.MNP);
    expect(screen.getByRole("heading", { level: 2, name: roShop.extraBenefits })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: "Muzică" })).toBeInTheDocument();
  });
});
