// The cart page (src/shop/cart/CartScreen.tsx and its rows, voucher form, totals, dialogs) over a controlled useCart:
// SPEC §2 cart routes, §4 "Cart" (pending controls, bundle children, errors kept with the items), §5 (quantity sent as
// text), §8 CART error views and close actions. Texts come from the Romanian dictionary, never hard-coded here.
import React from "react";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CartScreen } from "../../../src/shop/cart/CartScreen";
import type { UseCart } from "../../../src/hooks/cart/useCart";
import type { Area } from "../../../src/domain/area";
import type { Cart, CartItem } from "../../../src/domain/cart/model";
import { EXTENDED_LOGIN_REQUIRED } from "../../../src/domain/errors/shopCatalogue";
import { shopErrorFor } from "../../../src/domain/errors/shopError";
import { roCartPage } from "../../../src/i18n/ro/cart";
import { roShopErrors } from "../../../src/i18n/ro/shopErrors";
import { cartItem, siteCart } from "../../domain/cart/fixtures";

let mockCart: UseCart;
const mockUseCartArea = jest.fn<void, [Area]>();
jest.mock("../../../src/hooks/cart/useCart", () => ({
  useCart: (area: Area) => {
    mockUseCartArea(area);
    return mockCart;
  },
}));

const t = roCartPage;

const phone = cartItem("dev", { name: "Nordia X5", displayName: "Nordia X5 (128 GB)", maxAllowedQuantity: 3 });
const bundlePlan = cartItem("bun-plan", {
  name: "Smart 10",
  displayName: "Smart 10",
  offerType: "MobileService",
  bundleParentCartItemId: "bun",
});
const bundleDevice = cartItem("bun-dev", {
  name: "Nordia X5 în pachet",
  displayName: "Nordia X5 în pachet",
  bundleParentCartItemId: "bun",
});
const bundle = cartItem("bun", {
  name: "Pachet Smart",
  displayName: "Pachet Smart",
  offerType: "MobileBundle",
  isBundleParent: true,
  children: [bundlePlan, bundleDevice],
});
const fullCart: Cart = siteCart([phone, bundle], {
  vouchers: [{ cartItemId: "v-1", id: "VOUCHER", name: "Bun venit", code: "BUNVENIT10", priceEur: -10, priceRon: -49.75 }],
});

function cartValue(over: Partial<UseCart> = {}): UseCart {
  return {
    cart: fullCart,
    loaded: true,
    error: null,
    isPending: () => false,
    confirmedQuantity: (id) => (over.cart ?? fullCart).items.find((i) => i.cartItemId === id)?.quantity ?? null,
    voucherPending: false,
    setQuantity: jest.fn(async () => null),
    remove: jest.fn(async () => undefined),
    applyVoucher: jest.fn(async () => null),
    removeVoucher: jest.fn(),
    closeError: jest.fn(),
    reload: jest.fn(),
    signIn: jest.fn(),
    ...over,
  };
}

function renderCart(over: Partial<UseCart> = {}, area: Area = "personal") {
  mockCart = cartValue(over);
  return { ...render(<CartScreen area={area} />), cart: mockCart };
}

const rowOf = (item: CartItem) => screen.getByRole("heading", { level: 3, name: item.displayName }).closest("li") as HTMLElement;

beforeEach(() => {
  mockUseCartArea.mockReset();
  window.history.replaceState(null, "", "/cart");
});

