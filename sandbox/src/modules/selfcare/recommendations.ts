// The recommendations backend (prefix /dxl-nb-recommendation-grp; docs/services-contract.md "Recommendations"): what
// to offer a line travelling to a country. Outside the EU, the roaming packs for the country's zone (the CMS roaming
// countries and ROAMING_ADDON_ZONES); in the EU roaming is "like at home", so the plan's allowances apply and the
// national data option is the useful extra. One NBA_LEGACY recommendation rides along (SPEC §3: the site skips it).
import type { FastifyInstance } from "fastify";
import { ROAMING_COUNTRIES } from "../../seed/catalogueContent";
import type { SandboxModule } from "../module";
import { lineOf, queryText, segmentsOf, selfcareScope, type Segment } from "./access";
import { selfcareErrors } from "./errors";
import {
  findOffering,
  isRoamingRecommendable,
  NATIONAL_DATA_OPTION,
  SELFCARE_OFFERINGS,
  toProductOffering,
  type SelfcareOffering,
} from "./offerings";

function offersFor(iso: string, segments: Segment[], active: Set<string>): SelfcareOffering[] {
  const country = ROAMING_COUNTRIES.find((c) => c.isoCode === iso);
  if (!country) return [];
  // Only what /productOrder/mva takes with the switch ("Activează cu roaming"), not yet active on the line.
  const fits = (o: SelfcareOffering) => isRoamingRecommendable(o, segments) && !active.has(o.id);
  if (country.zone === "UE") {
    return segments.flatMap((s) => findOffering(NATIONAL_DATA_OPTION[s]) ?? []).filter(fits);
  }
  return SELFCARE_OFFERINGS.filter((o) => o.category === "Roaming" && o.roamingZones?.includes(country.zone) && fits(o));
}

function registerRecommendationRoutes(app: FastifyInstance): void {
  app.get("/queryProductRecommendation", async (request) => {
    const scope = selfcareScope(request);
    const q = request.query;
    const iso = queryText(q, "place.id") ?? "";
    if (!/^[A-Z]{2}$/.test(iso)) throw selfcareErrors.invalidCountry(iso);
    const line = lineOf(scope, queryText(q, "publicIdentifier"));
    const category = queryText(q, "category.name") ?? "Roaming";
    if (category !== "Roaming") return [];
    const segments = segmentsOf(scope.identity);
    const offers = offersFor(iso, segments, new Set(line.products.map((p) => p.productOfferingId)));
    if (offers.length === 0) return [];
    const id = `REC-RO-${iso}`;
    const legacy = SELFCARE_OFFERINGS.find((o) => o.category === "NEXT_BEST_ACTION" && o.segment === segments[0]);
    return [
      {
        id,
        recommendationType: "OFFER_FB",
        category: [{ name: "Roaming" }],
        place: [{ id: iso }],
        recommendationItem: offers.map((o, i) => ({ id: `${id}-${i + 1}`, priority: i + 1, offering: toProductOffering(o) })),
      },
      {
        id: `REC-NBA-${line.msisdn}`,
        recommendationType: "NBA_LEGACY",
        category: [{ name: "Roaming" }],
        place: [{ id: iso }],
        recommendationItem: legacy ? [{ id: `REC-NBA-${line.msisdn}-1`, priority: 1, offering: toProductOffering(legacy) }] : [],
      },
    ];
  });
}

export const recommendationsModule: SandboxModule = {
  name: "recommendations",
  prefix: "/dxl-nb-recommendation-grp",
  migrations: [],
  register: (app) => registerRecommendationRoutes(app),
};
