// The usage detail lists' client (clients/gateway/services/usageClient.ts), bound on its own like the bill pages'
// (billing/billPagesGateway.ts): the usage page loads neither the billing clients nor zod.
import { createUsageManagementApi, type UsageManagementApi } from "../../clients/gateway/services/usageClient";
import { sessionPort } from "../gateway";

let usage: UsageManagementApi | null = null;

export const usageManagementApi = (): UsageManagementApi => (usage ??= createUsageManagementApi(sessionPort));
