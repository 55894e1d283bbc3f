// The roaming recommendations client (SPEC §7 "GET /dxl-nb-recommendation-grp/queryProductRecommendation with roaming
// filters"; docs/services-contract.md "Recommendations"), read by the domain (recommendations.ts: OFFER_FB only).
import type { OfferArea } from "../../domain/constants";
import { mapRecommendationAnswer, type RecommendationAnswer } from "../../domain/offers/recommendations";
import { malformed } from "./errors";
import { guarded } from "./guarded";
import { createGatewayClient, type GatewayClientOptions } from "./http";
import type { SessionPort } from "./port";

export const RECOMMENDATIONS_ROUTE = "queryProductRecommendation";
/** SPEC §9 "Roaming" constant: the recommendations' category filter. */
export const ROAMING_CATEGORY: OfferArea = "Roaming";

export interface RecommendationsApi {
  /** SPEC §7 roaming recommendations for a country (ISO code) and line. */
  roamingRecommendations(countryIso: string, msisdn: string): Promise<RecommendationAnswer>;
}

export function createRecommendationsApi(port: SessionPort, options: GatewayClientOptions = {}): RecommendationsApi {
  const http = createGatewayClient("recommendation", port, { anonymousAllowed: false, ...options });
  return {
    roamingRecommendations: (countryIso, msisdn) =>
      guarded("recommendation", async () => {
        const res = await http.get(RECOMMENDATIONS_ROUTE, {
          params: { "category.name": ROAMING_CATEGORY, "place.id": countryIso, publicIdentifier: msisdn },
        });
        if (typeof res.data !== "object" || res.data === null)
          throw malformed("recommendation", res.data, "not a recommendation answer", res.status);
        return mapRecommendationAnswer(res.data);
      }),
  };
}
