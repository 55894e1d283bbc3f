// The answers the bills page reads (SPEC §7 bill list, e-mail a document, pay link; docs/billing-contract.md), read
// without zod: with the domain's defensive readers (src/domain/read.ts), as domain/billing/bills.ts reads the bills.
// The same rules as the zod readers they replaced (answers.ts re-exports these): a field of the wrong type or too
// long, a missing id or a link that is not a web address is a GatewayError of kind invalid_response; unknown extra
// fields are ignored. No transport and no browser globals here (the sandbox's contract test reads real answers).
import type { Backend } from "../../../config/endpoints";
import { mapBills, type Bills } from "../../../domain/billing/bills";
import { isRecord } from "../../../domain/read";
import { malformed } from "../errors";
import { isWebAddress } from "./routes";

/** An amount with its currency ("RON", "EUR"). */
export interface Money {
  value: number;
  unit: string;
}

/** A field that breaks the answer's shape: caught by `reading`, which rejects the whole answer. */
class Invalid extends Error {}

const fail = (issue: string): never => {
  throw new Invalid(issue);
};

/** Reads `body` with `read`; a broken field makes the whole answer invalid_response of `service`. */
function reading<T>(service: Backend, body: unknown, read: () => T): T {
  try {
    return read();
  } catch (e) {
    if (e instanceof Invalid) throw malformed(service, body, e.message);
    throw e;
  }
}

const objectOf = (v: unknown, field: string): Record<string, unknown> => (isRecord(v) ? v : fail(`${field}: not an object`));
const isAbsent = (v: unknown): v is null | undefined => v === undefined || v === null;

/** Text of at most `max` characters. */
function textOf(v: unknown, field: string, max = 2000): string {
  if (typeof v !== "string") return fail(`${field}: not text`);
  return v.length <= max ? v : fail(`${field}: too long`);
}

/** An id: text, trimmed, 1..200 characters. */
function idOf(v: unknown, field: string): string {
  const value = textOf(v, field, Number.POSITIVE_INFINITY).trim();
  return value.length >= 1 && value.length <= 200 ? value : fail(`${field}: not an id`);
}

/** Optional text: absent or blank → null, else trimmed (at most 2000 characters as sent). */
function optionalTextOf(v: unknown, field: string): string | null {
  if (isAbsent(v)) return null;
  const value = textOf(v, field).trim();
  return value === "" ? null : value;
}

const amountOf = (v: unknown, field: string): number =>
  typeof v === "number" && Number.isFinite(v) ? v : fail(`${field}: not a finite number`);

const optionalAmountOf = (v: unknown, field: string): number | null => (isAbsent(v) ? null : amountOf(v, field));

function moneyOf(v: unknown, field: string): Money {
  const m = objectOf(v, field);
  return { unit: textOf(m.unit, `${field}.unit`, 10), value: amountOf(m.value, `${field}.value`) };
}

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
  const id = typeof b.id === "number" ? String(amountOf(b.id, `${field}.id`)) : textOf(b.id, `${field}.id`, Number.POSITIVE_INFINITY);
  return { id, billNo: optionalTextOf(b.billNo, `${field}.billNo`), amountRon: optionalAmountOf(b.amountRon, `${field}.amountRon`) };
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
