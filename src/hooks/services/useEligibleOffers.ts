// What a line may order (SPEC §7 /productOffering/ebill): bonusuri-si-optiuni and oferte.
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import type { SelfCareOffer } from "../../domain/services/offerings";
import { useAccountIdentity } from "../accountIdentity";
import { personal } from "../billing/billQueryOptions";
import { offersApi } from "./gateways/offersGateway";
import { productKeys } from "./productKeys";

export function useEligibleOffers(msisdn: string): UseQueryResult<SelfCareOffer[]> {
  const identity = useAccountIdentity();
  return useQuery({
    queryKey: productKeys.offers(identity, msisdn),
    queryFn: () => offersApi().eligibleOffers(msisdn),
    enabled: msisdn !== "",
    ...personal,
  });
}
