import { CLIENTS as SANDBOX_CLIENTS } from "../../../sandbox/src/auth/roles";
import { shopClientForPath, type Area } from "../../../src/domain/area";
import type { TokenSlot } from "../../../src/domain/session/activeMethod";
import {
  clientPathForArea,
  clientPathForExtended,
  clientPathForSlot,
  extendedClientTypeForPath,
  IDENTITY_CLIENTS,
} from "../../../src/domain/session/clientPaths";
import { EXTENDED_CLIENT_TYPES, type ExtendedClientType } from "../../../src/domain/session/tokens";

describe("SPEC §2 the {client} of an area: shopebuweb for business, else shopcbuweb", () => {
  it.each<[Area, string]>([
    ["personal", "shopcbuweb"],
    ["business", "shopebuweb"],
  ])("%s → %s", (area, client) => {
    expect(clientPathForArea(area)).toBe(client);
  });
  it.each([
    ["/", "shopcbuweb"],
    ["/business", "shopebuweb"],
    ["/business/eshop/checkout", "shopebuweb"],
    ["/businessman", "shopcbuweb"],
    ["/cart", "shopcbuweb"],
  ])("page %s → %s", (path, client) => {
    expect(shopClientForPath(path)).toBe(client);
  });
});

describe("SPEC §3 extended SSO sets per client type ↔ {client}", () => {
  it.each<[ExtendedClientType, string]>([
    ["shopCBU", "shopcbuweb"],
    ["shopEBU", "shopebuweb"],
    ["tobi", "tobi"],
  ])("%s ↔ %s", (clientType, client) => {
    expect(clientPathForExtended(clientType)).toBe(client);
    expect(extendedClientTypeForPath(client)).toBe(clientType);
  });
  it("the table covers every extended client type", () => {
    expect(EXTENDED_CLIENT_TYPES).toHaveLength(3);
  });
  it.each(["ecare", "digitalfirst", "", "shopCBU", 42, null])("%p has no extended set", (client) => {
    expect(extendedClientTypeForPath(client)).toBeNull();
  });
  it("every client value is one the sandbox accepts", () => {
    expect([...IDENTITY_CLIENTS]).toEqual([...SANDBOX_CLIENTS]);
  });
});

describe("SPEC §7 refresh/{client}: the client a token slot is refreshed for", () => {
  it.each<[TokenSlot, Area, string]>([
    [{ kind: "baseSSO" }, "personal", "shopcbuweb"],
    [{ kind: "baseSSO" }, "business", "shopebuweb"],
    [{ kind: "extendedSSO", clientType: "shopEBU" }, "personal", "shopebuweb"],
    [{ kind: "extendedSSO", clientType: "tobi" }, "business", "tobi"],
    [{ kind: "otc", area: "business" }, "personal", "shopebuweb"],
    [{ kind: "otc", area: "personal" }, "business", "shopcbuweb"],
    [{ kind: "anonymous" }, "personal", "shopcbuweb"],
    [{ kind: "ebuAnonymous" }, "business", "shopebuweb"],
  ])("%j in %s → %s", (slot, area, client) => {
    expect(clientPathForSlot(slot, area)).toBe(client);
  });
});
