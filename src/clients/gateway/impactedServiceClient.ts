// The impacted-service client (issue 27; SPEC §7 "impacted service", paths not shown; BACKEND_PREFIX.impactedService):
// the network incidents and planned works affecting the company's lines now. Zod-free; the domain reads the answer
// (domain/assurance/impactedService.ts).
import { mapImpactedServices, type ImpactedService } from "../../domain/assurance/impactedService";
import { malformed } from "./errors";
import { guarded } from "./guarded";
import { createGatewayClient, type GatewayClientOptions } from "./http";
import type { SessionPort } from "./port";

export const IMPACTED_SERVICE_ROUTE = "impactedService";

export interface ImpactedServiceApi {
  /** The company's current impacted services: under way first, then planned, then just restored. */
  current(): Promise<ImpactedService[]>;
}

export function createImpactedServiceApi(port: SessionPort, options: GatewayClientOptions = {}): ImpactedServiceApi {
  const http = createGatewayClient("impactedService", port, { anonymousAllowed: false, ...options });
  return {
    current: () =>
      guarded("impactedService", async () => {
        const res = await http.get(IMPACTED_SERVICE_ROUTE);
        const list = mapImpactedServices(res.data);
        if (!list) throw malformed("impactedService", res.data, "not a list of impacted services", res.status);
        return list;
      }),
  };
}
