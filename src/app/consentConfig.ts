// The consent runtime's tables, from the consent rules (domain/consent/cookieConsent.ts): serialised into the inline
// script by gatsby-ssr.tsx.
import type { ConsentRuntimeConfig } from "../browser/consent/consentRuntime";
import { CONSENT_COOKIE, CONSENT_MAX_AGE_S, CONSENT_REVISION, consentDefaults, consentTable } from "../domain/consent/cookieConsent";

export function consentRuntimeConfig(): ConsentRuntimeConfig {
  return {
    cookie: CONSENT_COOKIE,
    revision: CONSENT_REVISION,
    maxAge: CONSENT_MAX_AGE_S,
    defaults: consentDefaults(),
    table: consentTable(),
  };
}
