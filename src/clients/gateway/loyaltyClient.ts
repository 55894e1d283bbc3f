// SPEC §7 "POST loyalty tier" (path ours, BACKEND_PREFIX.loyalty + /tier; sandbox contract "Loyalty"). Zod-free: the
// domain reads the answer (account/loyalty.ts), so an answer of another shape is a view saying "not available".
import { readLoyaltyTier, type LoyaltyView } from "../../domain/account/loyalty";
import { guarded } from "./guarded";
import { createGatewayClient, type GatewayClientOptions } from "./http";
import type { SessionPort } from "./port";

export const LOYALTY_TIER_ROUTE = "tier";

export interface LoyaltyApi {
  /** The signed-in customer's tier (an empty body asks about the account the user acts as). */
  tier(): Promise<LoyaltyView>;
}

export function createLoyaltyApi(port: SessionPort, options: GatewayClientOptions = {}): LoyaltyApi {
  const http = createGatewayClient("loyalty", port, { anonymousAllowed: false, ...options });
  return {
    tier: () => guarded("loyalty", async () => readLoyaltyTier((await http.post(LOYALTY_TIER_ROUTE, {})).data)),
  };
}
