// The one modal dialog of the error catalogue (DESIGN.md: "every MODAL-like variant is a dialog with an accessible
// name, focus inside it"). A div with a hand-written trap rather than <dialog>.showModal(): jsdom has no showModal, so
// the tests could not see what users get. On open focus goes to the first control; Tab and Shift+Tab cycle inside;
// focus that lands outside (a click on the page behind) is pulled back; Escape runs `onEscape`; on close focus
// returns to what had it before.
import React, { useEffect, useId, useRef } from "react";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const focusables = (root: HTMLElement): HTMLElement[] => Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));

export interface DialogProps {
  title: string;
  /** The text the dialog is described by (aria-describedby). */
  children: React.ReactNode;
  /** The buttons; the first one gets the focus. */
  actions: React.ReactNode;
  /** What Escape does: the same as the dialog's main close button. */
  onEscape: () => void;
  /** Variant marker for styling and tests. */
  variant?: string;
  /** "alertdialog" (the catalogue's errors and confirmations) or "dialog" (a form in a dialog). */
  role?: "alertdialog" | "dialog";
}

export function Dialog({ title, children, actions, onEscape, variant, role = "alertdialog" }: DialogProps): React.ReactElement {
  const titleId = useId();
  const textId = useId();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const focusFirst = () => (focusables(dialog)[0] ?? dialog).focus();
    focusFirst();
    const keepInside = (event: FocusEvent) => {
      if (event.target instanceof Node && !dialog.contains(event.target)) focusFirst();
    };
    document.addEventListener("focusin", keepInside);
    return () => {
      document.removeEventListener("focusin", keepInside);
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      onEscape();
      return;
    }
    if (event.key !== "Tab" || !ref.current) return;
    const items = focusables(ref.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === ref.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="shop-error-backdrop">
      <div
        ref={ref}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={role === "alertdialog" ? textId : undefined}
        tabIndex={-1}
        className="shop-error-dialog"
        data-variant={variant}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId}>{title}</h2>
        <div id={textId}>{children}</div>
        <div className="shop-error-actions">{actions}</div>
      </div>
    </div>
  );
}
