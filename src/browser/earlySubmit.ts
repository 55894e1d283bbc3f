// Forms from first paint (issue 12, docs/decisions.md "Forms from first paint"). The page's HTML is usable before
// React has hydrated it: people type, password managers fill. This inline script (in every page's <head>, allowed by
// its hash in the Content-Security-Policy) holds back a submit of a form marked data-early-submit until the form says
// it is ready, so the values are never sent to the static host nor lost to a page load; the form replays the submit
// once it is interactive (components/forms/EarlyForm.tsx). Kept tiny and dependency-free: it runs before any bundle.

/** On a <form>: submits are held back until the form is ready. */
export const EARLY_SUBMIT_ATTR = "data-early-submit";
/** Set by the form once React handles it. */
export const EARLY_READY_ATTR = "data-ready";
/** A property (not an attribute: React would see it while hydrating) set by the script when a submit was held back. */
export const EARLY_PENDING_PROP = "__ariaPendingSubmit";

export const EARLY_SUBMIT_SCRIPT = `document.addEventListener("submit",function(e){var f=e.target;if(f&&f.hasAttribute&&f.hasAttribute("${EARLY_SUBMIT_ATTR}")&&!f.hasAttribute("${EARLY_READY_ATTR}")){e.preventDefault();f.${EARLY_PENDING_PROP}=true}},true);`;
