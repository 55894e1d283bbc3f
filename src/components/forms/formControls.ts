// Reading a form's controls from the DOM, where what the user sees is: uncontrolled inputs read on submit, and
// controls changed before hydration found by comparing each with what was rendered (default value / checked /
// selected, which the server HTML and React both set to the rendered value).

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isControl = (el: Element): el is Control =>
  el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement;

/** The current value of the control with this id (or name) in the form; "" when there is none. */
export function fieldValue(form: HTMLFormElement, idOrName: string): string {
  const el = form.elements.namedItem(idOrName);
  return el && !(el instanceof RadioNodeList) && isControl(el as Element) ? (el as Control).value : "";
}

/** Whether the user changed this control since it was rendered. */
export function changedSinceRender(el: Control): boolean {
  if (el instanceof HTMLSelectElement) return Array.from(el.options).some((o) => o.selected !== o.defaultSelected);
  if (el instanceof HTMLInputElement && (el.type === "checkbox" || el.type === "radio")) return el.checked !== el.defaultChecked;
  if (el instanceof HTMLInputElement && ["button", "submit", "reset", "hidden", "file", "image"].includes(el.type)) return false;
  return el.value !== el.defaultValue;
}

/** The form's controls the user changed before React took over. */
export function controlsChangedSinceRender(form: HTMLFormElement): Control[] {
  return Array.from(form.elements).filter(isControl).filter(changedSinceRender);
}
