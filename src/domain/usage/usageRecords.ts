// SPEC §7 "Usage and products" (GET /dxl-nb-usage-management/usage, "total true") and SPEC §2 "usage detail lists
// (billed or unbilled, 10 per page)", SPEC §9 "Usage page size 10": the TMF635-like usage records as rows, a page of
// them with the total the gateway counts (header X-Total-Count); the selection's totals are the gateway's (X-Total-*
// headers, read by the usage client).
// The answer is not trusted: any field may be missing or of another type; a record without an id is skipped, nothing
// here throws. Record shape read (ours, as the sandbox's usage module sends it):
//   { id, usageDate, usageType, description, status,
//     ratedProductUsage: [{ taxIncludedRatingAmount: { value, unit } }],
//     usageCharacteristic: [{ name, value }] }   // volume, volumeUnit, duration (s), calledNumber, roamingCountry
// A field sent at the record's top level (amount {value, unit}, calledNumber, …) is read when the characteristic is
// absent. Amounts are lei (RON): an amount in another currency is not added to lei (amountRon null).
import { USAGE_PAGE_SIZE } from "../constants";
import { isRecord, readList as list, readNumber as num, readRecord as record, readString as text } from "../read";

/** Categories in the order the lists and totals show them; anything else is "other". */
export const USAGE_CATEGORIES = ["data", "voice", "sms", "mms", "other"] as const;
export type UsageCategory = (typeof USAGE_CATEGORIES)[number];

const CATEGORY_ALIASES: Record<string, UsageCategory> = {
  data: "data",
  internet: "data",
  gprs: "data",
  voice: "voice",
  call: "voice",
  apel: "voice",
  apeluri: "voice",
  sms: "sms",
  mms: "mms",
};

export interface Volume {
  value: number;
  units: string;
}

export interface UsageRecord {
  id: string;
  /** ISO text as sent; null when missing or not a date. */
  date: string | null;
  category: UsageCategory;
  /** The usage type as sent ("voice", "DATA_ROAMING", …). */
  type: string;
  description: string;
  /** Cost in lei (tax included); null when none was sent or it is in another currency. */
  amountRon: number | null;
  volume: Volume | null;
  /** Seconds; null when not a call or not sent. */
  durationSeconds: number | null;
  /** Called number as sent, "" when none. */
  calledNumber: string;
  /** Country the usage happened in while roaming, "" when at home. */
  roamingCountry: string;
}

export interface UsagePage {
  items: UsageRecord[];
  /** All records matching the query (X-Total-Count), at least what this page shows. */
  total: number;
  /** 1-based. */
  page: number;
  /** At least 1 (an empty list is one empty page). */
  pageCount: number;
}

/** The whole selection's totals (all pages), as the X-Total-* headers send them (read by the usage-management client); a header absent or unreadable → null. */
export interface UsageHeaderTotals {
  /** X-Total-Amount: lei, tax included. */
  amount: number | null;
  /** X-Total-Duration: seconds. */
  durationSeconds: number | null;
  /** X-Total-Volume: MB. */
  volumeMb: number | null;
  /** X-Total-Currency ("RON"), "" when absent. */
  currency: string;
}

/** The category of a usage type or category text: "DATA_ROAMING" → data, "Apeluri" → voice, else other. */
export function usageCategory(raw: unknown): UsageCategory {
  const t = text(raw).toLowerCase();
  if (CATEGORY_ALIASES[t]) return CATEGORY_ALIASES[t];
  const head = t.split(/[^a-z]+/)[0] ?? "";
  return CATEGORY_ALIASES[head] ?? "other";
}

/** The value of the first characteristic named `name` (case-insensitive), or the record's own field. */
function characteristic(raw: Record<string, unknown>, name: string): unknown {
  const lower = name.toLowerCase();
  const pair = list(raw.usageCharacteristic).find((c) => isRecord(c) && text(c.name).toLowerCase() === lower);
  return isRecord(pair) && pair.value !== undefined && pair.value !== null ? pair.value : raw[name];
}

