// SPEC §7 "POST product-ordering /productOrder/ecare, /productOrder/ebill, /productOrder/mva (roaming action with product
// id and a TARGET_SYSTEM characteristic)", with SPEC §9 "Constants: Bonus, Roaming, NEXT_BEST_ACTION, International" and
// SPEC §2 (bonusuri-si-optiuni for postpaid lines, oferte for prepaid ones, the roaming panel): the channel an offer is
// ordered through, decided by its kind in ONE table. The site sends every self-care order through it, and the sandbox
// (sandbox/src/modules/selfcare/orderRequests.ts) refuses an order that arrives on another channel with this same
// function, so the two cannot disagree again (docs/services-contract.md "Self-care product orders").
// Rules (ours, docs/decisions.md): who pays decides — a postpaid option or bonus is billed on the bill (/ebill), a prepaid
// offer (bonuses included) is paid once from the credit (/ecare); the roaming service is switched through /mva, and an
// offer recommended for a trip ("Activează cu roaming") rides on that switch as one order, whatever its category.
import { OFFER_AREAS } from "../constants";

export type OfferSegment = "postpaid" | "prepaid";
export type OrderChannel = "ebill" | "ecare" | "mva";

export type OfferOrderKind = "postpaidOption" | "bonus" | "prepaidOffer" | "roamingService" | "roamingRecommendation";

/** THE table: each kind of offer and the channel it is ordered (and removed) through. */
export const ORDER_CHANNEL_BY_KIND: Readonly<Record<OfferOrderKind, OrderChannel>> = {
  /** NEXT_BEST_ACTION, International and roaming packs of a postpaid line, billed monthly. */
  postpaidOption: "ebill",
  /** A postpaid Bonus, billed monthly. */
  bonus: "ebill",
  /** Every offer of the prepaid segment (Bonus, International, NEXT_BEST_ACTION), paid from the credit. */
  prepaidOffer: "ecare",
  /** The line's roaming switch (PO-ROAMING-SERVICE). */
  roamingService: "mva",
  /** A roaming recommendation ordered with the switch: one /mva order carrying the offer. */
  roamingRecommendation: "mva",
};

/** Category of the roaming service product (docs/services-contract.md "Product inventory"). */
export const ROAMING_SERVICE_KIND = "RoamingService";

export interface OfferOrderFacts {
  /** The offer's or product's category (SPEC §9 kind, "RoamingService", "Plan", …); null or "" when unknown. */
  category: string | null;
  /** Who pays for it; null when the offer names no segment. */
  segment: OfferSegment | null;
  /** Asked together with roaming ("Activează cu roaming" on a roaming recommendation). */
  withRoaming?: boolean;
}

/** SPEC §9 "Constants: Bonus, Roaming, NEXT_BEST_ACTION, International": the kinds of option one orders. */
const OPTION_CATEGORIES: readonly string[] = OFFER_AREAS;

/** The kind of an offer; null when it is nothing one orders (a plan, an unknown category, no segment). */
export function offerOrderKind(facts: OfferOrderFacts): OfferOrderKind | null {
  if (facts.category === ROAMING_SERVICE_KIND) return "roamingService";
  if (facts.withRoaming) return "roamingRecommendation";
  if (!OPTION_CATEGORIES.includes(facts.category ?? "")) return null;
  if (facts.segment === "prepaid") return "prepaidOffer";
  if (facts.segment === "postpaid") return facts.category === "Bonus" ? "bonus" : "postpaidOption";
  return null;
}

/** The channel an offer is ordered (or removed) through; null when it is not orderable. */
export function orderChannelOf(facts: OfferOrderFacts): OrderChannel | null {
  const kind = offerOrderKind(facts);
  return kind === null ? null : ORDER_CHANNEL_BY_KIND[kind];
}
