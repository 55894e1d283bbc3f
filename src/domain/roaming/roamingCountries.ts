// The self-care roaming panel's countries (SPEC §2 roaming panel `searchTerm`/`selectedCountry`; issue 16 "country
// search with flags and Romanian names"): the CMS roaming countries the build publishes (/data/roaming-countries.json,
// src/build/shopPages.ts roamingCountryIndex), searched the way people type them — without diacritics or case, any
// word's start ("rep mol" finds Republica Moldova) — and the /roaming/{tara} slug carried over as ?tara=.
import { compareRo } from "../collate";
import { isRecord, readList as list, readString as text } from "../read";

export interface RoamingCountryEntry {
  slug: string;
  /** Romanian name. */
  name: string;
  /** ISO 3166-1 alpha-2, upper case: what the recommendations are asked with. */
  isoCode: string;
  zone: string;
  /** Emoji flag, "" when the CMS has none. */
  flag: string;
}

/** The published list, unreadable entries (no name, slug or ISO code) left out, sorted by Romanian name. */
export function mapRoamingCountries(body: unknown): RoamingCountryEntry[] {
  return list(body)
    .flatMap((raw) => {
      if (!isRecord(raw)) return [];
      const entry = {
        slug: text(raw.slug),
        name: text(raw.name),
        isoCode: text(raw.isoCode).toUpperCase(),
        zone: text(raw.zone),
        flag: text(raw.flag),
      };
      return entry.slug && entry.name && /^[A-Z]{2}$/.test(entry.isoCode) ? [entry] : [];
    })
    .sort((a, b) => compareRo(a.name, b.name));
}

/** Lower case without diacritics (ș/ş, ț/ţ, ă, â, î …). */
export function foldRo(s: string): string {
  return s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .trim();
}

/** The countries whose name has a word starting with each typed word; everything for an empty term. */
export function searchCountries(countries: readonly RoamingCountryEntry[], term: string): RoamingCountryEntry[] {
  const typed = foldRo(term)
    .split(/[\s-]+/)
    .filter(Boolean);
  if (typed.length === 0) return [...countries];
  return countries.filter((c) => {
    const words = foldRo(c.name).split(/[\s-]+/);
    return typed.every((t) => words.some((w) => w.startsWith(t)));
  });
}

/** The country of a ?tara= value (the /roaming/{tara} slug, or an ISO code); null when none matches. */
export function countryFromParam(countries: readonly RoamingCountryEntry[], param: string | null): RoamingCountryEntry | null {
  const value = foldRo(param ?? "");
  if (!value) return null;
  return countries.find((c) => c.slug === value) ?? countries.find((c) => c.isoCode.toLowerCase() === value) ?? null;
}
