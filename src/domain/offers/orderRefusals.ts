// What a refused self-care order means to the user (docs/services-contract.md "Self-care product orders", refusal
// table), as data like the guard table: the back end's code → the dictionary key of what the page says. SPEC §8 says
// nothing of these codes; a refusal not listed here falls back to the general error classes (errorClasses.ts), as
// every other call does. Matched on the exact code, never on message text.

export type OrderRefusal =
  "alreadyActive" | "notActive" | "orderPending" | "insufficientCredit" | "notEligible" | "offeringNotFound" | "orderLimit" | "notAllowed";

export interface OrderRefusalRule {
  spec: string;
  refusal: OrderRefusal;
}

export const ORDER_REFUSALS: Readonly<Record<string, OrderRefusalRule>> = {
  already_active: { spec: "contract: 409 add of an offer already active on the line", refusal: "alreadyActive" },
  not_active: { spec: "contract: 409 delete/deactivate of what is not active", refusal: "notActive" },
  order_pending: { spec: "SPEC §4 pending orders: 409 an order for the same offer is pending", refusal: "orderPending" },
  insufficient_credit: { spec: "contract: 409 prepaid price above the credit", refusal: "insufficientCredit" },
  offer_not_eligible: { spec: "contract: 400 offer of the other segment or channel", refusal: "notEligible" },
  offering_not_found: { spec: "contract: 404 offering unknown (withdrawn since the page loaded)", refusal: "offeringNotFound" },
  order_limit: { spec: "contract: 429 more than 10 orders per line per day", refusal: "orderLimit" },
  product_not_allowed: { spec: "contract: 403 a line outside the caller's", refusal: "notAllowed" },
  insufficient_role: { spec: "SPEC §6: 403 the role may not order", refusal: "notAllowed" },
};

/** The refusal an order's failure carries (its body's code), or null when it is not one of the table's. */
export function orderRefusalOf(error: unknown): OrderRefusal | null {
  if (error === null || typeof error !== "object") return null;
  const code = (error as { code?: unknown }).code;
  if (typeof code !== "string" || !Object.prototype.hasOwnProperty.call(ORDER_REFUSALS, code)) return null;
  return ORDER_REFUSALS[code]?.refusal ?? null;
}
