// The roaming area's content (SPEC §1 "roaming, bonus and international offers area"; SPEC §2 /roaming and
// /roaming/<country>): countries grouped by zone, each with its rates and the roaming options that apply.
import { readNumber as num, readString as str } from "../content/read";
import { slugify } from "./slug";
import { compareRo } from "../collate";

export interface RateView {
  service: "callsToRomania" | "callsLocal" | "receivingCalls" | "smsToRomania" | "data";
  /** null when the CMS gave no price for the service. */
  value: number | null;
  unit: string;
  per: string;
  note: string;
}

export interface RoamingOfferView {
  id: string;
  title: string;
  description: string;
  price: number | null;
  currency: string;
}

export interface RoamingCountryView {
  slug: string;
  name: string;
  isoCode: string;
  zone: string;
  flag: string;
  orderIndex: number;
  rates: RateView[];
  offerIds: string[];
}

export const RATE_SERVICES: RateView["service"][] = ["callsToRomania", "callsLocal", "receivingCalls", "smsToRomania", "data"];
/** Zones in the order a traveller from Romania meets them; unknown zones follow, alphabetically. */
export const ZONE_ORDER = ["UE", "Europa non-UE", "America de Nord", "Restul lumii"];

/** A RoamingCountry content item → view; null (skipped, and the build names it) without a name. */
export function mapRoamingCountry(raw: Record<string, unknown> | null | undefined): RoamingCountryView | null {
  if (!raw || typeof raw !== "object") return null;
  const name = str(raw.title).trim();
  if (!name) return null;
  const rates = raw.rates && typeof raw.rates === "object" ? (raw.rates as Record<string, unknown>) : {};
  return {
    slug: slugify(str(raw.slug) || name),
    name,
    isoCode: str(raw.isoCode).toUpperCase().slice(0, 2),
    zone: str(raw.zone) || "Restul lumii",
    flag: str(raw.flagEmoji),
    orderIndex: num(raw.orderIndex) ?? Number.MAX_SAFE_INTEGER,
    rates: RATE_SERVICES.map((service) => {
      const r = rates[service] && typeof rates[service] === "object" ? (rates[service] as Record<string, unknown>) : {};
      return { service, value: num(r.value), unit: str(r.unit) || "EUR", per: str(r.per), note: str(r.note) };
    }),
    offerIds: Array.isArray(raw.offers) ? raw.offers.map(str).filter(Boolean) : [],
  };
}

export function groupByZone(countries: RoamingCountryView[]): { zone: string; countries: RoamingCountryView[] }[] {
  const zones = new Map<string, RoamingCountryView[]>();
  for (const c of countries) zones.set(c.zone, [...(zones.get(c.zone) ?? []), c]);
  const rank = (z: string) => (ZONE_ORDER.includes(z) ? ZONE_ORDER.indexOf(z) : ZONE_ORDER.length);
  return [...zones]
    .sort(([a], [b]) => rank(a) - rank(b) || compareRo(a, b))
    .map(([zone, list]) => ({ zone, countries: list.sort((a, b) => compareRo(a.name, b.name)) }));
}
