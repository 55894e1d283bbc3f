// The billing client, bound like the others (hooks/gateway.ts) but in a module of its own: it reads its answers with
// zod, and pages that do not show bills (sign-in, the dashboard, the cart) would otherwise load zod and its readers.
// E-mail codes go through the one-time-code client the rest of the site uses.
import { createBillingCareApi, type BillingCareApi } from "../../clients/gateway/billing";
import { otcApi, sessionPort } from "../gateway";

let billing: BillingCareApi | null = null;

export const billingCareApi = (): BillingCareApi => (billing ??= createBillingCareApi(sessionPort, { otc: otcApi() }));
