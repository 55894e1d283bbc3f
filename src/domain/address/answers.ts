// How the site reads the address and qualification back ends' answers (docs/portin-address-contract.md; zod-free like
// the other clients: the client hands the body here and refuses what comes back null). TMF673 lists are
// `{items:[{label,value,hasSubAddress?}], total}`; TMF645 queryServiceQualification has one item per fixed service
// (internet, tv), each qualified, alternate (with the date) or unqualified (with the reasons, in Romanian).
import type { CascadeOption } from "./cascade";
import type { QualificationResult } from "./qualification";

export interface AddressOptions {
  items: CascadeOption[];
  /** Every match, of which `items` are the first. */
  total: number;
}

const record = (v: unknown): Record<string, unknown> | null =>
  v !== null && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
const text = (v: unknown): string | null => (typeof v === "string" && v !== "" ? v : null);

/** A list answer of the cascade; null when it is not one. */
export function readAddressOptions(body: unknown): AddressOptions | null {
  const b = record(body);
  if (!b || !Array.isArray(b.items)) return null;
  const items: CascadeOption[] = [];
  for (const raw of b.items) {
    const o = record(raw);
    const label = text(o?.label);
    const value = text(o?.value);
    if (!o || !label || !value) return null;
    items.push(typeof o.hasSubAddress === "boolean" ? { label, value, hasSubAddress: o.hasSubAddress } : { label, value });
  }
  const total = typeof b.total === "number" && Number.isInteger(b.total) && b.total >= items.length ? b.total : items.length;
  return { items, total };
}

export interface UnavailabilityReason {
  code: string;
  /** The back end's Romanian sentence. */
  label: string;
}

export interface ServiceAnswer {
  result: QualificationResult;
  /** "fibre", "cable", or "none". */
  technology: string;
  /** Download speeds on offer (internet only), ascending; empty for TV. */
  speedsMbps: number[];
  /** When an alternate becomes available (YYYY-MM-DD). */
  availableFrom: string | null;
  reasons: UnavailabilityReason[];
}

export interface AddressQualification {
  result: QualificationResult;
  internet: ServiceAnswer | null;
  tv: ServiceAnswer | null;
}

const RESULTS: readonly QualificationResult[] = ["qualified", "alternate", "unqualified"];
const resultOf = (v: unknown): QualificationResult | null =>
  RESULTS.includes(v as QualificationResult) ? (v as QualificationResult) : null;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayOf = (v: unknown): string | null => (typeof v === "string" && DAY.test(v.slice(0, 10)) ? v.slice(0, 10) : null);

function characteristic(service: Record<string, unknown> | null, name: string): unknown {
  const list = Array.isArray(service?.serviceCharacteristic) ? service.serviceCharacteristic : [];
  return list.map(record).find((c) => c?.name === name)?.value;
}

function readItem(raw: unknown): { which: "internet" | "tv" | null; answer: ServiceAnswer } | null {
  const item = record(raw);
  const result = resultOf(item?.qualificationItemResult);
  if (!item || !result) return null;
  const service = record(item.service);
  const spec = text(record(service?.serviceSpecification)?.id);
  const which = item.id === "internet" || spec === "fixed-internet" ? "internet" : item.id === "tv" || spec === "fixed-tv" ? "tv" : null;
  const speeds = characteristic(service, "downloadSpeedMbps");
  const proposal = Array.isArray(item.alternateServiceProposal) ? record(item.alternateServiceProposal[0]) : null;
  const reasons = (Array.isArray(item.eligibilityUnavailabilityReason) ? item.eligibilityUnavailabilityReason : [])
    .map(record)
    .flatMap((r) => (r && text(r.code) && text(r.label) ? [{ code: String(r.code), label: String(r.label) }] : []));
  return {
    which,
    answer: {
      result,
      technology: text(characteristic(service, "technology")) ?? "none",
      speedsMbps: (Array.isArray(speeds) ? speeds : [])
        .filter((s): s is number => typeof s === "number" && Number.isFinite(s) && s > 0)
        .sort((a, b) => a - b),
      availableFrom: dayOf(item.expectedServiceAvailabilityDate) ?? dayOf(proposal?.alternateServiceAvailabilityDate),
      reasons,
    },
  };
}

/** A TMF645 queryServiceQualification answer; null when it is not one (no result or an item that is not readable). */
export function readQualification(body: unknown): AddressQualification | null {
  const b = record(body);
  const result = resultOf(b?.qualificationResult);
  if (!b || !result || !Array.isArray(b.serviceQualificationItem)) return null;
  const out: AddressQualification = { result, internet: null, tv: null };
  for (const raw of b.serviceQualificationItem) {
    const read = readItem(raw);
    if (!read) return null;
    if (read.which) out[read.which] = read.answer;
  }
  return out;
}

/** The TMF645 query for one installation address (instant answer, alternates and reasons asked for). */
export function qualificationQuery(addressId: string): Record<string, unknown> {
  return {
    instantSyncQualification: true,
    provideAlternative: true,
    provideUnavailabilityReason: true,
    searchCriteria: { service: { place: [{ id: addressId, role: "installationAddress", "@referredType": "GeographicAddress" }] } },
  };
}
