// The `{client}` path value of the identity calls (SPEC §2 "shopebuweb for business paths, else shopcbuweb",
// SPEC §3 extended sets per client type). The values are the sandbox's CLIENTS (sandbox/src/auth/roles.ts).

import { areaHome, shopClientForPath, type Area, type ShopClient } from "../area";
import type { TokenSlot } from "./activeMethod";
import type { ExtendedClientType } from "./tokens";

/** Every `{client}` value the identity routes accept. */
export const IDENTITY_CLIENTS = ["shopcbuweb", "shopebuweb", "ecare", "tobi", "digitalfirst"] as const;
export type IdentityClient = (typeof IDENTITY_CLIENTS)[number];

const EXTENDED_CLIENT_PATHS = {
  shopCBU: "shopcbuweb",
  shopEBU: "shopebuweb",
  tobi: "tobi",
} as const satisfies Record<ExtendedClientType, IdentityClient>;
export type ExtendedClientPath = (typeof EXTENDED_CLIENT_PATHS)[ExtendedClientType];

/** SPEC §2: the shop client of an area (the same rule as a path in that area). */
export function clientPathForArea(area: Area): ShopClient {
  return shopClientForPath(areaHome(area));
}

/** SPEC §3: the `{client}` value an extended SSO set is issued for. */
export function clientPathForExtended(clientType: ExtendedClientType): ExtendedClientPath {
  return EXTENDED_CLIENT_PATHS[clientType];
}

/** Reverse of `clientPathForExtended`; null for clients that have no extended set (ecare, digitalfirst, unknown). */
export function extendedClientTypeForPath(client: unknown): ExtendedClientType | null {
  const found = (Object.keys(EXTENDED_CLIENT_PATHS) as ExtendedClientType[]).find((k) => EXTENDED_CLIENT_PATHS[k] === client);
  return found ?? null;
}

/** The client a refresh of a token slot is made for: an extended set's own client, else the area's shop. */
export function clientPathForSlot(slot: TokenSlot, area: Area): IdentityClient {
  switch (slot.kind) {
    case "extendedSSO":
      return clientPathForExtended(slot.clientType);
    case "otc":
      return clientPathForArea(slot.area);
    case "baseSSO":
    case "anonymous":
    case "ebuAnonymous":
      return clientPathForArea(area);
  }
}
