// A pay link's answer (SPEC §7 POST ebill /payment-link, ebill /recharge;
// docs/billing-contract.md "Pay links"): the provider's page the browser is sent to as a whole page, read and then
// followed only when src/domain/checkout/gatewayRedirect.ts allows it (issue 24: https, or the configured gateway's
// origin, and a host on GATSBY_PAYMENT_REDIRECT_HOSTS). Any other address makes the call fail as an answer we cannot use
// (invalid_response), which the screens show with its catalogued message: the page never goes there. The bills page
// loads this module when a pay link is asked for (billsClient.ts); the recharge client (billingCareClient.ts) with it.
import { GATEWAY_URL, type Backend } from "../../../config/endpoints";
import { paymentRedirectHosts } from "../../../config/paymentRedirects";
import { followableRedirect } from "../../../domain/checkout/gatewayRedirect";
import type { Money } from "../../../domain/currency";
import { malformed } from "../errors";
import {
  fail,
  idOf,
  isAbsent,
  isWebAddress,
  moneyOf,
  objectOf,
  optionalAmountOf,
  optionalTextOf,
  reading,
  textOf,
  textOrNumberOf,
} from "./answers";

/** What a pay link answers: the provider's page the browser opens as a full page, and what it charges. */
export interface PayLink {
  id: string;
  /** The provider's card page (http/https only): the screen sends the browser there (window.location.assign). */
  paymentLink: string;
  status: string;
  /** "bill" or "recharge". */
  kind: string | null;
  /** What is paid, in its own currency (RON for bills, EUR for a recharge). */
  amount: Money;
  /** What the card is charged, in lei. */
  amountRon: Money | null;
  bills: { id: string; billNo: string | null; amountRon: number | null }[];
  banId: string | null;
  /** A recharge's EUR→RON rate. */
  rate: number | null;
  /** A recharge's number. */
  msisdn: string | null;
  expiresAt: string | null;
}

function payLinkBillOf(v: unknown, field: string): PayLink["bills"][number] {
  const b = objectOf(v, field);
  return {
    id: textOrNumberOf(b.id, `${field}.id`),
    billNo: optionalTextOf(b.billNo, `${field}.billNo`),
    amountRon: optionalAmountOf(b.amountRon, `${field}.amountRon`),
  };
}

/** The answer as sent (a link that is not an http(s) address breaks it); not yet checked against the allow-list. */
export function readPayLink(body: unknown, service: Backend = "ebill"): PayLink {
  return reading(service, body, () => {
    const p = objectOf(body, "answer");
    const paymentLink = textOf(p.paymentLink, "paymentLink");
    if (!isWebAddress(paymentLink)) fail("paymentLink: not a web address");
    let bills: PayLink["bills"] = [];
    if (!isAbsent(p.bills)) {
      if (!Array.isArray(p.bills)) return fail("bills: not a list");
      bills = p.bills.map((b, i) => payLinkBillOf(b, `bills.${i}`));
    }
    return {
      id: idOf(p.id, "id"),
      paymentLink,
      status: textOf(p.status, "status", 40),
      kind: optionalTextOf(p.kind, "kind"),
      amount: moneyOf(p.amount, "amount"),
      amountRon: isAbsent(p.amountRon) ? null : moneyOf(p.amountRon, "amountRon"),
      bills,
      banId: optionalTextOf(p.banId, "banId"),
      rate: optionalAmountOf(p.rate, "rate"),
      msisdn: optionalTextOf(p.msisdn, "msisdn"),
      expiresAt: optionalTextOf(p.expiresAt, "expiresAt"),
    };
  });
}

/** The link, when the page may go there; anything else is invalid_response of `service`. */
export function followablePayLink(link: PayLink, service: Backend): PayLink {
  const url = followableRedirect(link.paymentLink, { allowedHosts: paymentRedirectHosts(), gatewayOrigin: GATEWAY_URL });
  if (url === null) throw malformed(service, { paymentLink: link.paymentLink }, "paymentLink: not an allowed payment page");
  return { ...link, paymentLink: url };
}

/** A pay link answer read and checked: what the screens are handed. */
export const followablePayLinkOf = (body: unknown, service: Backend): PayLink => followablePayLink(readPayLink(body, service), service);
