// Whether React is hydrating the page the browser loaded (server HTML present), as opposed to rendering a page
// reached by client-side navigation. Gatsby calls onInitialClientRender (gatsby-browser.tsx) once that first
// hydration has committed; from then on every page is rendered by React from scratch.

let ended = false;
const waiting: Array<() => void> = [];

/** True during the first hydration of a server-rendered page; false on the server and after it. */
export function isInitialHydration(): boolean {
  if (ended || typeof document === "undefined") return false;
  // Client-only pages arrive with an empty focus wrapper and are rendered, not hydrated.
  return (document.getElementById("gatsby-focus-wrapper")?.childElementCount ?? 0) > 0;
}

export function endInitialHydration(): void {
  ended = true;
  waiting.splice(0).forEach((resolve) => resolve());
}

/**
 * Resolves once the server HTML is React's: code that changes the DOM of a hydrating page (the add-to-cart handler,
 * shop/cart/addFromPage/cartAddListener.ts) waits, or React finds text it did not render and throws the page's HTML away.
 */
export function whenHydrated(): Promise<void> {
  return isInitialHydration() ? new Promise((resolve) => waiting.push(resolve)) : Promise.resolve();
}

/**
 * The address whose HTML React is hydrating: Gatsby's `window.pagePath`, which differs from the browser's address when
 * the server answered with a client-only route's catch-all page. Elsewhere (the server, a later render) `pathname`.
 */
export function servedPagePath(pathname: string): string {
  if (!isInitialHydration()) return pathname;
  return (window as { pagePath?: string }).pagePath ?? pathname;
}
