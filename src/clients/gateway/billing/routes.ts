// The billing services' routes and headers (docs/billing-contract.md; SPEC §7), apart from the zod readers of
// answers.ts: the bills page's small client (billsClient.ts) needs these without loading zod.

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
  services: "common/getServices",
  closedAccounts: "closedAccounts",
  payLink: "payment-link",
  recharge: "recharge",
  payLinkClientCode: "paymentLinkClientCode",
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

/** Only a web address is a page to send the customer to (never javascript:, data:, a relative path). */
export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}
