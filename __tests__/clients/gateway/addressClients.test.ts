// The geographic address and service qualification clients (src/clients/gateway/geographicAddressClient.ts,
// serviceQualificationClient.ts) against a fake gateway: SPEC §7 "geographic address" and "service qualification" —
// the TMF673 v1 paths per cascade level, no auth headers even with a session (public back ends), the TMF645 query,
// answers read by the domain, failures as the service's GatewayError. No network.
import { GatewayError } from "../../../src/clients/gateway/errors";
import { createGeographicAddressApi } from "../../../src/clients/gateway/geographicAddressClient";
import { createServiceQualificationApi } from "../../../src/clients/gateway/serviceQualificationClient";
import { emptyTokens, setBaseTokens } from "../../../src/domain/session/tokens";
import { pair } from "../../domain/session/fixtures";
import { fakeGateway, json, memoryPort, type Reply, type Seen } from "./fakeGateway";

function apis(handler: (req: Seen) => Reply) {
  const gw = fakeGateway(handler);
  const port = memoryPort(setBaseTokens(emptyTokens(), pair("base")), "personal");
  return {
    gw,
    address: createGeographicAddressApi(port, { adapter: gw.adapter }),
    sq: createServiceQualificationApi(port, { adapter: gw.adapter }),
  };
}

const rejection = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error("expected a rejection");
    },
    (e: unknown) => e as GatewayError,
  );

describe("SPEC §7 geographic address client (TMF673 cascade)", () => {
  it("each level asks its own list under the value of the level before, with what was typed and the limit", async () => {
    const { gw, address } = apis(() => json({ items: [{ label: "Brașov", value: "BV" }], total: 1 }));
    await address.options({ level: "county", parent: null, q: " bras " });
    await address.options({ level: "locality", parent: "B", q: "" });
    await address.options({ level: "street", parent: "BV.brasov", q: "rep" });
    await address.options({ level: "number", parent: "BV.brasov.strada-republicii", q: "1" });
    await address.options({ level: "flat", parent: "B.sector-3.bulevardul-unirii.10", q: "" });
    expect(gw.calls.map((c) => c.path)).toEqual([
      "/geographic-address/area?type=county&limit=20&q=bras",
      "/geographic-address/area?type=locality&parentId=B&limit=20",
      "/geographic-address/street?areaId=BV.brasov&limit=20&q=rep",
      "/geographic-address/streetSegment?streetId=BV.brasov.strada-republicii&limit=20&q=1",
      "/geographic-address/geographicAddress/B.sector-3.bulevardul-unirii.10/geographicSubAddress?limit=20",
    ]);
  });

  it("public: no Authorization or X-Auth-Provider header even when a session is stored", async () => {
    const { gw, address } = apis(() => json({ items: [], total: 0 }));
    expect(await address.options({ level: "county", parent: null, q: "zzz" })).toEqual({ items: [], total: 0 });
    expect(gw.calls[0]?.headers.authorization).toBeUndefined();
    expect(gw.calls[0]?.headers["x-auth-provider"]).toBeUndefined();
  });

  it("a malformed list and a 500 reject as the service's GatewayError", async () => {
    const bad = apis(() => json({ items: [{ label: "x" }] }));
    expect(await rejection(bad.address.options({ level: "county", parent: null, q: "" }))).toMatchObject({
      kind: "invalid_response",
      service: "geographicAddress",
    });
    const down = apis(() => json({ code: "boom" }, 500));
    const e = await rejection(down.address.options({ level: "county", parent: null, q: "" }));
    expect(e).toBeInstanceOf(GatewayError);
    expect(e).toMatchObject({ status: 500, service: "geographicAddress" });
  });
});

describe("SPEC §7 service qualification client (TMF645)", () => {
  it("POSTs the instant query for the address and reads the answer, with no auth headers", async () => {
    const { gw, sq } = apis(() =>
      json({
        qualificationResult: "qualified",
        serviceQualificationItem: [
          {
            id: "internet",
            qualificationItemResult: "qualified",
            service: {
              serviceCharacteristic: [
                { name: "technology", value: "fibre" },
                { name: "downloadSpeedMbps", value: [300, 1000] },
              ],
            },
          },
        ],
      }),
    );
    const q = await sq.qualify("BV.brasov.strada-republicii.10");
    expect(q.internet).toMatchObject({ result: "qualified", technology: "fibre", speedsMbps: [300, 1000] });
    expect(gw.calls[0]).toMatchObject({ method: "POST", path: "/service-qualification/queryServiceQualification" });
    expect(gw.calls[0]?.body).toMatchObject({
      instantSyncQualification: true,
      searchCriteria: { service: { place: [{ id: "BV.brasov.strada-republicii.10", role: "installationAddress" }] } },
    });
    expect(gw.calls[0]?.headers.authorization).toBeUndefined();
  });

  it("a 404 and a malformed answer reject as the service's GatewayError", async () => {
    const missing = apis(() => json({ code: "address_not_found" }, 404));
    expect(await rejection(missing.sq.qualify("nowhere"))).toMatchObject({ status: 404, service: "serviceQualification" });
    const bad = apis(() => json({ state: "done" }));
    expect(await rejection(bad.sq.qualify("x"))).toMatchObject({ kind: "invalid_response", service: "serviceQualification" });
  });
});
