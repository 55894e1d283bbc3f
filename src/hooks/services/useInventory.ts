// The caller's products (SPEC §7 product inventory): the plan, options and roaming service of each line. Read again
// when an order ends (useOrders.ts useProductsRefresh).
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import type { InventoryProduct } from "../../domain/inventory/inventory";
import { useAccountIdentity } from "../accountIdentity";
import { personal } from "../billing/billQueryOptions";
import { createInventoryApi } from "../../clients/gateway/inventoryClient";
import { boundClient } from "../boundClient";
import { productKeys } from "./productKeys";

export function useInventory(): UseQueryResult<InventoryProduct[]> {
  const identity = useAccountIdentity();
  return useQuery({ queryKey: productKeys.inventory(identity), queryFn: () => boundClient(createInventoryApi).inventory(), ...personal });
}