function isoDate(v: unknown): string | null {
  const t = text(v);
  return t !== "" && Number.isFinite(Date.parse(t)) ? t : null;
}

function amountOf(raw: Record<string, unknown>): number | null {
  const rated = record(list(raw.ratedProductUsage)[0]);
  const money = isRecord(rated.taxIncludedRatingAmount) ? rated.taxIncludedRatingAmount : record(raw.amount);
  const value = num(money.value);
  const unit = text(money.unit).toUpperCase();
  return value !== null && (unit === "" || unit === "RON" || unit === "LEI") ? value : null;
}

function volumeOf(raw: Record<string, unknown>): Volume | null {
  const v = characteristic(raw, "volume");
  if (isRecord(v)) {
    const value = num(v.value ?? v.amount);
    return value === null ? null : { value, units: text(v.units ?? v.unit) };
  }
  const value = num(v);
  return value === null ? null : { value, units: text(characteristic(raw, "volumeUnit")) };
}

/** One usage record, or null when it is not one (not an object, or no id). */
export function mapUsageRecord(raw: unknown): UsageRecord | null {
  if (!isRecord(raw)) return null;
  const id = text(raw.id);
  if (!id) return null;
  const type = text(raw.usageType) || text(raw.type);
  const duration = num(characteristic(raw, "duration"));
  return {
    id,
    date: isoDate(raw.usageDate ?? raw.date),
    category: usageCategory(text(raw.category) || type),
    type,
    description: text(raw.description),
    amountRon: amountOf(raw),
    volume: volumeOf(raw),
    durationSeconds: duration !== null && duration >= 0 ? duration : null,
    calledNumber: text(characteristic(raw, "calledNumber")),
    roamingCountry: text(characteristic(raw, "roamingCountry")),
  };
}

/** The records of an answer: a list, or an object holding it under `usage`; the unreadable ones skipped. */
export function mapUsageRecords(body: unknown): UsageRecord[] {
  const items = Array.isArray(body) ? body : list(record(body).usage);
  return items.flatMap((r) => mapUsageRecord(r) ?? []);
}

/** X-Total-Count of the answer's headers (any case; a plain object or a Headers-like `get`), null when absent. */
export function totalCountOf(headers: unknown): number | null {
  let raw: unknown;
  if (isRecord(headers) && typeof headers.get === "function") {
    raw = (headers.get as (name: string) => unknown).call(headers, "x-total-count");
  } else {
    const entry = Object.entries(record(headers)).find(([name]) => name.toLowerCase() === "x-total-count");
    raw = entry?.[1];
  }
  const n = num(raw);
  return n !== null && n >= 0 ? Math.floor(n) : null;
}

/** How many pages of SPEC §9 size `total` records make (at least 1). */
export function usagePageCount(total: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / USAGE_PAGE_SIZE));
}

/**
 * The page `page` (1-based) of an answer. Without a usable X-Total-Count the total is what is known: the records
 * before this page plus this page's; a count smaller than that is raised to it.
 */
export function mapUsagePage(body: unknown, headers: unknown, page: number): UsagePage {
  const items = mapUsageRecords(body);
  const current = Number.isFinite(page) ? Math.max(1, Math.floor(page)) : 1;
  const known = (current - 1) * USAGE_PAGE_SIZE + items.length;
  const total = Math.max(totalCountOf(headers) ?? known, items.length === 0 ? 0 : known);
  return { items, total, page: current, pageCount: usagePageCount(total) };
}

const MB_PER: Record<string, number> = { b: 1 / 1024 / 1024, kb: 1 / 1024, mb: 1, gb: 1024, tb: 1024 * 1024 };

/** A volume in MB (1 GB = 1024 MB); null for a unit that is not a data size. No unit means MB (the contract's). */
export function volumeInMb(volume: Volume | null): number | null {
  if (!volume) return null;
  const factor = MB_PER[volume.units.trim().toLowerCase() || "mb"];
  return factor === undefined ? null : volume.value * factor;
}
