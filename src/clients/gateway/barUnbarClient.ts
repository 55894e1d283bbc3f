// The bar/unbar client (SPEC §7 "Bar/unbar"; contract "Bar/unbar"): a SIM's block state, GET /{resource}?targetSystem,
// and the block or unblock, POST /{action}?targetSystem&resource with an empty body. Zod-free like the other self-care
// clients; the domain builds the calls and reads the answer (barUnbar.ts). Both answers are the line's state.
import { barUnbarQuery, barUnbarRequest, mapSimStatus, type SimAction, type SimLine, type SimStatus } from "../../domain/barUnbar/barUnbar";
import { malformed } from "./errors";
import { guarded } from "./guarded";
import { createGatewayClient, type GatewayClientOptions } from "./http";
import type { SessionPort } from "./port";

export interface BarUnbarApi {
  /** The SIM's state now. */
  status(line: SimLine): Promise<SimStatus>;
  /** Blocks (bar) or unblocks (unbar) the SIM; answers its new state. */
  act(line: SimLine, action: SimAction): Promise<SimStatus>;
}

export function createBarUnbarApi(port: SessionPort, options: GatewayClientOptions = {}): BarUnbarApi {
  const http = createGatewayClient("barUnbar", port, { anonymousAllowed: false, ...options });
  const read = (body: unknown, status: number) => {
    const state = mapSimStatus(body);
    if (!state) throw malformed("barUnbar", body, "not a SIM state", status);
    return state;
  };
  return {
    status: (line) =>
      guarded("barUnbar", async () => {
        const q = barUnbarQuery(line);
        const res = await http.get(encodeURIComponent(q.resource), { params: q.params });
        return read(res.data, res.status);
      }),
    act: (line, action) =>
      guarded("barUnbar", async () => {
        const r = barUnbarRequest(line, action);
        const res = await http.post(r.action, undefined, { params: r.params });
        return read(res.data, res.status);
      }),
  };
}
