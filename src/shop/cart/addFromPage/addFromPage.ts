// "Adaugă în coș" on a shop page (shop/cart/addFromPage/cartAddListener.ts fetches this chunk on intent): the add itself, and the
// catalogued error (SPEC §8) shown over the page when it fails — a ribbon at the foot of the screen, a dialog for the
// modal variants — with its close actions, the retry and the extended sign-in wired as on the cart page.
import React from "react";
import { createRoot, type Root } from "react-dom/client";
import type { CartAddFields } from "../../../browser/cartAddFields";
import { ROUTE_CHANGE_EVENT } from "../../../browser/routeChange";
import type { Area } from "../../../domain/area";
import type { AddableProduct } from "../../../domain/cart/patches";
import type { ShopError } from "../../../domain/errors/shopError";
import { ShopErrorView } from "../../../components/errors/catalogue/ShopErrorView";
import { closeCartError, runCartAction } from "../../../hooks/cart/cartCommands";
import { startExtendedLogin } from "../../../hooks/cart/extendedLogin";

let host: { root: Root; element: HTMLElement } | null = null;

function errorHost(): Root {
  if (!host) {
    const element = document.createElement("div");
    element.className = "cart-error-host";
    document.body.appendChild(element);
    const root = createRoot(element);
    // The error is about the page it was raised on: a navigation takes it away.
    window.addEventListener(ROUTE_CHANGE_EVENT, () => root.render(null));
    host = { root, element };
  }
  return host.root;
}

function showError(area: Area, error: ShopError, retry: () => void): void {
  const root = errorHost();
  const hide = () => root.render(null);
  root.render(
    React.createElement(ShopErrorView, {
      error,
      pathname: window.location.pathname,
      onClose: (actions) => {
        hide();
        void closeCartError(area, actions);
      },
      onRetry: () => {
        hide();
        retry();
      },
      onSignIn: () => {
        hide();
        void closeCartError(area, []).then(() => startExtendedLogin(area));
      },
    }),
  );
}

/** Adds the product; resolves with the cart's new item count, or null when it was not added (the error is shown). */
export async function addFromPage({
  fields,
  area,
  selectedSubscriberId,
}: {
  fields: CartAddFields;
  area: Area;
  /** The line a renewal (flow RET) is for (shop/existingCustomers, docs/cart-contract.md "Flows of existing customers"). */
  selectedSubscriberId?: string;
}): Promise<number | null> {
  const result = await runCartAction(area, {
    type: "add",
    product: {
      productOfferingId: fields.productId,
      offerType: fields.offerType,
      serviceType: fields.serviceType || undefined,
      externalId: fields.productId,
      flow: fields.flow || undefined,
      selectedSubscriberId: selectedSubscriberId || undefined,
    },
  });
  if (result.ok) {
    errorHost().render(null);
    return result.cart.itemCount;
  }
  if ("error" in result) {
    showError(area, result.error, () => void addFromPage({ fields, area, selectedSubscriberId }));
  }
  return null;
}

/**
 * Adds a product whose add was built elsewhere (home internet and TV at a checked address: shop/listing/addressCheck,
 * SPEC §7 address fields); the same answer and the same catalogued errors as the button above.
 */
export async function addBuiltProduct(product: AddableProduct, area: Area): Promise<number | null> {
  const result = await runCartAction(area, { type: "add", product });
  if (result.ok) {
    errorHost().render(null);
    return result.cart.itemCount;
  }
  if ("error" in result) showError(area, result.error, () => void addBuiltProduct(product, area));
  return null;
}
