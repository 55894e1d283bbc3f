// Recoil view of the session. Tokens and the profile live in sessionStore (persisted, shared with the
// gateway clients); their atoms mirror it with atom effects, Recoil's documented way to sync an external
// store: initial value from the store, store changes → setSelf, atom writes → the store.
import { atom, DefaultValue, selector, selectorFamily, type AtomEffect } from "recoil";
import type { Area } from "../domain/area";
import type { AuthProvider } from "../domain/enums";
import { activeMethod, effectiveClientType, isLoggedIn } from "../domain/session/activeMethod";
import type { AuthTokens } from "../domain/session/tokens";
import type { UserInfo } from "../domain/session/userInfo";
import { initialSessionState, sessionStore, type SessionState } from "./sessionStore";

function storeEffect<T>(read: (s: SessionState) => T, write: (s: SessionState, value: T) => SessionState, reset: () => T): AtomEffect<T> {
  return ({ setSelf, onSet }) => {
    let last = read(sessionStore.get());
    setSelf(last);
    const unsubscribe = sessionStore.subscribe(() => {
      const value = read(sessionStore.get());
      if (value === last) return; // another slice changed
      last = value;
      setSelf(value);
    });
    onSet((value) => {
      const next = value instanceof DefaultValue ? reset() : value;
      last = next;
      sessionStore.set((s) => (read(s) === next ? s : write(s, next)));
    });
    return unsubscribe;
  };
}

/** SPEC §3 auth tokens (persisted). Reset = signed out. */
export const authTokensState = atom<AuthTokens>({
  key: "session.authTokens",
  default: initialSessionState().auth,
  effects: [
    storeEffect(
      (s) => s.auth,
      (s, auth) => ({ ...s, auth }),
      () => initialSessionState().auth,
    ),
  ],
});

/** SPEC §3 user info of the signed-in customer (persisted); null until loaded. */
export const userProfileState = atom<UserInfo | null>({
  key: "session.userProfile",
  default: null,
  effects: [
    storeEffect(
      (s) => s.user.profile,
      (s, profile) => ({ ...s, user: { ...s.user, profile } }),
      () => null,
    ),
  ],
});

export type UserInfoRequestStatus = "idle" | "pending" | "ready" | "error";

/** SPEC §4 "User-info load: pending, then profile filled; on failure error stored." Never persisted. */
export interface UserInfoRequest {
  status: UserInfoRequestStatus;
  /** The failure's kind or code (e.g. the gateway error kind); `UNAUTHORIZED` when the tokens were refused. */
  error: string | null;
}

/** The error value of a user-info request whose tokens were refused (the gateway error kind). */
export const UNAUTHORIZED = "unauthorized";

export const IDLE_USER_INFO_REQUEST: UserInfoRequest = { status: "idle", error: null };

export const userInfoRequestState = atom<UserInfoRequest>({ key: "session.userInfoRequest", default: IDLE_USER_INFO_REQUEST });

/** SPEC §4 active sign-in method in an area, for the client type a request there acts for. */
export const activeMethodState = selectorFamily<AuthProvider | null, Area>({
  key: "session.activeMethod",
  get:
    (area) =>
    ({ get }) => {
      const tokens = get(authTokensState);
      return activeMethod(tokens, { area, clientType: effectiveClientType(tokens, area) });
    },
});

/** SPEC §4 "Logged in means any non-anonymous method holds a token." */
export const isLoggedInState = selector<boolean>({
  key: "session.isLoggedIn",
  get: ({ get }) => isLoggedIn(get(authTokensState)),
});

/**
 * - `guest`: no sign-in held, or the back end refused the tokens.
 * - `authenticated`: signed in (the profile may still be loading).
 * - `unavailable`: signed in, but user info failed for another reason: an outage page, not a sign-out.
 */
export type SessionStatus = "guest" | "authenticated" | "unavailable";

export function sessionStatusOf(tokens: AuthTokens, request: UserInfoRequest): SessionStatus {
  if (!isLoggedIn(tokens)) return "guest";
  if (request.status !== "error") return "authenticated";
  return request.error === UNAUTHORIZED ? "guest" : "unavailable";
}

export const sessionStatusState = selector<SessionStatus>({
  key: "session.status",
  get: ({ get }) => sessionStatusOf(get(authTokensState), get(userInfoRequestState)),
});
