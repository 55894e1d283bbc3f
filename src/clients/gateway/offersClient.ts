// The self-care offers client (SPEC §7 "GET postpaid product offering … and /productOffering/ebill";
// docs/services-contract.md "Self-care offerings"): what a line may order, read by the domain (offerings.ts).
import { mapOffers, type EcareOffer } from "../../domain/offers/offerings";
import { malformed } from "./errors";
import { guarded } from "./guarded";
import { createGatewayClient, type GatewayClientOptions } from "./http";
import type { SessionPort } from "./port";

export const ELIGIBLE_OFFERS_ROUTE = "productOffering/ebill";

export interface OffersApi {
  /** What the caller may order for the line. */
  eligibleOffers(msisdn: string): Promise<EcareOffer[]>;
}

export function createOffersApi(port: SessionPort, options: GatewayClientOptions = {}): OffersApi {
  const http = createGatewayClient("productOffering", port, { anonymousAllowed: false, ...options });
  return {
    eligibleOffers: (msisdn) =>
      guarded("productOffering", async () => {
        const res = await http.get(ELIGIBLE_OFFERS_ROUTE, { params: { publicIdentifier: msisdn } });
        if (!Array.isArray(res.data)) throw malformed("productOffering", res.data, "not a list of offerings", res.status);
        return mapOffers(res.data);
      }),
  };
}
