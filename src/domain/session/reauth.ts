// SPEC §2 "A reauthentication cookie forces a redirect to login." The cookie's name is not shown: ours is
// REAUTH_COOKIE (docs/decisions.md). The operator's systems set it (readable by scripts) when a session must be
// confirmed again; the site then drops its tokens and sends the user to sign in, and removes the cookie once the
// user is on the sign-in page so the redirect happens once.
import { isSignInPath } from "./returnPath";

export const REAUTH_COOKIE = "aria_reauth";

/** Whether `document.cookie` carries the reauthentication cookie with a non-empty value other than 0/false. */
export function hasReauthCookie(cookieHeader: string): boolean {
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    const name = (eq < 0 ? part : part.slice(0, eq)).trim();
    if (name !== REAUTH_COOKIE) continue;
    const value = eq < 0 ? "" : part.slice(eq + 1).trim();
    if (value !== "" && value !== "0" && value.toLowerCase() !== "false") return true;
  }
  return false;
}

/** The Set-Cookie string (for `document.cookie`) that removes the reauthentication cookie. */
export const CLEAR_REAUTH_COOKIE = `${REAUTH_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;

/** The sign-in pages never redirect to themselves (the same rule that keeps them out of return paths). */
export { isSignInPath };

/** SPEC §2: a page other than sign-in, with the cookie set, redirects to sign in. */
export function reauthRedirectNeeded(pathname: string, cookieHeader: string): boolean {
  return !isSignInPath(pathname) && hasReauthCookie(cookieHeader);
}
