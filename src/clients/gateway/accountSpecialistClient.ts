// The account specialist client (SPEC §7 "GET account specialist /{customerId}"; contract "Account specialist",
// BACKEND_PREFIX.accountSpecialist): the business customer's party, read by the domain into the voice and data
// specialists (SPEC §3, domain/account/specialist.ts). Zod-free like the other self-care clients.
import { pickSpecialists, type AccountSpecialists } from "../../domain/account/specialist";
import { malformed } from "./errors";
import { guarded } from "./guarded";
import { createGatewayClient, type GatewayClientOptions } from "./http";
import type { SessionPort } from "./port";

export interface AccountSpecialistApi {
  specialists(customerId: string): Promise<AccountSpecialists>;
}

export function createAccountSpecialistApi(port: SessionPort, options: GatewayClientOptions = {}): AccountSpecialistApi {
  const http = createGatewayClient("accountSpecialist", port, { anonymousAllowed: false, ...options });
  return {
    specialists: (customerId) =>
      guarded("accountSpecialist", async () => {
        const res = await http.get(encodeURIComponent(customerId));
        const specialists = pickSpecialists(res.data);
        if (!specialists) throw malformed("accountSpecialist", res.data, "not a customer party", res.status);
        return specialists;
      }),
  };
}
