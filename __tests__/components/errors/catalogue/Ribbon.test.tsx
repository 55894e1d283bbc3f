// SPEC §8 RIBBON: role="alert" (DESIGN.md), server text only where the row says so, transaction id for support, a
// button for the close actions, retry where allowed, checkout-only ribbons only on a checkout page.
import React from "react";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithRoot } from "../../../render";
import { Ribbon } from "../../../../src/components/errors/catalogue/Ribbon";
import { shopErrorFor, toShopError } from "../../../../src/domain/errors/shopError";
import { roShopErrors } from "../../../../src/i18n/ro/shopErrors";
import { cartError } from "./harness";

const { texts } = roShopErrors;

describe("SPEC §8 RIBBON", () => {
  it("§8 CART 400121: an alert with the title and message, and no button (no close actions)", () => {
    renderWithRoot(<Ribbon error={cartError("400121")} pathname="/cart" onClose={jest.fn()} />);
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent(texts.ageRule.title);
    expect(alert).toHaveTextContent(texts.ageRule.message);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("§8 CART 400115 'with server text': the server's errMsg is shown", () => {
    const error = cartError("400115", { errMsg: "Nordia X5 128 GB nu mai este în stoc.", message: "out of stock" });
    renderWithRoot(<Ribbon error={error} pathname="/cart" onClose={jest.fn()} />);
    expect(screen.getByRole("alert")).toHaveTextContent("Detalii: Nordia X5 128 GB nu mai este în stoc.");
    expect(screen.getByRole("alert")).not.toHaveTextContent("out of stock");
  });

  it("§8 a row without server text never shows the server's message", () => {
    renderWithRoot(<Ribbon error={cartError("400121", { message: "CNP under 18 (rule AGE-01)" })} pathname="/cart" onClose={jest.fn()} />);
    expect(screen.getByRole("alert")).not.toHaveTextContent("AGE-01");
    expect(screen.getByRole("alert")).not.toHaveTextContent("Detalii:");
  });

  it("§8 ORDER HISTORY 404000 and PAYMENT 40011 show the server text too", () => {
    const orders = shopErrorFor("ORDER_HISTORY", "404000", { message: "Comanda 123 nu există." });
    const payment = shopErrorFor("PAYMENT", "40011", { message: "Card expirat." });
    renderWithRoot(
      <>
        <Ribbon error={orders} pathname="/ecare/dashboard" onClose={jest.fn()} />
        <Ribbon error={payment} pathname="/checkout" onClose={jest.fn()} />
      </>,
    );
    const [first, second] = screen.getAllByRole("alert");
    expect(first).toHaveTextContent("Detalii: Comanda 123 nu există.");
    expect(second).toHaveTextContent("Detalii: Card expirat.");
  });

  it("§3 shows the transaction id for support", () => {
    const error = toShopError({
      url: "/cart/shoppingCart",
      status: 400,
      statusText: "Bad Request",
      body: { code: "400307", message: "x" },
      isJson: true,
      transactionId: "tx-77",
    });
    renderWithRoot(<Ribbon error={error} pathname="/cart" onClose={jest.fn()} />);
    expect(screen.getByRole("alert")).toHaveTextContent("Cod pentru asistență: tx-77");
  });

  it("§8 CART 400502 (delete cart, home): the button runs both close actions in order", async () => {
    const onClose = jest.fn();
    renderWithRoot(<Ribbon error={cartError("400502")} pathname="/cart" onClose={onClose} />);
    await userEvent.click(screen.getByRole("button", { name: "Înapoi la magazin" }));
    expect(onClose).toHaveBeenCalledWith(["cartDelete", "homepageRedirect"]);
  });

  it("§8 PAYMENT 4004 'retry': Încearcă din nou when the screen can retry, nothing without onRetry", async () => {
    const onRetry = jest.fn();
    const error = shopErrorFor("PAYMENT", "4004");
    const { unmount } = renderWithRoot(<Ribbon error={error} pathname="/checkout" onClose={jest.fn()} onRetry={onRetry} />);
    await userEvent.click(screen.getByRole("button", { name: "Încearcă din nou" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    unmount();
    renderWithRoot(<Ribbon error={error} pathname="/checkout" onClose={jest.fn()} />);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("§8 a ribbon without retry ignores onRetry (PAYMENT 4000)", () => {
    renderWithRoot(<Ribbon error={shopErrorFor("PAYMENT", "4000")} pathname="/checkout" onClose={jest.fn()} onRetry={jest.fn()} />);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it.each([
    ["/checkout", true],
    ["/business/eshop/checkout", true],
    ["/cart", false],
    ["/business/eshop/checkout/cart", false],
  ])("§8 'Some ribbon errors apply only on /checkout': CART 400110 on %s shown: %s", (pathname, shown) => {
    renderWithRoot(<Ribbon error={cartError("400110")} pathname={pathname} onClose={jest.fn()} />);
    expect(screen.queryByRole("alert") !== null).toBe(shown);
  });

  it("§8 no answer: the network message with a retry", () => {
    const error = toShopError({ url: "/payments/payment", status: 0, statusText: "", body: null, isJson: false, transactionId: null });
    renderWithRoot(<Ribbon error={error} pathname="/checkout" onClose={jest.fn()} onRetry={jest.fn()} />);
    expect(screen.getByRole("alert")).toHaveTextContent(texts.network.message);
    expect(screen.getByRole("button", { name: "Încearcă din nou" })).toBeInTheDocument();
  });
});
