// The bill pages' client (clients/gateway/billing/billsClient.ts), bound like billingGateway.ts but on its own: the
// bills page, /sumar, /detalii-facturi, /facturi-cont-inchis and istoric-reincarcari ask only for the bill list,
// documents, the bill e-mail, a bill's pay link, the bill summary, closed accounts and the top-up history, and must not
// load the full billing client, its zod readers or zod.
import { createBillsApi, type BillsApi } from "../../clients/gateway/billing/billsClient";
import { sessionPort } from "../gateway";

let bills: BillsApi | null = null;

export const billsApi = (): BillsApi => (bills ??= createBillsApi(sessionPort));
