// The browser's client for self-care billing (SPEC §7 "Bills and payments", "E-bill subscription and e-mail", the
// top-up history; docs/billing-contract.md): the one module that knows the paths and headers of ebill, dxl ebill, the
// exchange rate, the top-up history and the e-bill settings (config/endpoints.ts). E-mail verification codes are the
// one-time-code service's (clients/gateway/otc.ts owns those paths); this client hands them over. Answers come back
// reshaped (answers.ts); the bill list, documents, the bill e-mail and a bill's pay link are billsClient.ts's calls, the
// bill summary, closed accounts and the top-up history billPagesClient.ts's, which those pages use on their own
// (without zod). Every
// failure rejects with a GatewayError of the service called (a malformed answer is kind invalid_response), except a
// rate lookup asked for outside 3..100, which is the caller's bug (RateLookupNotAllowed).
import type { BillEmailPayload } from "../../../domain/billing/billEmailPayload";
import type { Bills } from "../../../domain/billing/bills";
import type { DocumentFormat, EbillSubscription } from "../../../domain/billing/ebillAnswers";
import { readEuroAmount, shouldLookUpRate } from "../../../domain/billing/rechargeAmount";
import type { BillDocumentType } from "../../../domain/enums";
import { GATEWAY_HEADERS } from "../gatewayHeaders";
import { createGatewayClient, type GatewayClientOptions } from "../http";
import { createOtcApi, type OtcApi } from "../otc";
import type { SessionPort } from "../port";
import {
  BILLING_ROUTES,
  AGREEMENT_DATE_HEADER,
  PAYMENT_REQUEST_SOURCE,
  RATE_FLOW_TYPE,
  readFormat,
  readPayLink,
  readPaymentEligibility,
  readPaymentRequest,
  readRate,
  readServices,
  readSubscription,
  readVoucherRecharge,
  type BillingService,
  type BillSummary,
  type ClosedAccount,
  type EurRonRate,
  type PayLink,
  type PaymentEligibility,
  type PaymentRequestRecord,
  type SecurityToken,
  type SentBillEmail,
  type TopUpPage,
  type VoucherRecharge,
} from "./answers";
import { billPagesCalls, type TopUpFilters } from "./billPagesClient";
import { billsCalls, type DownloadedDocument, type DownloadOptions } from "./billsClient";
import { guarded, withRedirect, type ClosedAccountOption } from "./callHelpers";
import { followablePayLink } from "./payLinkTarget";

export * from "./answers";
export { fileNameOfDisposition, safeFileName } from "./download";
export { createBillsApi, type BillCalls, type BillsApi, type DownloadedDocument, type DownloadOptions } from "./billsClient";
export { type ClosedAccountOption } from "./callHelpers";
export { createBillListApi, type BillListApi, type BillListCalls } from "./billListClient";
export { createBillPagesApi, type BillPagesApi, type BillPagesCalls, type TopUpFilters } from "./billPagesClient";

/** SPEC §7 POST ebill /recharge: "amount, email, phone, redirectTo" (validated by domain/billing/validateRecharge). */
export interface CardRechargeRequest {
  /** Euro, 3..100 with at most two decimals. */
  amount: number | string;
  email: string;
  phone: string;
  /** Where the provider sends the customer back (default on the gateway: the bills page). */
  redirectTo?: string;
}

/** SPEC §7 POST /dxl-ebill/api/recharge/voucher: "voucher, email, phone". */
export interface VoucherRechargeRequest {
  voucher: string;
  email: string;
  phone: string;
}

/** SPEC §7 POST {subscribe}/ebill-subscription/ebill (domain ebillSubscriptionBody; false unsubscribes). */
export interface EbillSubscriptionRequest {
  ebillEmail: string | null;
  isEbillSubscribed: boolean;
}

/** SPEC §7 POST {subscribe}/document-format/ebill; fields not sent keep their value. */
export interface DocumentFormatRequest {
  billDocumentFormat: string;
  isEbillAlertAllowed?: boolean;
  isEbillFormatAllowed?: boolean;
}

/**
 * A rate lookup asked for an amount outside SPEC §5/§9's 3..100 € (2.99, 100.01, "abc"): refused before any call.
 * Screens never see it when they ask through the hooks (useRate looks up only what shouldLookUpRate allows).
 */
export class RateLookupNotAllowed extends Error {
  readonly amount: unknown;

  constructor(amount: unknown) {
    super(`No exchange-rate lookup for ${JSON.stringify(amount)}: SPEC §5 allows 3 to 100 € only`);
    Object.setPrototypeOf(this, new.target.prototype);
    this.name = "RateLookupNotAllowed";
    this.amount = amount;
  }
}

