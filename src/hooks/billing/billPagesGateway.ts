// The bill summary, closed accounts and top-up history pages' client (clients/gateway/billing/billPagesClient.ts),
// bound on its own like billsGateway.ts: those pages load neither the full billing client and zod nor the bills page's
// calls, and the bills page does not load theirs.
import { createBillPagesApi, type BillPagesApi } from "../../clients/gateway/billing/billPagesClient";
import { sessionPort } from "../gateway";

let pages: BillPagesApi | null = null;

export const billPagesApi = (): BillPagesApi => (pages ??= createBillPagesApi(sessionPort));
