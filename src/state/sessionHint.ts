// Whether a session may be stored (sessionKey.ts's cheap hint), told to the page's CSS before its first paint: an inline
// <head> script (gatsby-ssr.tsx) marks <html>, and the header keeps a signed-in visitor's account row from the start
// (theme/layoutCss.ts), so nothing moves when the sign-out button arrives. The store decides for real: HeaderAccount
// corrects the mark once it knows.
import { SESSION_STORAGE_KEY } from "./sessionKey";

export const SESSION_HINT_ATTR = "data-session";

/** The inline script: the same test as mayHoldSession, without loading anything. */
export const SESSION_HINT_SCRIPT =
  `try{if((localStorage.getItem(${JSON.stringify(SESSION_STORAGE_KEY)})||"").indexOf('"accessToken"')>=0)` +
  `document.documentElement.setAttribute("${SESSION_HINT_ATTR}","")}catch(e){}`;

/** Sets or clears the mark from what the session store knows. */
export function markStoredSession(signedIn: boolean): void {
  document.documentElement.toggleAttribute(SESSION_HINT_ATTR, signedIn);
}