export interface BillingCareApi {
  /** SPEC §7 GET ebill /customerBill?banId={ban}: the SPEC §3 bills, newest first; a closed BAN needs `closedBan`. */
  customerBills(ban: string, options?: ClosedAccountOption): Promise<Bills>;
  /** SPEC §7 GET ebill /billSummary/VDF{billId}: the bill and its services per line. */
  billSummary(billId: string, options?: ClosedAccountOption): Promise<BillSummary>;
  /** SPEC §7 GET .../billDocument/{type}/download: the bytes, named as the provider names the invoice. */
  downloadDocument(billId: string, type: BillDocumentType, options?: DownloadOptions): Promise<DownloadedDocument>;
  /** GET ebill /securityToken: single use, 5 minutes. sendBillEmail asks for its own; exposed for completeness. */
  securityToken(): Promise<SecurityToken>;
  /** SPEC §7 POST .../sendEmail (body: domain billEmailPayload) with a security token fetched right before it. */
  sendBillEmail(billId: string, type: BillDocumentType, body: BillEmailPayload, options?: ClosedAccountOption): Promise<SentBillEmail>;
  /** SPEC §7 GET ebill /common/getServices (default: the BAN the caller acts on). */
  getServices(ban?: string | null): Promise<BillingService[]>;
  /** SPEC §3 closed accounts of the identity. */
  closedAccounts(): Promise<ClosedAccount[]>;
  /** SPEC §7 POST ebill /payment-link: a pay link for what is left to pay on the bill (the same open link again). */
  createPayLink(billId: string, redirectTo?: string | null): Promise<PayLink>;
  /** SPEC §7 POST /dxl-ebill/api/paymentLinkClientCode: a pay link for every open bill of the client code (BAN). */
  payLinkForClientCode(clientCode: string, redirectTo?: string | null): Promise<PayLink>;
  /** SPEC §7 POST ebill /recharge: a pay link for the recharge (charged in lei at the day's rate). */
  recharge(request: CardRechargeRequest): Promise<PayLink>;
  /** SPEC §7 POST /dxl-ebill/api/recharge/voucher: the credit rises at once. */
  rechargeVoucher(request: VoucherRechargeRequest): Promise<VoucherRecharge>;
  /** SPEC §7 GET convert-eur-ron/{amount}?payment_flow_type=recharge; rejects with RateLookupNotAllowed outside 3..100. */
  convertEurRon(amount: number | string): Promise<EurRonRate>;
  /** The top-up history page (newest first) and the total for the pager. */
  topUpHistory(filters: TopUpFilters): Promise<TopUpPage>;
  /** SPEC §7 GET {subscribe}/ebill-subscription/ebill (default BAN: the one the caller acts on). */
  ebillSubscription(ban?: string | null): Promise<EbillSubscription>;
  /** SPEC §7 POST {subscribe}/ebill-subscription/ebill; subscribing needs the address verified by a code first. */
  setEbillSubscription(body: EbillSubscriptionRequest, ban?: string | null): Promise<EbillSubscription>;
  /** SPEC §7 GET {subscribe}/document-format/ebill. */
  documentFormat(ban?: string | null): Promise<DocumentFormat>;
  /** SPEC §7 POST {subscribe}/document-format/ebill. */
  setDocumentFormat(body: DocumentFormatRequest, ban?: string | null): Promise<DocumentFormat>;
  /** SPEC §7 POST paymentConfirmation/checkEligibility (source ecare): may the current bill be confirmed paid? */
  paymentConfirmationEligibility(ban: string): Promise<PaymentEligibility>;
  /** SPEC §7 POST paymentConfirmation (source ecare): "I have paid the current bill elsewhere". */
  confirmPayment(ban: string): Promise<PaymentRequestRecord>;
  /** SPEC §7 POST paymentAgreement/checkEligibility (source ecare): may the current bill be promised, until when? */
  paymentAgreementEligibility(ban: string): Promise<PaymentEligibility>;
  /** SPEC §7 POST paymentAgreement (source ecare, agreementDate header YYYY-MM-DD): a promise to pay by that day. */
  agreePayment(ban: string, agreementDate: string): Promise<PaymentRequestRecord>;
  /** SPEC §7 POST otc /sendValidationEmail: a code to the address (rejects kind "rejected" with the errorCode). */
  sendEmailCode(email: string): Promise<void>;
  /** SPEC §7 POST otc /validateEmail; SPEC §5 true only for errorCode no_error (a wrong code is false, not a failure). */
  verifyEmail(email: string, code: string, username: string): Promise<boolean>;
}

export interface BillingCareApiOptions extends GatewayClientOptions {
  /** The one-time-code client that sends and checks e-mail codes (by default one with the same options). */
  otc?: OtcApi;
}

