// A storage adapter for the persistence tests (not a test file itself): records calls, can answer
// asynchronously, never, or fail like a full or disabled localStorage.
import type { StorageAdapter } from "../../../src/state/persist/storage";

export interface FakeStorageOptions {
  /** "sync" like localStorage, "async" resolves in a microtask, "never" never answers getItem. */
  mode?: "sync" | "async" | "never";
  failWrites?: boolean;
  failReads?: boolean;
  /** removeItem silently does nothing (a broken storage). */
  stickyRemove?: boolean;
}

export interface FakeStorage extends StorageAdapter {
  data: Map<string, string>;
  writes: Array<[string, string]>;
  removals: string[];
  options: FakeStorageOptions;
}

export function fakeStorage(initial: Record<string, string> = {}, options: FakeStorageOptions = {}): FakeStorage {
  const data = new Map(Object.entries(initial));
  const writes: Array<[string, string]> = [];
  const removals: string[] = [];
  const answer = <T>(value: () => T): T | Promise<T> => {
    if (options.mode === "async") return Promise.resolve().then(value);
    return value();
  };
  return {
    data,
    writes,
    removals,
    options,
    getItem(key) {
      if (options.mode === "never") return new Promise<string | null>(() => undefined);
      return answer(() => {
        if (options.failReads) throw new Error("SecurityError: storage disabled");
        return data.get(key) ?? null;
      });
    },
    setItem(key, value) {
      return answer(() => {
        if (options.failWrites) throw new DOMException("quota", "QuotaExceededError");
        writes.push([key, value]);
        data.set(key, value);
      });
    },
    removeItem(key) {
      return answer(() => {
        removals.push(key);
        if (!options.stickyRemove) data.delete(key);
      });
    },
  };
}

export const stored = (version: string, state: unknown): string => JSON.stringify({ version, state });