describe("states of the cart page (SPEC §2 full cart on the cart page)", () => {
  it("reads the cart of its own area", () => {
    renderCart({}, "business");
    expect(mockUseCartArea).toHaveBeenCalledWith("business");
  });

  it("loading: a status with the loading text, no items, no empty message", () => {
    renderCart({ loaded: false, cart: siteCart([]) });
    expect(screen.getByRole("status")).toHaveTextContent(t.loading);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(t.title);
    expect(screen.queryByText(t.empty)).toBeNull();
    expect(screen.queryByRole("list", { name: t.itemsLabel })).toBeNull();
  });

  it("empty: says so and leads back to the shop of its area", () => {
    const { unmount } = renderCart({ cart: siteCart([]) });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(t.empty);
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.getByRole("link", { name: t.backToShop })).toHaveAttribute("href", "/");
    expect(screen.queryByRole("link", { name: t.continue })).toBeNull();
    unmount();
    renderCart({ cart: siteCart([]) }, "business");
    expect(screen.getByRole("link", { name: t.backToShop })).toHaveAttribute("href", "/business");
  });

  it("items: the count, one row per item in order, totals", () => {
    renderCart();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(t.title);
    expect(screen.getByText(t.summary(fullCart.itemCount))).toBeInTheDocument();
    const list = screen.getByRole("list", { name: t.itemsLabel });
    const rows = Array.from(list.children);
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => within(r as HTMLElement).getAllByRole("heading", { level: 3 })[0]?.textContent)).toEqual([
      "Nordia X5 (128 GB)",
      "Pachet Smart",
    ]);
    expect(screen.getByRole("region", { name: t.totals })).toHaveTextContent(t.upfrontTotal);
  });

  it("SPEC §4 bundle children are nested inside their bundle's row, in the order given (mobile service first)", () => {
    renderCart();
    const row = rowOf(bundle);
    expect(within(row).getByText(t.includes)).toBeInTheDocument();
    const children = within(row).getAllByRole("listitem");
    expect(children.map((c) => c.textContent)).toEqual([`${t.kind.MobileService} Smart 10`, `${t.kind.Device} Nordia X5 în pachet`]);
    // Children are not rows of their own: no heading, no controls.
    expect(screen.queryByRole("heading", { level: 3, name: "Smart 10" })).toBeNull();
    expect(screen.queryByRole("button", { name: t.remove("Smart 10") })).toBeNull();
    expect(within(rowOf(phone)).queryByText(t.includes)).toBeNull();
  });

  it("'Continuă comanda' leads to the checkout of the area (SPEC §2 /checkout, /business/eshop/checkout)", () => {
    const { unmount } = renderCart();
    expect(screen.getByRole("link", { name: t.continue })).toHaveAttribute("href", "/checkout");
    unmount();
    renderCart({}, "business");
    expect(screen.getByRole("link", { name: t.continue })).toHaveAttribute("href", "/business/eshop/checkout");
  });
});

describe("remove asks for confirmation (DESIGN.md confirm dialog, SPEC §4 cart)", () => {
  it("the remove button opens the dialog and removes nothing yet; 'Confirmă' removes that item and closes it", async () => {
    const { cart } = renderCart();
    fireEvent.click(screen.getByRole("button", { name: t.remove("Nordia X5 (128 GB)") }));
    const dialog = screen.getByRole("alertdialog", { name: t.removeTitle });
    expect(dialog).toHaveTextContent(t.removeText("Nordia X5 (128 GB)"));
    expect(cart.remove).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole("button", { name: t.confirm }));
    expect(cart.remove).toHaveBeenCalledTimes(1);
    expect(cart.remove).toHaveBeenCalledWith(phone);
    expect(screen.queryByRole("alertdialog")).toBeNull();
    // The removed item's button goes with it: focus lands on the page's heading, not on the body.
    await waitFor(() => expect(screen.getByRole("heading", { level: 1 })).toHaveFocus());
  });

  it("'Renunță' closes the dialog and removes nothing", () => {
    const { cart } = renderCart();
    fireEvent.click(screen.getByRole("button", { name: t.remove("Pachet Smart") }));
    fireEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: t.cancel }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(cart.remove).not.toHaveBeenCalled();
  });

  it("Escape cancels too", () => {
    const { cart } = renderCart();
    fireEvent.click(screen.getByRole("button", { name: t.remove("Pachet Smart") }));
    fireEvent.keyDown(screen.getByRole("alertdialog"), { key: "Escape" });
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(cart.remove).not.toHaveBeenCalled();
  });

  it("the dialog takes the focus (its first button)", () => {
    renderCart();
    fireEvent.click(screen.getByRole("button", { name: t.remove("Pachet Smart") }));
    expect(within(screen.getByRole("alertdialog")).getByRole("button", { name: t.confirm })).toHaveFocus();
  });
});

