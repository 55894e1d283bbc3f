// The bill summary, closed accounts and top-up history pages' client (SPEC §7 "Bills and payments", §3 closed
// accounts, the top-up history: /sumar, /detalii-facturi, /facturi-cont-inchis, istoric-reincarcari), apart from the
// bills page's (billsClient.ts) so each page loads only its own calls, and without zod (pageAnswers.ts).
// createBillingCareApi (index.ts) serves the same calls through billPagesCalls; every failure rejects with a
// GatewayError of the service called (a malformed answer is kind invalid_response).
import type { AxiosInstance } from "axios";
import { createGatewayClient, type GatewayClientOptions } from "../http";
import type { SessionPort } from "../port";
import { closedHeaders, guarded, headerOf, type ClosedAccountOption } from "./callHelpers";
import { readBillSummary, readClosedAccounts, readTopUpPage, type BillSummary, type ClosedAccount, type TopUpPage } from "./pageAnswers";
import { BILLING_ROUTES } from "./routes";

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

/** The bill summary, closed accounts and top-up history pages' calls (billPagesCalls). */
export interface BillPagesCalls {
  /** SPEC §7 GET ebill /billSummary/VDF{billId}: the bill and its services per line. */
  billSummary(billId: string, options?: ClosedAccountOption): Promise<BillSummary>;
  /** SPEC §3 closed accounts of the identity. */
  closedAccounts(): Promise<ClosedAccount[]>;
  /** The top-up history page (newest first) and the total for the pager. */
  topUpHistory(filters: TopUpFilters): Promise<TopUpPage>;
}

/** The bill pages' client (createBillPagesApi). */
export type BillPagesApi = BillPagesCalls;

/** The bill summary, closed accounts and top-up history calls over ebill and (made when first asked for) topUp clients. */
export function billPagesCalls(ebill: AxiosInstance, topUp: () => AxiosInstance): BillPagesCalls {
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

/** The bill pages' client: personal data, never asked for with an anonymous token; topUp made when first asked for. */
export function createBillPagesApi(port: SessionPort, options: GatewayClientOptions = {}): BillPagesApi {
  const signedIn = { anonymousAllowed: false, ...options };
  let topUp: AxiosInstance | null = null;
  return billPagesCalls(createGatewayClient("ebill", port, signedIn), () => (topUp ??= createGatewayClient("topUp", port, signedIn)));
}
