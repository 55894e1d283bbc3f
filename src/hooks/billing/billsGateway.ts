// The bills page's client (clients/gateway/billing/billsClient.ts), bound like billingGateway.ts but on its own: the
// bill pages ask only for the bill list, documents, the bill e-mail and a bill's pay link, and must not load the full
// billing client, its zod readers or zod (the other pages' calls: billPagesGateway.ts).
import { createBillsApi, type BillsApi } from "../../clients/gateway/billing/billsClient";
import { sessionPort } from "../gateway";

let bills: BillsApi | null = null;

export const billsApi = (): BillsApi => (bills ??= createBillsApi(sessionPort));
