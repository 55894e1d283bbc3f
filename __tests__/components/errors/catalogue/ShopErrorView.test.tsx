// SPEC §8: every catalogue row rendered by its variant (SPEC §4), with its close actions on its button; silent rows
// show nothing; the two in-page views (retry product, ribbon) are not dialogs.
import React from "react";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithRoot } from "../../../render";
import { ShopErrorView } from "../../../../src/components/errors/catalogue/ShopErrorView";
import { SHOP_CATALOGUE, SHOP_SERVICES } from "../../../../src/domain/errors/shopCatalogue";
import { isDialogVariant, shopErrorFor } from "../../../../src/domain/errors/shopError";
import { roShopErrors } from "../../../../src/i18n/ro/shopErrors";

const { texts, buttons } = roShopErrors;

const rows = SHOP_SERVICES.flatMap((service) =>
  SHOP_CATALOGUE[service].flatMap((row) => row.codes.map((code) => [service, code, row.variant] as const)),
);

describe("SPEC §8 every row of the catalogue, rendered by its variant", () => {
  it.each(rows.filter(([service, code]) => !shopErrorFor(service, code).silent))(
    "§8 %s %s (%s): named view, close actions on its button",
    async (service, code) => {
      const error = shopErrorFor(service, code);
      const onClose = jest.fn();
      renderWithRoot(<ShopErrorView error={error} pathname="/checkout" onClose={onClose} />);
      const text = texts[error.dictionaryKey];
      if (isDialogVariant(error.variant)) {
        expect(screen.getByRole("alertdialog", { name: text.title })).toHaveAccessibleDescription(expect.stringContaining(text.message));
      } else if (error.variant === "RIBBON") {
        expect(screen.getByRole("alert")).toHaveTextContent(text.message);
      } else {
        expect(screen.getByRole("region", { name: text.title })).toHaveTextContent(text.message);
      }
      if (error.modalButton !== null && !error.signIn) {
        await userEvent.click(screen.getByRole("button", { name: buttons[error.modalButton] }));
        expect(onClose).toHaveBeenCalledWith(error.closeAction);
      } else {
        expect(error.closeAction).toEqual([]);
      }
    },
  );

  it.each(rows.filter(([service, code]) => shopErrorFor(service, code).silent))(
    "§8 PRODUCTS 'several 4003xx codes silent': %s %s shows nothing",
    (service, code) => {
      const { container } = renderWithRoot(
        <ShopErrorView error={shopErrorFor(service, code)} pathname="/telefoane/x" onClose={jest.fn()} />,
      );
      expect(container).toBeEmptyDOMElement();
    },
  );
});

describe("SPEC §8 variants that are not the plain modal", () => {
  it("§8 PRODUCTS 404 retry-product view: a named region in the page (not a dialog) with the retry", async () => {
    const onRetry = jest.fn();
    renderWithRoot(<ShopErrorView error={shopErrorFor("PRODUCTS", "404")} pathname="/telefoane/x" onClose={jest.fn()} onRetry={onRetry} />);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(screen.getByRole("region", { name: texts.retryProduct.title })).toHaveAccessibleDescription(texts.retryProduct.message);
    await userEvent.click(screen.getByRole("button", { name: "Încearcă din nou" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["/telefoane/nordia-x5", "/business", roShopErrors.otherShop.business],
    ["/business/eshop/oferte-business", "/", roShopErrors.otherShop.personal],
  ])("§8 CART 403 business/consumer mismatch on %s: a dialog with a link to the other shop (%s)", (pathname, href, label) => {
    renderWithRoot(<ShopErrorView error={shopErrorFor("CART", "403")} pathname={pathname} onClose={jest.fn()} />);
    const dialog = screen.getByRole("alertdialog", { name: texts.customerTypeMismatch.title });
    expect(dialog).toHaveAttribute("data-variant", "EBUORCBU");
    expect(screen.getByRole("link", { name: label })).toHaveAttribute("href", href);
    expect(screen.getByRole("button", { name: "Închide" })).toBeInTheDocument();
  });

  it.each([
    ["400202", "QTY_MODAL", "quantityNotAvailable"],
    ["400300", "ELIGIBILITY_MODAL", "eligibility"],
    ["400305", "PREORDER_MODAL", "preorder"],
  ] as const)("§8 CART %s is the %s dialog", (code, variant, key) => {
    renderWithRoot(<ShopErrorView error={shopErrorFor("CART", code)} pathname="/cart" onClose={jest.fn()} />);
    expect(screen.getByRole("alertdialog", { name: texts[key].title })).toHaveAttribute("data-variant", variant);
  });

  it("§8 CART 400306 preorder modal then cart redirect: 'Mergi la coș' runs cartRedirect", async () => {
    const onClose = jest.fn();
    renderWithRoot(<ShopErrorView error={shopErrorFor("CART", "400306")} pathname="/telefoane/x" onClose={onClose} />);
    await userEvent.click(screen.getByRole("button", { name: "Mergi la coș" }));
    expect(onClose).toHaveBeenCalledWith(["cartRedirect"]);
  });
});

describe("SPEC §8 'messages go through a dictionary': the Romanian texts", () => {
  const all = [
    ...Object.values(texts).flatMap((t) => [t.title, t.message]),
    ...Object.values(buttons),
    roShopErrors.retry,
    roShopErrors.cancel,
  ];

  it("§8 every text is written out, with comma-below ș and ț (no cedilla forms)", () => {
    for (const text of all) {
      expect(text.trim()).not.toBe("");
      expect(text).not.toMatch(/[şţŞŢ]/);
    }
  });

  it("§8 every message is whole sentences: it ends with a full stop", () => {
    for (const t of Object.values(texts)) expect(t.message).toMatch(/\.$/);
  });
});
