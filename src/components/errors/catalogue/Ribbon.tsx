// SPEC §8 RIBBON: role="alert" in the page (DESIGN.md), with the dictionary's title and message, the server's words
// when the row says so, and the transaction id for support. A button runs the row's close actions when it has any;
// "Încearcă din nou" when the row allows a retry and the screen gives one. A checkout-only ribbon renders nothing
// elsewhere (SPEC §8 "Some ribbon errors apply only on /checkout").
import React from "react";
import { ribbonApplies } from "../../../domain/errors/shopError";
import { roShopErrors } from "../../../i18n/ro/shopErrors";
import { Details } from "./Details";
import type { ShopErrorViewProps } from "./props";

export function Ribbon({ error, pathname, onClose, onRetry }: ShopErrorViewProps): React.ReactElement | null {
  if (!ribbonApplies(error, pathname)) return null;
  const text = roShopErrors.texts[error.dictionaryKey];
  const retry = error.retry && onRetry !== undefined;
  const hasActions = error.closeAction.length > 0;
  return (
    <div role="alert" className="error-ribbon" data-code={error.code}>
      <p>
        <strong>{text.title}</strong> {text.message}
      </p>
      <Details error={error} />
      {retry || hasActions ? (
        <div className="shop-error-actions">
          {retry ? (
            <button type="button" className="aria-button" data-variant="primary" onClick={onRetry}>
              {roShopErrors.retry}
            </button>
          ) : null}
          {hasActions ? (
            <button
              type="button"
              className="aria-button"
              data-variant={retry ? "outline" : "primary"}
              onClick={() => onClose(error.closeAction)}
            >
              {roShopErrors.buttons[error.modalButton ?? "close"]}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
