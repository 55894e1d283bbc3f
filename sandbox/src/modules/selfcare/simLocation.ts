// The SIM-location backend (prefix /dxl-nb-sim-location; docs/services-contract.md "SIM location"): where a line's
// SIM last registered. Derived per line, not stored: two seeded travellers abroad (the lines with roaming on), everyone
// else at home; the ICCID and SIM type come from the number, the time from the clock (a few minutes to hours ago).
import type { FastifyInstance } from "fastify";
import { stableInt } from "../../seed/stableNumber";
import type { SandboxContext, SandboxModule } from "../module";
import { isoLocal } from "../usage-management/zone";
import { lineOf, queryText, selfcareScope } from "./access";

interface Place {
  countryCode: string;
  countryName: string;
  networkName: string;
}

const HOME: Place = { countryCode: "RO", countryName: "România", networkName: "Aria RO" };
const ABROAD: Record<string, Place> = {
  "0722000301": { countryCode: "IT", countryName: "Italia", networkName: "TIM" },
  "0728000501": { countryCode: "TR", countryName: "Turcia", networkName: "Turkcell" },
};

export function simLocationOf(msisdn: string, now: number) {
  const digits = msisdn.replace(/\D/g, "");
  const minutesAgo = 3 + (stableInt(`sim-seen:${msisdn}`) % 240);
  return {
    publicIdentifier: msisdn,
    iccid: `894010${digits.padStart(10, "0")}${String(stableInt(`iccid:${msisdn}`) % 1000).padStart(3, "0")}`,
    simType: stableInt(`sim-type:${msisdn}`) % 3 === 0 ? "eSIM" : "SIM",
    lastLocation: { ...(ABROAD[msisdn] ?? HOME), updatedAt: isoLocal(now - minutesAgo * 60_000) },
  };
}

function registerSimLocationRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.get("/location-data/ecare", async (request) => {
    const scope = selfcareScope(request);
    const line = lineOf(scope, queryText(request.query, "publicIdentifier"));
    return simLocationOf(line.msisdn, ctx.now());
  });
}

export const simLocationModule: SandboxModule = {
  name: "sim-location",
  prefix: "/dxl-nb-sim-location",
  migrations: [],
  register: (app, ctx) => registerSimLocationRoutes(app, ctx),
};
