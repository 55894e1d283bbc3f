// Internal links with client-side navigation through Gatsby's router (`navigate`), prefetching the
// target's data when the pointer or focus shows intent. Not Gatsby's <Link>: each <Link> subscribes
// to the location and an IntersectionObserver, and the ~25 links of header and footer cost ~40% of a
// static page's hydration time (docs/decisions.md, "Links"). Styles are classes (theme/layoutCss.ts).
import React from "react";
import { navigate } from "gatsby";
import { prefetchPage } from "../../browser/gatsbyLoader";

type Variant = "primary" | "inverse" | "outline";

type Props = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  to: string;
  /** Renders the link as a button-like call to action. */
  variant?: Variant;
};

/** Whether a click should stay in the app: plain left click on an internal path, no new tab. */
export function isClientNavigation(event: React.MouseEvent<HTMLAnchorElement>, to: string): boolean {
  return (
    to.startsWith("/") &&
    !to.startsWith("//") &&
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.currentTarget.target
  );
}

export function NavLink({ to, variant, className, onClick, onMouseEnter, onFocus, onTouchStart, ...rest }: Props): React.ReactElement {
  const base = variant ? "aria-button" : "aria-link";
  return (
    <a
      href={to}
      className={className ? `${base} ${className}` : base}
      data-variant={variant}
      onClick={(e) => {
        onClick?.(e);
        if (!isClientNavigation(e, to)) return;
        e.preventDefault();
        void navigate(to);
      }}
      onMouseEnter={(e) => {
        onMouseEnter?.(e);
        prefetchPage(to);
      }}
      onFocus={(e) => {
        onFocus?.(e);
        prefetchPage(to);
      }}
      onTouchStart={(e) => {
        onTouchStart?.(e);
        prefetchPage(to);
      }}
      {...rest}
    />
  );
}
