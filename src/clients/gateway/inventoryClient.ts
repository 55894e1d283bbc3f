// The product inventory client (SPEC §7 "GET product-inventory /product"; docs/services-contract.md "Product
// inventory"): the caller's products, read by the domain (inventory.ts). Zod-free like the other self-care clients; a
// body that is not a list is kind invalid_response.
import { mapInventory, type InventoryProduct } from "../../domain/inventory/inventory";
import { malformed } from "./errors";
import { guarded } from "./guarded";
import { createGatewayClient, type GatewayClientOptions } from "./http";
import type { SessionPort } from "./port";

export const INVENTORY_ROUTE = "product";

export interface InventoryApi {
  /** The caller's products (every line it may read). */
  inventory(): Promise<InventoryProduct[]>;
}

export function createInventoryApi(port: SessionPort, options: GatewayClientOptions = {}): InventoryApi {
  const http = createGatewayClient("productInventory", port, { anonymousAllowed: false, ...options });
  return {
    inventory: () =>
      guarded("productInventory", async () => {
        const res = await http.get(INVENTORY_ROUTE);
        if (!Array.isArray(res.data)) throw malformed("productInventory", res.data, "not a list of products", res.status);
        return mapInventory(res.data);
      }),
  };
}
