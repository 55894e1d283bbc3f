// The billing screens' writes (SPEC §7 "Bills and payments", "E-bill subscription and e-mail"): react-query mutations
// over the recharge and settings client (billingCareClient.ts) and, for e-mail codes, the one-time-code client (never
// retried: SPEC §9 payments are not retried, and an e-mail or a voucher must not go twice), each refreshing what it
// changed. A failure is the client's GatewayError for the catalogued message.
//
// Pay links and card recharges answer a link the screen opens as a full page (window.location.assign): the money
// moves on the provider's page and the customer comes back on a new page load, so the bills and the credit are only
// marked stale here (no request right before leaving); a screen that stays (the link was not followed) refetches them.
import { useMutation, useQueryClient, type QueryClient, type QueryKey, type UseMutationResult } from "@tanstack/react-query";
import {
  createBillingCareApi,
  type CardRechargeRequest,
  type DocumentFormatRequest,
  type EbillSubscriptionRequest,
  type PaymentRequestRecord,
  type VoucherRecharge,
} from "../../clients/gateway/billing/billingCareClient";
import type { PayLink } from "../../clients/gateway/billing/payLink";
import type { DocumentFormat, EbillSubscription } from "../../domain/billing/ebillAnswers";
import { useAccountIdentity } from "../accountIdentity";
import { boundClient } from "../boundClient";
import { useVerifyEmailCode, type VerifyEmailRequest } from "../emailCode";
import { billingKeys } from "./billingKeys";
import { markStale } from "./bills";

const api = () => boundClient(createBillingCareApi);

const refetch = (client: QueryClient, keys: readonly QueryKey[]) =>
  Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));

/** Recharge by card: the provider's page for the amount in lei (domain validateRecharge's value as the request). */
export function useCardRecharge(): UseMutationResult<PayLink, Error, CardRechargeRequest> {
  const client = useQueryClient();
  const identity = useAccountIdentity();
  return useMutation({
    mutationFn: (request) => api().recharge(request),
    onSuccess: () => markStale(client, [billingKeys.credit(identity), billingKeys.topUps(identity)]),
  });
}

/** Recharge by voucher: the credit rises at once, so the credit and the top-up history are fetched again. */
export function useVoucherRecharge(): UseMutationResult<VoucherRecharge, Error, { voucher: string; email: string; phone: string }> {
  const client = useQueryClient();
  const identity = useAccountIdentity();
  return useMutation({
    mutationFn: (request) => api().rechargeVoucher(request),
    onSuccess: () => refetch(client, [billingKeys.credit(identity), billingKeys.topUps(identity)]),
  });
}

/** SPEC §7 POST ebill-subscription/ebill for a BAN (body: domain ebillSubscriptionBody; false unsubscribes). */
export function useEbillSubscribe(ban: string | null): UseMutationResult<EbillSubscription, Error, EbillSubscriptionRequest> {
  const client = useQueryClient();
  const identity = useAccountIdentity();
  return useMutation({
    mutationFn: (body) => api().setEbillSubscription(body, ban),
    onSuccess: (stored) => client.setQueryData(billingKeys.ebillSubscription(identity, ban), stored),
  });
}

/** SPEC §7 POST document-format/ebill for a BAN. */
export function useDocumentFormatChange(ban: string | null): UseMutationResult<DocumentFormat, Error, DocumentFormatRequest> {
  const client = useQueryClient();
  const identity = useAccountIdentity();
  return useMutation({
    mutationFn: (body) => api().setDocumentFormat(body, ban),
    onSuccess: (stored) => client.setQueryData(billingKeys.documentFormat(identity, ban), stored),
  });
}

/**
 * SPEC §7 POST otc /validateEmail (hooks/emailCode.ts). A verified address may change the BAN's subscription, which is
 * fetched again.
 */
export function useVerifyEmail(ban: string | null): UseMutationResult<boolean, Error, VerifyEmailRequest> {
  const client = useQueryClient();
  const identity = useAccountIdentity();
  return useVerifyEmailCode(() => refetch(client, [billingKeys.ebillSubscription(identity, ban)]));
}

/** SPEC §7 POST paymentConfirmation for a BAN's current bill; the bills and the eligibility are fetched again. */
export function usePaymentConfirmation(ban: string | null): UseMutationResult<PaymentRequestRecord, Error, void> {
  const client = useQueryClient();
  const identity = useAccountIdentity();
  return useMutation({
    mutationFn: () => api().confirmPayment(ban ?? ""),
    onSuccess: () => refetch(client, [billingKeys.allBills(identity), billingKeys.eligibility(identity, "confirmation", ban)]),
  });
}

/** SPEC §7 POST paymentAgreement (agreementDate YYYY-MM-DD) for a BAN's current bill; bills and eligibility refetched. */
export function usePaymentAgreement(ban: string | null): UseMutationResult<PaymentRequestRecord, Error, { agreementDate: string }> {
  const client = useQueryClient();
  const identity = useAccountIdentity();
  return useMutation({
    mutationFn: ({ agreementDate }) => api().agreePayment(ban ?? "", agreementDate),
    onSuccess: () => refetch(client, [billingKeys.allBills(identity), billingKeys.eligibility(identity, "agreement", ban)]),
  });
}
