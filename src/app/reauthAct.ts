// The reauthentication cookie is there (./reauth.ts): the session is dropped (the store is loaded only then) and the
// user sent to sign in. The cookie is cleared in every form it may have been set in, and its value is remembered for
// the tab (sessionStorage), so a cookie the browser keeps anyway (set for a domain or path we cannot reach) redirects
// once, never in a loop.
import { areaFromPath } from "../domain/area";
import { reauthAction, reauthClearCookies } from "../domain/session/reauth";
import { signInUrl } from "../domain/session/signInQuery";
import { SESSION_STORAGE_KEY } from "../state/sessionKey";
import { REAUTH_HANDLED_KEY } from "./reauthHandled";

// Storage may be missing or refuse (private modes, quotas): then only the clearing stops a second redirect.
function handledValue(): string | null {
  try {
    return window.sessionStorage.getItem(REAUTH_HANDLED_KEY);
  } catch {
    return null;
  }
}

function rememberHandled(value: string): void {
  try {
    window.sessionStorage.setItem(REAUTH_HANDLED_KEY, value);
  } catch {
    // See handledValue.
  }
}

export function actOnReauth(location: { pathname: string; search: string }, go: (url: string) => void): void {
  const action = reauthAction(location.pathname, document.cookie, handledValue());
  if (action.kind === "none") return;
  rememberHandled(action.value);
  for (const clear of reauthClearCookies(window.location.hostname, location.pathname)) document.cookie = clear;
  if (action.kind === "clear") return;

  const target = signInUrl(`${location.pathname}${location.search}`, areaFromPath(location.pathname), "reauth");
  void import("../state/sessionStore")
    .then((store) => {
      store.clearSession();
      return store.flushSession();
    })
    .catch(() => window.localStorage.removeItem(SESSION_STORAGE_KEY))
    // A full load, not navigate(): on a page's first render Gatsby's router may not listen yet, and a rare
    // reauthentication is worth a clean start anyway.
    .finally(() => go(target));
}
