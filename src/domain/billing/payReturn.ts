// Back from the provider's pay page (docs/billing-contract.md "Back on the site"): the redirect address carries
// paymentStatus (captured | denied | failed | canceled), billPaid and errorCode. What the bills page tells the
// customer, one branch per outcome; null when the address is not a return.

export type PayReturn =
  | { kind: "paid"; paymentId: string }
  | { kind: "declined"; paymentId: string; errorCode: string | null }
  | { kind: "canceled"; paymentId: string }
  | { kind: "unknown"; paymentId: string };

export function payReturnOf(query: URLSearchParams): PayReturn | null {
  const paymentId = query.get("paymentId");
  const status = query.get("paymentStatus");
  if (!paymentId || status === null || query.has("rechargeSuccess")) return null;
  switch (status) {
    case "captured":
      // A capture that paid nothing (the bill was paid meanwhile) is not "paid" for this customer's click.
      return query.get("billPaid") === "false" ? { kind: "canceled", paymentId } : { kind: "paid", paymentId };
    case "denied":
    case "failed":
      return { kind: "declined", paymentId, errorCode: query.get("errorCode") };
    case "canceled":
    case "cancelled":
      return { kind: "canceled", paymentId };
    default:
      return { kind: "unknown", paymentId };
  }
}
