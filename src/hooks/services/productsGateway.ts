// The self-care products and cost-control clients, bound to the session on first use (like usageGateway.ts): the pages
// that need them load them, the others do not.
import { createCostControlApi, type CostControlApi } from "../../clients/gateway/services/costControlClient";
import { createProductServicesApi, type ProductServicesApi } from "../../clients/gateway/services/productsClient";
import { sessionPort } from "../gateway";

let products: ProductServicesApi | null = null;
let costControl: CostControlApi | null = null;

export const productServicesApi = (): ProductServicesApi => (products ??= createProductServicesApi(sessionPort));
export const costControlApi = (): CostControlApi => (costControl ??= createCostControlApi(sessionPort));
