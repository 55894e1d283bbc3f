// SPEC §7 "POST loyalty tier" read into what date-personale shows (the answer's shape is the sandbox contract's,
// docs/ "Loyalty": {applicable, tier, points, nextTier, pointsToNextTier, validUntil}; SPEC shows none). The reading
// is total: an answer that says the programme does not apply is "notApplicable" (the section is not shown); anything
// that cannot be read as a member's tier (an unknown tier, points that are not a number, not an object) is
// "unavailable" (said so), never a crash.
import { calendarDay } from "../calendarDay";
import { isRecord, readNumber, readString } from "../read";

export const LOYALTY_TIERS = ["bronze", "silver", "gold", "platinum"] as const;
export type LoyaltyTier = (typeof LOYALTY_TIERS)[number];

export type LoyaltyView =
  | {
      kind: "member";
      tier: LoyaltyTier;
      points: number;
      /** null at the top tier. */
      nextTier: LoyaltyTier | null;
      pointsToNextTier: number | null;
      /** YYYY-MM-DD; null when not sent or not a day. */
      validUntil: string | null;
    }
  | { kind: "notApplicable" }
  | { kind: "unavailable" };

const tierOf = (v: unknown): LoyaltyTier | null => {
  const t = readString(v).toLowerCase();
  return (LOYALTY_TIERS as readonly string[]).includes(t) ? (t as LoyaltyTier) : null;
};

const wholeNonNegative = (v: unknown): number | null => {
  const n = readNumber(v);
  return n !== null && Number.isInteger(n) && n >= 0 ? n : null;
};

export function readLoyaltyTier(raw: unknown): LoyaltyView {
  if (!isRecord(raw)) return { kind: "unavailable" };
  if (raw.applicable === false) return { kind: "notApplicable" };
  if (raw.applicable !== true) return { kind: "unavailable" };
  const tier = tierOf(raw.tier);
  const points = wholeNonNegative(raw.points);
  if (!tier || points === null) return { kind: "unavailable" };
  const nextTier = tierOf(raw.nextTier);
  const toNext = wholeNonNegative(raw.pointsToNextTier);
  return {
    kind: "member",
    tier,
    points,
    nextTier,
    // Points to a next tier mean nothing without one.
    pointsToNextTier: nextTier ? toNext : null,
    validUntil: calendarDay(raw.validUntil),
  };
}
