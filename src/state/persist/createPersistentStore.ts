// A small external store that persists whitelisted slices (SPEC §4) with a version stamp and a rehydration
// timeout (SPEC §9). No Recoil here: the session store built on it is read by Recoil atoms, by the gateway
// clients and by static pages through useSyncExternalStore.
import { PERSIST_TIMEOUT_MS } from "../../domain/constants";
import { encodeStored, isPlainObject, pickPersisted, readStored } from "../../domain/session/persistence";
import { browserStorage, isPromise, safely, andThen, type MaybePromise, type StorageAdapter } from "./storage";

/** Writes are coalesced: the first change schedules one write this much later; later changes ride along. */
export const PERSIST_DEBOUNCE_MS = 250;

export type Update<S> = S | ((prev: S) => S);

export interface PersistentStoreOptions<S extends object> {
  key: string;
  version: string;
  /** Slice names or dotted paths (see `pickPersisted`). */
  whitelist: readonly string[];
  initial: S;
  /** Defaults to localStorage; `null` keeps the state in memory only. */
  storage?: StorageAdapter | null;
  debounceMs?: number;
  timeoutMs?: number;
  /** Called (once) after a purge; defaults to reloading the page. */
  reload?: () => void;
  /** Builds the state from stored (whitelisted, stripped) slices. Default: each slice merged over `initial`. */
  revive?: (stored: Record<string, unknown>, initial: S) => S;
  /** Follow writes by other tabs (the `storage` event). Default true. */
  syncTabs?: boolean;
}

export interface PersistentStore<S> {
  /** The current state; the same reference until the next change (useSyncExternalStore's getSnapshot). */
  get(): S;
  set(update: Update<S>): void;
  subscribe(listener: () => void): () => void;
  /** Resolves (never rejects) once the stored state was read, found unusable, or the timeout passed. */
  readonly ready: Promise<void>;
  isReady(): boolean;
  /** Writes a pending change now (sign-out, page hide). */
  flush(): Promise<void>;
  /** Takes what another tab stored since our last read or write, now (synchronous storages only). */
  resync(): void;
  /** Removes the window listeners and timers (tests). */
  dispose(): void;
}

function mergeSlices<S extends object>(stored: Record<string, unknown>, initial: S): S {
  const out: Record<string, unknown> = { ...(initial as Record<string, unknown>) };
  for (const [slice, value] of Object.entries(stored)) {
    const base = out[slice];
    out[slice] = isPlainObject(base) && isPlainObject(value) ? { ...base, ...value } : value;
  }
  return out as S;
}

function reloadPage(): void {
  if (typeof window !== "undefined") window.location.reload();
}

