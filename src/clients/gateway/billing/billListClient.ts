// The bill list's client (SPEC §7 GET ebill /customerBill): the one call the bill summary, details and closed-account
// pages need from the bills page's calls, apart from billsClient.ts so those pages load neither its document, e-mail
// and pay-link calls nor download.ts. billsCalls (and so createBillingCareApi) serves this same call; a failure
// rejects with a GatewayError of ebill (a malformed answer is kind invalid_response).
import type { AxiosInstance } from "axios";
import type { Bills } from "../../../domain/billing/bills";
import { createGatewayClient, type GatewayClientOptions } from "../http";
import type { SessionPort } from "../port";
import { readBills } from "./billsAnswers";
import { closedHeaders, guarded, type ClosedAccountOption } from "./callHelpers";
import { BILLING_ROUTES } from "./routes";

/** The bill list's call (billListCalls). */
export interface BillListCalls {
  /** SPEC §7 GET ebill /customerBill?banId={ban}: the SPEC §3 bills, newest first; a closed BAN needs `closedBan`. */
  customerBills(ban: string, options?: ClosedAccountOption): Promise<Bills>;
}

/** The bill list's client (createBillListApi). */
export type BillListApi = BillListCalls;

/** The bill list's call over an ebill gateway client (billsCalls passes its own). */
export function billListCalls(ebill: AxiosInstance): BillListCalls {
  return {
    customerBills: (ban, opts) =>
      guarded("ebill", async () => {
        const res = await ebill.get(BILLING_ROUTES.customerBill, { params: { banId: ban }, headers: closedHeaders(opts) });
        return readBills(res.data);
      }),
  };
}

/** The bill list's client: personal data, never asked for with an anonymous token. */
export function createBillListApi(port: SessionPort, options: GatewayClientOptions = {}): BillListApi {
  return billListCalls(createGatewayClient("ebill", port, { anonymousAllowed: false, ...options }));
}
