import React from "react";
import { screen, within } from "@testing-library/react";
import { renderWithRoot } from "../render";
import { ProductCard } from "../../src/components/shop/ProductCard";
import type { ProductSummary } from "../../src/domain/shop/model";
import { roShop } from "../../src/i18n/ro/shop";
import { rendition } from "../../src/build/imageRenditions";

const plan: ProductSummary = {
  id: "PLAN-CBU-SMART-15",
  kind: "plan",
  cartOffer: { offerType: "MobileService", serviceType: "MOBILE", flow: "ACQ" },
  segment: "CBU",
  category: "abonamente",
  path: "/abonamente/plan-cbu-smart-15",
  title: "Smart 15",
  headlineHtml: "<strong>60 GB</strong> internet",
  summary: "60 GB internet",
  price: { price: 12.5, fullPrice: 15, currency: "EUR", recurring: true },
  labels: [
    { key: "5g", text: "5G", colour: "#e60000", textColour: "#ffffff" },
    { key: "reducere", text: "Reducere", colour: "green", textColour: "white" },
  ],
  image: {
    src: "https://cms.example/dA/a1b2c3",
    placeholder: "/images/placeholders/plan.svg",
    width: 800,
    height: 600,
    card: rendition("https://cms.example", "a1b2c3", 240, { width: 800, height: 600 }),
  },
  highlights: [
    { title: "Internet", value: "60 GB", icon: "data" },
    { title: "Minute", value: "Nelimitate", icon: "" },
  ],
  facets: { brand: "", serviceType: "MOBILE", network: "5G", inStock: true },
  orderIndex: 1,
};

const device: ProductSummary = {
  ...plan,
  id: "DEV-NORDIA-X5",
  kind: "device",
  category: "telefoane",
  path: "/telefoane/dev-nordia-x5",
  title: "Nordia X5",
  headlineHtml: "",
  price: { price: 2499, fullPrice: null, currency: "RON", recurring: false },
  labels: [],
  image: { src: null, placeholder: "/images/placeholders/device.svg", width: 400, height: 400 },
  highlights: [],
  facets: { brand: "Nordia", serviceType: "", network: "", inStock: false },
};

