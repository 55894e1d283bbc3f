// SPEC §8 MODAL, and the dialog every modal-like variant shares: title and message from the dictionary, then the
// buttons. One main button runs all the row's close actions in order (labelled by where they lead; "Închide" when
// there are none) and Escape does the same. Rows with a retry add "Încearcă din nou" before it; the
// extended-login row (signIn) offers "Intră din nou în cont" and "Renunță" instead, and Escape is "Renunță": a key
// press must not start a sign-in.
import React from "react";
import { roShopErrors } from "../../../i18n/ro/shopErrors";
import { Details } from "./Details";
import { Dialog } from "./Dialog";
import type { ShopErrorViewProps } from "./props";

export interface ErrorDialogProps extends ShopErrorViewProps {
  /** Extra content under the message (a variant's own hint or link). */
  extra?: React.ReactNode;
}

export function ErrorDialog({ error, onClose, onRetry, onSignIn, extra }: ErrorDialogProps): React.ReactElement {
  const text = roShopErrors.texts[error.dictionaryKey];
  const title = roShopErrors.texts[error.modalTitle ?? error.dictionaryKey].title;
  const close = () => onClose(error.closeAction);
  const justClose = () => onClose([]);

  let actions: React.ReactNode;
  let onEscape: () => void;
  if (error.signIn) {
    onEscape = justClose;
    actions = (
      <>
        <button type="button" className="aria-button" data-variant="primary" onClick={onSignIn ?? justClose}>
          {roShopErrors.buttons.signIn}
        </button>
        <button type="button" className="aria-button" data-variant="outline" onClick={justClose}>
          {roShopErrors.cancel}
        </button>
      </>
    );
  } else {
    const retry = error.retry && onRetry !== undefined;
    onEscape = close;
    actions = (
      <>
        {retry ? (
          <button type="button" className="aria-button" data-variant="primary" onClick={onRetry}>
            {roShopErrors.retry}
          </button>
        ) : null}
        <button type="button" className="aria-button" data-variant={retry ? "outline" : "primary"} onClick={close}>
          {roShopErrors.buttons[error.modalButton ?? "close"]}
        </button>
      </>
    );
  }

  return (
    <Dialog title={title} actions={actions} onEscape={onEscape} variant={error.variant}>
      <p>{text.message}</p>
      <Details error={error} />
      {extra}
    </Dialog>
  );
}

export function Modal(props: ShopErrorViewProps): React.ReactElement {
  return <ErrorDialog {...props} />;
}
