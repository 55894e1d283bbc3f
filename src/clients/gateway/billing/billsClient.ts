// The bills page's client (SPEC §7 "Bills and payments"): a bill's document, the bill e-mail (with its security token)
// and a bill's pay link, and nothing else: the bill list is billListClient.ts's, which the bill pages and the dashboard
// use on their own, and the bill pages' other calls are billPagesClient.ts's. A document's byte checks
// (documentDownload.ts) and a pay link's reading and allow-list check (payLink.ts) load when they are asked for, not
// with the page (bench/budgets.json). Every failure rejects with a GatewayError of ebill (a malformed answer is kind
// invalid_response).
import type { BillEmailPayload } from "../../../domain/billing/billEmailPayload";
import type { BillDocumentType } from "../../../domain/enums";
import { guarded } from "../guarded";
import { createGatewayClient, type GatewayClientOptions } from "../http";
import type { SessionPort } from "../port";
import { fail, idOf, isAbsent, objectOf, optionalTextOf, reading, textOf } from "./answers";
import { downloadDocument, type DownloadedDocument, type DownloadOptions } from "./documentDownload";
import { followablePayLinkOf, type PayLink } from "./payLink";
import { BILLING_ROUTES, closedHeaders, SECURITY_TOKEN_HEADER, withRedirect, type ClosedAccountOption } from "./routes";

export interface SecurityToken {
  token: string;
  expiresAt: string | null;
}

export function readSecurityToken(body: unknown): SecurityToken {
  return reading("ebill", body, () => {
    const t = objectOf(body, "answer");
    return { token: idOf(t.securityToken, "securityToken"), expiresAt: optionalTextOf(t.expiresAt, "expiresAt") };
  });
}

export interface SentBillEmail {
  /** The addresses the document went to (lower-cased, once each). */
  recipients: string[];
  documentName: string | null;
}

export function readSentBillEmail(body: unknown): SentBillEmail {
  return reading("ebill", body, () => {
    const s = objectOf(body, "answer");
    if (!Array.isArray(s.recipients)) return fail("recipients: not a list");
    if (s.recipients.length > 50) return fail("recipients: too many");
    const recipients = s.recipients.map((r, i) => textOf(r, `recipients.${i}`, 254));
    const documentName = isAbsent(s.document) ? null : optionalTextOf(objectOf(s.document, "document").name, "document.name");
    return { recipients, documentName };
  });
}

export interface BillsApi {
  /** SPEC §7 GET .../billDocument/{type}/download: the bytes, named as the provider names the invoice. */
  downloadDocument(billId: string, type: BillDocumentType, options?: DownloadOptions): Promise<DownloadedDocument>;
  /** GET ebill /securityToken: single use, 5 minutes. sendBillEmail asks for its own; exposed for completeness. */
  securityToken(): Promise<SecurityToken>;
  /** SPEC §7 POST .../sendEmail (body: domain billEmailPayload) with a security token fetched right before it. */
  sendBillEmail(billId: string, type: BillDocumentType, body: BillEmailPayload, options?: ClosedAccountOption): Promise<SentBillEmail>;
  /** SPEC §7 POST ebill /payment-link: a pay link for what is left to pay on the bill (the same open link again). */
  createPayLink(billId: string, redirectTo?: string | null): Promise<PayLink>;
}

/** The bills page's client: personal data, never asked for with an anonymous token. */
export function createBillsApi(port: SessionPort, options: GatewayClientOptions = {}): BillsApi {
  const ebill = createGatewayClient("ebill", port, { anonymousAllowed: false, ...options });
  const securityToken = () => guarded("ebill", async () => readSecurityToken((await ebill.get(BILLING_ROUTES.securityToken)).data));

  return {
    downloadDocument: (billId, type, opts) => downloadDocument(ebill, billId, type, opts),

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
        return followablePayLinkOf(res.data, "ebill");
      }),
  };
}
