import { setBaseTokens, setAnonymousTokens, setExtendedTokens, setOtcTokens, emptyTokens } from "../../src/domain/session/tokens";
import { mapUserInfo } from "../../src/domain/session/userInfo";
import { PERSIST_DEBOUNCE_MS } from "../../src/state/persist/createPersistentStore";
import {
  clearSession,
  createSessionStore,
  getTokens,
  getUserProfile,
  initialSessionState,
  isSignedIn,
  readStoredTokens,
  SESSION_STORAGE_KEY,
  sessionStore,
  setTokens,
  setUserProfile,
  subscribe,
} from "../../src/state/sessionStore";
import { pair } from "../domain/session/fixtures";
import { fakeStorage, stored } from "./persist/fakeStorage";

const profile = mapUserInfo({
  firstName: "Elena",
  lastName: "Dumitrescu",
  cnp: "2881105220044",
  ssoRoles: ["ContractOwner"],
  authClass: "gold",
  vfCustomerSegment: "PREPAID",
  customerInfo: { customerId: "CUST-1", productInventory: [{ id: "p1", productOfferingId: "PRP-SPC-004", status: "active" }] },
});

const signedIn = () => setExtendedTokens(setBaseTokens(emptyTokens(), pair("base")), "shopCBU", pair("cbu"));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe("SPEC §4 persisted session: key aria-state, version 2.4.2, whitelist auth + user profile", () => {
  it("writes tokens and the profile only, stamped with the version", async () => {
    const storage = fakeStorage();
    const store = createSessionStore({ storage, reload: jest.fn() });
    await store.ready;
    store.set({ auth: signedIn(), user: { profile } });
    jest.advanceTimersByTime(PERSIST_DEBOUNCE_MS);
    const [key, text] = storage.writes[0]!;
    expect(key).toBe("aria-state");
    expect(SESSION_STORAGE_KEY).toBe("aria-state");
    const written = JSON.parse(text);
    expect(written.version).toBe("2.4.2");
    expect(Object.keys(written.state).sort()).toEqual(["auth", "user"]);
    expect(Object.keys(written.state.user)).toEqual(["profile"]);
    expect(written.state.auth).toEqual(signedIn());
    expect(text).not.toMatch(/cnp|2881105220044/i); // sensitive identifiers are never written (docs/security.md)
    expect(text).toMatch(/"status":"active"/); // a product's status is data, not a pending flag
    store.dispose();
  });

  it("reloads what it wrote; the profile is read back through the user-info mapping (stripped keys get defaults)", async () => {
    const storage = fakeStorage();
    const first = createSessionStore({ storage, reload: jest.fn() });
    await first.ready;
    first.set({ auth: signedIn(), user: { profile } });
    await first.flush();
    first.dispose();

    const second = createSessionStore({ storage, reload: jest.fn() });
    await second.ready;
    expect(second.get().auth).toEqual(signedIn());
    const loaded = second.get().user.profile!;
    expect(loaded.firstName).toBe("Elena");
    expect(loaded.isGoldUser).toBe(true);
    expect(loaded.customerInfo!.productInventory[0]).toEqual(profile.customerInfo!.productInventory[0]);
    expect(loaded.cnp).toBe("");
    expect({ ...loaded, cnp: profile.cnp }).toEqual(profile);
    second.dispose();
  });

  it("an older stored version is purged and the page reloaded once", async () => {
    const storage = fakeStorage({ "aria-state": stored("2.4.1", { auth: signedIn() }) });
    const reload = jest.fn();
    const store = createSessionStore({ storage, reload });
    await store.ready;
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.data.has("aria-state")).toBe(false);
    expect(store.get()).toEqual(initialSessionState());
    store.dispose();
  });

  it.each([
    ["a pair with a numeric token", { ...emptyTokens(), baseSSO: { accessToken: 1, refreshToken: "r" } }],
    ["an unknown selected client type", { ...emptyTokens(), extendedSSO: { ...emptyTokens().extendedSSO, selectedClientType: "root" } }],
    ["a missing otc part", { ...emptyTokens(), otc: undefined }],
    ["not an object", "tokens"],
  ])("tampered tokens (%s) are dropped: signed out", async (_name, auth) => {
    expect(readStoredTokens(auth)).toBeNull();
    const storage = fakeStorage({ "aria-state": stored("2.4.2", { auth, user: { profile: null } }) });
    const store = createSessionStore({ storage, reload: jest.fn() });
    await store.ready;
    expect(store.get().auth).toEqual(emptyTokens());
    store.dispose();
  });

  it("well-formed tokens read back unchanged, extra keys dropped", () => {
    const tokens = setOtcTokens(setAnonymousTokens(signedIn(), "ebuAnonymous", pair("e")), "business", pair("o"));
    expect(readStoredTokens(tokens)).toEqual(tokens);
    expect(readStoredTokens({ ...tokens, baseSSO: { ...pair("b"), extra: 1 } })!.baseSSO).toEqual(pair("b"));
  });
});

describe("session helpers on the shared store (localStorage)", () => {
  afterEach(() => {
    clearSession();
    window.localStorage.clear();
  });

  it("setTokens/getTokens/isSignedIn follow SPEC §4 'logged in'", () => {
    expect(isSignedIn()).toBe(false);
    setTokens((t) => setAnonymousTokens(t, "anonymous", pair("anon")));
    expect(isSignedIn()).toBe(false);
    setTokens((t) => setBaseTokens(t, pair("base")));
    expect(isSignedIn()).toBe(true);
    expect(getTokens().anonymous).toBeNull(); // SPEC §4 new base tokens clear anonymous ones
    setTokens(emptyTokens());
    expect(isSignedIn()).toBe(false);
  });

  it("subscribe hears token changes; an unchanged update does not notify", () => {
    const listener = jest.fn();
    const unsubscribe = subscribe(listener);
    setTokens((t) => t);
    expect(listener).not.toHaveBeenCalled();
    setTokens(signedIn());
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it("tokens reach localStorage after the debounce", () => {
    setTokens(signedIn());
    expect(window.localStorage.getItem("aria-state")).toBeNull();
    jest.advanceTimersByTime(PERSIST_DEBOUNCE_MS);
    expect(JSON.parse(window.localStorage.getItem("aria-state")!).state.auth).toEqual(signedIn());
  });

  it("SPEC §4 logout: clearSession drops tokens and profile and writes at once (other tabs follow)", () => {
    setTokens(signedIn());
    setUserProfile(profile);
    jest.advanceTimersByTime(PERSIST_DEBOUNCE_MS);
    clearSession();
    expect(getTokens()).toEqual(emptyTokens());
    expect(getUserProfile()).toBeNull();
    const written = JSON.parse(window.localStorage.getItem("aria-state")!);
    expect(written.state).toEqual({ auth: emptyTokens(), user: { profile: null } });
    expect(sessionStore.get().user.profile).toBeNull();
  });

  it("a sign-out in another tab signs this tab out", () => {
    setTokens(signedIn());
    setUserProfile(profile);
    jest.advanceTimersByTime(PERSIST_DEBOUNCE_MS);
    const signedOut = stored("2.4.2", { auth: emptyTokens(), user: { profile: null } });
    window.localStorage.setItem("aria-state", signedOut);
    window.dispatchEvent(new StorageEvent("storage", { key: "aria-state", newValue: signedOut, storageArea: window.localStorage }));
    expect(isSignedIn()).toBe(false);
    expect(getUserProfile()).toBeNull();
  });
});
