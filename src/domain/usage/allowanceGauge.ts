// SPEC §7 "Usage and products" (usage consumption buckets): each allowance of the usage overview as a remaining-vs-
// total gauge. The kinds shown are data, minutes, SMS and roaming; roaming is not a usage type of its own in TMF677,
// so a data or minutes bucket whose name says "roaming" (the roaming packs, "Roaming 5 GB") is the roaming gauge.
// Unlimited allowances have no share (the bar says "Nelimitat"); a bucket without its total (initial amount) shows
// what is left without a bar.
import { remainingShare, type Allowance } from "./consumption";

export type GaugeKind = "data" | "voice" | "sms" | "roaming";
/** The order the overview shows them in. */
export const GAUGE_KINDS: readonly GaugeKind[] = ["data", "voice", "sms", "roaming"];

export interface AllowanceGauge {
  id: string;
  kind: GaugeKind;
  /** The bucket's own name, "" when it sent none (the screen then names the kind). */
  name: string;
  remaining: number | null;
  initial: number | null;
  units: string;
  unlimited: boolean;
  shared: boolean;
  validUntil: string | null;
  /** Share left, 0–1; null when unlimited or the total is unknown. */
  share: number | null;
  /** The share as a whole percentage (0–100), null with the share. */
  percentLeft: number | null;
}

/** The gauge kind of an allowance: roaming by its name, else its usage type. */
export function gaugeKind(a: Pick<Allowance, "usageType" | "name">): GaugeKind {
  return /roaming/i.test(a.name) ? "roaming" : a.usageType;
}

/** The allowances as gauges, by kind (data, minutes, SMS, roaming), each kind in the order sent. */
export function allowanceGauges(allowances: readonly Allowance[]): AllowanceGauge[] {
  const gauges = allowances.map((a): AllowanceGauge => {
    const share = remainingShare(a);
    return {
      id: a.id,
      kind: gaugeKind(a),
      name: a.name,
      remaining: a.remaining,
      initial: a.unlimited ? null : a.initial,
      units: a.units,
      unlimited: a.unlimited,
      shared: a.shared,
      validUntil: a.validUntil,
      share,
      percentLeft: share === null ? null : Math.round(share * 100),
    };
  });
  return GAUGE_KINDS.flatMap((kind) => gauges.filter((g) => g.kind === kind));
}
