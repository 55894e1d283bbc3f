// The service qualification client (SPEC §7 "service qualification"; docs/portin-address-contract.md, TMF645
// queryServiceQualification with an instant answer): which fixed services an address gets. Public: no sign-in, no auth
// headers. Zod-free: the domain builds the query and reads the answer (src/domain/address/answers.ts).
import { qualificationQuery, readQualification, type AddressQualification } from "../../domain/address/answers";
import { guarded } from "./guarded";
import { malformed } from "./errors";
import { createGatewayClient, type GatewayClientOptions } from "./http";
import type { SessionPort } from "./port";

export const QUALIFICATION_ROUTE = "queryServiceQualification";

export interface ServiceQualificationApi {
  qualify(addressId: string): Promise<AddressQualification>;
}

export function createServiceQualificationApi(port: SessionPort, options: GatewayClientOptions = {}): ServiceQualificationApi {
  const http = createGatewayClient("serviceQualification", port, { ...options, withoutAuth: true });
  return {
    qualify: (addressId) =>
      guarded("serviceQualification", async () => {
        const res = await http.post(QUALIFICATION_ROUTE, qualificationQuery(addressId));
        const read = readQualification(res.data);
        if (!read) throw malformed("serviceQualification", res.data, "not a service qualification", res.status);
        return read;
      }),
  };
}
