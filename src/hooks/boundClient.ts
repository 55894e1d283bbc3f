// THE binder of the browser's gateway clients: boundClient(createX) is the client createX makes over the session (the
// SessionPort the clients ask for, backed by the session store), made on first use and once per factory. A hook names
// the client module it calls (`boundClient(createBillListApi)`), so a page loads only the clients its hooks call, and a
// new back end costs a client and a hook, no binder.
import type { SessionPort } from "../clients/gateway/port";
import { areaFromPath } from "../domain/area";
import { loginPathFor } from "../domain/session/returnPath";
import { signInUrl } from "../domain/session/signInQuery";
import { clearSession, flushSession, getTokens, getUserProfile, resyncSession, setTokens } from "../state/sessionStore";
import { markSessionEnding } from "../state/sessionEnding";
import { navigateInside } from "./navigateInside";

const currentArea = () => (typeof window === "undefined" ? "personal" : areaFromPath(window.location.pathname));

// What every client needs from the session store (clients/gateway/port.ts).
const sessionPort: SessionPort = {
  getTokens,
  setTokens: (update) => setTokens(update),
  reloadTokens: resyncSession,
  saveTokens: flushSession,
  getArea: currentArea,
  getCustomerSegment: () => getUserProfile()?.vfCustomerSegment || null,
  // SPEC §4/§8: a refresh that fails clears the session; the user signs in again and comes back here.
  onSessionExpired: () => {
    if (typeof window === "undefined") return clearSession();
    markSessionEnding("expired");
    clearSession();
    const here = `${window.location.pathname}${window.location.search}`;
    void navigateInside(signInUrl(here, currentArea(), "expired"), loginPathFor(currentArea()), { replace: true });
  },
};

// No reset for tests: they replace this module (jest.mock) and answer a double per factory, so no memo outlives a test.
const clients = new Map<(port: SessionPort) => unknown, unknown>();

/** The client `create` makes over the session, made once (the first time it is asked for). */
export function boundClient<T>(create: (port: SessionPort) => T): T {
  if (!clients.has(create)) clients.set(create, create(sessionPort));
  return clients.get(create) as T;
}
