// SPEC §3 "Recommendation: recommendationType (OFFER_FB recognised) and list of recommendationItem".
// Items are TMF680-like: {id, priority, offering | productOffering: {id, name}}.
import { isRecord, readList, readNumber, readString } from "./read";

export const RECOGNISED_RECOMMENDATION_TYPES = ["OFFER_FB"] as const;

export interface RecommendedOffer {
  id: string;
  /** Lower comes first; null (none given) sorts last. */
  priority: number | null;
  offeringId: string;
  name: string;
}

function mapItem(raw: unknown): RecommendedOffer | null {
  if (!isRecord(raw)) return null;
  const offering = isRecord(raw.offering) ? raw.offering : isRecord(raw.productOffering) ? raw.productOffering : null;
  const offeringId = offering ? readString(offering.id) : "";
  // Without an offering there is nothing to show or add to the cart.
  if (!offering || !offeringId) return null;
  return { id: readString(raw.id), priority: readNumber(raw.priority), offeringId, name: readString(offering.name) };
}

/** Items of recognised recommendations only, by priority ascending (stable; no priority last). */
export function recommendedOffers(recommendations: unknown): RecommendedOffer[] {
  const recognised: readonly string[] = RECOGNISED_RECOMMENDATION_TYPES;
  const items = readList(recommendations)
    .filter((r) => isRecord(r) && recognised.includes(readString(r.recommendationType)))
    .flatMap((r) => (isRecord(r) ? readList(r.recommendationItem) : []))
    .flatMap((i) => mapItem(i) ?? []);
  const rank = (o: RecommendedOffer) => o.priority ?? Number.POSITIVE_INFINITY;
  return items.sort((a, b) => (rank(a) === rank(b) ? 0 : rank(a) < rank(b) ? -1 : 1));
}
