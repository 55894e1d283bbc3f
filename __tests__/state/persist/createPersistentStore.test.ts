import { PERSIST_TIMEOUT_MS } from "../../../src/domain/constants";
import {
  createPersistentStore,
  PERSIST_DEBOUNCE_MS,
  type PersistentStore,
  type PersistentStoreOptions,
} from "../../../src/state/persist/createPersistentStore";
import { fakeStorage, stored, type FakeStorage } from "./fakeStorage";

interface TestState {
  auth: { token: string | null };
  prefs: { theme: string; pending: boolean; error: string | null; savedCard: string | null };
  ui: { open: boolean };
}

const KEY = "test-state";
const VERSION = "2.4.2";
const initial = (): TestState => ({
  auth: { token: null },
  prefs: { theme: "light", pending: false, error: null, savedCard: null },
  ui: { open: false },
});

const stores: Array<PersistentStore<TestState>> = [];
function make(storage: FakeStorage | null, extra: Partial<PersistentStoreOptions<TestState>> = {}) {
  const reload = jest.fn();
  const store = createPersistentStore<TestState>({
    key: KEY,
    version: VERSION,
    whitelist: ["auth", "prefs"],
    initial: initial(),
    storage,
    reload,
    ...extra,
  });
  stores.push(store);
  return { store, reload };
}

const lastWrite = (s: FakeStorage) => JSON.parse(s.writes[s.writes.length - 1]![1]) as { version: string; state: Record<string, unknown> };
const signIn =
  (token: string) =>
  (s: TestState): TestState => ({ ...s, auth: { token } });

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  stores.splice(0).forEach((s) => s.dispose());
  jest.useRealTimers();
});