describe("quantity (SPEC §5 'Quantity is sent as text')", () => {
  it("submits what was typed, as text, for that item", async () => {
    const user = userEvent.setup();
    const { cart } = renderCart();
    const row = rowOf(phone);
    const field = within(row).getByLabelText(t.quantity);
    expect(field).toHaveValue(1);
    await user.clear(field);
    await user.type(field, "2");
    await user.click(within(row).getByRole("button", { name: t.updateQuantityOf("Nordia X5 (128 GB)") }));
    expect(cart.setQuantity).toHaveBeenCalledWith(phone, "2");
  });

  it("a change the gateway refused (shown quantity rolled back) leaves what was typed; a confirmed one starts the field again from it", async () => {
    const user = userEvent.setup();
    const { rerender } = renderCart();
    const field = () => within(rowOf(phone)).getByLabelText(t.quantity);
    await user.clear(field());
    await user.type(field(), "3");
    // Optimistic 3, then rolled back to 1: the gateway's confirmed quantity never changed.
    mockCart = cartValue({ cart: siteCart([{ ...phone, quantity: 3 }, bundle]), confirmedQuantity: () => 1 });
    rerender(<CartScreen area="personal" />);
    mockCart = cartValue();
    rerender(<CartScreen area="personal" />);
    expect(field()).toHaveValue(3);
    // Confirmed at 2 (another tab, a reload): the field shows the gateway's quantity.
    mockCart = cartValue({ cart: siteCart([{ ...phone, quantity: 2 }, bundle]) });
    rerender(<CartScreen area="personal" />);
    expect(field()).toHaveValue(2);
  });

  it("the message for bad input shows under the field, which is marked invalid and described by it; a good answer clears it", async () => {
    const setQuantity = jest
      .fn<Promise<string | null>, [CartItem, string]>()
      .mockResolvedValueOnce(t.errors.quantity)
      .mockResolvedValueOnce(null);
    renderCart({ setQuantity });
    const row = rowOf(phone);
    const field = within(row).getByLabelText(t.quantity);
    const submit = within(row).getByRole("button", { name: t.updateQuantityOf("Nordia X5 (128 GB)") });
    expect(field).not.toHaveAttribute("aria-invalid");
    fireEvent.change(field, { target: { value: "0" } });
    fireEvent.click(submit);
    expect(setQuantity).toHaveBeenLastCalledWith(phone, "0");
    const message = await within(row).findByText(t.errors.quantity);
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription(expect.stringContaining(t.errors.quantity));
    expect(message.id).not.toBe("");
    fireEvent.change(field, { target: { value: "2" } });
    fireEvent.click(submit);
    await waitFor(() => expect(within(row).queryByText(t.errors.quantity)).toBeNull());
    expect(field).not.toHaveAttribute("aria-invalid");
  });

  it("the hint names the item's maximum", () => {
    renderCart();
    expect(within(rowOf(phone)).getByLabelText(t.quantity)).toHaveAccessibleDescription(t.quantityHint(3));
  });
});

describe("voucher (DESIGN.md 'Cod voucher' + 'Aplică')", () => {
  it("applies what was typed, keeps it in the field and shows the message returned", async () => {
    const user = userEvent.setup();
    const applyVoucher = jest.fn<Promise<string | null>, [string]>().mockResolvedValue(t.errors.voucherFormat);
    renderCart({ applyVoucher });
    const field = screen.getByLabelText(t.voucher.field);
    expect(field).toHaveAccessibleName("Cod voucher");
    await user.type(field, "bun venit");
    await user.click(screen.getByRole("button", { name: t.voucher.apply }));
    expect(applyVoucher).toHaveBeenCalledWith("bun venit");
    expect(await screen.findByText(t.errors.voucherFormat)).toBeInTheDocument();
    expect(field).toHaveValue("bun venit");
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription(t.errors.voucherFormat);
  });

  it("an accepted code clears the earlier message and the invalid mark", async () => {
    const user = userEvent.setup();
    const applyVoucher = jest
      .fn<Promise<string | null>, [string]>()
      .mockResolvedValueOnce(t.errors.voucherEmpty)
      .mockResolvedValueOnce(null);
    renderCart({ applyVoucher });
    const field = screen.getByLabelText(t.voucher.field);
    await user.click(screen.getByRole("button", { name: "Aplică" }));
    expect(applyVoucher).toHaveBeenLastCalledWith("");
    expect(await screen.findByText(t.errors.voucherEmpty)).toBeInTheDocument();
    await user.type(field, "BUNVENIT10");
    await user.click(screen.getByRole("button", { name: "Aplică" }));
    expect(applyVoucher).toHaveBeenLastCalledWith("BUNVENIT10");
    await waitFor(() => expect(screen.queryByText(t.errors.voucherEmpty)).toBeNull());
    expect(field).not.toHaveAttribute("aria-invalid");
    expect(field).toHaveValue("BUNVENIT10");
  });

  it("applied vouchers are listed, each with a way to take it off", () => {
    const { cart } = renderCart();
    expect(screen.getByRole("heading", { name: t.voucher.applied })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: t.voucher.remove("BUNVENIT10") }));
    expect(cart.removeVoucher).toHaveBeenCalledWith(fullCart.vouchers[0]);
  });
});

