// What a line may order (SPEC §7 /productOffering/ebill): bonusuri-si-optiuni and oferte.
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import type { EcareOffer } from "../../domain/offers/offerings";
import { useAccountIdentity } from "../accountIdentity";
import { personal } from "../billing/billQueryOptions";
import { createOffersApi } from "../../clients/gateway/offersClient";
import { boundClient } from "../boundClient";
import { productKeys } from "./productKeys";

export function useEligibleOffers(msisdn: string): UseQueryResult<EcareOffer[]> {
  const identity = useAccountIdentity();
  return useQuery({
    queryKey: productKeys.offers(identity, msisdn),
    queryFn: () => boundClient(createOffersApi).eligibleOffers(msisdn),
    enabled: msisdn !== "",
    ...personal,
  });
}