describe("SPEC §4 version stamp: purge and reload when the stored version is not newer", () => {
  it.each(["sync", "async"] as const)("older version (%s storage) → key removed, reload called once, initial state", async (mode) => {
    const storage = fakeStorage({ [KEY]: stored("2.4.1", { auth: { token: "old" } }) }, { mode });
    const { store, reload } = make(storage);
    await store.ready;
    expect(storage.removals).toEqual([KEY]);
    expect(storage.data.has(KEY)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(store.get().auth.token).toBeNull();
  });

  it.each([
    ["not JSON", "{oops"],
    ["no version", JSON.stringify({ state: { auth: { token: "t" } } })],
    ["version not numeric", stored("latest", { auth: { token: "t" } })],
    ["state not an object", stored(VERSION, "t")],
  ])("garbage (%s) → purged and reloaded once", async (_name, raw) => {
    const storage = fakeStorage({ [KEY]: raw });
    const { store, reload } = make(storage);
    await store.ready;
    expect(storage.data.has(KEY)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(store.get()).toEqual(initial());
  });

  it("does not reload when the key could not be removed (no reload loop)", async () => {
    const storage = fakeStorage({ [KEY]: stored("1.0.0", {}) }, { stickyRemove: true });
    const { store, reload } = make(storage);
    await store.ready;
    expect(storage.removals).toEqual([KEY]);
    expect(reload).not.toHaveBeenCalled();
  });

  it("same version → loaded, whitelisted slices merged over the initial state", async () => {
    const storage = fakeStorage({ [KEY]: stored(VERSION, { auth: { token: "t1" }, prefs: { theme: "dark" } }) });
    const { store, reload } = make(storage);
    await store.ready;
    expect(store.get()).toEqual({ ...initial(), auth: { token: "t1" }, prefs: { ...initial().prefs, theme: "dark" } });
    expect(reload).not.toHaveBeenCalled();
    expect(storage.removals).toEqual([]);
  });

  it("same version → non-whitelisted and transient stored keys are not loaded", async () => {
    const storage = fakeStorage({
      [KEY]: stored(VERSION, { auth: { token: "t1" }, prefs: { error: "boom", pending: true }, ui: { open: true } }),
    });
    const { store } = make(storage);
    await store.ready;
    expect(store.get().prefs).toEqual(initial().prefs);
    expect(store.get().ui.open).toBe(false);
  });

  it("loads synchronously from a synchronous storage (no guest flash)", () => {
    const { store } = make(fakeStorage({ [KEY]: stored(VERSION, { auth: { token: "t1" } }) }));
    expect(store.isReady()).toBe(true);
    expect(store.get().auth.token).toBe("t1");
  });

  it("newer version → ignored: clean in memory, not purged, never overwritten", async () => {
    const raw = stored("2.5.0", { auth: { token: "from-newer-release" } });
    const storage = fakeStorage({ [KEY]: raw });
    const { store, reload } = make(storage);
    await store.ready;
    expect(store.get()).toEqual(initial());
    store.set(signIn("mine"));
    jest.advanceTimersByTime(PERSIST_DEBOUNCE_MS * 10);
    await store.flush();
    window.dispatchEvent(new Event("pagehide"));
    expect(store.get().auth.token).toBe("mine");
    expect(storage.writes).toEqual([]);
    expect(storage.removals).toEqual([]);
    expect(storage.data.get(KEY)).toBe(raw);
    expect(reload).not.toHaveBeenCalled();
  });

  it("nothing stored → initial state, no purge", async () => {
    const storage = fakeStorage();
    const { store, reload } = make(storage);
    await store.ready;
    expect(store.get()).toEqual(initial());
    expect(reload).not.toHaveBeenCalled();
    expect(storage.removals).toEqual([]);
  });
});

describe("SPEC §4 whitelist: errors, pending flags and card data are never written", () => {
  it("writes only whitelisted slices, without transient keys, stamped with the version", async () => {
    const storage = fakeStorage();
    const { store } = make(storage);
    await store.ready;
    store.set(() => ({
      auth: { token: "t" },
      prefs: { theme: "dark", pending: true, error: "boom", savedCard: "4111 1111" },
      ui: { open: true },
    }));
    jest.advanceTimersByTime(PERSIST_DEBOUNCE_MS);
    expect(storage.writes).toHaveLength(1);
    expect(lastWrite(storage)).toEqual({ version: VERSION, state: { auth: { token: "t" }, prefs: { theme: "dark" } } });
    expect(storage.writes[0]![1]).not.toMatch(/pending|boom|4111|open/);
  });
});

describe("debounced writes", () => {
  it(`N sets within 100 ms → 1 write of the last state, ${PERSIST_DEBOUNCE_MS} ms after the first`, async () => {
    const storage = fakeStorage();
    const { store } = make(storage);
    await store.ready;
    for (let i = 1; i <= 10; i++) {
      store.set(signIn(`t${i}`));
      jest.advanceTimersByTime(10);
    }
    expect(storage.writes).toHaveLength(0);
    jest.advanceTimersByTime(PERSIST_DEBOUNCE_MS);
    expect(storage.writes).toHaveLength(1);
    expect(lastWrite(storage).state.auth).toEqual({ token: "t10" });
  });

  it("keeps writing under constant changes (no starvation) and skips unchanged text", async () => {
    const storage = fakeStorage();
    const { store } = make(storage);
    await store.ready;
    for (let i = 0; i < 20; i++) {
      store.set(signIn(`t${i}`));
      jest.advanceTimersByTime(50);
    }
    expect(storage.writes.length).toBeGreaterThanOrEqual(3);
    jest.advanceTimersByTime(PERSIST_DEBOUNCE_MS);
    expect(lastWrite(storage).state.auth).toEqual({ token: "t19" });
    const count = storage.writes.length;
    store.set((s) => ({ ...s, ui: { open: !s.ui.open } })); // not persisted → same text
    jest.advanceTimersByTime(PERSIST_DEBOUNCE_MS * 2);
    expect(storage.writes).toHaveLength(count);
  });

  it.each([
    ["pagehide", () => window.dispatchEvent(new Event("pagehide"))],
    [
      "visibilitychange to hidden",
      () => {
        jest.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
        document.dispatchEvent(new Event("visibilitychange"));
      },
    ],
  ])("a pending write is flushed at once on %s", async (_name, hide) => {
    const storage = fakeStorage();
    const { store } = make(storage);
    await store.ready;
    store.set(signIn("t"));
    hide();
    expect(storage.writes).toHaveLength(1);
    jest.advanceTimersByTime(PERSIST_DEBOUNCE_MS);
    expect(storage.writes).toHaveLength(1);
    jest.restoreAllMocks();
  });

  it("flush() writes now", async () => {
    const storage = fakeStorage({}, { mode: "async" });
    const { store } = make(storage);
    await store.ready;
    store.set(signIn("t"));
    await store.flush();
    expect(lastWrite(storage).state.auth).toEqual({ token: "t" });
  });
});

describe("storage failures are swallowed (memory only)", () => {
  it.each(["sync", "async"] as const)(
    "a full storage (%s): set and writes never throw, state kept in memory, retried later",
    async (mode) => {
      const storage = fakeStorage({}, { mode, failWrites: true });
      const { store } = make(storage);
      await store.ready;
      expect(() => store.set(signIn("t"))).not.toThrow();
      expect(() => jest.advanceTimersByTime(PERSIST_DEBOUNCE_MS)).not.toThrow();
      await expect(store.flush()).resolves.toBeUndefined();
      expect(store.get().auth.token).toBe("t");
      storage.options.failWrites = false;
      store.set(signIn("t2"));
      await store.flush();
      expect(lastWrite(storage).state.auth).toEqual({ token: "t2" });
    },
  );

  it("an unreadable storage starts from the initial state", async () => {
    const storage = fakeStorage({ [KEY]: stored(VERSION, { auth: { token: "t" } }) }, { failReads: true });
    const { store, reload } = make(storage);
    await expect(store.ready).resolves.toBeUndefined();
    expect(store.get()).toEqual(initial());
    expect(reload).not.toHaveBeenCalled();
  });

  it("no storage (server rendering, disabled) → memory only", async () => {
    const { store } = make(null);
    await store.ready;
    store.set(signIn("t"));
    jest.advanceTimersByTime(PERSIST_DEBOUNCE_MS);
    await store.flush();
    expect(store.get().auth.token).toBe("t");
  });

  it("a revive that throws gives the initial state", async () => {
    const storage = fakeStorage({ [KEY]: stored(VERSION, { auth: { token: "t" } }) });
    const { store } = make(storage, {
      revive: () => {
        throw new Error("bad");
      },
    });
    await store.ready;
    expect(store.get()).toEqual(initial());
  });
});

describe("SPEC §9 persist timeout 5 seconds", () => {
  it("a storage that never answers: initial state after 5 s, then normal writes", async () => {
    const storage = fakeStorage({ [KEY]: stored(VERSION, { auth: { token: "t" } }) }, { mode: "never" });
    const { store } = make(storage);
    const ready = jest.fn();
    void store.ready.then(ready);
    jest.advanceTimersByTime(PERSIST_TIMEOUT_MS - 1);
    await Promise.resolve();
    expect(ready).not.toHaveBeenCalled();
    expect(store.isReady()).toBe(false);
    jest.advanceTimersByTime(1);
    await store.ready;
    expect(ready).toHaveBeenCalled();
    expect(store.get()).toEqual(initial());
    store.set(signIn("new"));
    jest.advanceTimersByTime(PERSIST_DEBOUNCE_MS);
    expect(lastWrite(storage).state.auth).toEqual({ token: "new" });
  });

  it("uses PERSIST_TIMEOUT_MS = 5000 by default", () => {
    expect(PERSIST_TIMEOUT_MS).toBe(5000);
  });

  it("changes made before rehydration are kept and replayed on the loaded state, then written", async () => {
    const storage = fakeStorage({ [KEY]: stored(VERSION, { auth: { token: "t" }, prefs: { theme: "dark" } }) }, { mode: "async" });
    const { store } = make(storage);
    expect(store.isReady()).toBe(false);
    store.set((s) => ({ ...s, auth: { token: "early" } }));
    expect(storage.writes).toHaveLength(0);
    await store.ready;
    expect(store.get().auth.token).toBe("early");
    expect(store.get().prefs.theme).toBe("dark");
    await jest.advanceTimersByTimeAsync(PERSIST_DEBOUNCE_MS);
    expect(lastWrite(storage).state).toEqual({ auth: { token: "early" }, prefs: { theme: "dark" } });
  });
});

describe("get/set/subscribe (useSyncExternalStore contract)", () => {
  it("get returns the same reference until the next change; listeners hear each change once", async () => {
    const { store } = make(fakeStorage());
    await store.ready;
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    const a = store.get();
    expect(store.get()).toBe(a);
    store.set((s) => s);
    expect(listener).not.toHaveBeenCalled();
    store.set(signIn("t"));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get()).not.toBe(a);
    unsubscribe();
    store.set(signIn("u"));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("accepts a plain value as well as an updater", async () => {
    const { store } = make(fakeStorage());
    await store.ready;
    const next = { ...initial(), ui: { open: true } };
    store.set(next);
    expect(store.get()).toBe(next);
  });
});

describe("other tabs (storage event)", () => {
  const fire = (key: string | null, newValue: string | null) => window.dispatchEvent(new StorageEvent("storage", { key, newValue }));

  async function signedIn() {
    const storage = fakeStorage({ [KEY]: stored(VERSION, { auth: { token: "t" }, prefs: { theme: "dark" } }) });
    const { store } = make(storage);
    await store.ready;
    store.set((s) => ({ ...s, ui: { open: true } }));
    return { storage, store };
  }

  it("a sign-out written by another tab signs this tab out; unpersisted slices stay; nothing is written back", async () => {
    const { storage, store } = await signedIn();
    const listener = jest.fn();
    store.subscribe(listener);
    fire(KEY, stored(VERSION, { auth: { token: null }, prefs: { theme: "dark" } }));
    expect(store.get().auth.token).toBeNull();
    expect(store.get().ui.open).toBe(true);
    expect(listener).toHaveBeenCalled();
    jest.advanceTimersByTime(PERSIST_DEBOUNCE_MS * 4);
    expect(storage.writes).toHaveLength(0);
  });

  it("the other tab's write wins over this tab's pending change, even when it repeats what this tab wrote before", async () => {
    const storage = fakeStorage();
    const { store } = make(storage);
    await store.ready;
    store.set(signIn("t1"));
    await store.flush();
    const written = storage.writes[0]![1];
    store.set(signIn("t2"));
    fire(KEY, written);
    expect(store.get().auth.token).toBe("t1");
    jest.advanceTimersByTime(PERSIST_DEBOUNCE_MS * 4);
    expect(storage.writes).toHaveLength(1);
  });

  it("tokens refreshed in another tab are taken over (a rotated refresh token must not be reused)", async () => {
    const { store } = await signedIn();
    fire(KEY, stored(VERSION, { auth: { token: "rotated" }, prefs: { theme: "dark" } }));
    expect(store.get().auth.token).toBe("rotated");
  });

  it.each([
    ["the key removed", KEY, null],
    ["the whole storage cleared", null, null],
  ])("%s → initial persisted slices (signed out)", async (_name, key, value) => {
    const { store } = await signedIn();
    fire(key, value);
    expect(store.get().auth.token).toBeNull();
    expect(store.get().prefs.theme).toBe("light");
  });

  it.each([
    ["another key", "other-key", stored(VERSION, { auth: { token: null } })],
    ["a newer release's state", KEY, stored("3.0.0", { auth: { token: null } })],
    ["an older release's state", KEY, stored("1.0.0", { auth: { token: null } })],
    ["garbage", KEY, "{oops"],
  ])("%s is ignored", async (_name, key, value) => {
    const { store } = await signedIn();
    fire(key, value);
    expect(store.get().auth.token).toBe("t");
  });

  it("is not followed with syncTabs: false, nor after dispose", async () => {
    const storage = fakeStorage({ [KEY]: stored(VERSION, { auth: { token: "t" } }) });
    const { store } = make(storage, { syncTabs: false });
    const { store: other } = make(storage);
    await Promise.all([store.ready, other.ready]);
    other.dispose();
    fire(KEY, null);
    expect(store.get().auth.token).toBe("t");
    expect(other.get().auth.token).toBe("t");
  });
});

describe("resync: reading another tab's write now, before the storage event (issue 12, refresh across tabs)", () => {
  it("takes tokens another tab stored a moment ago, before its storage event arrived", async () => {
    const storage = fakeStorage({ [KEY]: stored(VERSION, { auth: { token: "t" } }) });
    const { store } = make(storage);
    await store.ready;
    storage.data.set(KEY, stored(VERSION, { auth: { token: "rotated" } }));
    store.resync();
    expect(store.get().auth.token).toBe("rotated");
  });

  it("changes nothing when the storage still holds what this tab last read or wrote", async () => {
    const storage = fakeStorage();
    const { store } = make(storage);
    await store.ready;
    store.set(signIn("mine"));
    await store.flush();
    const listener = jest.fn();
    store.subscribe(listener);
    store.resync();
    expect(listener).not.toHaveBeenCalled();
    expect(store.get().auth.token).toBe("mine");
  });

  it("does nothing with an asynchronous storage (the storage event still brings the change)", async () => {
    const storage = fakeStorage({ [KEY]: stored(VERSION, { auth: { token: "t" } }) }, { mode: "async" });
    const { store } = make(storage);
    await store.ready;
    storage.data.set(KEY, stored(VERSION, { auth: { token: "rotated" } }));
    store.resync();
    expect(store.get().auth.token).toBe("t");
  });
});
