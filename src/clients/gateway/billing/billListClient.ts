// The bill list's client (SPEC §7 GET ebill /customerBill?banId={ban}): THE implementation of that call, which the
// dashboard's current bill (hooks/ecareData.ts) and the bill pages (hooks/billing/billList.ts) both ask through, so
// the two share one request, one mapping (the domain's mapBills) and one cache entry. Apart from the bills page's
// document, e-mail and pay-link calls (billsClient.ts), so the dashboard and the pages that only read bills load none of
// them. A failure rejects with a GatewayError of ebill (a malformed answer is kind invalid_response).
import { mapBills, type Bills } from "../../../domain/billing/bills";
import { guarded } from "../guarded";
import { createGatewayClient, type GatewayClientOptions } from "../http";
import type { SessionPort } from "../port";
import { listOf, reading } from "./answers";
import { BILLING_ROUTES, closedHeaders, type ClosedAccountOption } from "./routes";

/** SPEC §3 bills of the list answer (newest first, mapped by the domain); an answer that is not a list is invalid_response. */
export function readBills(body: unknown): Bills {
  return reading("ebill", body, () => mapBills(listOf(body, "answer")));
}

export interface BillListApi {
  /** SPEC §7 GET ebill /customerBill?banId={ban}: the SPEC §3 bills, newest first; a closed BAN needs `closedBan`. */
  customerBills(ban: string, options?: ClosedAccountOption): Promise<Bills>;
}

/** The bill list's client: personal data, never asked for with an anonymous token. */
export function createBillListApi(port: SessionPort, options: GatewayClientOptions = {}): BillListApi {
  const ebill = createGatewayClient("ebill", port, { anonymousAllowed: false, ...options });
  return {
    customerBills: (ban, opts) =>
      guarded("ebill", async () => {
        const res = await ebill.get(BILLING_ROUTES.customerBill, { params: { banId: ban }, headers: closedHeaders(opts) });
        return readBills(res.data);
      }),
  };
}
