// Issue 29: THE analytics client. Every analytics event (SPEC §4 page_view, action_click; SPEC §8 FRAUD_AND_PREVENTEL's
// error page) reaches window.dataLayer through pushEvent, and only while the visitor's stored choice allows analytics:
// nothing before a choice, nothing after "Refuz". The operator's tag manager, when configured, reads the same array;
// the consent runtime (consent/consentRuntime.ts) created it and put Consent Mode's commands first.
import { analyticsAllowed } from "../../domain/consent/cookieConsent";
import { currentConsent } from "../consent/consentState";

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/** May analytics events be pushed now? */
export const mayTrack = (): boolean => analyticsAllowed(currentConsent());

/** Pushes one event; false (and nothing pushed) without the visitor's consent to analytics. */
export function pushEvent<E extends { readonly event: string }>(event: E): boolean {
  if (typeof window === "undefined" || !mayTrack()) return false;
  // Never replace the array: a tag manager may already be reading it.
  const w = window as DataLayerWindow;
  (w.dataLayer ??= []).push(event);
  return true;
}
