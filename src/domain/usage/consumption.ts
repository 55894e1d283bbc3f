// SPEC §7 "Usage and products": the TMF677 usage consumption summary (GET /dxl-nb-usage-consumption/
// queryUsageConsumption/summary) as the prepaid credit and the allowances left. The answer is not trusted: buckets
// that are not allowances, or carry no usable value, are skipped; nothing here throws.

import { PREPAID_CREDIT_STALE_MS } from "../constants";
import type { Money } from "../currency";
import { normalisePhone } from "../phone";
import {
  type RawRecord as Raw,
  isRecord,
  readRecord as record,
  readList as list,
  readString as text,
  readNumber as numberOrNull,
  readFlag as flag,
} from "../read";

/** SPEC §9 "Prepaid credit fresh for 5 minutes." (the summary carries the credit). */
export const USAGE_STALE_MS = PREPAID_CREDIT_STALE_MS;
/** Personal data: dropped a minute after no screen shows it. */
export const USAGE_GC_MS = 60_000;

/** SPEC §7 "(credit units EUR)": the unit of a monetary bucket that names none. */
export const CREDIT_DEFAULT_UNIT = "EUR";

/** Bucket usage types shown as allowances; "monetary" is the credit. */
export const ALLOWANCE_TYPES = ["data", "voice", "sms"] as const;
export type AllowanceType = (typeof ALLOWANCE_TYPES)[number];

export interface Allowance {
  id: string;
  name: string;
  usageType: AllowanceType;
  /** null only for an unlimited allowance that sent no figure. */
  remaining: number | null;
  initial: number | null;
  /** As sent (GB, MB, min, SMS, …). */
  units: string;
  /** The gateway's own text of what is left ("1.9 Gb"), "" when none. */
  remainingText: string;
  unlimited: boolean;
  shared: boolean;
  status: string;
  /** End of validity (ISO text), null when none was sent. */
  validUntil: string | null;
  /** The number the allowance belongs to (normalised), null when the consumption names none. */
  msisdn: string | null;
}

export interface UsageSummary {
  /** SPEC §7 "Prepaid credit = first bucket of first usage consumption"; null when that bucket holds no money. */
  credit: Money | null;
  creditValidUntil: string | null;
  allowances: Allowance[];
}

function isoDate(v: unknown): string | null {
  const t = text(v);
  return t !== "" && Number.isFinite(Date.parse(t)) ? t : null;
}

const CURRENCIES = ["EUR", "RON"];

/** A bucket holds money when it says so, or when its unit is a currency the site shows. */
function isMonetary(bucket: Raw, units: string): boolean {
  return text(bucket.usageType).toLowerCase() === "monetary" || CURRENCIES.includes(units.toUpperCase());
}

/** SPEC §7 "Prepaid credit = first bucket of first usage consumption", when that bucket is money. */
function creditOf(consumptions: unknown[]): { credit: Money | null; validUntil: string | null } {
  const bucket = record(list(record(consumptions[0]).bucketRefOrValue)[0]);
  const remaining = record(bucket.remainingValue);
  const value = numberOrNull(remaining.amount);
  const units = text(remaining.units);
  if (value === null || !isMonetary(bucket, units)) return { credit: null, validUntil: null };
  return {
    credit: { value, unit: units === "" ? CREDIT_DEFAULT_UNIT : units.toUpperCase() },
    validUntil: isoDate(record(bucket.validFor).endDateTime),
  };
}

function allowance(v: unknown, msisdn: string | null): Allowance | null {
  if (!isRecord(v)) return null;
  const usageType = text(v.usageType).toLowerCase();
  if (!(ALLOWANCE_TYPES as readonly string[]).includes(usageType)) return null;
  const status = text(v.status);
  // Nothing of an expired bucket can be used any more.
  if (status.toLowerCase() === "expired") return null;
  const remainingValue = record(v.remainingValue);
  const remaining = numberOrNull(remainingValue.amount);
  const unlimited = flag(v.isUnlimited);
  if (remaining === null && !unlimited) return null;
  const initialValue = record(v.initialValue);
  return {
    id: text(v.id),
    name: text(v.name),
    usageType: usageType as AllowanceType,
    remaining,
    initial: numberOrNull(initialValue.amount),
    units: text(remainingValue.units) || text(initialValue.units),
    remainingText: text(v.remainingValueName),
    unlimited,
    shared: flag(v.isShared),
    status,
    validUntil: isoDate(record(v.validFor).endDateTime),
    msisdn,
  };
}

/** The summary answer as the credit and the allowances of every consumption (a number each), in the order sent. */
export function mapUsageSummary(raw: unknown): UsageSummary {
  const consumptions = list(record(raw).usageConsumption);
  const { credit, validUntil } = creditOf(consumptions);
  const allowances = consumptions.flatMap((c) => {
    const consumption = record(c);
    const msisdn = normalisePhone(text(record(list(consumption.logicalResource)[0]).id) || null);
    return list(consumption.bucketRefOrValue)
      .map((b) => allowance(b, msisdn))
      .filter((a): a is Allowance => a !== null);
  });
  return { credit, creditValidUntil: validUntil, allowances };
}

/** The allowances of one number (and those of no number, shared by the account); every one without a number given. */
export function allowancesFor(allowances: readonly Allowance[], msisdn: string | null): Allowance[] {
  const own = normalisePhone(msisdn);
  if (own === null) return [...allowances];
  return allowances.filter((a) => a.msisdn === null || a.msisdn === own);
}

/** Share left of the initial amount, 0–1; null when unknown or unlimited. */
export function remainingShare(a: Pick<Allowance, "remaining" | "initial" | "unlimited">): number | null {
  if (a.unlimited || a.remaining === null || a.initial === null || a.initial <= 0) return null;
  return Math.min(1, Math.max(0, a.remaining / a.initial));
}

const quantityFormat = new Intl.NumberFormat("ro-RO", { maximumFractionDigits: 2 });

/** A quantity in Romanian notation: "1,9", "1.024,5", "100". */
export function formatQuantityRo(value: number): string {
  return Number.isFinite(value) ? quantityFormat.format(value) : "";
}
