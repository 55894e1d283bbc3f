// The bill list's client (clients/gateway/billing/billListClient.ts), bound on its own like billsGateway.ts: the bill
// summary, details, closed-account and top-up pages read the bill list without loading the bills page's document,
// e-mail and pay-link calls (billsGateway.ts).
import { createBillListApi, type BillListApi } from "../../clients/gateway/billing/billListClient";
import { sessionPort } from "../gateway";

let billList: BillListApi | null = null;

export const billListApi = (): BillListApi => (billList ??= createBillListApi(sessionPort));
