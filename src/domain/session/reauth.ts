// SPEC §2 "A reauthentication cookie forces a redirect to login." The cookie's name is not shown: ours is
// REAUTH_COOKIE (docs/decisions.md). The operator's systems set it (readable by scripts) when a session must be
// confirmed again; the site then drops its tokens and sends the user to sign in. Two things keep that from looping
// (issue 24): the cookie is cleared in every form it may have been set in (host-only or for a parent domain, on `/` or
// on the page's own path), and a cookie value is acted on once (the app remembers the handled value).
import { isSignInPath } from "./returnPath";

import { REAUTH_COOKIE, reauthCookieValue } from "./reauthCookie";

/** Whether `document.cookie` carries the reauthentication cookie with a non-empty value other than 0/false. */
export function hasReauthCookie(cookieHeader: string): boolean {
  return reauthCookieValue(cookieHeader) !== null;
}

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/** The Domain attributes a cookie readable on `hostname` may carry: the host and each parent with a dot in it. */
function cookieDomains(hostname: string): string[] {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  // An IP address or a one-label host (localhost) only has host-only cookies.
  if (host === "" || IPV4.test(host) || host.includes(":") || !host.includes(".")) return [];
  const labels = host.split(".");
  // Down to two labels: a public suffix (ro, com.ro) refuses a Domain cookie anyway, so writing one costs nothing.
  return labels.slice(0, -1).map((_, i) => labels.slice(i).join("."));
}

/** The Path attributes a cookie readable on `pathname` may carry: `/` and every ancestor of the page, itself too. */
function cookiePaths(pathname: string): string[] {
  const paths = ["/"];
  const segments = pathname.split("/").filter(Boolean);
  for (let i = 1; i <= segments.length; i++) paths.push(`/${segments.slice(0, i).join("/")}`);
  return paths;
}

/**
 * The `document.cookie` writes that expire the reauthentication cookie in every form the page can see: host-only
 * and with each parent Domain, on every Path from `/` down to the page. A cookie is removed only by a write with the
 * same name, domain and path, and one set for `.operator.ro` survives a host-only delete (the sign-in loop).
 */
export function reauthClearCookies(hostname: string, pathname: string): string[] {
  const domains: (string | null)[] = [null, ...cookieDomains(hostname)];
  return domains.flatMap((domain) =>
    cookiePaths(pathname).map((path) => `${REAUTH_COOKIE}=; Max-Age=0; Path=${path}${domain ? `; Domain=${domain}` : ""}; SameSite=Lax`),
  );
}

/**
 * SPEC §2: a page other than sign-in, with the cookie set, redirects to sign in. The sign-in pages never redirect to
 * themselves (isSignInPath, the same rule that keeps them out of return paths).
 */
export function reauthRedirectNeeded(pathname: string, cookieHeader: string): boolean {
  return !isSignInPath(pathname) && hasReauthCookie(cookieHeader);
}

export type ReauthAction =
  /** No cookie: nothing to do, and a remembered value can be forgotten (the cookie is gone). */
  | { kind: "none" }
  /** Clear the cookie and remember its value, without a redirect (sign-in page, or this value was acted on). */
  | { kind: "clear"; value: string }
  /** Clear the cookie, remember its value, drop the session and send the user to sign in. */
  | { kind: "redirect"; value: string };

/**
 * What a page does with the reauthentication cookie. `handled` is the value already acted on (null: none), so a cookie
 * the browser would not let us remove redirects once, never in a loop.
 */
export function reauthAction(pathname: string, cookieHeader: string, handled: string | null): ReauthAction {
  const value = reauthCookieValue(cookieHeader);
  if (value === null) return { kind: "none" };
  return value !== handled && reauthRedirectNeeded(pathname, cookieHeader) ? { kind: "redirect", value } : { kind: "clear", value };
}