describe("product card", () => {
  it("is an article named by the product title", () => {
    renderWithRoot(<ProductCard product={plan} flow="ACQ" />);
    expect(screen.getByRole("article", { name: "Smart 15" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: "Smart 15" })).toBeInTheDocument();
  });

  it("SPEC §2 price display: monthly price with the struck-through full price", () => {
    const { container } = renderWithRoot(<ProductCard product={plan} flow="ACQ" />);
    expect(container.querySelector('[data-part="integer"]')).toHaveTextContent("12");
    expect(container.querySelector('[data-part="decimal"]')).toHaveTextContent(",50");
    expect(container.querySelector('[data-part="currency"]')).toHaveTextContent(`€${roShop.recurring}`);
    expect(container.querySelector('[data-part="full-price"]')).toHaveTextContent("15");
  });

  it("a one-off price says so; no price, no price display", () => {
    const { container, rerender } = renderWithRoot(<ProductCard product={device} flow="ACQ" />);
    expect(container.querySelector('[data-part="integer"]')).toHaveTextContent("2.499");
    expect(container.querySelector('[data-part="text-price"]')).toHaveTextContent(roShop.oneOff);
    rerender(<ProductCard product={{ ...device, price: null }} flow="ACQ" />);
    expect(screen.queryByTestId("price")).toBeNull();
  });

  it("SPEC §3 plan labels: text in the editors' colours, in order", () => {
    renderWithRoot(<ProductCard product={plan} flow="ACQ" />);
    const chips = within(screen.getByRole("article"))
      .getAllByRole("listitem")
      .filter((li) => li.closest(".label-chips"));
    expect(chips.map((c) => c.textContent)).toEqual(["5G", "Reducere"]);
    expect(chips[0]).toHaveStyle({ backgroundColor: "#e60000", color: "#ffffff" });
    // Named colours: read the inline style (toHaveStyle normalises only one side of the comparison in jsdom).
    expect((chips[1] as HTMLElement).style.backgroundColor).toBe("green");
    expect((chips[1] as HTMLElement).style.color).toBe("white");
  });

  it("no labels, no label list", () => {
    const { container } = renderWithRoot(<ProductCard product={device} flow="ACQ" />);
    expect(container.querySelector(".label-chips")).toBeNull();
  });

  it("the call to action is a link to the product with an accessible name naming it", () => {
    renderWithRoot(<ProductCard product={plan} flow="ACQ" />);
    const link = screen.getByRole("link", { name: roShop.detailsOf("Smart 15") });
    expect(link).toHaveAttribute("href", "/abonamente/plan-cbu-smart-15");
    expect(link).toHaveTextContent(roShop.details);
  });

  it("flow MNP (issue 28): 'Vino cu numărul tău' opens the port-in checkout for this offer", () => {
    renderWithRoot(<ProductCard product={plan} flow="MNP" />);
    const link = screen.getByRole("link", { name: roShop.portInWith("Smart 15") });
    expect(link).toHaveTextContent(roShop.orderCta.MNP);
    const href = new URL(link.getAttribute("href") ?? "", "http://x");
    expect(href.pathname).toBe("/abonamente/portare-cu-portare/checkout");
    expect(href.searchParams.get("oferta")).toBe(plan.id);
  });

  it("flow RET: a visitor sees details, no renewal (the renewal is the signed-in customer's action, issue 28)", () => {
    renderWithRoot(<ProductCard product={plan} flow="RET" />);
    expect(screen.getByRole("link", { name: roShop.detailsOf("Smart 15") })).toHaveTextContent(roShop.details);
    expect(screen.queryByText(roShop.orderCta.RET)).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("the signed-in customer's actions (extra) show inside the card", () => {
    renderWithRoot(<ProductCard product={plan} flow="RET" extra={<button type="button">Reînnoiește</button>} />);
    expect(within(screen.getByRole("article")).getByRole("button", { name: "Reînnoiește" })).toBeInTheDocument();
  });

  it("headline HTML and highlights are shown", () => {
    const { container } = renderWithRoot(<ProductCard product={plan} flow="ACQ" />);
    expect(container.querySelector(".product-headline strong")).toHaveTextContent("60 GB");
    const included = screen.getByRole("list", { name: roShop.included });
    expect(
      within(included)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Internet 60 GB", "Minute Nelimitate"]);
  });

  it("an out-of-stock device says so; an in-stock device or a plan does not", () => {
    const { rerender } = renderWithRoot(<ProductCard product={device} flow="ACQ" />);
    expect(screen.getByText(roShop.outOfStock)).toBeInTheDocument();
    rerender(<ProductCard product={{ ...device, facets: { ...device.facets, inStock: true } }} flow="ACQ" />);
    expect(screen.queryByText(roShop.outOfStock)).toBeNull();
    rerender(<ProductCard product={{ ...plan, facets: { ...plan.facets, inStock: false } }} flow="ACQ" />);
    expect(screen.queryByText(roShop.outOfStock)).toBeNull();
  });

  it("SPEC §9 retail placeholder when there is no CMS image, with the product's alt text", () => {
    renderWithRoot(<ProductCard product={device} flow="ACQ" />);
    expect(screen.getByRole("img", { name: roShop.imageOf("Nordia X5") })).toHaveAttribute("src", "/images/placeholders/device.svg");
  });

  it("a CMS image is requested from the content host as webp at quality 75", () => {
    const { container } = renderWithRoot(<ProductCard product={plan} flow="ACQ" eager />);
    const urls = [...container.querySelectorAll("img, source")].flatMap((el) => [
      el.getAttribute("src") ?? "",
      el.getAttribute("srcset") ?? "",
      el.getAttribute("data-src") ?? "",
      el.getAttribute("data-srcset") ?? "",
    ]);
    expect(urls.join(" ")).toMatch(/https:\/\/cms\.example\/dA\/a1b2c3\/\d+w\/75q\/webp/);
    expect(urls.join(" ")).not.toContain("placeholders");
    // A fixed box (no layout shift) and a png fallback for browsers without webp.
    const img = container.querySelector("img.product-image")!;
    expect(img.getAttribute("width")).toBe("240");
    expect(img.getAttribute("height")).toBe("180");
    expect(img.getAttribute("src")).toMatch(/\/240w\/75q\/png$/);
  });
});
