// SPEC §7 the usage consumption summary of the signed-in subscriber (/dxl-nb-usage-consumption/queryUsageConsumption/
// summary): the dashboard's credit and allowances and the usage overview's. The answer comes back as read (shape checked
// only as an object); mapping is src/domain's job (mapUsageSummary). The dashboard's bills are the bill list client's
// (billing/billListClient.ts).

import type { Backend } from "../../config/endpoints";
import { type RawRecord } from "../../domain/read";
import { jsonBody } from "./answers";
import { createGatewayClient, type GatewayClientOptions } from "./http";
import type { SessionPort } from "./port";

const USAGE = "usageConsumption" satisfies Backend;

export interface UsageSummaryApi {
  /** TMF677 summary: `{ usageConsumption: [...] }` of the signed-in subscriber. */
  usageSummary(): Promise<RawRecord>;
}

/** Personal data: never asked for with an anonymous token. */
export function createUsageSummaryApi(port: SessionPort, options: GatewayClientOptions = {}): UsageSummaryApi {
  const http = createGatewayClient(USAGE, port, { anonymousAllowed: false, ...options });
  return {
    async usageSummary() {
      return jsonBody(await http.get("queryUsageConsumption/summary"), USAGE);
    },
  };
}
