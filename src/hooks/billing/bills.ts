// The bills page's hooks (SPEC §7 "Bills and payments"): a document's download, the bill e-mail and a bill's pay link,
// over the bills page's client (billsClient.ts), so that page loads neither zod nor the other billing calls; the bill
// list is billList.ts's, which the pages that only read bills use on their own. The keys are billingKeys.ts's.
import { useMutation, useQueryClient, type QueryClient, type QueryKey, type UseMutationResult } from "@tanstack/react-query";
import { createBillsApi, type SentBillEmail } from "../../clients/gateway/billing/billsClient";
import type { DownloadedDocument } from "../../clients/gateway/billing/documentDownload";
import type { PayLink } from "../../clients/gateway/billing/payLink";
import type { BillEmailPayload } from "../../domain/billing/billEmailPayload";
import type { DocumentKind } from "../../domain/billing/documentBytes";
import type { BillDocumentType } from "../../domain/enums";
import { useAccountIdentity } from "../accountIdentity";
import { boundClient } from "../boundClient";
import { billingKeys } from "./billingKeys";
import { saveFile } from "./saveFile";

const api = () => boundClient(createBillsApi);

/** Marks entries stale without fetching them now (the page is about to be left for the provider's). */
export const markStale = (client: QueryClient, keys: readonly QueryKey[]) =>
  Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey, refetchType: "none" })));

export interface DownloadRequest {
  billId: string;
  type: BillDocumentType;
  /** The bill's document name (billDocument[].name), used when the answer names no file. */
  fileName?: string | null;
  /** SPEC §6: a closed account's bill. */
  closedBan?: string | null;
  /** false: only fetch (an in-page preview); default true: save the file under the provider's name. */
  save?: boolean;
  /** Keep only this kind of document (the preview: "pdf"); by default a PDF or a zip (documentBytes.ts). */
  only?: DocumentKind;
}

/** "Descarcă": the document, saved under the provider's file name (unless `save: false`); answers it for a preview. */
export function useDownloadDocument(): UseMutationResult<DownloadedDocument, Error, DownloadRequest> {
  return useMutation({
    mutationFn: async ({ billId, type, fileName, closedBan, save = true, only }) => {
      const doc = await api().downloadDocument(billId, type, { fileName, closedBan, ...(only ? { only } : {}) });
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
    mutationFn: ({ billId, type, payload, closedBan }) => api().sendBillEmail(billId, type, payload, { closedBan }),
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
    mutationFn: ({ billId, redirectTo }) => api().createPayLink(billId, redirectTo),
    onSuccess: () => markStale(client, [billingKeys.allBills(identity), billingKeys.account(identity)]),
  });
}
