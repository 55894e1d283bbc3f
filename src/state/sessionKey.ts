// The localStorage key of the persisted session, in a module of its own so the header can check for a stored
// session without loading the store (and the user-info mapping) on every static page.
export const SESSION_STORAGE_KEY = "aria-state";

/** Cheap hint that a session may be stored: the key exists and holds a token. The store decides for real. */
export function mayHoldSession(storage: Pick<Storage, "getItem"> | null): boolean {
  try {
    return storage?.getItem(SESSION_STORAGE_KEY)?.includes('"accessToken"') ?? false;
  } catch {
    return false;
  }
}
