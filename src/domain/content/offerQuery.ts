// SPEC §7 "Offer query string helper defaults: channel ONLINE, usergroup WEBSITE, offerType
// FixedServices, serviceType BUNDLE; empty values skipped."

export type OfferQueryValue = string | number | boolean | null | undefined;

// Kept for the fixed-services offer query by address, once the catalogue answers per address (issue 28 left it unused: the address check marks the page's own offers).
export const OFFER_QUERY_DEFAULTS = {
  channel: "ONLINE",
  usergroup: "WEBSITE",
  offerType: "FixedServices",
  serviceType: "BUNDLE",
} as const;

const isEmpty = (v: OfferQueryValue): v is "" | null | undefined => v === undefined || v === null || v === "";

/**
 * `key=value&…`, URL-encoded: the four defaults first (in that order), then the caller's other keys in
 * insertion order. `undefined` means "not given", so a default keeps its value; `''` or `null` for a
 * default key drops it (the only way to send a query without, say, serviceType). Other empty values
 * are left out.
 */
// Kept for the same query (see OFFER_QUERY_DEFAULTS).
export function offerQueryString(params: Readonly<Record<string, OfferQueryValue>> = {}): string {
  // A Map keeps insertion order even for integer-like keys, which a plain object would hoist first.
  const merged = new Map<string, OfferQueryValue>(Object.entries(OFFER_QUERY_DEFAULTS));
  for (const [key, value] of Object.entries(params)) if (value !== undefined) merged.set(key, value);
  return [...merged]
    .filter((entry): entry is [string, string | number | boolean] => !isEmpty(entry[1]))
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join("&");
}
