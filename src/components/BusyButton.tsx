// The site's action button while its action runs: disabled and marked busy (aria-busy only then), so a second click
// sends nothing and a screen reader hears the wait. The label (e.g. "Se trimite…") is the caller's.
import React from "react";

interface Props extends Omit<React.ButtonHTMLAttributes<HTMLButtonElement>, "aria-busy" | "type"> {
  busy: boolean;
  type?: "button" | "submit";
  variant?: "primary" | "outline";
}

export function BusyButton({ busy, disabled, type = "button", variant = "primary", children, ...rest }: Props): React.ReactElement {
  return (
    <button type={type} className="aria-button" data-variant={variant} disabled={busy || disabled} aria-busy={busy || undefined} {...rest}>
      {children}
    </button>
  );
}
