// SPEC §7 "GET postpaid product offering (optional ?productOffering.id={id}) and /productOffering/ebill" and SPEC §3
// "Offer attributes are read by name from name/value pairs; empty string when missing": the self-care offers
// (docs/services-contract.md "Self-care offerings") as bonusuri-si-optiuni and oferte show them, grouped by the SPEC §9
// kinds (offerAttributes.ts), and which order channel each goes through (the one table of orderChannels.ts).
// Rules (ours): an offer's segment is its "segment" attribute (postpaid | prepaid). An offer with neither segment is
// not orderable from these pages.
import type { OfferArea } from "../constants";
import { isRecord, readList as list, readNumber as num, readRecord as record, readString as text } from "../read";
import { offerAttribute, offerKind } from "./offerAttributes";
import { ORDER_CHANNEL_BY_KIND, orderChannelOf, type OfferSegment, type OrderChannel } from "./orderChannels";
import { addOptionOrder, type OptionOrderBody } from "./orderRequests";

export interface EcareOffer {
  id: string;
  name: string;
  description: string;
  kind: OfferArea | null;
  segment: OfferSegment | null;
  /** "10 GB", "100 min", "" when not said. */
  allowance: string;
  /** "lunar", "30 de zile", "" when not said. */
  validity: string;
  price: { value: number; unit: string; recurring: boolean } | null;
}

const segmentOf = (v: string): OfferSegment | null => (v === "postpaid" || v === "prepaid" ? v : null);

/** One offering; null without an id. */
export function mapOffer(raw: unknown): EcareOffer | null {
  if (!isRecord(raw)) return null;
  const id = text(raw.id);
  if (!id) return null;
  const first = record(list(raw.productOfferingPrice)[0]);
  const amount = record(record(first.price).taxIncludedAmount);
  const value = num(amount.value);
  return {
    id,
    name: text(raw.name),
    description: text(raw.description),
    kind: offerKind(raw),
    segment: segmentOf(offerAttribute(raw, "segment")),
    allowance: offerAttribute(raw, "allowance"),
    validity: offerAttribute(raw, "validity"),
    price:
      value === null ? null : { value, unit: (text(amount.unit) || "EUR").toUpperCase(), recurring: text(first.priceType) === "recurring" },
  };
}

/** The offers of an answer (a list), unreadable ones skipped, each id once. */
export function mapOffers(body: unknown): EcareOffer[] {
  const seen = new Set<string>();
  return list(body).flatMap((raw) => {
    const offer = mapOffer(raw);
    if (!offer || seen.has(offer.id)) return [];
    seen.add(offer.id);
    return [offer];
  });
}

/** The channel an option or offer of bonusuri-si-optiuni / oferte is ordered through; null when it is not orderable. */
export function orderChannelFor(offer: Pick<EcareOffer, "segment" | "kind">): OrderChannel | null {
  return orderChannelOf({ category: offer.kind, segment: offer.segment });
}

/** The offers a page shows: bonusuri-si-optiuni the postpaid ones, oferte the prepaid ones (DESIGN.md twins). */
export function offersForPage(offers: readonly EcareOffer[], page: OfferSegment): EcareOffer[] {
  return offers.filter((o) => o.segment === page);
}

/**
 * The channel an active option is removed through: its kind's (orderChannels.ts), its segment read from its price —
 * a monthly (recurring) price means a postpaid option billed on the bill, a one-time price a prepaid offer; without a
 * price, the page's own segment. A product of no known category is removed as an option of that segment.
 */
export function removalChannelFor(product: { category: string; price: { recurring: boolean } | null }, page: OfferSegment): OrderChannel {
  const segment: OfferSegment = product.price ? (product.price.recurring ? "postpaid" : "prepaid") : page;
  const option = ORDER_CHANNEL_BY_KIND[segment === "postpaid" ? "postpaidOption" : "prepaidOffer"];
  return orderChannelOf({ category: product.category, segment }) ?? option;
}

/** The order that activates `offer` on the line, with its channel; null when the offer names no segment. */
export function addOptionOrderFor(offer: EcareOffer, msisdn: string): { channel: OrderChannel; body: OptionOrderBody } | null {
  const channel = orderChannelFor(offer);
  return channel ? { channel, body: addOptionOrder(offer.id, msisdn) } : null;
}
