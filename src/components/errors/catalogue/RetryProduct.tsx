// SPEC §8 PRODUCTS 400, 401, 404, 405 "retry-product view": shown in place of the product's details (a view, not a
// dialog): a named region with the title, the message and "Încearcă din nou" when the screen can retry.
import React, { useId } from "react";
import { roShopErrors } from "../../../i18n/ro/shopErrors";
import { Details } from "./Details";
import type { ShopErrorViewProps } from "./props";

export function RetryProduct({ error, onClose, onRetry }: ShopErrorViewProps): React.ReactElement {
  const titleId = useId();
  const textId = useId();
  const text = roShopErrors.texts[error.dictionaryKey];
  const title = roShopErrors.texts[error.modalTitle ?? error.dictionaryKey].title;
  return (
    <section className="shop-error-view" aria-labelledby={titleId} aria-describedby={textId} data-code={error.code}>
      <h2 id={titleId}>{title}</h2>
      <p id={textId}>{text.message}</p>
      <Details error={error} />
      <div className="shop-error-actions">
        {error.retry && onRetry ? (
          <button type="button" className="aria-button" data-variant="primary" onClick={onRetry}>
            {roShopErrors.retry}
          </button>
        ) : null}
        {error.closeAction.length > 0 ? (
          <button type="button" className="aria-button" data-variant="outline" onClick={() => onClose(error.closeAction)}>
            {roShopErrors.buttons[error.modalButton ?? "close"]}
          </button>
        ) : null}
      </div>
    </section>
  );
}
