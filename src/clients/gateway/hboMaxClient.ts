// SPEC §7 "GET HBO-max banner" (path ours, BACKEND_PREFIX.hboMax + /banner; sandbox contract "HBO Max banner").
// Zod-free: the domain reads the answer (account/hboBanner.ts): whether to show it, what, or "not available".
import { readHboBanner, type HboBannerView } from "../../domain/account/hboBanner";
import { guarded } from "./guarded";
import { createGatewayClient, type GatewayClientOptions } from "./http";
import type { SessionPort } from "./port";

export const HBO_BANNER_ROUTE = "banner";

export interface HboMaxApi {
  banner(): Promise<HboBannerView>;
}

export function createHboMaxApi(port: SessionPort, options: GatewayClientOptions = {}): HboMaxApi {
  const http = createGatewayClient("hboMax", port, { anonymousAllowed: false, ...options });
  return {
    banner: () => guarded("hboMax", async () => readHboBanner((await http.get(HBO_BANNER_ROUTE)).data)),
  };
}
