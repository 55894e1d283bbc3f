// The billing screens' reads (SPEC §2 screen data needs, §7 "Bills and payments", "E-bill subscription and e-mail"):
// react-query hooks over the recharge and settings client (billingCareClient.ts), keyed per account (billingKeys.ts).
// Loading, error and retry come from react-query with the site's SPEC §9 defaults; a failure is the client's
// GatewayError (kind, status, code) for the screens' catalogued message. Each hook is idle (no call) until it has what
// it asks for.
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { createBillingCareApi } from "../../clients/gateway/billing/billingCareClient";
import type { PaymentEligibility } from "../../domain/billing/agreementDate";
import { BILLS_GC_MS } from "../../domain/billing/bills";
import type { DocumentFormat, EbillSubscription } from "../../domain/billing/ebillAnswers";
import { ELIGIBILITY_STALE_MS } from "../../domain/constants";
import { useAccountIdentity } from "../accountIdentity";
import { boundClient } from "../boundClient";
import { billingKeys } from "./billingKeys";
import { personal } from "./billQueryOptions";

const api = () => boundClient(createBillingCareApi);

/** SPEC §3 e-bill subscription of a BAN; idle without one. */
export function useEbillSubscription(ban: string | null): UseQueryResult<EbillSubscription> {
  const identity = useAccountIdentity();
  return useQuery({
    queryKey: billingKeys.ebillSubscription(identity, ban),
    queryFn: () => api().ebillSubscription(ban),
    enabled: Boolean(ban),
    ...personal,
  });
}

/** SPEC §3 document format of a BAN; idle without one. */
export function useDocumentFormat(ban: string | null): UseQueryResult<DocumentFormat> {
  const identity = useAccountIdentity();
  return useQuery({
    queryKey: billingKeys.documentFormat(identity, ban),
    queryFn: () => api().documentFormat(ban),
    enabled: Boolean(ban),
    ...personal,
  });
}

function useEligibility(kind: "confirmation" | "agreement", ban: string | null): UseQueryResult<PaymentEligibility> {
  const identity = useAccountIdentity();
  return useQuery({
    queryKey: billingKeys.eligibility(identity, kind, ban),
    queryFn: () =>
      kind === "confirmation" ? api().paymentConfirmationEligibility(ban ?? "") : api().paymentAgreementEligibility(ban ?? ""),
    enabled: Boolean(ban),
    // SPEC §9 "Eligibility checks fresh for 5 seconds".
    staleTime: ELIGIBILITY_STALE_MS,
    gcTime: BILLS_GC_MS,
  });
}

/** SPEC §7 paymentConfirmation/checkEligibility of a BAN's current bill; idle without a BAN. */
export const usePaymentConfirmationEligibility = (ban: string | null) => useEligibility("confirmation", ban);

/** SPEC §7 paymentAgreement/checkEligibility (with the days that may be promised); idle without a BAN. */
export const usePaymentAgreementEligibility = (ban: string | null) => useEligibility("agreement", ban);
