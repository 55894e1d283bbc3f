// The bills page's on-demand panels' client (SPEC §7 "Bills and payments", "E-bill subscription and e-mail"; SPEC §5/§9
// rate lookup; docs/billing-contract.md): recharge by card or voucher and its exchange rate, the e-bill settings,
// payment confirmation and agreement. The bill list, a bill's document, e-mail and pay link, the bill summary, closed
// accounts and the top-up history are the other billing clients' calls (billListClient.ts, billsClient.ts,
// billPagesClient.ts); e-mail verification codes are the one-time-code client's (clients/gateway/otc.ts). Answers are
// read with answers.ts's field readers, like every billing answer. Every failure rejects with a GatewayError of the
// service called (a malformed answer is kind invalid_response), except a rate lookup asked for outside 3..100, which is
// the caller's bug (RateLookupNotAllowed).
import {
  readDocumentFormat,
  readEbillSubscription,
  type DocumentFormat,
  type EbillSubscription,
} from "../../../domain/billing/ebillAnswers";
import type { PaymentEligibility } from "../../../domain/billing/agreementDate";
import { readEuroAmount, shouldLookUpRate } from "../../../domain/billing/rechargeAmount";
import type { Money } from "../../../domain/currency";
import { GATEWAY_HEADERS } from "../gatewayHeaders";
import { guarded } from "../guarded";
import { createGatewayClient, type GatewayClientOptions } from "../http";
import type { SessionPort } from "../port";
import { amountOf, booleanOf, fail, idOf, isAbsent, moneyOf, objectOf, optionalTextOf, reading, textOf, textOrNumberOf } from "./answers";
import { followablePayLinkOf, type PayLink } from "./payLink";
import { AGREEMENT_DATE_HEADER, BILLING_ROUTES, PAYMENT_REQUEST_SOURCE, RATE_FLOW_TYPE, withRedirect } from "./routes";

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

// ---- Answers ------------------------------------------------------------------------------------------------------

export interface VoucherRecharge {
  status: string;
  msisdn: string;
  amount: Money;
  /** The code as the gateway shows it back (masked). */
  voucher: string | null;
}

export function readVoucherRecharge(body: unknown): VoucherRecharge {
  return reading("dxlEbill", body, () => {
    const v = objectOf(body, "answer");
    return {
      status: textOf(v.status, "status", 40),
      msisdn: idOf(v.msisdn, "msisdn"),
      amount: moneyOf(v.amount, "amount"),
      voucher: optionalTextOf(v.voucher, "voucher"),
    };
  });
}

/** SPEC §7 convert-eur-ron: the lei equivalent of a recharge amount at the day's rate. */
export interface EurRonRate {
  eur: number;
  ron: number;
  rate: number;
  /** The rate's day, as sent. */
  date: string | null;
}

export function readRate(body: unknown): EurRonRate {
  return reading("exchangeRate", body, () => {
    const r = objectOf(body, "answer");
    const rate = amountOf(r.rate, "rate");
    if (rate <= 0) fail("rate: not positive");
    return { eur: amountOf(r.eur, "eur"), ron: amountOf(r.ron, "ron"), rate, date: optionalTextOf(r.date, "date") };
  });
}

/** The e-bill settings are read by the domain's readers behind the object check. */
export const readSubscription = (body: unknown): EbillSubscription =>
  reading("ebillSettings", body, () => readEbillSubscription(objectOf(body, "answer")));

export const readFormat = (body: unknown): DocumentFormat =>
  reading("ebillSettings", body, () => readDocumentFormat(objectOf(body, "answer")));

export function readPaymentEligibility(body: unknown): PaymentEligibility {
  return reading("ebill", body, () => {
    const e = objectOf(body, "answer");
    // A bill id sent as text or as a number; blank is none (kept as sent otherwise).
    const billId = isAbsent(e.billId) ? null : textOrNumberOf(e.billId, "billId");
    return {
      eligible: booleanOf(e.eligible, "eligible"),
      reason: optionalTextOf(e.reason, "reason"),
      banId: optionalTextOf(e.banId, "banId"),
      billId: billId === null || billId.trim() === "" ? null : billId,
      billNo: optionalTextOf(e.billNo, "billNo"),
      amountDue: isAbsent(e.amountDue) ? null : moneyOf(e.amountDue, "amountDue"),
      paymentDueDate: optionalTextOf(e.paymentDueDate, "paymentDueDate"),
      minAgreementDate: optionalTextOf(e.minAgreementDate, "minAgreementDate"),
      maxAgreementDate: optionalTextOf(e.maxAgreementDate, "maxAgreementDate"),
    };
  });
}

/** A registered payment confirmation or agreement; `repeated` when the gateway answered an existing one (200). */
export interface PaymentRequestRecord {
  id: string;
  /** PaymentConfirmation | PaymentAgreement. */
  type: string;
  status: string;
  banId: string | null;
  billId: string | null;
  agreementDate: string | null;
  creationDate: string | null;
  repeated: boolean;
}

export function readPaymentRequest(body: unknown, status = 201): PaymentRequestRecord {
  return reading("ebill", body, () => {
    const r = objectOf(body, "answer");
    return {
      id: idOf(r.id, "id"),
      type: textOf(r.type, "type", 60),
      status: textOf(r.status, "status", 40),
      banId: optionalTextOf(r.banId, "banId"),
      billId: optionalTextOf(r.billId, "billId"),
      agreementDate: optionalTextOf(r.agreementDate, "agreementDate"),
      creationDate: optionalTextOf(r.creationDate, "creationDate"),
      repeated: status === 200,
    };
  });
}

// ---- The client ---------------------------------------------------------------------------------------------------

export interface BillingCareApi {
  /** SPEC §7 POST ebill /recharge: a pay link for the recharge (charged in lei at the day's rate). */
  recharge(request: CardRechargeRequest): Promise<PayLink>;
  /** SPEC §7 POST /dxl-ebill/api/recharge/voucher: the credit rises at once. */
  rechargeVoucher(request: VoucherRechargeRequest): Promise<VoucherRecharge>;
  /** SPEC §7 GET convert-eur-ron/{amount}?payment_flow_type=recharge; rejects with RateLookupNotAllowed outside 3..100. */
  convertEurRon(amount: number | string): Promise<EurRonRate>;
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
}

const banParams = (ban: string | null | undefined) => (ban?.trim() ? { banId: ban.trim() } : undefined);

export function createBillingCareApi(port: SessionPort, options: GatewayClientOptions = {}): BillingCareApi {
  // Personal data: never asked for with an anonymous token.
  const signedIn = { anonymousAllowed: false, ...options };
  const ebill = createGatewayClient("ebill", port, signedIn);
  const dxlEbill = createGatewayClient("dxlEbill", port, signedIn);
  const exchangeRate = createGatewayClient("exchangeRate", port, signedIn);
  const settings = createGatewayClient("ebillSettings", port, signedIn);

  // SPEC §7 "all with source header 'ecare'": set on the request, so the interceptor keeps it (it fills only what is unset).
  const ecareSource = { [GATEWAY_HEADERS.source]: PAYMENT_REQUEST_SOURCE };
  const eligibility = (route: string, ban: string) =>
    guarded("ebill", async () => readPaymentEligibility((await ebill.post(route, { banId: ban.trim() }, { headers: ecareSource })).data));

  return {
    recharge: ({ amount, email, phone, redirectTo }) =>
      guarded("ebill", async () => {
        const res = await ebill.post(BILLING_ROUTES.recharge, { amount, email, phone, ...withRedirect(redirectTo) });
        return followablePayLinkOf(res.data, "ebill");
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
  };
}
