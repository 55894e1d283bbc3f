// The bills page's hooks (SPEC §7 "Bills and payments"): the bill list, a document's download, the bill e-mail and a
// bill's pay link, over the bills page's small client (billsGateway.ts), so that page loads neither zod nor the other
// billing readers. The other billing hooks (useBillingData.ts, useBillingActions.ts) re-export these; the keys and
// caching are the same (billingKeys.ts).
import {
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
  type UseMutationResult,
  type UseQueryResult,
} from "@tanstack/react-query";
import type { DownloadedDocument } from "../../clients/gateway/billing/billsClient";
import type { PayLink, SentBillEmail } from "../../clients/gateway/billing/billsAnswers";
import type { BillEmailPayload } from "../../domain/billing/billEmailPayload";
import { BILLS_GC_MS, BILLS_STALE_MS, type Bills } from "../../domain/billing/bills";
import type { BillDocumentType } from "../../domain/enums";
import { billingKeys, useAccountIdentity } from "./billingKeys";
import { billsApi } from "./billsGateway";
import { saveFile } from "./saveFile";

export interface ClosedAccountOptions {
  /** SPEC §6: the closed BAN whose bills are shown (sent as X-Closed-Account-Ban); absent for open accounts. */
  closedBan?: string | null;
}

/** Personal data: fresh as long as the bills (SPEC §9 5 minutes), dropped a minute after no screen shows it. */
export const personal = { staleTime: BILLS_STALE_MS, gcTime: BILLS_GC_MS } as const;

/** Marks entries stale without fetching them now (the page is about to be left for the provider's). */
export const markStale = (client: QueryClient, keys: readonly QueryKey[]) =>
  Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey, refetchType: "none" })));

/**
 * SPEC §3 bills of a billing account (current bill, history, all), newest first; idle without a BAN. An open BAN's
 * list is the dashboard's cache entry (selfCareData.ts useBills); a closed BAN needs `closedBan`.
 */
export function useBillList(ban: string | null, options: ClosedAccountOptions = {}): UseQueryResult<Bills> {
  const identity = useAccountIdentity();
  const closedBan = options.closedBan || null;
  return useQuery({
    queryKey: billingKeys.bills(identity, ban, closedBan),
    queryFn: () => billsApi().customerBills(ban ?? "", { closedBan }),
    enabled: Boolean(ban),
    ...personal,
  });
}

export interface DownloadRequest {
  billId: string;
  type: BillDocumentType;
  /** The bill's document name (billDocument[].name), used when the answer names no file. */
  fileName?: string | null;
  /** SPEC §6: a closed account's bill. */
  closedBan?: string | null;
  /** false: only fetch (an in-page preview); default true: save the file under the provider's name. */
  save?: boolean;
}

/** "Descarcă": the document, saved under the provider's file name (unless `save: false`); answers it for a preview. */
export function useDownloadDocument(): UseMutationResult<DownloadedDocument, Error, DownloadRequest> {
  return useMutation({
    mutationFn: async ({ billId, type, fileName, closedBan, save = true }) => {
      const doc = await billsApi().downloadDocument(billId, type, { fileName, closedBan });
      if (save) saveFile(doc.blob, doc.fileName);
      return doc;
    },
  });
}

export interface BillEmailRequest {
  billId: string;
  type: BillDocumentType;
  /** domain/billing/billEmailPayload's value for the user's role. */
  payload: BillEmailPayload;
  closedBan?: string | null;
}

/** "Trimite pe e-mail": a fresh security token, then the send (SPEC §6/§7). */
export function useSendBillEmail(): UseMutationResult<SentBillEmail, Error, BillEmailRequest> {
  return useMutation({
    mutationFn: ({ billId, type, payload, closedBan }) => billsApi().sendBillEmail(billId, type, payload, { closedBan }),
  });
}

export interface PayLinkRequest {
  billId: string;
  /** Where the provider sends the customer back (default: the gateway's, the bills page). */
  redirectTo?: string | null;
}

/** "Plătește" on a bill: the provider's page for what is left to pay; the screen opens `paymentLink` as a full page. */
export function usePayLink(): UseMutationResult<PayLink, Error, PayLinkRequest> {
  const client = useQueryClient();
  const identity = useAccountIdentity();
  return useMutation({
    mutationFn: ({ billId, redirectTo }) => billsApi().createPayLink(billId, redirectTo),
    onSuccess: () => markStale(client, [billingKeys.allBills(identity), billingKeys.account(identity)]),
  });
}
