// The storage the persistence engine writes to: window.localStorage, or any adapter with the same three
// methods that may answer asynchronously. Every call is wrapped so a full, disabled or missing storage
// never throws into the app: the state then simply lives in memory.

export type MaybePromise<T> = T | Promise<T>;

export interface StorageAdapter {
  getItem(key: string): MaybePromise<string | null>;
  setItem(key: string, value: string): MaybePromise<void>;
  removeItem(key: string): MaybePromise<void>;
}

/** localStorage, or null during server rendering and when the browser refuses access (privacy settings). */
export function browserStorage(): StorageAdapter | null {
  if (typeof window === "undefined") return null;
  try {
    return window.localStorage ?? null;
  } catch {
    return null;
  }
}

export function isPromise<T>(value: MaybePromise<T>): value is Promise<T> {
  return typeof (value as { then?: unknown } | null)?.then === "function";
}

/** Runs `next` on a value that may still be a promise, staying synchronous when it is not. */
export function andThen<T, R>(value: MaybePromise<T>, next: (v: T) => MaybePromise<R>): MaybePromise<R> {
  return isPromise(value) ? value.then(next) : next(value);
}

/** Calls a storage method; a throw or a rejection gives `fallback` instead. */
export function safely<T>(call: () => MaybePromise<T>, fallback: T): MaybePromise<T> {
  try {
    const result = call();
    return isPromise(result) ? result.catch(() => fallback) : result;
  } catch {
    return fallback;
  }
}
