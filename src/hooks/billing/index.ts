// The billing screens' hooks (issue 15): reads, writes and the rate lookup over the billing client, bound apart
// (billingGateway.ts) so pages without bills do not load the billing client or zod.
export * from "./billingKeys";
export * from "./useBillingActions";
export * from "./useBillingData";
export * from "./useRate";
export * from "./saveFile";
export { RateLookupNotAllowed, type BillingCareApi } from "../../clients/gateway/billing";
