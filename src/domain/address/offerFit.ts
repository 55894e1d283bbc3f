// Which of the page's fixed offers can be had at a checked address (issue 28 "offers at that address, others shown as
// unavailable with the reason; an alternate with its date"): an offer needs home internet (INTERNET), TV (TV) or both
// (BUNDLE), and its internet speed must be one the address gets (TMF645 downloadSpeedMbps).
import { foldName } from "../checkout/counties";
import type { AddressQualification, ServiceAnswer } from "./answers";

export type FixedService = "internet" | "tv";

export interface FixedOfferNeeds {
  services: FixedService[];
  /** The offer's download speed; null when it names none. */
  speedMbps: number | null;
}

/** "300 Mbps" → 300, "1 Gbps" → 1000, "1,5 Gbps" → 1500; null when it is not a speed. */
function speedOf(text: string): number | null {
  const m = /(\d+(?:[.,]\d+)?)\s*([gm])b(?:it)?(?:ps|\/s)/i.exec(text);
  const [, amount, unit] = m ?? [];
  if (amount === undefined || unit === undefined) return null;
  const n = Number(amount.replace(",", "."));
  return Math.round(unit.toLowerCase() === "g" ? n * 1000 : n);
}

/**
 * What a fixed offer needs, from its service type (INTERNET, TV, BUNDLE: the catalogue's serviceType facet) and its
 * details as the catalogue shows them ("Viteză": "1 Gbps").
 */
export function fixedOfferNeeds(serviceType: string, details: readonly { title: string; value: string }[]): FixedOfferNeeds {
  const type = serviceType.toUpperCase();
  const services: FixedService[] =
    type === "INTERNET" ? ["internet"] : type === "TV" ? ["tv"] : type === "BUNDLE" ? ["internet", "tv"] : [];
  const speed = services.includes("internet") ? details.find((d) => foldName(d.title).trim() === "viteza") : undefined;
  return { services, speedMbps: speed ? speedOf(speed.value) : null };
}

export type OfferFit =
  | { status: "available" }
  | { status: "later"; from: string }
  | { status: "unavailable"; reason: { kind: "service"; service: FixedService; labels: string[] } | { kind: "speed"; maxMbps: number } };

/** Whether the offer can be had at the address now, from a date, or not (with the first reason found). */
export function offerFitAt(needs: FixedOfferNeeds, q: AddressQualification): OfferFit {
  if (needs.services.length === 0) return { status: "unavailable", reason: { kind: "service", service: "internet", labels: [] } };
  const answers: [FixedService, ServiceAnswer | null][] = needs.services.map((s) => [s, q[s]]);
  for (const [service, a] of answers) {
    // An alternate with no date is no promise: it counts as not available.
    if (!a || a.result === "unqualified" || (a.result === "alternate" && !a.availableFrom)) {
      return { status: "unavailable", reason: { kind: "service", service, labels: a ? a.reasons.map((r) => r.label) : [] } };
    }
  }
  const internet = q.internet;
  if (needs.speedMbps !== null && internet && internet.speedsMbps.length > 0) {
    const maxMbps = Math.max(...internet.speedsMbps);
    if (needs.speedMbps > maxMbps) return { status: "unavailable", reason: { kind: "speed", maxMbps } };
  }
  const later = answers.flatMap(([, a]) => (a?.result === "alternate" && a.availableFrom ? [a.availableFrom] : [])).sort();
  const last = later[later.length - 1];
  if (last !== undefined) return { status: "later", from: last };
  return { status: "available" };
}
