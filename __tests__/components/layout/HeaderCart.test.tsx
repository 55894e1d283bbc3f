// The header's cart link (src/components/layout/Header.tsx): SPEC §2 "elsewhere a minified cart is loaded" — the badge
// of every page — named "Coș, N produse" (roNav.cartLink) and leading to the cart of the page's area.
import React from "react";
import { act, render, screen } from "@testing-library/react";
import { Header } from "../../../src/components/layout/Header";
import { roNav } from "../../../src/i18n/ro/common";
import { updateSnapshot } from "../../../src/state/cart/cartSnapshot";

const cartLink = () => screen.getByRole("link", { name: /^Coș/ });

beforeEach(() => {
  updateSnapshot((s) => ({ ...s, personal: { ...s.personal, pending: 0 }, business: { ...s.business, pending: 0 } }));
  window.localStorage.clear();
});

describe("header cart link (SPEC §2 badge)", () => {
  it("is named 'Coș' with the count, and leads to the cart of the area", () => {
    const { unmount } = render(<Header area="personal" pathname="/" />);
    expect(cartLink()).toHaveAccessibleName(roNav.cartLink(0));
    expect(cartLink()).toHaveAccessibleName("Coș, 0 produse");
    expect(cartLink()).toHaveAttribute("href", "/cart");
    unmount();
    render(<Header area="business" pathname="/business" />);
    expect(cartLink()).toHaveAttribute("href", "/business/eshop/checkout/cart");
  });

  it("carries the count after a snapshot update, with the Romanian plural", () => {
    render(<Header area="personal" pathname="/" />);
    act(() => {
      updateSnapshot((s) => ({ ...s, personal: { ...s.personal, count: 1 } }));
    });
    expect(cartLink()).toHaveAccessibleName("Coș, 1 produs");
    act(() => {
      updateSnapshot((s) => ({ ...s, personal: { ...s.personal, count: 3 } }));
    });
    expect(cartLink()).toHaveAccessibleName("Coș, 3 produse");
    expect(cartLink()).toHaveAccessibleName(roNav.cartLink(3));
    // The visible number is hidden from assistive technology (the name says it) but shows the same count.
    expect(cartLink().querySelector(".aria-header__cart-count")).toHaveTextContent("3");
  });

  it("SPEC §4 cart pending: an add under way is counted at once", () => {
    render(<Header area="personal" pathname="/" />);
    act(() => {
      updateSnapshot((s) => ({ ...s, personal: { count: 2, pending: 1 } }));
    });
    expect(cartLink()).toHaveAccessibleName(roNav.cartLink(3));
  });

  it("shows its own area's count only", () => {
    render(<Header area="business" pathname="/business" />);
    act(() => {
      updateSnapshot((s) => ({ ...s, personal: { ...s.personal, count: 4 }, business: { ...s.business, count: 20 } }));
    });
    expect(cartLink()).toHaveAccessibleName("Coș, 20 de produse");
  });
});
