// The answers of the bill pages (/sumar, /detalii-facturi, /facturi-cont-inchis) and the top-up history (SPEC §3 Bill,
// Closed account; §7 "Bills and payments"; docs/billing-contract.md), read without zod (answerFields.ts), so those
// pages load neither zod nor the other billing readers. The same rules as the zod schemas they replaced (answers.ts
// re-exports these): a field of the wrong type or too long, a missing id or amount is a GatewayError of kind
// invalid_response; unknown extra fields are ignored. No transport and no browser globals here.
import { mapBill, type Bill } from "../../../domain/billing/bills";
import { malformed } from "../errors";
import {
  amountOf,
  idOf,
  isAbsent,
  listOf,
  moneyOf,
  objectOf,
  optionalListOf,
  optionalTextOf,
  reading,
  textOf,
  textOrNumberOf,
  type Money,
} from "./answerFields";

// ---- Bill summary -------------------------------------------------------------------------------------------------

/** One line of a bill summary: a number (null for a fixed service) and its services. */
export interface BillSummaryLine {
  id: string;
  msisdn: string | null;
  services: { name: string; category: string | null; amount: number; unit: string }[];
  amount: number | null;
  unit: string;
}

/** GET billSummary: the bill (SPEC §3 fields) and its services per line. */
export interface BillSummary {
  bill: Bill;
  lines: BillSummaryLine[];
}

function summaryServiceOf(v: unknown, field: string): BillSummaryLine["services"][number] {
  const s = objectOf(v, field);
  const name = textOf(s.name, `${field}.name`);
  const category = optionalTextOf(s.category, `${field}.category`);
  const { value, unit } = moneyOf(s.taxExcludedAmount, `${field}.taxExcludedAmount`);
  return { name, category, amount: value, unit };
}

function summaryLineOf(v: unknown, field: string): BillSummaryLine {
  const l = objectOf(v, field);
  const id = textOrNumberOf(l.id, `${field}.id`);
  const msisdn = optionalTextOf(l.msisdn, `${field}.msisdn`);
  const services = optionalListOf(l.services, `${field}.services`).map((s, i) => summaryServiceOf(s, `${field}.services.${i}`));
  const total = isAbsent(l.taxExcludedAmount) ? null : moneyOf(l.taxExcludedAmount, `${field}.taxExcludedAmount`);
  return { id, msisdn, services, amount: total?.value ?? null, unit: total?.unit ?? "" };
}

/** The bill (domain mapBill) and its lines; an absent list of lines is none. */
export function readBillSummary(body: unknown): BillSummary {
  const bill = mapBill(body);
  if (!bill) throw malformed("ebill", body, "not a bill");
  return reading("ebill", body, () => {
    const lines = optionalListOf(objectOf(body, "answer").lines, "lines").map((l, i) => summaryLineOf(l, `lines.${i}`));
    return { bill, lines };
  });
}

// ---- Closed accounts ----------------------------------------------------------------------------------------------

/** SPEC §3 "Closed account: customerId, crmCustomerSegment, ban". */
export interface ClosedAccount {
  customerId: string;
  crmCustomerSegment: string;
  ban: string;
}

export function readClosedAccounts(body: unknown): ClosedAccount[] {
  return reading("ebill", body, () =>
    listOf(body, "answer").map((v, i) => {
      const a = objectOf(v, `${i}`);
      return {
        customerId: textOf(a.customerId, `${i}.customerId`),
        crmCustomerSegment: textOf(a.crmCustomerSegment, `${i}.crmCustomerSegment`),
        ban: idOf(a.ban, `${i}.ban`),
      };
    }),
  );
}

// ---- Top-up history ---------------------------------------------------------------------------------------------

export interface TopUp {
  id: string;
  status: string | null;
  /** When it was confirmed, else requested (ISO text). */
  date: string | null;
  amount: Money;
  amountRon: Money | null;
  /** card | voucher | shop. */
  channel: string | null;
  channelName: string | null;
  msisdn: string | null;
}

export interface TopUpPage {
  items: TopUp[];
  /** Every matching top-up (X-Total-Count), for the pager. */
  total: number;
}

/** TMF { amount, units }: a finite amount, units text of at most 10 characters. */
function tmfAmountOf(v: unknown, field: string): Money {
  const m = objectOf(v, field);
  return { value: amountOf(m.amount, `${field}.amount`), unit: textOf(m.units, `${field}.units`, 10) };
}

function topUpOf(v: unknown, field: string): TopUp {
  const t = objectOf(v, field);
  const id = idOf(t.id, `${field}.id`);
  const status = optionalTextOf(t.status, `${field}.status`);
  const requestedDate = optionalTextOf(t.requestedDate, `${field}.requestedDate`);
  const confirmationDate = optionalTextOf(t.confirmationDate, `${field}.confirmationDate`);
  const amount = tmfAmountOf(t.amount, `${field}.amount`);
  const amountRon = isAbsent(t.amountRon) ? null : tmfAmountOf(t.amountRon, `${field}.amountRon`);
  const channel = isAbsent(t.channel) ? null : objectOf(t.channel, `${field}.channel`);
  const channelId = channel ? optionalTextOf(channel.id, `${field}.channel.id`) : null;
  const channelName = channel ? optionalTextOf(channel.name, `${field}.channel.name`) : null;
  const numbers = optionalListOf(t.logicalResource, `${field}.logicalResource`).map((r, i) =>
    optionalTextOf(objectOf(r, `${field}.logicalResource.${i}`).id, `${field}.logicalResource.${i}.id`),
  );
  return {
    id,
    status,
    date: confirmationDate ?? requestedDate,
    amount,
    amountRon,
    channel: channelId,
    channelName,
    msisdn: numbers[0] ?? null,
  };
}

/** A page of history; `totalHeader` is X-Total-Count as received (a missing or bad one: what this page shows). */
export function readTopUpPage(body: unknown, totalHeader: unknown, offset = 0): TopUpPage {
  const items = reading("topUp", body, () => listOf(body, "answer").map((t, i) => topUpOf(t, `${i}`)));
  const header = typeof totalHeader === "string" || typeof totalHeader === "number" ? Number(totalHeader) : NaN;
  const total = Number.isInteger(header) && header >= offset + items.length ? header : offset + items.length;
  return { items, total };
}
