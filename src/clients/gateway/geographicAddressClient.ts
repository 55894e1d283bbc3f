// The geographic address client (SPEC §7 "geographic address"; docs/portin-address-contract.md, TMF673 v1 area →
// street → streetSegment plus the flats of a block): one list per cascade level, filtered server-side by what was
// typed (case and diacritics folded by the back end). Public: no sign-in, no auth headers. Zod-free: the domain reads
// the answer (src/domain/address/answers.ts).
import { readAddressOptions, type AddressOptions } from "../../domain/address/answers";
import type { CascadeLevel } from "../../domain/address/cascade";
import { readGeographicAddress, type InstallationAddress } from "../../domain/address/eligibility";
import { guarded } from "./guarded";
import { malformed } from "./errors";
import { createGatewayClient, type GatewayClientOptions } from "./http";
import type { SessionPort } from "./port";

/** How many options a list shows (the back end allows 1–50). */
export const ADDRESS_OPTION_LIMIT = 20;

export interface AddressSearch {
  level: CascadeLevel;
  /** The chosen value of the level before (county code, locality, street, number id); null for the county. */
  parent: string | null;
  /** What was typed (trimmed; may be empty: the first options). */
  q: string;
}

export interface GeographicAddressApi {
  options(search: AddressSearch): Promise<AddressOptions>;
  /** GET /geographicAddress/{id}: the installation address of a fixed-services add (SPEC §3, §7). */
  address(id: string): Promise<InstallationAddress>;
}

/** The route and query of one level's list (TMF673 v1 names; the flats under the number's address id). */
export function addressRoute({ level, parent, q }: AddressSearch): { path: string; params: Record<string, string | number> } {
  const common: Record<string, string | number> = { limit: ADDRESS_OPTION_LIMIT, ...(q.trim() ? { q: q.trim() } : {}) };
  const under = parent ?? "";
  switch (level) {
    case "county":
      return { path: "area", params: { type: "county", ...common } };
    case "locality":
      return { path: "area", params: { type: "locality", parentId: under, ...common } };
    case "street":
      return { path: "street", params: { areaId: under, ...common } };
    case "number":
      return { path: "streetSegment", params: { streetId: under, ...common } };
    case "flat":
      return { path: `geographicAddress/${encodeURIComponent(under)}/geographicSubAddress`, params: common };
  }
}

export function createGeographicAddressApi(port: SessionPort, options: GatewayClientOptions = {}): GeographicAddressApi {
  const http = createGatewayClient("geographicAddress", port, { ...options, withoutAuth: true });
  return {
    options: (search) =>
      guarded("geographicAddress", async () => {
        const { path, params } = addressRoute(search);
        const res = await http.get(path, { params });
        const read = readAddressOptions(res.data);
        if (!read) throw malformed("geographicAddress", res.data, "not an address list", res.status);
        return read;
      }),
    address: (id) =>
      guarded("geographicAddress", async () => {
        const res = await http.get(`geographicAddress/${encodeURIComponent(id)}`);
        const read = readGeographicAddress(res.data);
        if (!read) throw malformed("geographicAddress", res.data, "not a geographic address", res.status);
        return read;
      }),
  };
}
