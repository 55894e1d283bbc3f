// SPEC §2 "A reauthentication cookie forces a redirect to login", checked on every route change. The session is
// dropped first (the store is loaded only then, so pages without the cookie never pay for it); on the sign-in
// page the cookie is removed, so the redirect happens once and signing in again sticks.
import { areaFromPath } from "../domain/area";
import { CLEAR_REAUTH_COOKIE, hasReauthCookie, isSignInPath } from "../domain/session/reauth";
import { signInUrl } from "../domain/session/signInQuery";
import { SESSION_STORAGE_KEY } from "../state/sessionKey";

export function checkReauthentication(location: { pathname: string; search: string }): void {
  if (typeof document === "undefined" || !hasReauthCookie(document.cookie)) return;
  if (isSignInPath(location.pathname)) {
    document.cookie = CLEAR_REAUTH_COOKIE;
    return;
  }
  const target = signInUrl(`${location.pathname}${location.search}`, areaFromPath(location.pathname), "reauth");
  void import("../state/sessionStore")
    .then((store) => {
      store.clearSession();
      return store.flushSession();
    })
    .catch(() => window.localStorage.removeItem(SESSION_STORAGE_KEY))
    // A full load, not navigate(): on a page's first render Gatsby's router may not listen yet, and a rare
    // reauthentication is worth a clean start anyway.
    .finally(() => window.location.replace(target));
}
