// A prepaid line's cost limits (docs/services-contract.md "Cost control"), read and saved.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CostControlSettings } from "../../domain/costControl/costControl";
import { useAccountIdentity } from "../accountIdentity";
import { personal } from "../billing/billQueryOptions";
import { createCostControlApi } from "../../clients/gateway/costControlClient";
import { boundClient } from "../boundClient";
import { productKeys } from "./productKeys";

export function useCostControl(msisdn: string) {
  const identity = useAccountIdentity();
  return useQuery({
    queryKey: productKeys.costControl(identity, msisdn),
    queryFn: () => boundClient(createCostControlApi).settings(msisdn),
    enabled: msisdn !== "",
    ...personal,
  });
}

export function useSaveCostControl(msisdn: string) {
  const identity = useAccountIdentity();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: Omit<CostControlSettings, "spentThisMonthEur">) => boundClient(createCostControlApi).save(settings),
    onSuccess: (saved) => client.setQueryData(productKeys.costControl(identity, msisdn), saved),
  });
}
