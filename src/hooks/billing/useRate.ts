// SPEC §5/§9 "Exchange-rate lookup runs only when the recharge amount is between 3 and 100 inclusive": the lei
// equivalent of the amount typed in the recharge form, looked up 400 ms after the typing stops, and never for an amount
// the domain's shouldLookUpRate refuses (2.99, 100.01, "abc": no request at all, not even a refused one).
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { createBillingCareApi, type EurRonRate } from "../../clients/gateway/billing/billingCareClient";
import { readEuroAmount, shouldLookUpRate } from "../../domain/billing/rechargeAmount";
import { boundClient } from "../boundClient";
import { useDebouncedValue } from "../useDebouncedValue";
import { billingKeys } from "./billingKeys";

/** How long the amount must stay unchanged before it is looked up. */
export const RATE_DEBOUNCE_MS = 400;

/** The amount a lookup is made for (euro with cents), or null when none may be made. */
export function rateLookupAmount(amount: unknown): number | null {
  if (!shouldLookUpRate(amount)) return null;
  const reading = readEuroAmount(amount);
  return reading.ok ? reading.amount : null;
}

export type RateQuery = UseQueryResult<EurRonRate> & {
  /** The settled amount being (or to be) looked up; null while typing or when no lookup may be made. */
  amount: number | null;
  /** The typed amount has not settled yet (the shown rate, if any, is not for it). */
  settling: boolean;
};

/**
 * The day's EUR→RON conversion of the typed recharge amount (a number or the text as typed, "10,50"). Idle (no data,
 * no request) while the amount is outside 3..100 or not an amount.
 */
export function useRate(typed: unknown): RateQuery {
  const settledInput = useDebouncedValue(typed, RATE_DEBOUNCE_MS);
  const amount = rateLookupAmount(settledInput);
  const query = useQuery({
    queryKey: billingKeys.rate(amount),
    queryFn: () => boundClient(createBillingCareApi).convertEurRon(amount as number),
    enabled: amount !== null,
  });
  return { ...query, amount, settling: !Object.is(typed, settledInput) };
}
