// What the analytics rules read from an address: the page's path (a trailing slash is the same page) and whether the
// query names the checkout's order confirmation (`?pas=confirmare`, checkout/steps.ts thankYouPath), the one page that
// lives in the query rather than the path.
import { STEP_PARAM, THANK_YOU_SLUG } from "../checkout/stepParam";

/** "/cart/" and "/cart" are one page; the query and hash are not part of it. */
export function pagePath(pathname: string): string {
  const path = (pathname.split(/[?#]/, 1)[0] ?? "").replace(/\/+$/, "");
  return path === "" ? "/" : path;
}

/** The path is `base` or a page under it. */
export const isWithin = (path: string, base: string): boolean => path === base || path.startsWith(`${base}/`);

/** The query (with or without its "?") names the order confirmation of a checkout. */
export function isConfirmation(search: string | undefined): boolean {
  return new URLSearchParams(search ?? "").get(STEP_PARAM) === THANK_YOU_SLUG;
}
