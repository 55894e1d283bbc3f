// Offers for existing customers (issue 28): which sales flows a signed-in customer may start on a shop offer, from the
// customer's eligible flows (SPEC §4 "Eligible flows list is reordered so the acquisition flow (ACQ) is last"; SPEC §7
// eligible-flows route per customer type; SPEC §9 "Flows include ACQ, MNP, MFP, RET"). The site shows an action per
// flow ("Reînnoiește" for RET, "Adaugă o linie" for MFP) and the sandbox's cart refuses any other (docs/decisions.md,
// "Existing customers").

/** The flows only an existing customer starts: renewal (RET) and add-a-line (MFP). */
export const EXISTING_CUSTOMER_FLOWS = ["RET", "MFP"] as const;
export type ExistingCustomerFlow = (typeof EXISTING_CUSTOMER_FLOWS)[number];

/** The offer as both the shop page and the cart know it: its SPEC §3 offer type and the segment it is sold to. */
export interface FlowOffer {
  offerType: string;
  segment: "CBU" | "EBU";
}

/** Renewals and new lines are of a mobile plan (SPEC §3 offer type MobileService). */
const PLAN_OFFER_TYPE = "MobileService";

export function isExistingCustomerFlow(flow: string): flow is ExistingCustomerFlow {
  return (EXISTING_CUSTOMER_FLOWS as readonly string[]).includes(flow);
}

/**
 * The existing-customer flows a customer may start on an offer, in the order of their eligible flows (ACQ last, SPEC
 * §4), each once. None for a visitor (customerType null), for an offer of the other segment (a consumer does not
 * renew on a business plan), or for anything but a plan.
 */
export function offerFlowsFor(
  eligibleFlows: readonly string[],
  offer: FlowOffer,
  customerType: "CBU" | "EBU" | null,
): ExistingCustomerFlow[] {
  if (customerType === null || offer.segment !== customerType || offer.offerType !== PLAN_OFFER_TYPE) return [];
  const out: ExistingCustomerFlow[] = [];
  for (const flow of eligibleFlows) {
    if (isExistingCustomerFlow(flow) && !out.includes(flow)) out.push(flow);
  }
  return out;
}

/** A renewal is of one line: the cart item names the subscriber it renews (SPEC §7 selectedSubscriberId). */
export const flowNeedsSubscriber = (flow: string): boolean => flow === "RET";
