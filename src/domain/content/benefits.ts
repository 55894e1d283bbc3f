// SPEC §3 "Service card benefit (broadleafId, description, orderIndex, mainUpperValue, icon, assetsFolder)",
// "Benefits are ordered by numeric orderIndex ascending", and the three shapes of SPEC §7
// (benefits, mainBenefits, secondaryBenefits), each a map broadleafId → benefits.
import { emptyMap, isRecord, readList, readNumber, readString } from "./read";
import { plainText } from "./text";

export type BenefitType = "main" | "secondary" | "";

export interface Benefit {
  /** The plan card's externalId the benefit belongs to. */
  broadleafId: string;
  /** Plain text. */
  title: string;
  /** HTML allowed: sanitise before rendering. */
  description: string;
  orderIndex: number | null;
  /** Plain text: the big value on the card ("60 GB"). */
  mainUpperValue: string;
  icon: string;
  assetsFolder: string;
  benefitType: BenefitType;
}

export interface PlanBenefits {
  benefits: Record<string, Benefit[]>;
  mainBenefits: Record<string, Benefit[]>;
  secondaryBenefits: Record<string, Benefit[]>;
}

/** The fallback value (SPEC §8 "benefits failure, empty maps"); fresh maps each call. */
export function emptyPlanBenefits(): PlanBenefits {
  return { benefits: emptyMap(), mainBenefits: emptyMap(), secondaryBenefits: emptyMap() };
}

function benefitType(v: unknown): BenefitType {
  const t = readString(v).toLowerCase();
  return t === "main" || t === "secondary" ? t : "";
}

/** One ServiceCardBenefit item; null when it is not an object or has no broadleafId (it belongs to no card). */
export function mapBenefit(raw: unknown): Benefit | null {
  if (!isRecord(raw)) return null;
  const broadleafId = readString(raw.broadleafId);
  if (!broadleafId) return null;
  return {
    broadleafId,
    title: plainText(raw.title),
    description: readString(raw.description),
    orderIndex: readNumber(raw.orderIndex),
    mainUpperValue: plainText(raw.mainUpperValue),
    icon: readString(raw.icon),
    assetsFolder: readString(raw.assetsFolder),
    benefitType: benefitType(raw.benefitType),
  };
}

/** Numeric orderIndex ascending ("10" after "9"); no orderIndex last; equal ones keep their order (stable sort). */
export function sortBenefits(benefits: readonly Benefit[]): Benefit[] {
  const rank = (b: Benefit) => b.orderIndex ?? Number.POSITIVE_INFINITY;
  return [...benefits].sort((a, b) => (rank(a) === rank(b) ? 0 : rank(a) < rank(b) ? -1 : 1));
}

/** ServiceCardBenefit items → the three maps, each list ordered. Unusable items are skipped. */
export function groupBenefits(items: unknown): PlanBenefits {
  const out = emptyPlanBenefits();
  const add = (map: Record<string, Benefit[]>, b: Benefit) => (map[b.broadleafId] ??= []).push(b);
  const benefits = sortBenefits(readList(items).flatMap((raw) => mapBenefit(raw) ?? []));
  for (const b of benefits) {
    add(out.benefits, b);
    if (b.benefitType === "main") add(out.mainBenefits, b);
    if (b.benefitType === "secondary") add(out.secondaryBenefits, b);
  }
  return out;
}
