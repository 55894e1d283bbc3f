// The bar/unbar back end's business routes (SPEC §7 "Bar/unbar": GET /list?owner={flag}, GET /count, POST
// /list/{id}/{action}; contract "Bar/unbar — the company's lines"), beside the single-SIM client (barUnbarClient.ts) on
// the same prefix: the company's lines a page at a time with their SIM state, the count of a search, and the block or
// unblock of one line (empty body). Zod-free like the other self-care clients; the domain builds the queries and reads
// the answers (domain/fleet/fleetQuery.ts, fleetLines.ts).
import type { SimAction } from "../../domain/barUnbar/barUnbar";
import {
  fleetActionPath,
  mapFleetCount,
  mapFleetPage,
  mapFleetSim,
  type FleetCount,
  type FleetPage,
  type FleetSim,
} from "../../domain/fleet/fleetLines";
import { fleetCountParams, fleetListParams, type FleetListQuery } from "../../domain/fleet/fleetQuery";
import { malformed } from "./errors";
import { guarded, headerOf } from "./guarded";
import { createGatewayClient, type GatewayClientOptions } from "./http";
import type { SessionPort } from "./port";

export const FLEET_ROUTES = { list: "list", count: "count" } as const;

export interface FleetSimsApi {
  /** One page of the lines in reach that pass the filters, by number, with the total that matches. */
  list(query: FleetListQuery): Promise<FleetPage>;
  /** How many lines the filters' search finds, active and blocked (every state). */
  count(query: FleetListQuery): Promise<FleetCount>;
  /** Blocks (bar) or unblocks (unbar) one line; answers it with its new state. */
  act(msisdn: string, action: SimAction): Promise<FleetSim>;
}

export function createFleetSimsApi(port: SessionPort, options: GatewayClientOptions = {}): FleetSimsApi {
  const http = createGatewayClient("barUnbar", port, { anonymousAllowed: false, ...options });
  return {
    list: (query) =>
      guarded("barUnbar", async () => {
        const res = await http.get(FLEET_ROUTES.list, { params: fleetListParams(query) });
        const page = mapFleetPage(res.data, headerOf(res, "x-total-count"));
        if (!page) throw malformed("barUnbar", res.data, "not a list of lines", res.status);
        return page;
      }),
    count: (query) =>
      guarded("barUnbar", async () => {
        const res = await http.get(FLEET_ROUTES.count, { params: fleetCountParams(query) });
        const counted = mapFleetCount(res.data);
        if (!counted) throw malformed("barUnbar", res.data, "not a count of lines", res.status);
        return counted;
      }),
    act: (msisdn, action) =>
      guarded("barUnbar", async () => {
        const res = await http.post(fleetActionPath(msisdn, action));
        const line = mapFleetSim(res.data);
        if (!line) throw malformed("barUnbar", res.data, "not a line", res.status);
        return line;
      }),
  };
}
