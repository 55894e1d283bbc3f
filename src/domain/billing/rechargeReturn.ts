// Back from the provider's card page after a recharge (SPEC §2 "facturi-si-plati with rechargeSuccess=true in the
// query is redirected to /sumar with the same query"; docs/billing-contract.md "Back on the site": for recharges the
// redirect address carries `rechargeSuccess=true|false` — an existing one is overwritten with the outcome — beside
// `paymentStatus=captured|denied|failed|canceled[&errorCode=…]`). What the page tells the customer, one branch per
// outcome; null when the address is not a recharge's return.

export type RechargeReturn =
  { kind: "recharged" } | { kind: "declined"; errorCode: string | null } | { kind: "canceled" } | { kind: "unknown" };

const isCanceled = (status: string | null) => status === "canceled" || status === "cancelled";

export function rechargeReturnOf(query: URLSearchParams): RechargeReturn | null {
  const success = query.get("rechargeSuccess");
  if (success === null) return null;
  const status = query.get("paymentStatus");
  if (success === "true") {
    // The provider writes true only for a capture; a status saying otherwise is not a recharge we can vouch for.
    return status === null || status === "captured" ? { kind: "recharged" } : { kind: "unknown" };
  }
  if (success === "false") {
    if (status === "denied" || status === "failed") return { kind: "declined", errorCode: query.get("errorCode") || null };
    if (isCanceled(status)) return { kind: "canceled" };
  }
  return { kind: "unknown" };
}
