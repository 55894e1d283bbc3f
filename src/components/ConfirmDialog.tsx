// "Every change asks for confirmation in a dialog whose confirm button is "Confirmă" and cancel "Renunță"" (DESIGN.md).
// The catalogue's accessible dialog (focus in, trapped, returned; Escape cancels).
import React from "react";
import { Dialog } from "./errors/catalogue/Dialog";

interface Props {
  title: string;
  text: string;
  confirm: string;
  cancel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({ title, text, confirm, cancel, onConfirm, onCancel }: Props): React.ReactElement {
  return (
    <Dialog
      title={title}
      onEscape={onCancel}
      variant="confirm"
      actions={
        <>
          <button type="button" className="aria-button" data-variant="primary" onClick={onConfirm}>
            {confirm}
          </button>
          <button type="button" className="aria-button" data-variant="outline" onClick={onCancel}>
            {cancel}
          </button>
        </>
      }
    >
      <p>{text}</p>
    </Dialog>
  );
}
