// The GDPR settings back end (prefix /dxl-gdpr; SPEC §7 "GET (with ?skipCache) and POST GDPR settings", SPEC §3
// gdprAttributes gdprBasic/gdprAdvanced): the person's consent per purpose, grouped as gdprBasic and gdprAdvanced.
// GET answers from a cache that may be up to GDPR_CACHE_TTL_MS behind a change unless ?skipCache=true (which also
// refreshes it); POST stores and answers what changed, not the settings — a client re-reads with skipCache.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { parseBody, parseQuery } from "../../http/validation";
import type { SandboxContext } from "../module";
import { isoLocal } from "../usage-management/zone";
import { privacyCaller } from "./access";
import { privacyErrors } from "./errors";
import { GDPR_GROUPS, PURPOSES, purposeById, type GdprGroup } from "./purposes";
import { applyConsents, cachedConsents, consentsOf, type ConsentChange, type Consents } from "./store";

export const GDPR_SETTINGS_ROUTE = "/gdpr-settings/:customerId";

const Query = z.object({ skipCache: z.enum(["true", "false"]).optional() });
const Group = z.record(z.string(), z.unknown());
const Body = z.object({ gdprBasic: Group.optional(), gdprAdvanced: Group.optional() }).strict();

function view(customerId: string, consents: Consents) {
  const group = (g: GdprGroup) => Object.fromEntries(PURPOSES.filter((p) => p.group === g).map((p) => [p.id, consents.granted[p.id]]));
  return {
    customerId,
    gdprBasic: group("gdprBasic"),
    gdprAdvanced: group("gdprAdvanced"),
    lastUpdated: consents.lastUpdated === null ? null : isoLocal(consents.lastUpdated),
  };
}

/** The wanted values of a POST body, or the 400 naming the first bad purpose or value. */
function wantedOf(body: z.output<typeof Body>): ConsentChange[] {
  const wanted: ConsentChange[] = [];
  for (const group of GDPR_GROUPS) {
    for (const [purpose, value] of Object.entries(body[group] ?? {})) {
      const known = purposeById(purpose);
      if (!known) throw privacyErrors.unknownPurpose(purpose);
      if (known.group !== group) throw privacyErrors.wrongGroup(purpose, group);
      if (typeof value !== "boolean") throw privacyErrors.invalidValue(purpose);
      wanted.push({ purpose, granted: value });
    }
  }
  if (wanted.length === 0) throw privacyErrors.noPurposes();
  return wanted;
}

export function registerGdprSettingsRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.get(GDPR_SETTINGS_ROUTE, async (request, reply) => {
    const party = privacyCaller(request);
    const query = parseQuery(Query, request.query);
    const { consents, cache } = cachedConsents(ctx.db, party, ctx.now(), query.skipCache === "true");
    reply.header("cache-control", "no-store").header("x-gdpr-cache", cache);
    return view(party.customerId, consents);
  });

  app.post(GDPR_SETTINGS_ROUTE, async (request, reply) => {
    const party = privacyCaller(request);
    const wanted = wantedOf(parseBody(Body, request.body));
    const at = ctx.now();
    const changed = ctx.db.transaction(() => applyConsents(ctx.db, party, wanted, at, "dxl-gdpr"))();
    const last = consentsOf(ctx.db, party).lastUpdated;
    reply.header("cache-control", "no-store");
    return { customerId: party.customerId, status: "saved", changed, lastUpdated: last === null ? null : isoLocal(last) };
  });
}
