// An element (a product grid, the footer) whose server-rendered HTML is kept as it is while the page hydrates: React renders the children at build
// time, and in the browser leaves that HTML alone (no component, no hydration work per node) until `live` turns true,
// e.g. when a visitor filters a listing; then the children are rendered by React. Pages reached by client-side
// navigation have no server HTML and render the children at once.
// The kept HTML is React's own static render of our components (text escaped, CMS rich text sanitised at build time).
// Its internal links keep Gatsby's behaviour through delegated handlers: client-side navigation on a plain left
// click, prefetch on hover, focus or touch (as NavLink).
import React, { useState } from "react";
import { navigate } from "gatsby";
import { prefetchPage } from "../browser/gatsbyLoader";
import { isInitialHydration } from "../browser/hydration";

type Props = Omit<React.HTMLAttributes<HTMLElement>, "children" | "dangerouslySetInnerHTML"> & {
  /** The element around the kept HTML. */
  as?: "ul" | "div" | "footer" | "header";
  /** Set once the content must change (filters, sorting, more items): React renders the children from then on,
   * whatever `live` is later. */
  live: boolean;
  children: React.ReactNode;
};

/** The internal path of the link an event started in, or null. */
function internalLink(target: EventTarget | null, container: Element): { a: HTMLAnchorElement; to: string } | null {
  const a = target instanceof Element ? target.closest("a[href]") : null;
  if (!(a instanceof HTMLAnchorElement) || !container.contains(a)) return null;
  const to = a.getAttribute("href") ?? "";
  return to.startsWith("/") && !to.startsWith("//") ? { a, to } : null;
}

function onClick(e: React.MouseEvent<HTMLElement>): void {
  const link = internalLink(e.target, e.currentTarget);
  if (!link || e.defaultPrevented || e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey || link.a.target) return;
  e.preventDefault();
  void navigate(link.to);
}

function onIntent(e: React.SyntheticEvent<HTMLElement>): void {
  const link = internalLink(e.target, e.currentTarget);
  if (link) prefetchPage(link.to);
}

export function ServerHtml({ as: Tag = "ul", live, children, ...attrs }: Props): React.ReactElement {
  // Decided at the first render: keeping the HTML only makes sense while hydrating the server's page. Once live,
  // React renders the children for good: the server's HTML is gone, even if `live` turns false again (e.g. the header
  // back on the first address).
  const [kept, setKept] = useState(isInitialHydration);
  if (kept && live) setKept(false);
  if (kept && !live) {
    return (
      <Tag
        key="kept"
        {...attrs}
        onClick={onClick}
        onMouseOver={onIntent}
        onFocus={onIntent}
        onTouchStart={onIntent}
        // An empty __html with suppressHydrationWarning: React keeps the server's children and never touches them.
        dangerouslySetInnerHTML={{ __html: "" }}
        suppressHydrationWarning
      />
    );
  }
  return (
    <Tag key="live" {...attrs}>
      {children}
    </Tag>
  );
}
