// SPEC §7 roaming recommendations for the chosen country and line (the roaming panel's offers).
import { useQuery } from "@tanstack/react-query";
import { useAccountIdentity } from "../accountIdentity";
import { personal } from "../billing/billQueryOptions";
import { recommendationsApi } from "./gateways/recommendationsGateway";
import { productKeys } from "./productKeys";

export function useRoamingRecommendations(countryIso: string, msisdn: string) {
  const identity = useAccountIdentity();
  return useQuery({
    queryKey: productKeys.recommendations(identity, countryIso, msisdn),
    queryFn: () => recommendationsApi().roamingRecommendations(countryIso, msisdn),
    enabled: countryIso !== "" && msisdn !== "",
    ...personal,
  });
}
