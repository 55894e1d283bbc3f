// SPEC §7 self-care reads of the dashboard: the bill list (ebill /customerBill?banId={ban}) and the usage
// consumption summary (/dxl-nb-usage-consumption/queryUsageConsumption/summary). Both are for a signed-in user only.
// The APIs return the answer as read (shape checked only as array/object); mapping is src/domain's job.

import type { Backend } from "../../config/endpoints";
import { type RawRecord } from "../../domain/read";
import { jsonArray, jsonBody } from "./answers";
import { createGatewayClient, type GatewayClientOptions } from "./http";
import type { SessionPort } from "./port";

const EBILL = "ebill" satisfies Backend;
const USAGE = "usageConsumption" satisfies Backend;

export interface BillingApi {
  /** TMF678 CustomerBill items of a billing account, newest first (empty for prepaid accounts). */
  customerBills(ban: string): Promise<unknown[]>;
}

export interface UsageApi {
  /** TMF677 summary: `{ usageConsumption: [...] }` of the signed-in subscriber. */
  usageSummary(): Promise<RawRecord>;
}

// Personal data: never asked for with an anonymous token.
const signedIn = { anonymousAllowed: false } as const;

export function createBillingApi(port: SessionPort, options: GatewayClientOptions = {}): BillingApi {
  const http = createGatewayClient(EBILL, port, { ...signedIn, ...options });
  return {
    async customerBills(ban) {
      return jsonArray(await http.get("customerBill", { params: { banId: ban } }), EBILL);
    },
  };
}

export function createUsageApi(port: SessionPort, options: GatewayClientOptions = {}): UsageApi {
  const http = createGatewayClient(USAGE, port, { ...signedIn, ...options });
  return {
    async usageSummary() {
      return jsonBody(await http.get("queryUsageConsumption/summary"), USAGE);
    },
  };
}
