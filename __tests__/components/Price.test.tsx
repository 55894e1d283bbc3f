import React from "react";
import { screen } from "@testing-library/react";
import { renderWithRoot } from "../render";
import { Price } from "../../src/components/Price";

describe("SPEC §2 price display", () => {
  it("shows title, integer and decimal parts, currency and unit", () => {
    const { container } = renderWithRoot(<Price title="Abonament" amount={49.99} unit="/lună" />);
    expect(container.querySelector('[data-part="integer"]')).toHaveTextContent("49");
    expect(container.querySelector('[data-part="decimal"]')).toHaveTextContent(",99");
    expect(container.querySelector('[data-part="currency"]')).toHaveTextContent("lei/lună");
    expect(screen.getByText("Abonament, 49,99 lei/lună")).toBeInTheDocument();
  });
  it("shows € for EUR and no decimal part for whole amounts", () => {
    const { container } = renderWithRoot(<Price amount={1200} currency="EUR" />);
    expect(container.querySelector('[data-part="integer"]')).toHaveTextContent("1.200");
    expect(container.querySelector('[data-part="decimal"]')).toBeNull();
    expect(container.querySelector('[data-part="currency"]')).toHaveTextContent("€");
  });
  it("strikes through a different full price and says it to screen readers", () => {
    const { container } = renderWithRoot(<Price amount={49.99} fullPrice={59.99} />);
    const full = container.querySelector('[data-part="full-price"]');
    expect(full).toHaveTextContent("59,99 lei");
    expect(full?.querySelector("span")).not.toBeNull(); // the red bar
    expect(screen.getByText("49,99 lei, Preț întreg 59,99 lei")).toBeInTheDocument();
  });
  it("hides the full price when it equals the price or is missing", () => {
    const { container, rerender } = renderWithRoot(<Price amount={10} fullPrice={10} />);
    expect(container.querySelector('[data-part="full-price"]')).toBeNull();
    rerender(<Price amount={10} fullPrice={null} />);
    expect(container.querySelector('[data-part="full-price"]')).toBeNull();
  });
  it("shows a text price alone when there is no amount", () => {
    const { container } = renderWithRoot(<Price title="Activare" textPrice="Gratuit" />);
    expect(container.querySelector('[data-part="integer"]')).toBeNull();
    expect(container.querySelector('[data-part="text-price"]')).toHaveTextContent("Gratuit");
  });
});