describe("SPEC §4 controls are disabled while their change is pending", () => {
  it("the pending item's quantity, update and remove are disabled and it says it is updating; the other item's are not", () => {
    renderCart({ isPending: (id) => id === "dev" });
    const row = rowOf(phone);
    expect(row).toHaveAttribute("aria-busy", "true");
    expect(within(row).getByLabelText(t.quantity)).toBeDisabled();
    expect(within(row).getByRole("button", { name: t.updateQuantityOf("Nordia X5 (128 GB)") })).toBeDisabled();
    expect(within(row).getByRole("button", { name: t.remove("Nordia X5 (128 GB)") })).toBeDisabled();
    expect(within(row).getByRole("status")).toHaveTextContent(t.pending);
    const other = rowOf(bundle);
    expect(other).not.toHaveAttribute("aria-busy");
    expect(within(other).getByRole("button", { name: t.remove("Pachet Smart") })).toBeEnabled();
    expect(within(other).getByLabelText(t.quantity)).toBeEnabled();
  });

  it("a voucher being applied disables 'Aplică' and the voucher's remove button", () => {
    renderCart({ voucherPending: true });
    expect(screen.getByRole("button", { name: t.voucher.apply })).toBeDisabled();
    expect(screen.getByRole("button", { name: t.voucher.remove("BUNVENIT10") })).toBeDisabled();
    expect(screen.getByRole("button", { name: t.remove("Nordia X5 (128 GB)") })).toBeEnabled();
  });
});

describe("errors show in their SPEC §8 variant, the items stay (SPEC §4 cart)", () => {
  it("a ribbon error is an alert in the page, next to the items", () => {
    const error = shopErrorFor("CART", "400121");
    renderCart({ error });
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent(roShopErrors.texts.ageRule.title);
    expect(screen.getByRole("list", { name: t.itemsLabel })).toBeInTheDocument();
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("a ribbon with close actions: its button runs them (CART 400: delete cart, go home)", () => {
    const error = shopErrorFor("CART", "400");
    const { cart } = renderCart({ error });
    fireEvent.click(within(screen.getByRole("alert")).getByRole("button", { name: roShopErrors.buttons.backToShop }));
    expect(cart.closeError).toHaveBeenCalledWith(["cartDelete", "homepageRedirect"]);
  });

  it("a modal error is a dialog whose button runs its close actions (CART 400205 reloads the cart)", () => {
    const error = shopErrorFor("CART", "400205");
    const { cart } = renderCart({ error });
    const dialog = screen.getByRole("alertdialog", { name: roShopErrors.texts.voucherMaxUses.title });
    fireEvent.click(within(dialog).getByRole("button", { name: roShopErrors.buttons.reloadCart }));
    expect(cart.closeError).toHaveBeenCalledWith(["cartGet"]);
    expect(screen.getByRole("list", { name: t.itemsLabel })).toBeInTheDocument();
  });

  it("SPEC §5 extended login required: the dialog offers the sign-in", () => {
    const error = shopErrorFor("CART", EXTENDED_LOGIN_REQUIRED);
    const { cart } = renderCart({ error });
    fireEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: roShopErrors.buttons.signIn }));
    expect(cart.signIn).toHaveBeenCalledTimes(1);
    expect(cart.closeError).not.toHaveBeenCalled();
  });

  it("a failed load: the empty cart with the error attached, both shown", () => {
    renderCart({ cart: siteCart([]), error: shopErrorFor("CART", "999999") });
    expect(screen.getByRole("alert")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(t.empty);
  });
});
