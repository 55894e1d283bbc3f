// THE session store: tokens and the user profile, persisted under one localStorage key (SPEC §4 whitelist,
// version stamp). Recoil atoms (session.ts), the gateway clients and static pages (useSignedIn.ts) all read
// this one instance, so a sign-out anywhere is seen everywhere, other tabs included.
import { STORED_STATE_VERSION } from "../domain/constants";
import { isLoggedIn } from "../domain/session/activeMethod";
import { isPlainObject } from "../domain/session/persistence";
import { clearAuth, emptyTokens, EXTENDED_CLIENT_TYPES, type AuthTokens, type TokenPair } from "../domain/session/tokens";
import { mapUserInfo, type UserInfo } from "../domain/session/userInfo";
import { SESSION_STORAGE_KEY } from "./sessionKey";
import { createPersistentStore, type PersistentStore, type PersistentStoreOptions, type Update } from "./persist/createPersistentStore";

export interface SessionState {
  auth: AuthTokens;
  user: { profile: UserInfo | null };
}

export { SESSION_STORAGE_KEY };
/** SPEC §4 whitelist: tokens and the profile; never pending flags, errors or card data (see pickPersisted). */
export const SESSION_WHITELIST = ["auth", "user.profile"] as const;

export function initialSessionState(): SessionState {
  return { auth: emptyTokens(), user: { profile: null } };
}

// --- reading stored slices: same version means our own format, but storage is user-editable ---

function readPair(v: unknown): TokenPair | null | undefined {
  if (v === null) return null;
  if (isPlainObject(v) && typeof v.accessToken === "string" && typeof v.refreshToken === "string") {
    return { accessToken: v.accessToken, refreshToken: v.refreshToken };
  }
  return undefined;
}

/** The stored token model, or null when any part is malformed (then nothing of it is trusted). */
export function readStoredTokens(v: unknown): AuthTokens | null {
  if (!isPlainObject(v) || !isPlainObject(v.extendedSSO) || !isPlainObject(v.bronzeRO) || !isPlainObject(v.otc)) return null;
  const { extendedSSO: ext, bronzeRO: bronze, otc } = v;
  const selected = ext.selectedClientType;
  const pairs = {
    baseSSO: readPair(v.baseSSO),
    anonymous: readPair(v.anonymous),
    ebuAnonymous: readPair(v.ebuAnonymous),
    shopCBU: readPair(ext.shopCBU),
    shopEBU: readPair(ext.shopEBU),
    tobi: readPair(ext.tobi),
    bronzeCBU: readPair(bronze.shopCBU),
    bronzeEBU: readPair(bronze.shopEBU),
    otcPersonal: readPair(otc.personal),
    otcBusiness: readPair(otc.business),
  };
  if (Object.values(pairs).some((p) => p === undefined)) return null;
  if (selected !== null && !EXTENDED_CLIENT_TYPES.some((t) => t === selected)) return null;
  const p = pairs as { [K in keyof typeof pairs]: TokenPair | null };
  return {
    baseSSO: p.baseSSO,
    extendedSSO: {
      shopCBU: p.shopCBU,
      shopEBU: p.shopEBU,
      tobi: p.tobi,
      selectedClientType: selected as AuthTokens["extendedSSO"]["selectedClientType"],
    },
    bronzeRO: { shopCBU: p.bronzeCBU, shopEBU: p.bronzeEBU },
    anonymous: p.anonymous,
    ebuAnonymous: p.ebuAnonymous,
    otc: { personal: p.otcPersonal, business: p.otcBusiness },
  };
}

/**
 * Stored slices → state. The profile goes through the total user-info mapping again: persisting drops
 * keys such as product `status` (SPEC §4 rule), which the mapping restores to its defaults.
 */
export function reviveSession(stored: Record<string, unknown>, initial: SessionState): SessionState {
  const auth = readStoredTokens(stored.auth) ?? initial.auth;
  const profile = isPlainObject(stored.user) && isPlainObject(stored.user.profile) ? mapUserInfo(stored.user.profile) : null;
  return { auth, user: { profile } };
}

export type SessionStoreOptions = Partial<Omit<PersistentStoreOptions<SessionState>, "key" | "version" | "whitelist" | "revive">>;

export function createSessionStore(options: SessionStoreOptions = {}): PersistentStore<SessionState> {
  return createPersistentStore<SessionState>({
    initial: initialSessionState(),
    ...options,
    key: SESSION_STORAGE_KEY,
    version: STORED_STATE_VERSION,
    whitelist: SESSION_WHITELIST,
    revive: reviveSession,
  });
}

export const sessionStore: PersistentStore<SessionState> = createSessionStore();

// --- helpers for the gateway clients and the state layer (SessionPort is built from these) ---

export const getTokens = (): AuthTokens => sessionStore.get().auth;

export function setTokens(update: Update<AuthTokens>): void {
  sessionStore.set((s) => {
    const auth = typeof update === "function" ? update(s.auth) : update;
    return auth === s.auth ? s : { ...s, auth };
  });
}

export const getUserProfile = (): UserInfo | null => sessionStore.get().user.profile;

export function setUserProfile(profile: UserInfo | null): void {
  sessionStore.set((s) => (s.user.profile === profile ? s : { ...s, user: { ...s.user, profile } }));
}

/** SPEC §4 "Logout clears auth state" (and the user info); written at once so other tabs sign out too. */
export function clearSession(): void {
  sessionStore.set((s) => ({ ...s, auth: clearAuth(), user: { ...s.user, profile: null } }));
  void sessionStore.flush();
}

/** Writes pending changes now: a sign-in is stored before the page changes (other tabs and the header see it). */
export const flushSession = (): Promise<void> => sessionStore.flush();

/** Takes what another tab stored since this one last read or wrote the session (before a token refresh). */
export const resyncSession = (): void => sessionStore.resync();

/** SPEC §4 "Logged in means any non-anonymous method holds a token." */
export const isSignedIn = (): boolean => isLoggedIn(getTokens());

export const subscribe = (listener: () => void): (() => void) => sessionStore.subscribe(listener);
