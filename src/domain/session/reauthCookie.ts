// SPEC §2 reauthentication cookie: its name and the value that asks for a sign-in. Apart from the rest of the rule
// (./reauth.ts) because every page reads it on every route change, and only this much needs to be in every page's JS.

export const REAUTH_COOKIE = "aria_reauth";

/** The reauthentication cookie's value when it asks for a sign-in (non-empty, not 0/false), else null. */
export function reauthCookieValue(cookieHeader: string): string | null {
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    const name = (eq < 0 ? part : part.slice(0, eq)).trim();
    if (name !== REAUTH_COOKIE) continue;
    const value = eq < 0 ? "" : part.slice(eq + 1).trim();
    if (value !== "" && value !== "0" && value.toLowerCase() !== "false") return value;
  }
  return null;
}
