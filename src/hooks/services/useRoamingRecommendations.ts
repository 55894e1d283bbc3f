// SPEC §7 roaming recommendations for the chosen country and line (the roaming panel's offers).
import { useQuery } from "@tanstack/react-query";
import { useAccountIdentity } from "../accountIdentity";
import { personal } from "../billing/billQueryOptions";
import { createRecommendationsApi } from "../../clients/gateway/recommendationsClient";
import { boundClient } from "../boundClient";
import { productKeys } from "./productKeys";

export function useRoamingRecommendations(countryIso: string, msisdn: string) {
  const identity = useAccountIdentity();
  return useQuery({
    queryKey: productKeys.recommendations(identity, countryIso, msisdn),
    queryFn: () => boundClient(createRecommendationsApi).roamingRecommendations(countryIso, msisdn),
    enabled: countryIso !== "" && msisdn !== "",
    ...personal,
  });
}
