// SPEC §2 cost-control (prepaid users' page) and SPEC §3 related state "cost control": a prepaid line's limits
// (docs/services-contract.md "Cost control") read from the answer and checked before a change is sent.
// Rules (the contract's, checked here first so bad input changes nothing and costs no call): a monthly limit is a whole
// number of euros 5–300, or none; the alert threshold is 50, 80 or 90 % of the limit.
import { isRecord, readNumber as num, readRecord as record, readString as text } from "../read";

export const COST_LIMIT_MIN_EUR = 5;
export const COST_LIMIT_MAX_EUR = 300;
export const ALERT_THRESHOLDS = [50, 80, 90] as const;
export type AlertThreshold = (typeof ALERT_THRESHOLDS)[number];

export interface CostControlSettings {
  msisdn: string;
  /** Whole euros; null = no limit. */
  monthlyLimitEur: number | null;
  alertThresholdPercent: AlertThreshold;
  blockPremiumNumbers: boolean;
  blockRoamingData: boolean;
  /** Read only: euros spent this month; null when not sent. */
  spentThisMonthEur: number | null;
}

const thresholdOf = (v: unknown): AlertThreshold => {
  const n = num(v);
  return (ALERT_THRESHOLDS as readonly number[]).includes(n ?? -1) ? (n as AlertThreshold) : 80;
};

/** The settings answer; null when it is not an object with a number. */
export function mapCostControl(raw: unknown): CostControlSettings | null {
  if (!isRecord(raw)) return null;
  const msisdn = text(raw.publicIdentifier);
  if (!msisdn) return null;
  const limit = raw.monthlyLimit === null ? null : num(record(raw.monthlyLimit).value);
  return {
    msisdn,
    monthlyLimitEur: limit,
    alertThresholdPercent: thresholdOf(raw.alertThresholdPercent),
    blockPremiumNumbers: raw.blockPremiumNumbers === true,
    blockRoamingData: raw.blockRoamingData === true,
    spentThisMonthEur: num(record(raw.spentThisMonth).value),
  };
}

export interface CostControlInput {
  /** What the user typed for the limit ("" = no limit). */
  limit: string;
  threshold: string;
  blockPremiumNumbers: boolean;
  blockRoamingData: boolean;
}

export type CostControlField = "limit" | "threshold";
export type CostControlErrors = Partial<Record<CostControlField, "limitNotWhole" | "limitRange" | "thresholdUnknown">>;

export type CostControlCheck =
  { ok: true; body: Omit<CostControlSettings, "msisdn" | "spentThisMonthEur"> } | { ok: false; errors: CostControlErrors };

/** The input as the settings to send, or the message key of each bad field. */
export function checkCostControl(input: CostControlInput): CostControlCheck {
  const errors: CostControlErrors = {};
  const typed = input.limit.trim().replace(/\s*(€|eur|euro)$/i, "");
  let limit: number | null = null;
  if (typed !== "") {
    if (!/^\d+$/.test(typed)) errors.limit = "limitNotWhole";
    else {
      limit = Number(typed);
      if (limit < COST_LIMIT_MIN_EUR || limit > COST_LIMIT_MAX_EUR) errors.limit = "limitRange";
    }
  }
  const threshold = Number(input.threshold);
  if (!(ALERT_THRESHOLDS as readonly number[]).includes(threshold)) errors.threshold = "thresholdUnknown";
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    body: {
      monthlyLimitEur: limit,
      alertThresholdPercent: threshold as AlertThreshold,
      blockPremiumNumbers: input.blockPremiumNumbers,
      blockRoamingData: input.blockRoamingData,
    },
  };
}

/** The PUT body of the contract. */
export function costControlBody(s: Omit<CostControlSettings, "spentThisMonthEur">): Record<string, unknown> {
  return {
    publicIdentifier: s.msisdn,
    monthlyLimit: s.monthlyLimitEur === null ? null : { value: s.monthlyLimitEur, unit: "EUR" },
    alertThresholdPercent: s.alertThresholdPercent,
    blockPremiumNumbers: s.blockPremiumNumbers,
    blockRoamingData: s.blockRoamingData,
  };
}
