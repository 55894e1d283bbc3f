// The home-services address check kept across a reload and back/forward (issue 28 "every step keeps its data"): the
// cascade's labels and values (public place names and TMF673 ids, never personal data) and whether the check was
// asked, in this tab's sessionStorage. Read back through the cascade's own rule (domain/address/cascade.ts), so a
// stored value that is not one is dropped. No store object: the island reads it once and writes on every change.
import { readCascadeChoice, type CascadeChoice } from "../../domain/address/cascade";

export const ADDRESS_CHECK_STORAGE_KEY = "aria-address-check";
const VERSION = 1;

export interface StoredAddressCheck {
  choice: CascadeChoice;
  /** "Verifică adresa" was pressed for this choice: a reload asks again. */
  checked: boolean;
}

const storage = (): Storage | null => {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
};

/** Whether a check is stored (the page loads the check's code at once to show it). */
export function hasStoredAddressCheck(): boolean {
  return storage()?.getItem(ADDRESS_CHECK_STORAGE_KEY) != null;
}

export function loadAddressCheck(): StoredAddressCheck | null {
  try {
    const raw = storage()?.getItem(ADDRESS_CHECK_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { v?: unknown; choice?: unknown; checked?: unknown };
    if (parsed?.v !== VERSION) return null;
    const choice = readCascadeChoice(parsed.choice);
    return { choice, checked: parsed.checked === true && choice.number !== undefined };
  } catch {
    return null;
  }
}

/** Stores the check; an empty choice removes it. */
export function saveAddressCheck(check: StoredAddressCheck): void {
  const s = storage();
  if (!s) return;
  try {
    if (check.choice.county === undefined) s.removeItem(ADDRESS_CHECK_STORAGE_KEY);
    else s.setItem(ADDRESS_CHECK_STORAGE_KEY, JSON.stringify({ v: VERSION, choice: check.choice, checked: check.checked }));
  } catch {
    // Storage full or refused: the check still works for this page.
  }
}
