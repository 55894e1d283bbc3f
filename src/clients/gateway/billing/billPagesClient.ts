// The bill summary, closed accounts and top-up history pages' client (SPEC §7 "Bills and payments", §3 Bill, Closed
// account, the top-up history: /sumar, /detalii-facturi, /facturi-cont-inchis, istoric-reincarcari; docs/billing-contract.md),
// apart from the bills page's (billsClient.ts) so each page loads only its own calls, with the readers of their answers
// (answers.ts's field readers). Every failure rejects with a GatewayError of the service called (a malformed answer is
// kind invalid_response).
import type { AxiosInstance } from "axios";
import type { BillSummary, BillSummaryLine, ClosedAccount } from "../../../domain/billing/billPages";
import { mapBill } from "../../../domain/billing/bills";
import type { TopUp, TopUpPage } from "../../../domain/billing/topUpFilters";
import type { Money } from "../../../domain/currency";
import { malformed } from "../errors";
import { guarded, headerOf } from "../guarded";
import { createGatewayClient, type GatewayClientOptions } from "../http";
import type { SessionPort } from "../port";
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
} from "./answers";
import { BILLING_ROUTES, closedHeaders, type ClosedAccountOption } from "./routes";

/** SPEC §7 top-up history query (docs/billing-contract.md "Top-up history"). */
export interface TopUpFilters {
  /** The number whose top-ups are listed (one of the caller's own). */
  relatedPartyId: string;
  /** YYYY-MM-DD (a whole Romanian day, inclusive) or an ISO date-time. */
  startDate?: string | null;
  endDate?: string | null;
  limit?: number;
  offset?: number;
}

export interface BillPagesApi {
  /** SPEC §7 GET ebill /billSummary/VDF{billId}: the bill and its services per line. */
  billSummary(billId: string, options?: ClosedAccountOption): Promise<BillSummary>;
  /** SPEC §3 closed accounts of the identity. */
  closedAccounts(): Promise<ClosedAccount[]>;
  /** The top-up history page (newest first) and the total for the pager. */
  topUpHistory(filters: TopUpFilters): Promise<TopUpPage>;
}

/** The bill pages' client: personal data, never asked for with an anonymous token; topUp made when first asked for. */
export function createBillPagesApi(port: SessionPort, options: GatewayClientOptions = {}): BillPagesApi {
  const signedIn = { anonymousAllowed: false, ...options };
  const ebill = createGatewayClient("ebill", port, signedIn);
  let topUpClient: AxiosInstance | null = null;
  const topUp = () => (topUpClient ??= createGatewayClient("topUp", port, signedIn));
  return {
    billSummary: (billId, opts) =>
      guarded("ebill", async () =>
        readBillSummary((await ebill.get(BILLING_ROUTES.billSummary(billId), { headers: closedHeaders(opts) })).data),
      ),

    closedAccounts: () => guarded("ebill", async () => readClosedAccounts((await ebill.get(BILLING_ROUTES.closedAccounts)).data)),

    topUpHistory: ({ relatedPartyId, startDate, endDate, limit, offset }) =>
      guarded("topUp", async () => {
        const params: Record<string, string | number> = { relatedPartyId };
        if (startDate) params.startDate = startDate;
        if (endDate) params.endDate = endDate;
        if (limit !== undefined) params.limit = limit;
        if (offset !== undefined) params.offset = offset;
        const res = await topUp().get(BILLING_ROUTES.topUpHistory, { params });
        return readTopUpPage(res.data, headerOf(res, "x-total-count"), offset ?? 0);
      }),
  };
}

// ---- Bill summary -------------------------------------------------------------------------------------------------

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
