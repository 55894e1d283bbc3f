// The bills page's client (SPEC §7 "Bills and payments"): the bill list (billListClient.ts's call, which the bill
// pages use on their own), a bill's document, the bill e-mail (with its security token) and a bill's pay link
// (billsCalls), and nothing else, so the bills page loads neither zod nor the other readers (answers.ts) nor the other
// pages' calls (billPagesClient.ts). createBillingCareApi (index.ts) serves these same calls through billsCalls; every
// failure rejects with a GatewayError of the service called (a malformed answer is kind invalid_response).
import type { AxiosInstance } from "axios";
import type { BillEmailPayload } from "../../../domain/billing/billEmailPayload";
import type { BillDocumentType } from "../../../domain/enums";
import { createGatewayClient, type GatewayClientOptions } from "../http";
import type { SessionPort } from "../port";
import { billListCalls, type BillListCalls } from "./billListClient";
import { readPayLink, readSecurityToken, readSentBillEmail, type PayLink, type SecurityToken, type SentBillEmail } from "./billsAnswers";
import { bytesOf, DOCUMENT_ACCEPT, fileNameOfDisposition, jsonOfBytes, mimeOf, safeFileName } from "./download";
import { malformed } from "../errors";
import { closedHeaders, guarded, headerOf, withRedirect, type ClosedAccountOption } from "./callHelpers";
import { BILLING_ROUTES, SECURITY_TOKEN_HEADER } from "./routes";

// The shared call helpers live in callHelpers.ts (the bill pages' clients use them without this module); re-exported
// so earlier imports keep working.
export { closedHeaders, guarded, headerOf, withRedirect, type ClosedAccountOption } from "./callHelpers";

/** A document of a few MB on a slow mobile line needs longer than a JSON call (GATEWAY_TIMEOUT_MS). */
export const DOWNLOAD_TIMEOUT_MS = 60_000;

export interface DownloadOptions extends ClosedAccountOption {
  /** The bill's document name (billDocument[].name): the file name when the answer names none. */
  fileName?: string | null;
}

/** A downloaded bill document, to be saved under `fileName` (the provider's invoice name). */
export interface DownloadedDocument {
  blob: Blob;
  fileName: string;
  mimeType: string;
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

/**
 * A refused download's JSON error arrives as bytes too: axios runs transformResponse on failure answers before the
 * interceptors read them, so decoding it there lets the failure keep its status and code (toGatewayError).
 */
function decodeFailureBody(this: unknown, data: unknown, _headers: unknown, status?: number): unknown {
  return status !== undefined && (status < 200 || status >= 300) ? jsonOfBytes(data) : data;
}

/** A fallback name when neither the answer nor the bill names the file. */
const defaultName = (billId: string, type: string, mime: string) =>
  `${billId.replace(/^VDF/i, "")}_${type}.${mime === "application/zip" || type.startsWith("ZIP") ? "zip" : "pdf"}`;

/** The bills page's calls over an ebill gateway client (createBillingCareApi passes its own). */
export function billsCalls(ebill: AxiosInstance): BillCalls {
  const securityToken = () => guarded("ebill", async () => readSecurityToken((await ebill.get(BILLING_ROUTES.securityToken)).data));

  return {
    ...billListCalls(ebill),

    downloadDocument: (billId, type, opts) =>
      guarded("ebill", async () => {
        const res = await ebill.get(BILLING_ROUTES.download(billId, type), {
          headers: { ...closedHeaders(opts), Accept: DOCUMENT_ACCEPT },
          // Bytes, never text: a PDF or zip read as a string is corrupted.
          responseType: "arraybuffer",
          transformResponse: [decodeFailureBody],
          timeout: DOWNLOAD_TIMEOUT_MS,
        });
        const bytes = bytesOf(res.data);
        const mimeType = mimeOf(headerOf(res, "content-type")) || "application/octet-stream";
        // A JSON body or no bytes at all is not a document (a gateway page, an error answered with 200).
        if (!bytes || bytes.byteLength === 0 || mimeType === "application/json") {
          throw malformed("ebill", jsonOfBytes(res.data), "not a document", res.status);
        }
        const fileName =
          fileNameOfDisposition(headerOf(res, "content-disposition")) ??
          safeFileName(opts?.fileName) ??
          defaultName(billId, type, mimeType);
        return { blob: new Blob([bytes as Uint8Array<ArrayBuffer>], { type: mimeType }), fileName, mimeType };
      }),

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
        return readPayLink(res.data, "ebill");
      }),
  };
}

/** The bills page's client: personal data, never asked for with an anonymous token. */
export function createBillsApi(port: SessionPort, options: GatewayClientOptions = {}): BillsApi {
  return billsCalls(createGatewayClient("ebill", port, { anonymousAllowed: false, ...options }));
}
