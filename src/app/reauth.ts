// SPEC §2 "A reauthentication cookie forces a redirect to login", checked on every route change. Every page carries
// only the cookie read; the rare rest (./reauthAct: clearing every form of the cookie, once per value, the redirect)
// loads when the cookie is there.
import { reauthCookieValue } from "../domain/session/reauthCookie";
import { REAUTH_HANDLED_KEY } from "./reauthHandled";

export { REAUTH_HANDLED_KEY };

/** `go` leaves for the sign-in page (a full load; tests pass their own). */
export function checkReauthentication(
  location: { pathname: string; search: string },
  go: (url: string) => void = (url) => window.location.replace(url),
): void {
  if (typeof document === "undefined") return;
  const value = reauthCookieValue(document.cookie);
  if (value === null) {
    // The cookie is gone: a later one with the same value is a new request to sign in again.
    try {
      window.sessionStorage.removeItem(REAUTH_HANDLED_KEY);
    } catch {
      // Storage refused: nothing was remembered either.
    }
    return;
  }
  void import("./reauthAct").then((m) => m.actOnReauth(location, go));
}
