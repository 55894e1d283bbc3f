// What the bundle reads of the visitor's cookie consent: the choice the inline runtime (consentRuntime.ts) holds on
// window, and the event it dispatches after a choice. Kept apart from the runtime so the bundle does not carry it.
import type { ConsentChoice } from "../../domain/consent/cookieConsent";

/** Dispatched on window by the runtime after a choice (detail: the choice). The runtime writes the same literal. */
export const CONSENT_EVENT = "aria:consent";

/** The stored choice, or null before one is made (and on the server). */
export function currentConsent(): ConsentChoice | null {
  if (typeof window === "undefined") return null;
  return (window as unknown as { ariaConsent?: ConsentChoice | null }).ariaConsent ?? null;
}
