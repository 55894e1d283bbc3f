// Issue 24: what the checkout shows for the gateway's card-testing caps and bot-check refusals (SPEC §8 PAYMENT,
// extended with 40012–40014): the catalogued ribbon the checkout screen renders from its error (ShopErrorView), with the
// Romanian title and message, on the checkout page — never a blank screen — and no button that would empty the cart.
import React from "react";
import { screen } from "@testing-library/react";
import { renderWithRoot } from "../../render";
import { ShopErrorView } from "../../../src/components/errors/catalogue/ShopErrorView";
import { toShopError } from "../../../src/domain/errors/shopError";
import { roShopErrors } from "../../../src/i18n/ro/shopErrors";

const answered = (status: number, code: string) =>
  toShopError({
    url: "http://127.0.0.1:8787/payments/payment",
    status,
    statusText: "",
    body: { "@type": "Error", code, reason: "r", message: "Mesajul serverului", status: String(status) },
    isJson: true,
    transactionId: "tx-1",
  });

describe("issue 24 / SPEC §8 PAYMENT refusals on the checkout page", () => {
  it.each([
    [403, "40012", roShopErrors.texts.paymentAttemptsOrder],
    [429, "40013", roShopErrors.texts.paymentAttemptsRecent],
    [400, "40014", roShopErrors.texts.paymentBotcheck],
  ])("%i %s: an alert with its title and message, no server text, nothing that deletes the cart", (status, code, text) => {
    const onClose = jest.fn();
    renderWithRoot(<ShopErrorView error={answered(status, code)} pathname="/checkout" onClose={onClose} />);
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent(text.title);
    expect(alert).toHaveTextContent(text.message);
    expect(alert).not.toHaveTextContent("Mesajul serverului");
    expect(screen.queryByRole("button", { name: /Golește|coș/i })).not.toBeInTheDocument();
  });
});
