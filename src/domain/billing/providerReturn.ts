// Whether an address is the customer's way back from the provider's pay page (docs/billing-contract.md "Back on the
// site": a bill payment carries paymentId, a recharge rechargeSuccess). The bills page loads its return notices only
// then (payReturn.ts and rechargeReturn.ts read which outcome it was).
export function isProviderReturn(query: URLSearchParams): boolean {
  return query.has("paymentId") || query.has("rechargeSuccess");
}
