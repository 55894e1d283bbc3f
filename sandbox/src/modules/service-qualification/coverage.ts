// What the fixed network offers at each seeded address (contract "Service qualification"): fibre, cable or nothing,
// the download speeds, TV, a planned connection date, or the reason there is none. Derived from a stable hash of the
// number's address id (a flat has its building's coverage), so it is the same on every run; the contract's known
// addresses are pinned in KNOWN.
import { stableInt } from "../../seed/stableNumber";
import type { StreetNumber } from "../geographic-address/data";

export type Technology = "fibre" | "cable";
export interface UnavailabilityReason {
  code: string;
  label: string;
}
export type Coverage =
  | { kind: "available"; technology: Technology; speedsMbps: number[]; tv: boolean }
  | { kind: "planned"; technology: Technology; speedsMbps: number[]; inDays: number }
  | { kind: "none"; reason: UnavailabilityReason };

export const FIBRE_SPEEDS = [300, 500, 1000];
const CABLE_SPEEDS = [100, 300];

export const REASONS = {
  noCoverage: { code: "NO_COVERAGE", label: "Adresa nu este în aria de acoperire a rețelei fixe." },
  buildingNotWired: { code: "BUILDING_NOT_WIRED", label: "Blocul nu este conectat încă la rețeaua fixă și nu are o dată de conectare." },
  tvNotAvailable: { code: "TV_NOT_AVAILABLE", label: "Televiziunea nu este disponibilă la această adresă." },
} as const satisfies Record<string, UnavailabilityReason>;

/** The contract's addresses, one of each kind, for tests and demos. */
export const KNOWN: Record<string, Coverage> = {
  "B.sector-3.bulevardul-unirii.10": { kind: "available", technology: "fibre", speedsMbps: FIBRE_SPEEDS, tv: true },
  "BV.brasov.strada-republicii.10": { kind: "available", technology: "fibre", speedsMbps: FIBRE_SPEEDS, tv: true },
  "CJ.cluj-napoca.calea-dorobantilor.5": { kind: "available", technology: "cable", speedsMbps: CABLE_SPEEDS, tv: true },
  "CT.constanta.bulevardul-tomis.7": { kind: "available", technology: "fibre", speedsMbps: [300, 500], tv: false },
  "IS.iasi.strada-lapusneanu.3": { kind: "planned", technology: "fibre", speedsMbps: FIBRE_SPEEDS, inDays: 45 },
  "TM.timisoara.aleea-viilor.2": { kind: "none", reason: REASONS.noCoverage },
};

/** The coverage of a number (and of every flat in it). Towns are mostly covered, villages mostly not. */
export function coverageOf(number: StreetNumber): Coverage {
  const known = KNOWN[number.value];
  if (known) return known;
  const h = stableInt(`coverage:${number.value}`);
  const roll = h % 100;
  const [fibre, cable, planned] = number.street.locality.urban ? [55, 75, 85] : [20, 35, 50];
  const tv = (h >>> 8) % 10 !== 0;
  const fibreSpeeds = (h >>> 12) % 3 === 0 ? [300, 500] : FIBRE_SPEEDS;
  if (roll < fibre) return { kind: "available", technology: "fibre", speedsMbps: fibreSpeeds, tv };
  if (roll < cable) return { kind: "available", technology: "cable", speedsMbps: CABLE_SPEEDS, tv };
  if (roll < planned) return { kind: "planned", technology: "fibre", speedsMbps: FIBRE_SPEEDS, inDays: 30 + ((h >>> 16) % 150) };
  return { kind: "none", reason: number.blocks.length > 0 && (h >>> 16) % 2 === 0 ? REASONS.buildingNotWired : REASONS.noCoverage };
}
