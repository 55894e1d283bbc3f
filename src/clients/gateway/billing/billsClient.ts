// The bills page's client (SPEC §7 "Bills and payments"): the bill list (billListClient.ts's call, which the bill
// pages use on their own), a bill's document, the bill e-mail (with its security token) and a bill's pay link
// (billsCalls), and nothing else, so the bills page loads neither zod nor the other readers (answers.ts) nor the other
// pages' calls (billPagesClient.ts). createBillingCareApi (index.ts) serves these same calls through billsCalls; every
// failure rejects with a GatewayError of the service called (a malformed answer is kind invalid_response).
import type { AxiosInstance } from "axios";
import type { BillEmailPayload } from "../../../domain/billing/billEmailPayload";
import type { DocumentKind } from "../../../domain/billing/documentBytes";
import type { BillDocumentType } from "../../../domain/enums";
import { createGatewayClient, type GatewayClientOptions } from "../http";
import type { SessionPort } from "../port";
import { billListCalls, type BillListCalls } from "./billListClient";
import { readPayLink, readSecurityToken, readSentBillEmail, type PayLink, type SecurityToken, type SentBillEmail } from "./billsAnswers";
import { closedHeaders, guarded, withRedirect, type ClosedAccountOption } from "./callHelpers";
import { BILLING_ROUTES, SECURITY_TOKEN_HEADER } from "./routes";

// The shared call helpers live in callHelpers.ts (the bill pages' clients use them without this module); re-exported
// so earlier imports keep working.
export { closedHeaders, guarded, headerOf, withRedirect, type ClosedAccountOption } from "./callHelpers";

export interface DownloadOptions extends ClosedAccountOption {
  /** The bill's document name (billDocument[].name): the file name when the answer names none. */
  fileName?: string | null;
  /** Keep only this kind (the preview: "pdf"); by default a PDF or a zip. */
  only?: DocumentKind;
}

/**
 * A downloaded bill document, to be saved under `fileName` (the provider's invoice name). Its bytes proved to be of
 * `kind`, and `blob` has that kind's fixed type (documentBytes.ts), whatever type the answer claimed.
 */
export interface DownloadedDocument {
  blob: Blob;
  fileName: string;
  mimeType: string;
  kind: DocumentKind;
}

/** The bills page's calls (billsCalls): the bill list (billListClient.ts) and the bill's document, e-mail and pay link. */
export interface BillCalls extends BillListCalls {
  /** SPEC §7 GET .../billDocument/{type}/download: the bytes, named as the provider names the invoice. */
  downloadDocument(billId: string, type: BillDocumentType, options?: DownloadOptions): Promise<DownloadedDocument>;
  /** GET ebill /securityToken: single use, 5 minutes. sendBillEmail asks for its own; exposed for completeness. */
  securityToken(): Promise<SecurityToken>;
  /** SPEC §7 POST .../sendEmail (body: domain billEmailPayload) with a security token fetched right before it. */
  sendBillEmail(billId: string, type: BillDocumentType, body: BillEmailPayload, options?: ClosedAccountOption): Promise<SentBillEmail>;
  /** SPEC §7 POST ebill /payment-link: a pay link for what is left to pay on the bill (the same open link again). */
  createPayLink(billId: string, redirectTo?: string | null): Promise<PayLink>;
}

/** The bills page's client (createBillsApi). */
export type BillsApi = BillCalls;

/** The bills page's calls over an ebill gateway client (createBillingCareApi passes its own). */
export function billsCalls(ebill: AxiosInstance): BillCalls {
  const securityToken = () => guarded("ebill", async () => readSecurityToken((await ebill.get(BILLING_ROUTES.securityToken)).data));

  return {
    ...billListCalls(ebill),

    // The document's reading (bytes, their kind, its file name) loads when a document is asked for, not with the page.
    downloadDocument: async (billId, type, opts) => (await import("./documentDownload")).downloadDocument(ebill, billId, type, opts),

    securityToken,

    sendBillEmail: (billId, type, body, opts) =>
      guarded("ebill", async () => {
        // Single use: a fresh token for every send, asked for right before it.
        const { token } = await securityToken();
        const res = await ebill.post(
          BILLING_ROUTES.sendEmail(billId, type),
          { email: body.email, otherEmails: body.otherEmails ?? null, userType: body.userType },
          { headers: { ...closedHeaders(opts), [SECURITY_TOKEN_HEADER]: token } },
        );
        return readSentBillEmail(res.data);
      }),

    createPayLink: (billId, redirectTo) =>
      guarded("ebill", async () => {
        const res = await ebill.post(BILLING_ROUTES.payLink, { billId: billId.trim(), ...withRedirect(redirectTo) });
        // The allow-list check is read when a pay link is asked for, not with the bills page.
        return (await import("./payLinkTarget")).followablePayLink(readPayLink(res.data, "ebill"), "ebill");
      }),
  };
}

/** The bills page's client: personal data, never asked for with an anonymous token. */
export function createBillsApi(port: SessionPort, options: GatewayClientOptions = {}): BillsApi {
  return billsCalls(createGatewayClient("ebill", port, { anonymousAllowed: false, ...options }));
}
