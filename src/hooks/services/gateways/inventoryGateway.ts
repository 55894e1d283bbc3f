// The inventory client (clients/gateway/services/inventoryClient.ts) bound to the session on first use, in a module of its own
// so a page loads only the clients it calls.
import { createInventoryApi, type InventoryApi } from "../../../clients/gateway/services/inventoryClient";
import { sessionPort } from "../../gateway";

let api: InventoryApi | null = null;

export const inventoryApi = (): InventoryApi => (api ??= createInventoryApi(sessionPort));
