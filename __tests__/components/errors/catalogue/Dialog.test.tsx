// DESIGN.md "every MODAL-like variant is a dialog with an accessible name, focus inside it, and its close actions as
// buttons" for the SPEC §8 catalogue dialogs: name and description, focus in, trapped and returned, Escape.
import React from "react";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithRoot } from "../../../render";
import { shopErrorFor } from "../../../../src/domain/errors/shopError";
import { roShopErrors } from "../../../../src/i18n/ro/shopErrors";
import { Harness, cartError } from "./harness";

const { texts, buttons } = roShopErrors;

async function open(ui: React.ReactElement) {
  const user = userEvent.setup();
  renderWithRoot(ui);
  const opener = screen.getByRole("button", { name: "Adaugă în coș" });
  await user.click(opener);
  return { user, opener };
}

describe("SPEC §8 MODAL as an accessible dialog (DESIGN.md)", () => {
  it("§8 CART 400116: a modal dialog named by its title and described by its message", async () => {
    await open(<Harness error={cartError("400116")} onClose={jest.fn()} />);
    const dialog = screen.getByRole("alertdialog", { name: texts.productNotAvailable.title });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(dialog).toHaveAccessibleDescription(texts.productNotAvailable.message);
  });

  it("§8 focus moves inside on open, onto the first button", async () => {
    await open(<Harness error={cartError("400116")} onClose={jest.fn()} />);
    expect(screen.getByRole("button", { name: buttons.backToShop })).toHaveFocus();
  });

  it("§8 Tab and Shift+Tab stay inside (DOCUMENT UPLOAD retry modal: two buttons)", async () => {
    const error = shopErrorFor("DOCUMENT_UPLOAD", "500100");
    const { user } = await open(<Harness error={error} onClose={jest.fn()} onRetry={jest.fn()} />);
    const retry = screen.getByRole("button", { name: roShopErrors.retry });
    const leave = screen.getByRole("button", { name: buttons.toPhoneListing });
    expect(retry).toHaveFocus();
    await user.tab();
    expect(leave).toHaveFocus();
    await user.tab();
    expect(retry).toHaveFocus();
    await user.tab({ shift: true });
    expect(leave).toHaveFocus();
    await user.tab({ shift: true });
    expect(retry).toHaveFocus();
  });

  it("§8 with one button, Tab keeps the focus on it", async () => {
    const { user } = await open(<Harness error={cartError("400203")} onClose={jest.fn()} />);
    const close = screen.getByRole("button", { name: buttons.close });
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
  });

  it("§8 focus that lands behind the dialog is pulled back inside", async () => {
    await open(<Harness error={cartError("400116")} onClose={jest.fn()} />);
    screen.getByRole("link", { name: "Telefoane" }).focus();
    expect(screen.getByRole("button", { name: buttons.backToShop })).toHaveFocus();
  });

  it("§4 the button runs the row's close actions in order, and focus returns to the opener", async () => {
    const onClose = jest.fn();
    const { user, opener } = await open(<Harness error={cartError("400116")} onClose={onClose} />);
    await user.click(screen.getByRole("button", { name: "Înapoi la magazin" }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledWith(["cartDelete", "homepageRedirect"]);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it("§4 Escape runs the same close as the main button, and focus returns", async () => {
    const onClose = jest.fn();
    const { user, opener } = await open(<Harness error={cartError("400108")} onClose={onClose} />);
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledWith(["cartDelete", "phoneListingRedirect"]);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('§8 CART 400205 "with close button, reloads cart": "Reîncarcă coșul" runs cartGet', async () => {
    const onClose = jest.fn();
    const { user } = await open(<Harness error={cartError("400205")} onClose={onClose} />);
    await user.click(screen.getByRole("button", { name: "Reîncarcă coșul" }));
    expect(onClose).toHaveBeenCalledWith(["cartGet"]);
  });

  it('§8 a row without close actions has "Închide", which just closes', async () => {
    const onClose = jest.fn();
    const { user } = await open(<Harness error={cartError("400203")} onClose={onClose} />);
    await user.click(screen.getByRole("button", { name: "Închide" }));
    expect(onClose).toHaveBeenCalledWith([]);
  });

  it("§8 a retry modal offers the retry only when the screen can retry", async () => {
    const onRetry = jest.fn();
    const { user } = await open(<Harness error={shopErrorFor("PRODUCTS", "5011")} onClose={jest.fn()} onRetry={onRetry} />);
    await user.click(screen.getByRole("button", { name: "Încearcă din nou" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("§8 … and without onRetry shows only the close-actions button", async () => {
    await open(<Harness error={shopErrorFor("PRODUCTS", "5011")} onClose={jest.fn()} />);
    const dialog = screen.getByRole("alertdialog", { name: texts.productUnavailable.title });
    expect(screen.queryByRole("button", { name: "Încearcă din nou" })).not.toBeInTheDocument();
    expect(dialog.querySelectorAll("button")).toHaveLength(1);
  });

  it("§5/§8 EXTENDED_LOGIN_REQUIRED: the main button starts the sign-in; Escape and Renunță just close", async () => {
    const onSignIn = jest.fn();
    const onClose = jest.fn();
    const { user } = await open(<Harness error={cartError("EXTENDED_LOGIN_REQUIRED")} onClose={onClose} onSignIn={onSignIn} />);
    screen.getByRole("alertdialog", { name: texts.extendedLoginRequired.title });
    expect(screen.getByRole("button", { name: "Intră din nou în cont" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(onSignIn).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalledWith([]);

    await user.click(screen.getByRole("button", { name: "Adaugă în coș" }));
    await user.click(screen.getByRole("button", { name: "Intră din nou în cont" }));
    expect(onSignIn).toHaveBeenCalledTimes(1);
  });
});
