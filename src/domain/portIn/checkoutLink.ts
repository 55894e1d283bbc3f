// The link from a port-in listing to the port-in checkout (SPEC §2 /abonamente/portare-cu-portare/checkout) naming
// the chosen offer, and its reading back. Apart from the port-in state so a listing's card imports nothing else.

export interface ChosenOffer {
  /** The product offering id (what the cart add names). */
  id: string;
  /** SPEC §3 offer types: MobileService for a plan, a bundle type for a plan with a phone. */
  offerType: string;
}

/** The port-in checkout (SPEC §2) and the query naming the chosen offer. */
export const PORT_IN_CHECKOUT_PATH = "/abonamente/portare-cu-portare/checkout";
export const OFFER_PARAM = "oferta";
export const OFFER_TYPE_PARAM = "tip";

/** "Vino cu numărul tău" on a port-in listing: the port-in checkout for this offer. */
export function portInCheckoutHref(offer: ChosenOffer): string {
  const q = new URLSearchParams({ [OFFER_PARAM]: offer.id, [OFFER_TYPE_PARAM]: offer.offerType });
  return `${PORT_IN_CHECKOUT_PATH}?${q.toString()}`;
}

/** The offer a port-in checkout address names, or null. */
export function offerOfQuery(query: URLSearchParams): ChosenOffer | null {
  const id = (query.get(OFFER_PARAM) ?? "").trim();
  if (!/^[A-Za-z0-9._-]{1,60}$/.test(id)) return null;
  const type = (query.get(OFFER_TYPE_PARAM) ?? "").trim();
  return { id, offerType: /^[A-Za-z]{1,40}$/.test(type) ? type : "MobileService" };
}
