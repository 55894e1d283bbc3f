// The cost-control client (docs/services-contract.md "Cost control"; SPEC §2 cost-control page): a prepaid line's
// limits, read and saved. Zod-free like the other self-care clients; the domain reads the answer (costControl.ts).
import { costControlBody, mapCostControl, type CostControlSettings } from "../../domain/costControl/costControl";
import { guarded } from "./guarded";
import { malformed } from "./errors";
import { createGatewayClient, type GatewayClientOptions } from "./http";
import type { SessionPort } from "./port";

export const COST_CONTROL_ROUTE = "settings";

export interface CostControlApi {
  settings(msisdn: string): Promise<CostControlSettings>;
  save(settings: Omit<CostControlSettings, "spentThisMonthEur">): Promise<CostControlSettings>;
}

export function createCostControlApi(port: SessionPort, options: GatewayClientOptions = {}): CostControlApi {
  const http = createGatewayClient("costControl", port, { anonymousAllowed: false, ...options });
  const read = (body: unknown, status: number) => {
    const settings = mapCostControl(body);
    if (!settings) throw malformed("costControl", body, "not cost-control settings", status);
    return settings;
  };
  return {
    settings: (msisdn) =>
      guarded("costControl", async () => {
        const res = await http.get(COST_CONTROL_ROUTE, { params: { publicIdentifier: msisdn } });
        return read(res.data, res.status);
      }),
    save: (settings) =>
      guarded("costControl", async () => {
        const res = await http.put(COST_CONTROL_ROUTE, costControlBody(settings));
        return read(res.data, res.status);
      }),
  };
}
