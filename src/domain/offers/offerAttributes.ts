// SPEC §3 "Offer attributes are read by name from name/value pairs; empty string when missing." and SPEC §9
// "Constants: Bonus, Roaming, NEXT_BEST_ACTION, International": an offer's attribute by name (the content reader of
// src/domain/content/attributes.ts, reused) and the offers of bonusuri-si-optiuni / oferte / roaming grouped by kind.
// Where the kind is read (ours): the offer's attribute "category", else its own `category` (text, or TMF620's
// [{id | name}]); matched without regard to case. An offer of no known kind goes to `other` (not shown as an area).
import { OFFER_AREAS, type OfferArea } from "../constants";
import { attributeValue } from "../content/attributes";
import { isRecord, readList as list, readString as text } from "../read";

/** Name of the attribute that says an offer's kind. */
export const OFFER_KIND_ATTRIBUTE = "category";

/** The order the areas are shown in (issue 16: NEXT_BEST_ACTION first, then Bonus, International; Roaming last). */
export const OFFER_KIND_ORDER: readonly OfferArea[] = ["NEXT_BEST_ACTION", "Bonus", "International", "Roaming"];

export type OfferGroups<T> = Record<OfferArea, T[]> & { other: T[] };

/** The value of the offer's attribute `name` (its `attributes` name/value list); "" when missing. */
export function offerAttribute(offer: unknown, name: string): string {
  return isRecord(offer) ? attributeValue(offer.attributes, name) : "";
}

/** The SPEC §9 kind a text names ("bonus" → Bonus, "next_best_action" → NEXT_BEST_ACTION), else null. */
export function offerAreaOf(raw: unknown): OfferArea | null {
  const t = text(raw).toLowerCase();
  return OFFER_AREAS.find((area) => area.toLowerCase() === t) ?? null;
}

/** The kind of an offer: its "category" attribute, else its own category; null when neither names a kind. */
export function offerKind(offer: unknown): OfferArea | null {
  const fromAttribute = offerAreaOf(offerAttribute(offer, OFFER_KIND_ATTRIBUTE));
  if (fromAttribute || !isRecord(offer)) return fromAttribute;
  if (typeof offer.category === "string") return offerAreaOf(offer.category);
  for (const c of list(offer.category)) {
    const area = isRecord(c) ? (offerAreaOf(c.name) ?? offerAreaOf(c.id)) : offerAreaOf(c);
    if (area) return area;
  }
  return null;
}

/** The offers by kind (every kind present, possibly empty), each in the order given; unknown kinds under `other`. */
export function groupOffersByKind<T>(offers: readonly T[], kindOf: (offer: T) => OfferArea | null = offerKind): OfferGroups<T> {
  const groups: OfferGroups<T> = { NEXT_BEST_ACTION: [], Bonus: [], International: [], Roaming: [], other: [] };
  for (const offer of offers) groups[kindOf(offer) ?? "other"].push(offer);
  return groups;
}
