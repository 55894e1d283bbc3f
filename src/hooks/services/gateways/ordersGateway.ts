// The orders client (clients/gateway/services/ordersClient.ts) bound to the session on first use, in a module of its own
// so a page loads only the clients it calls.
import { createOrdersApi, type OrdersApi } from "../../../clients/gateway/services/ordersClient";
import { sessionPort } from "../../gateway";

let api: OrdersApi | null = null;

export const ordersApi = (): OrdersApi => (api ??= createOrdersApi(sessionPort));
