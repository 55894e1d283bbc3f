// The site's action button while its action runs: marked busy (aria-busy, aria-disabled) and inert to clicks, so a
// second click or Enter sends nothing and a screen reader hears the wait. It stays focusable while busy (issue 29,
// WCAG 2.4.3): a `disabled` button drops the keyboard focus to the page's body, e.g. right after a confirmation
// dialog hands focus back to it. The label (e.g. "Se trimite…") is the caller's.
import React from "react";

interface Props extends Omit<React.ButtonHTMLAttributes<HTMLButtonElement>, "aria-busy" | "type"> {
  busy: boolean;
  type?: "button" | "submit";
  variant?: "primary" | "outline";
}

export function BusyButton({
  busy,
  disabled,
  type = "button",
  variant = "primary",
  children,
  onClick,
  ...rest
}: Props): React.ReactElement {
  return (
    <button
      type={type}
      className="aria-button"
      data-variant={variant}
      disabled={disabled}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      {...rest}
      onClick={(e) => {
        // A busy submit button's click is also the form's implicit submission (Enter in a field): both stop here.
        if (busy) return e.preventDefault();
        onClick?.(e);
      }}
    >
      {children}
    </button>
  );
}
