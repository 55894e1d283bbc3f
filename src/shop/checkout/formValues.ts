// Reading a checkout form the way EarlyForm wants it read: from the DOM, at submit (what was typed or autofilled
// before hydration is what counts), and putting the stored values back into the controls the customer has not
// touched once the page is hydrated (a select's choice would be reset by React if it came as defaultValue).
import { useEffect, type RefObject } from "react";

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const controlOf = (form: HTMLFormElement, name: string): Control | null => {
  const el = form.elements.namedItem(name);
  return el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement ? el : null;
};

/** The text of each named control (absent controls are left out). */
export function readTexts<K extends string>(form: HTMLFormElement, names: readonly K[]): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const name of names) {
    const el = controlOf(form, name);
    if (el) out[name] = el.value;
  }
  return out;
}

export function readChecked(form: HTMLFormElement, name: string): boolean {
  const el = controlOf(form, name);
  return el instanceof HTMLInputElement && el.checked;
}

/** The checked radio's value of a group, or null. */
export function readRadio(form: HTMLFormElement, name: string): string | null {
  const checked = form.querySelector<HTMLInputElement>(`input[type="radio"][name="${name}"]:checked`);
  return checked ? checked.value : null;
}

/**
 * Once hydrated: each empty control gets the stored value (a reload, or coming back to a step). A control that
 * holds something keeps it: that is what the customer typed.
 */
export function useDraftFill(form: RefObject<HTMLFormElement | null>, draft: Partial<Record<string, string>>, hydrated: boolean): void {
  const key = JSON.stringify(draft);
  useEffect(() => {
    const el = form.current;
    if (!hydrated || !el) return;
    for (const [name, value] of Object.entries(draft)) {
      const control = controlOf(el, name);
      if (control && control.value === "" && typeof value === "string" && value !== "") control.value = value;
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the draft's content, not its identity
  }, [hydrated, key]);
}
