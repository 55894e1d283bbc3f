// The billing services' routes and request headers (docs/billing-contract.md; SPEC §7): every billing path is written
// here once, with what a request adds to it (the closed-account header, the redirect field). Every billing client
// (billListClient.ts, billsClient.ts, billPagesClient.ts, billingCareClient.ts) takes its paths from here.

/** SPEC §6 "An optional header with a closed-account ban is sent when viewing closed-account bills". */
export const CLOSED_ACCOUNT_HEADER = "X-Closed-Account-Ban";
/** SPEC §7 sendEmail "security token header" (docs/billing-contract.md "E-mail a document"). */
export const SECURITY_TOKEN_HEADER = "X-Security-Token";
/** SPEC §7 convert-eur-ron "?payment_flow_type=recharge". */
export const RATE_FLOW_TYPE = "recharge";
/** SPEC §7 payment confirmation/agreement "source header 'ecare'": the gateway's source header with that value. */
export const PAYMENT_REQUEST_SOURCE = "ecare";
/** SPEC §7 POST paymentAgreement "(agreementDate header)": the promised day, YYYY-MM-DD. */
export const AGREEMENT_DATE_HEADER = "agreementDate";

/** The routes under each service's prefix (config/endpoints.ts BACKEND_PREFIX). */
export const BILLING_ROUTES = {
  customerBill: "customerBill",
  billSummary: (billId: string) => `billSummary/${billRef(billId)}`,
  download: (billId: string, type: string) => `customerBill/${billRef(billId)}/billDocument/${segment(type)}/download`,
  sendEmail: (billId: string, type: string) => `customerBill/${billRef(billId)}/billDocument/${segment(type)}/sendEmail`,
  securityToken: "securityToken",
  closedAccounts: "closedAccounts",
  payLink: "payment-link",
  recharge: "recharge",
  voucher: "recharge/voucher",
  convertEurRon: (amount: string) => `convert-eur-ron/${segment(amount)}`,
  topUpHistory: "topupBalance",
  ebillSubscription: "ebill-subscription/ebill",
  documentFormat: "document-format/ebill",
  paymentConfirmation: "paymentConfirmation",
  paymentConfirmationEligibility: "paymentConfirmation/checkEligibility",
  paymentAgreement: "paymentAgreement",
  paymentAgreementEligibility: "paymentAgreement/checkEligibility",
} as const;

const segment = (value: string) => encodeURIComponent(value);

/** SPEC §7 "VDF{billId}": a bill in a path, whether the id came with its prefix or not. */
export function billRef(billId: string): string {
  return `VDF${segment(billId.trim().replace(/^VDF/i, ""))}`;
}

/** SPEC §6 closed-account bills: the closed BAN the header names; absent (or empty) → no header at all. */
export interface ClosedAccountOption {
  closedBan?: string | null;
}

/** The closed-account header, only when a closed BAN is named. */
export function closedHeaders(options: ClosedAccountOption | undefined): Record<string, string> {
  const ban = options?.closedBan?.trim();
  return ban ? { [CLOSED_ACCOUNT_HEADER]: ban } : {};
}

/** The redirect field of a pay link or recharge request, only when given. */
export const withRedirect = (redirectTo: string | null | undefined) => (redirectTo ? { redirectTo } : {});
