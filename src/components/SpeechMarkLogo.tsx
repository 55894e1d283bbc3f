// The brand mark: a speech mark in a circle. Pure SVG (no image request), sized by the caller.
import React from "react";

interface Props {
  size: number;
  /** Decorative when a visible or nearby text already names it. */
  title?: string;
  className?: string;
}

export function SpeechMarkLogo({ size, title, className }: Props): React.ReactElement {
  const labelled = Boolean(title);
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      className={className}
      role={labelled ? "img" : undefined}
      aria-hidden={labelled ? undefined : true}
      focusable="false"
    >
      {title ? <title>{title}</title> : null}
      <circle cx="32" cy="32" r="32" fill="#e60000" />
      <path
        fill="#fff"
        d="M33.6 49.6c-8.8 0-15.2-6.9-15.2-16 0-10.4 8-19.6 19.9-21.2l.8 3.1c-6.3 1.5-9.8 5.5-10.1 9.4 1.2-.9 2.9-1.4 4.7-1.4 6.2 0 10.5 4.4 10.5 10.5 0 9.1-4.9 15.6-10.6 15.6z"
      />
    </svg>
  );
}
