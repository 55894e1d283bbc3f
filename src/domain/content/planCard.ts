// SPEC §3 "Service plan card (externalId, nonFormattedHeadline, cartDetails key/value list converted to a
// map, cardImage whose path's third segment is the image identifier)", from a ServicePlanCard GraphQL item.
import { mapAttributes, type OfferAttribute } from "./attributes";
import { imageIdOf } from "./images";
import { mapPrices, type OfferPrice } from "./prices";
import { emptyMap, isRecord, readList, readNumber, readString, uniqueIds } from "./read";
import { plainText } from "./text";

export interface PlanCard {
  externalId: string;
  /** Plain text. */
  title: string;
  /** Plain text (meta tags, accessible names). */
  nonFormattedHeadline: string;
  /** HTML allowed: sanitise before rendering. */
  headline: string;
  customerType: string;
  offerType: string;
  category: string;
  orderIndex: number | null;
  /** PlanLabel keys, in the card's order. */
  labels: string[];
  cartDetails: Record<string, string>;
  /** Identifier for contentImageUrl; null when the card has no usable image (use a placeholder). */
  imageId: string | null;
  price: OfferPrice | null;
  attributes: OfferAttribute[];
}

/**
 * GraphQL gives key/value fields as [{key, value}] (REST as an object; both accepted). Later duplicate keys
 * win, as they would when the CMS map is rebuilt; pairs without a key are dropped.
 */
export function keyValueMap(raw: unknown): Record<string, string> {
  const map = emptyMap<string>();
  const pairs = isRecord(raw) ? Object.entries(raw).map(([key, value]) => ({ key, value })) : readList(raw);
  for (const pair of pairs) {
    if (!isRecord(pair)) continue;
    const key = plainText(pair.key);
    if (key) map[key] = typeof pair.value === "number" ? String(pair.value) : plainText(pair.value);
  }
  return map;
}

/** The card of one ServicePlanCard item; null when it is not an object or has no externalId (nothing to link to). */
export function mapPlanCard(raw: unknown): PlanCard | null {
  if (!isRecord(raw)) return null;
  const externalId = readString(raw.externalId);
  if (!externalId) return null;
  return {
    externalId,
    title: plainText(raw.title),
    nonFormattedHeadline: plainText(raw.nonFormattedHeadline),
    headline: readString(raw.headline),
    customerType: readString(raw.customerType),
    offerType: readString(raw.offerType),
    category: readString(raw.category),
    orderIndex: readNumber(raw.orderIndex),
    labels: uniqueIds(readList(raw.labels)),
    cartDetails: keyValueMap(raw.cartDetails),
    imageId: imageIdOf(raw.cardImage),
    price: mapPrices(raw.prices),
    attributes: mapAttributes(raw.attributes),
  };
}