export function createPersistentStore<S extends object>(options: PersistentStoreOptions<S>): PersistentStore<S> {
  const { key, version, whitelist, initial, debounceMs = PERSIST_DEBOUNCE_MS, timeoutMs = PERSIST_TIMEOUT_MS } = options;
  const storage = options.storage === undefined ? browserStorage() : options.storage;
  const reload = options.reload ?? reloadPage;
  const revive = options.revive ?? mergeSlices;
  const slices = [...new Set(whitelist.map((entry) => entry.split(".")[0] as string))];
  const hasWindow = typeof window !== "undefined";

  let state = initial;
  let hydrated = false;
  // False when a newer release owns the stored state, or with no storage: memory only.
  let writable = storage !== null;
  let reloaded = false;
  let lastWritten: string | null = null;
  let writeTimer: ReturnType<typeof setTimeout> | null = null;
  let hydrateTimer: ReturnType<typeof setTimeout> | null = null;
  // Changes made before rehydration finished, replayed on top of what was loaded.
  const early: Array<(prev: S) => S> = [];
  const listeners = new Set<() => void>();

  const replace = (next: S) => {
    if (next === state) return;
    state = next;
    listeners.forEach((listener) => listener());
  };

  const reviveSafely = (stored: Record<string, unknown>): S => {
    try {
      return revive(pickPersisted(stored, whitelist), initial);
    } catch {
      return initial;
    }
  };

  function write(): Promise<void> {
    if (!storage || !writable || !hydrated) return Promise.resolve();
    let text: string;
    try {
      text = encodeStored(state, version, whitelist);
    } catch {
      return Promise.resolve();
    }
    if (text === lastWritten) return Promise.resolve();
    lastWritten = text;
    const ok = safely(() => andThen(storage.setItem(key, text), () => true), false);
    return Promise.resolve(ok).then((written) => {
      // Not written (quota, disabled): forget it so the next change tries again.
      if (!written && lastWritten === text) lastWritten = null;
    });
  }

  function scheduleWrite(): void {
    if (!storage || !writable || !hydrated || writeTimer !== null) return;
    writeTimer = setTimeout(() => {
      writeTimer = null;
      void write();
    }, debounceMs);
  }

  function cancelWrite(): void {
    if (writeTimer !== null) clearTimeout(writeTimer);
    writeTimer = null;
  }

  function flush(): Promise<void> {
    if (writeTimer === null) return Promise.resolve();
    cancelWrite();
    return write();
  }

  function finish(loaded: S | null, raw: string | null): void {
    if (hydrated) return;
    hydrated = true;
    if (hydrateTimer !== null) clearTimeout(hydrateTimer);
    const base = loaded ?? initial;
    const next = early.reduce((s, apply) => apply(s), base);
    const changedEarly = early.length > 0;
    early.length = 0;
    lastWritten = loaded ? raw : null;
    replace(next);
    if (changedEarly) scheduleWrite();
  }

  // Reloads only when the key is really gone, so a storage that cannot delete never loops reloads.
  function purge(): MaybePromise<void> {
    if (!storage) return;
    const removed = safely(() => andThen(storage.removeItem(key), () => true), false);
    return andThen(removed, (ok) => {
      if (!ok) return;
      return andThen(
        safely(() => storage.getItem(key), "unreadable"),
        (left) => {
          if (left === null && !reloaded) {
            reloaded = true;
            reload();
          }
        },
      );
    });
  }

  function onStored(raw: string | null): MaybePromise<void> {
    if (hydrated) return; // the timeout already won
    const read = readStored(raw, version);
    switch (read.decision) {
      case "load":
        return finish(reviveSafely(read.state), raw);
      case "empty":
        return finish(null, null);
      case "ignore":
        writable = false;
        return finish(null, null);
      case "purge":
        finish(null, null);
        return purge();
    }
  }

  function hydrate(): Promise<void> {
    if (!storage) {
      finish(null, null);
      return Promise.resolve();
    }
    const raw = safely(() => storage.getItem(key), null);
    if (!isPromise(raw)) return Promise.resolve(onStored(raw)).catch(() => undefined);
    // SPEC §9 "persist timeout 5 seconds": a storage that does not answer leaves us with the initial state.
    const timeout = new Promise<void>((resolve) => {
      hydrateTimer = setTimeout(() => {
        finish(null, null);
        resolve();
      }, timeoutMs);
    });
    return Promise.race([raw.then(onStored), timeout]).catch(() => finish(null, null));
  }

  // Another tab wrote (or cleared) our key: take its persisted slices, e.g. its sign-out or refreshed tokens.
  function adopt(raw: string | null): void {
    if (!hydrated || !writable) return;
    const read = readStored(raw, version);
    if (read.decision !== "load" && read.decision !== "empty") return; // another release's format: keep ours
    const source = read.decision === "load" ? reviveSafely(read.state) : initial;
    // Our own pending change is dropped: the other tab wrote last.
    cancelWrite();
    lastWritten = raw;
    const next: Record<string, unknown> = { ...(state as Record<string, unknown>) };
    for (const slice of slices) next[slice] = (source as Record<string, unknown>)[slice];
    replace(next as S);
  }

  function onStorageEvent(event: StorageEvent): void {
    if (event.key !== null && event.key !== key) return;
    if (event.storageArea !== null && event.storageArea !== (storage as unknown)) return;
    adopt(event.newValue);
  }

  // Reads the stored value now instead of waiting for the storage event (which arrives later, or never when the
  // other tab's write raced ours): a refresh must see the tokens another tab saved a moment ago.
  function resync(): void {
    if (!storage || !hydrated || !writable) return;
    const raw = safely(() => storage.getItem(key), undefined);
    if (raw === undefined || isPromise(raw) || raw === lastWritten) return;
    adopt(raw);
  }

  const onPageHide = () => void flush();
  const onVisibility = () => {
    if (document.visibilityState === "hidden") void flush();
  };
  if (hasWindow) {
    window.addEventListener("pagehide", onPageHide);
    document.addEventListener("visibilitychange", onVisibility);
    if (options.syncTabs !== false) window.addEventListener("storage", onStorageEvent);
  }

  const ready = hydrate();

  return {
    get: () => state,
    set(update) {
      const apply = typeof update === "function" ? (update as (prev: S) => S) : () => update;
      if (!hydrated) early.push(apply);
      const next = apply(state);
      if (next === state) return;
      replace(next);
      scheduleWrite();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    ready,
    isReady: () => hydrated,
    flush,
    resync,
    dispose() {
      cancelWrite();
      if (hydrateTimer !== null) clearTimeout(hydrateTimer);
      if (!hasWindow) return;
      window.removeEventListener("pagehide", onPageHide);
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("storage", onStorageEvent);
    },
  };
}
