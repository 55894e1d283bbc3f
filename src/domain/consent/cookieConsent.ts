// Issue 29: the visitor's cookie consent (SPEC §4 "gdpr permissions" of the data layer; ePrivacy: analytics and
// marketing only with consent, refusing as easy as accepting) and its Google Consent Mode v2 signals. Rules as data:
// the consent runtime (browser/consent/consentRuntime.ts, inline in every page's <head>) only looks these tables up,
// so what a choice means is decided here and nowhere else.

/** Bumped when the cookie policy changes: a choice stored under an older revision is asked again. */
export const CONSENT_REVISION = 1;
/** First-party cookie holding the choice (`<revision>.<key>`, e.g. "1.a1m0"); read by the inline runtime. */
export const CONSENT_COOKIE = "aria_consent";
/** 182 days: a choice is asked again twice a year (the common CMP default; EDPB guidance leaves it to the operator). */
export const CONSENT_MAX_AGE_S = 182 * 24 * 60 * 60;

/** The categories the banner offers. "necessary" is always on; the others start off until chosen. */
export const CONSENT_CATEGORIES = ["necessary", "analytics", "marketing"] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

export interface ConsentChoice {
  analytics: boolean;
  marketing: boolean;
}

/** Google Consent Mode v2 (the four gtag signals plus Tag Manager's three) and the category each follows. */
export const CONSENT_SIGNALS = {
  ad_storage: "marketing",
  ad_user_data: "marketing",
  ad_personalization: "marketing",
  analytics_storage: "analytics",
  functionality_storage: "necessary",
  personalization_storage: "marketing",
  security_storage: "necessary",
} as const satisfies Record<string, ConsentCategory>;
export type ConsentSignal = keyof typeof CONSENT_SIGNALS;
export type ConsentMode = Record<ConsentSignal, "granted" | "denied">;

/** Cookies a category's tags write, removed when the category is refused or withdrawn (GA4's `_ga`, `_ga_<id>`, `_gid`). */
export const CONSENT_COOKIE_PREFIXES: Record<Exclude<ConsentCategory, "necessary">, readonly string[]> = {
  analytics: ["_ga", "_gid"],
  marketing: ["_gcl", "_fbp"],
};

/** The compact key of a choice: "a1m0" = analytics yes, marketing no. */
function consentKey(choice: ConsentChoice): string {
  return `a${choice.analytics ? 1 : 0}m${choice.marketing ? 1 : 0}`;
}

/** Before any tag: every signal denied, necessary ones included (Consent Mode v2 "default" command). */
export function consentDefaults(): ConsentMode {
  return Object.fromEntries(Object.keys(CONSENT_SIGNALS).map((s) => [s, "denied"])) as ConsentMode;
}

/** The "update" command for a choice: necessary signals granted, the others as their category was chosen. */
export function consentUpdate(choice: ConsentChoice): ConsentMode {
  const granted = (c: ConsentCategory): boolean => c === "necessary" || choice[c];
  return Object.fromEntries(
    (Object.entries(CONSENT_SIGNALS) as [ConsentSignal, ConsentCategory][]).map(([s, c]) => [s, granted(c) ? "granted" : "denied"]),
  ) as ConsentMode;
}

/** Every possible choice, keyed as in the cookie: the table the inline runtime reads (4 entries). */
export function consentTable(): Record<string, { choice: ConsentChoice; update: ConsentMode; clear: string[] }> {
  const out: Record<string, { choice: ConsentChoice; update: ConsentMode; clear: string[] }> = {};
  for (const analytics of [false, true]) {
    for (const marketing of [false, true]) {
      const choice = { analytics, marketing };
      const clear = [...(analytics ? [] : CONSENT_COOKIE_PREFIXES.analytics), ...(marketing ? [] : CONSENT_COOKIE_PREFIXES.marketing)];
      out[consentKey(choice)] = { choice, update: consentUpdate(choice), clear };
    }
  }
  return out;
}

/** Analytics events may be pushed only under a stored choice that allows analytics. */
export const analyticsAllowed = (choice: ConsentChoice | null): boolean => choice?.analytics === true;
