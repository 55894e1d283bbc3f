// The business customer's account specialists (SPEC §3, SPEC §7 "GET account specialist /{customerId}"), for the card on
// the business dashboard and date-personale; null customer (not a business identity): no call.
import { useQuery } from "@tanstack/react-query";
import { createAccountSpecialistApi } from "../../clients/gateway/accountSpecialistClient";
import { useAccountIdentity } from "../accountIdentity";
import { personal } from "../billing/billQueryOptions";
import { boundClient } from "../boundClient";

export const specialistKeys = {
  specialists: (identity: string, customerId: string) => ["account", identity, "specialists", customerId] as const,
};

export function useAccountSpecialists(customerId: string | null) {
  const identity = useAccountIdentity();
  return useQuery({
    queryKey: specialistKeys.specialists(identity, customerId ?? ""),
    queryFn: () => boundClient(createAccountSpecialistApi).specialists(customerId ?? ""),
    enabled: customerId !== null,
    ...personal,
  });
}
