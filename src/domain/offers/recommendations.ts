// SPEC §3 "Recommendation: recommendationType (OFFER_FB recognised) and list of recommendationItem" and SPEC §7
// "GET /dxl-nb-recommendation-grp/queryProductRecommendation with roaming filters": the answer as the offers the
// roaming panel lists (SPEC §2 roamingOffers). Which recommendations count and their order (priority ascending, none
// last) is the content rule of src/domain/content/recommendations.ts, reused; this adds the answer's envelope, the
// offering's details the panel shows, one entry per offering, and the types it did not recognise (for the log).
// Answer shapes read: a list of recommendations, {recommendation: [...]} or one recommendation object.
// Offering details read (TMF620-like): name, description, productOfferingPrice[0].price.taxIncludedAmount
// {value, unit} (or price {value, unit}), attributes [{name, value}].
import { mapAttributes, type OfferAttribute } from "../content/attributes";
import { RECOGNISED_RECOMMENDATION_TYPES, recommendedOffers } from "../content/recommendations";
import type { RoamingOffer } from "../roaming/roamingPanel";
import { isRecord, readList as list, readNumber as num, readRecord as record, readString as text } from "../read";

export interface OfferPrice {
  value: number;
  /** ISO 4217 as sent (EUR for roaming packs), upper case; "EUR" when none was sent. */
  unit: string;
}

export interface RecommendationOffer extends RoamingOffer {
  /** The product offering's id (what an order names). */
  id: string;
  name: string;
  /** The recommendation item's id. */
  recommendationId: string;
  priority: number | null;
  description: string;
  price: OfferPrice | null;
  attributes: OfferAttribute[];
}

export interface RecommendationAnswer {
  offers: RecommendationOffer[];
  /** Types named in the answer that are not recognised (their items are left out), each once; a missing type is not listed. */
  unknownTypes: string[];
}

/** The recommendations of an answer, whatever its envelope. */
function recommendationsOf(raw: unknown): unknown[] {
  if (Array.isArray(raw)) return raw;
  if (isRecord(raw) && Array.isArray(raw.recommendation)) return raw.recommendation;
  return isRecord(raw) && "recommendationType" in raw ? [raw] : [];
}

export function isRecognisedRecommendationType(type: unknown): boolean {
  return (RECOGNISED_RECOMMENDATION_TYPES as readonly string[]).includes(text(type));
}

function priceOf(offering: Record<string, unknown>): OfferPrice | null {
  const listed = record(record(record(list(offering.productOfferingPrice)[0]).price).taxIncludedAmount);
  const money = num(listed.value) !== null ? listed : record(offering.price);
  const value = num(money.value);
  return value === null ? null : { value, unit: (text(money.unit) || "EUR").toUpperCase() };
}

/** The offerings of recognised recommendations by id (first occurrence), for their details. */
function offeringsById(recommendations: unknown[]): Map<string, Record<string, unknown>> {
  const byId = new Map<string, Record<string, unknown>>();
  for (const r of recommendations) {
    if (!isRecord(r) || !isRecognisedRecommendationType(r.recommendationType)) continue;
    for (const item of list(r.recommendationItem)) {
      const it = record(item);
      const offering = isRecord(it.offering) ? it.offering : record(it.productOffering);
      const id = text(offering.id);
      if (id && !byId.has(id)) byId.set(id, offering);
    }
  }
  return byId;
}

/** The queryProductRecommendation answer as offers (recognised types only, by priority, one per offering). */
export function mapRecommendationAnswer(raw: unknown): RecommendationAnswer {
  const recommendations = recommendationsOf(raw);
  const details = offeringsById(recommendations);
  const seen = new Set<string>();
  const offers: RecommendationOffer[] = [];
  for (const item of recommendedOffers(recommendations)) {
    if (seen.has(item.offeringId)) continue;
    seen.add(item.offeringId);
    const offering = details.get(item.offeringId) ?? {};
    offers.push({
      id: item.offeringId,
      name: item.name,
      recommendationId: item.id,
      priority: item.priority,
      description: text(offering.description),
      price: priceOf(offering),
      attributes: mapAttributes(offering.attributes),
    });
  }
  const unknownTypes = [
    ...new Set(
      recommendations.map((r) => text(record(r).recommendationType)).filter((type) => type !== "" && !isRecognisedRecommendationType(type)),
    ),
  ];
  return { offers, unknownTypes };
}