const banParams = (ban: string | null | undefined) => (ban?.trim() ? { banId: ban.trim() } : undefined);
export function createBillingCareApi(port: SessionPort, options: BillingCareApiOptions = {}): BillingCareApi {
  const { otc: otcOption, ...clientOptions } = options;
  // Personal data: never asked for with an anonymous token.
  const signedIn = { anonymousAllowed: false, ...clientOptions };
  const ebill = createGatewayClient("ebill", port, signedIn);
  const dxlEbill = createGatewayClient("dxlEbill", port, signedIn);
  const exchangeRate = createGatewayClient("exchangeRate", port, signedIn);
  const topUp = createGatewayClient("topUp", port, signedIn);
  const settings = createGatewayClient("ebillSettings", port, signedIn);
  let otc = otcOption ?? null;
  const otcApi = () => (otc ??= createOtcApi(port, clientOptions));

  // SPEC §7 "all with source header 'ecare'": set on the request, so the interceptor keeps it (it fills only what is unset).
  const ecareSource = { [GATEWAY_HEADERS.source]: PAYMENT_REQUEST_SOURCE };
  const eligibility = (route: string, ban: string) =>
    guarded("ebill", async () => readPaymentEligibility((await ebill.post(route, { banId: ban.trim() }, { headers: ecareSource })).data));

  return {
    ...billsCalls(ebill),
    ...billPagesCalls(ebill, () => topUp),

    getServices: (ban) =>
      guarded("ebill", async () => readServices((await ebill.get(BILLING_ROUTES.services, { params: banParams(ban) })).data)),

    payLinkForClientCode: (clientCode, redirectTo) =>
      guarded("dxlEbill", async () => {
        const res = await dxlEbill.post(BILLING_ROUTES.payLinkClientCode, { clientCode: clientCode.trim(), ...withRedirect(redirectTo) });
        return followablePayLink(readPayLink(res.data, "dxlEbill"), "dxlEbill");
      }),

    recharge: ({ amount, email, phone, redirectTo }) =>
      guarded("ebill", async () => {
        const res = await ebill.post(BILLING_ROUTES.recharge, { amount, email, phone, ...withRedirect(redirectTo) });
        return followablePayLink(readPayLink(res.data, "ebill"), "ebill");
      }),

    rechargeVoucher: ({ voucher, email, phone }) =>
      guarded("dxlEbill", async () => readVoucherRecharge((await dxlEbill.post(BILLING_ROUTES.voucher, { voucher, email, phone })).data)),

    async convertEurRon(amount) {
      const reading = readEuroAmount(amount);
      if (!reading.ok || !shouldLookUpRate(amount)) throw new RateLookupNotAllowed(amount);
      return guarded("exchangeRate", async () => {
        const res = await exchangeRate.get(BILLING_ROUTES.convertEurRon(String(reading.amount)), {
          params: { payment_flow_type: RATE_FLOW_TYPE },
        });
        return readRate(res.data);
      });
    },

    ebillSubscription: (ban) =>
      guarded("ebillSettings", async () =>
        readSubscription((await settings.get(BILLING_ROUTES.ebillSubscription, { params: banParams(ban) })).data),
      ),

    setEbillSubscription: (body, ban) =>
      guarded("ebillSettings", async () => {
        const res = await settings.post(BILLING_ROUTES.ebillSubscription, { ...body, ...(banParams(ban) ?? {}) });
        return readSubscription(res.data);
      }),

    documentFormat: (ban) =>
      guarded("ebillSettings", async () =>
        readFormat((await settings.get(BILLING_ROUTES.documentFormat, { params: banParams(ban) })).data),
      ),

    setDocumentFormat: (body, ban) =>
      guarded("ebillSettings", async () => {
        const res = await settings.post(BILLING_ROUTES.documentFormat, { ...body, ...(banParams(ban) ?? {}) });
        return readFormat(res.data);
      }),

    paymentConfirmationEligibility: (ban) => eligibility(BILLING_ROUTES.paymentConfirmationEligibility, ban),

    confirmPayment: (ban) =>
      guarded("ebill", async () => {
        const res = await ebill.post(BILLING_ROUTES.paymentConfirmation, { banId: ban.trim() }, { headers: ecareSource });
        return readPaymentRequest(res.data, res.status);
      }),

    paymentAgreementEligibility: (ban) => eligibility(BILLING_ROUTES.paymentAgreementEligibility, ban),

    agreePayment: (ban, agreementDate) =>
      guarded("ebill", async () => {
        const res = await ebill.post(
          BILLING_ROUTES.paymentAgreement,
          { banId: ban.trim() },
          { headers: { ...ecareSource, [AGREEMENT_DATE_HEADER]: agreementDate.trim() } },
        );
        return readPaymentRequest(res.data, res.status);
      }),

    async sendEmailCode(email) {
      await otcApi().sendValidationEmail(email);
    },

    verifyEmail: (email, code, username) => otcApi().validateEmail(email, code, username),
  };
}
