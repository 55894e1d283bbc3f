// The answers the bills page reads (SPEC §7 bill list, e-mail a document, pay link; docs/billing-contract.md), read
// without zod: with the domain's defensive readers (src/domain/read.ts), as domain/billing/bills.ts reads the bills.
// The same rules as the zod readers they replaced (answers.ts re-exports these): a field of the wrong type or too
// long, a missing id or a link that is not a web address is a GatewayError of kind invalid_response; unknown extra
// fields are ignored. No transport and no browser globals here (the sandbox's contract test reads real answers).
import type { Backend } from "../../../config/endpoints";
import { mapBills, type Bills } from "../../../domain/billing/bills";
import { malformed } from "../errors";
import {
  fail,
  idOf,
  isAbsent,
  moneyOf,
  objectOf,
  optionalAmountOf,
  optionalTextOf,
  reading,
  textOf,
  textOrNumberOf,
  type Money,
} from "./answerFields";
import { isWebAddress } from "./routes";

export type { Money } from "./answerFields";

// ---- Bills (TMF678, domain readers) -----------------------------------------------------------------------------

/** SPEC §3 bills of the list answer (newest first); an answer that is not a list is invalid_response. */
export function readBills(body: unknown): Bills {
  if (!Array.isArray(body)) throw malformed("ebill", body, "not a list");
  return mapBills(body);
}

// ---- E-mail a document ------------------------------------------------------------------------------------------

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

// ---- Pay links (a bill, a client code, a card recharge) -------------------------------------------------------------

/** What a pay link answers: the provider's page the browser opens as a full page, and what it charges. */
export interface PayLink {
  id: string;
  /** The provider's card page (http/https only): the screen sends the browser there (window.location.assign). */
  paymentLink: string;
  status: string;
  /** "bill" (a bill or a client code) or "recharge". */
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
