// The usage records of one mobile line in one billing cycle (docs/services-contract.md "Usage management"). Derived,
// not stored: a seeded PRNG keyed by (msisdn, cycle) gives the same records on every machine and run, whatever the
// clock; the clock only decides which cycle is current (unbilled) and hides what has not happened yet. About 150
// records per full cycle: calls, SMS, MMS, data sessions (one night-time session every day), a few value-added
// services, and a trip abroad in some cycles.
//
// Records agree with the allowances the usage-consumption module shows (its ALLOWANCES per product offering): each
// cycle's use is rated in time order against the line's allowances; use inside them is "included usage" (0 lei), use
// beyond them "non included usage" at the tariffs below, and kinds the plan has no allowance for are plain "usage".
import type { PersonaProduct } from "../../seed/personas";
import { round2, stableInt } from "../../seed/stableNumber";
import { VAT_RATE } from "../ebill/bills";
import { ALLOWANCES } from "../usage-consumption/buckets";
import { cycleAt, cycleKey } from "./cycles";
import { isoLocal, localTime, zonedTime } from "./zone";

export const USAGE_KINDS = ["voice", "sms", "mms", "data", "other"] as const;
export type UsageKind = (typeof USAGE_KINDS)[number];
export const ACCESS_TYPES = ["national", "international", "roaming"] as const;
export type AccessType = (typeof ACCESS_TYPES)[number];
export type RatingTag = "included usage" | "non included usage" | "usage";

/** Tariffs in lei, VAT included (docs/services-contract.md "Tariffs"). */
export const TARIFFS_RON = {
  voiceNationalPerMinute: 0.3,
  voiceInternationalPerMinute: 1.2,
  smsNational: 0.1,
  smsInternational: 0.3,
  mms: 0.5,
  dataNationalPerMb: 0.05,
  /** Outside the EU/EEA (inside it, roam like at home: national tariffs and allowances). */
  roamingVoiceOutPerMinute: 5.5,
  roamingVoiceInPerMinute: 2.5,
  roamingSms: 1.5,
  roamingDataPerMb: 2,
} as const;

/** The special product's data (usage-consumption/buckets.ts SPECIAL_PRODUCT_DATA_GB; not exported there). */
const SPECIAL_PRODUCT_DATA_GB = 50;

export interface Country {
  code: string;
  /** Romanian name. */
  name: string;
  dialCode: string;
  isEu: boolean;
}

const country = (code: string, name: string, dialCode: string, isEu: boolean): Country => ({ code, name, dialCode, isEu });
const EU_COUNTRIES = [
  country("IT", "Italia", "39", true),
  country("ES", "Spania", "34", true),
  country("DE", "Germania", "49", true),
  country("FR", "Franța", "33", true),
  country("AT", "Austria", "43", true),
  country("GR", "Grecia", "30", true),
  country("HU", "Ungaria", "36", true),
  country("BG", "Bulgaria", "359", true),
];
const NON_EU_COUNTRIES = [
  country("TR", "Turcia", "90", false),
  country("CH", "Elveția", "41", false),
  country("GB", "Regatul Unit", "44", false),
  country("US", "Statele Unite ale Americii", "1", false),
  country("RS", "Serbia", "381", false),
  country("MD", "Republica Moldova", "373", false),
];
/** Countries called from Romania (international calls and SMS). */
const CALLED_ABROAD = [...EU_COUNTRIES.slice(0, 4), NON_EU_COUNTRIES[2], NON_EU_COUNTRIES[3], NON_EU_COUNTRIES[5]];

export interface Line {
  msisdn: string;
  customerId: string;
  customerType: "Individual" | "Organization";
  /** The line's main subscription: its first product. */
  main: { id: string; name: string };
  products: PersonaProduct[];
  billingCycleDay: number;
}

export interface UsageRecord {
  id: string;
  msisdn: string;
  cycleIndex: number;
  /** Instant, ms. */
  at: number;
  usageDate: string;
  kind: UsageKind;
  access: AccessType;
  description: string;
  /** Lei, VAT included / excluded. */
  amount: number;
  taxExcluded: number;
  /** What the use taken from an allowance would have cost, lei. */
  includedValue: number;
  tag: RatingTag;
  durationSeconds?: number;
  volumeMb?: number;
  otherParty?: string;
  direction?: "outgoing" | "incoming";
  country?: Country;
}

/** mulberry32: a small, fast, seeded PRNG in [0, 1). */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Pools {
  /** MB; national data (and EU roaming); null = no allowance. */
  data: number | null;
  /** MB; roaming packs (outside the EU); null = none. */
  roamingData: number | null;
  /** Minutes; Infinity = unlimited, null = no allowance (pay per use). */
  voice: number | null;
  sms: number | null;
}

function poolsOf(products: PersonaProduct[]): Pools {
  const pools: Pools = { data: null, roamingData: null, voice: null, sms: null };
  const add = (cur: number | null, amount: number | null) => (amount === null ? Infinity : (cur ?? 0) + amount);
  for (const p of products) {
    if (p.isSpecial) pools.data = (pools.data ?? 0) + SPECIAL_PRODUCT_DATA_GB * 1024;
    for (const a of p.isSpecial ? [] : (ALLOWANCES[p.productOfferingId] ?? [])) {
      if (a.usageType === "data") {
        const mb = (a.amount ?? 0) * 1024;
        if (p.productOfferingId.includes("ROAM")) pools.roamingData = (pools.roamingData ?? 0) + mb;
        else pools.data = (pools.data ?? 0) + mb;
      } else if (a.usageType === "voice") pools.voice = add(pools.voice, a.amount);
      else if (a.usageType === "sms") pools.sms = add(pools.sms, a.amount);
    }
  }
  return pools;
}

interface Draft {
  at: number;
  kind: UsageKind;
  access: AccessType;
  direction?: "outgoing" | "incoming";
  durationSeconds?: number;
  /** Data sessions: a weight, turned into MB once the cycle's volume is known. */
  weight?: number;
  volumeMb?: number;
  otherParty?: string;
  country?: Country;
  vas?: (typeof VALUE_ADDED)[number];
}

const VALUE_ADDED = [
  { number: "8844", description: "SMS cu valoare adăugată către 8844 (donație)", price: 10, kind: "sms" },
  { number: "7420", description: "Plată parcare prin SMS la 7420 (București)", price: 3, kind: "sms" },
  { number: "1234", description: "Abonament serviciu de conținut: Horoscop zilnic (1234)", price: 4, kind: "sms" },
  { number: "0900123456", description: "Apel către număr cu tarif special 0900 123 456", price: 1.5, kind: "voice" },
] as const;

const pick = <T>(rnd: () => number, list: readonly T[]): T => list[Math.floor(rnd() * list.length)];
const int = (rnd: () => number, min: number, max: number) => min + Math.floor(rnd() * (max - min + 1));

/** A line's regular contacts: stable across cycles. */
function contactsOf(msisdn: string): string[] {
  return Array.from({ length: 12 }, (_, i) => {
    const n = stableInt(`usage-contact:${msisdn}:${i}`);
    return `07${2 + (n % 7)}${String(n % 10_000_000).padStart(7, "0")}`;
  });
}

function foreignNumber(rnd: () => number, c: Country): string {
  return `+${c.dialCode}${String(Math.floor(rnd() * 1e9)).padStart(9, "0")}`;
}

/** Days of the cycle as [year, month, day] in Bucharest. */
function daysOf(start: number, end: number): [number, number, number][] {
  const first = localTime(start);
  const days: [number, number, number][] = [];
  for (let i = 0; ; i++) {
    const t = zonedTime(first.year, first.month, first.day + i);
    if (t >= end) return days;
    const l = localTime(t);
    days.push([l.year, l.month, l.day]);
  }
}

function draftsOf(line: Line, index: number, pools: Pools, rnd: () => number): Draft[] {
  const cycle = cycleAt(index, line.billingCycleDay);
  const days = daysOf(cycle.start, cycle.end);
  const contacts = contactsOf(line.msisdn);
  const hasRoamingPack = (pools.roamingData ?? 0) > 0;
  // A trip abroad: every cycle for lines with a roaming pack, every other cycle or so for the rest.
  const tripLength = int(rnd, 3, 6);
  const tripStart = rnd() < (hasRoamingPack ? 1 : 0.5) ? int(rnd, 0, days.length - tripLength) : -1;
  const tripCountry = rnd() < (hasRoamingPack ? 0.5 : 0.75) ? pick(rnd, EU_COUNTRIES) : pick(rnd, NON_EU_COUNTRIES);
  const drafts: Draft[] = [];
  days.forEach(([y, m, d], dayNo) => {
    const abroad = tripStart >= 0 && dayNo >= tripStart && dayNo < tripStart + tripLength ? tripCountry : undefined;
    const at = (fromHour: number, toHour: number) => zonedTime(y, m, d, int(rnd, fromHour, toHour), int(rnd, 0, 59), int(rnd, 0, 59));
    const party = (intlShare: number): Pick<Draft, "access" | "otherParty" | "country"> => {
      if (abroad) return { access: "roaming", otherParty: rnd() < 0.8 ? pick(rnd, contacts) : foreignNumber(rnd, abroad), country: abroad };
      if (rnd() < intlShare) {
        const c = pick(rnd, CALLED_ABROAD);
        return { access: "international", otherParty: foreignNumber(rnd, c), country: c };
      }
      return { access: "national", otherParty: pick(rnd, contacts) };
    };
    for (let i = int(rnd, 1, 4); i > 0; i--) {
      const durationSeconds = 15 + Math.floor(rnd() * rnd() * 900);
      drafts.push({ at: at(7, 22), kind: "voice", direction: "outgoing", durationSeconds, ...party(0.08) });
    }
    // Incoming calls are recorded only where they are charged: roaming outside the EU.
    if (abroad && !abroad.isEu && rnd() < 0.7) {
      drafts.push({
        at: at(8, 21),
        kind: "voice",
        direction: "incoming",
        durationSeconds: 20 + Math.floor(rnd() * 400),
        access: "roaming",
        otherParty: pick(rnd, contacts),
        country: abroad,
      });
    }
    for (let i = int(rnd, 0, 2); i > 0; i--) drafts.push({ at: at(7, 23), kind: "sms", direction: "outgoing", ...party(0.1) });
    if (rnd() < 0.03) drafts.push({ at: at(9, 21), kind: "mms", direction: "outgoing", ...party(0) });
    // The phone's night-time sync (00:00–02:59, a time that exists on both DST days) and daytime browsing.
    const dataAccess = abroad ? { access: "roaming" as const, country: abroad } : { access: "national" as const };
    drafts.push({ at: at(0, 2), kind: "data", weight: 0.2 + rnd() * 0.3, ...dataAccess });
    if (rnd() < 0.6) drafts.push({ at: at(8, 22), kind: "data", weight: 0.5 + rnd() * 1.5, ...dataAccess });
    if (!abroad && rnd() < 0.04) {
      const vas = pick(rnd, VALUE_ADDED);
      drafts.push({
        at: at(9, 20),
        kind: "other",
        access: "national",
        otherParty: vas.number,
        vas,
        ...(vas.kind === "voice" ? { durationSeconds: 30 + Math.floor(rnd() * 300), direction: "outgoing" as const } : {}),
      });
    }
  });
  // Volumes: the cycle's national data is 35–110 % of the allowance (sometimes beyond it); abroad, a roaming pack's
  // owner uses 0.3–2.5 GB, anyone else 20–150 MB (outside the EU it is dear).
  const allowanceMb = pools.data ?? 2 * 1024;
  const spread = (sessions: Draft[], totalMb: number) => {
    const sum = sessions.reduce((s, x) => s + (x.weight ?? 0), 0);
    for (const s of sessions) s.volumeMb = round2((totalMb * (s.weight ?? 0)) / sum);
  };
  const data = drafts.filter((x) => x.kind === "data");
  const outsideEu = data.filter((x) => x.country && !x.country.isEu);
  spread(
    data.filter((x) => !outsideEu.includes(x)),
    allowanceMb * (0.35 + rnd() * 0.75),
  );
  if (outsideEu.length > 0) spread(outsideEu, hasRoamingPack ? 300 + rnd() * 2200 : 20 + rnd() * 130);
  return drafts.sort((a, b) => a.at - b.at);
}

function describe(d: Draft): string {
  const where = d.country ? ` (${d.country.name})` : "";
  const to = d.otherParty ?? "";
  switch (d.kind) {
    case "voice":
      if (d.access === "roaming")
        return d.direction === "incoming" ? `Apel primit în roaming${where} de la ${to}` : `Apel în roaming${where} către ${to}`;
      return d.access === "international" ? `Apel internațional către ${to}${where}` : `Apel național către ${to}`;
    case "sms":
      if (d.access === "roaming") return `SMS trimis din roaming${where} către ${to}`;
      return d.access === "international" ? `SMS internațional către ${to}${where}` : `SMS național către ${to}`;
    case "mms":
      return d.access === "roaming" ? `MMS trimis din roaming${where} către ${to}` : `MMS național către ${to}`;
    case "data":
      return d.access === "roaming" ? `Trafic de date în roaming${where}` : "Trafic de date național";
    case "other":
      return d.vas?.description ?? "Serviciu cu valoare adăugată";
  }
}

interface Rated {
  amount: number;
  includedValue: number;
  tag: RatingTag;
}

/** Takes `units` from a pool (null = no allowance); answers the rating at `rate` lei per unit beyond it. */
function fromPool(pools: Pools, key: keyof Pools, units: number, rate: number): Rated {
  const left = pools[key];
  if (left === null) return { amount: round2(units * rate), includedValue: 0, tag: "usage" };
  const included = Math.min(left, units);
  pools[key] = left - included;
  const charged = units - included;
  return {
    amount: round2(charged * rate),
    includedValue: round2(included * rate),
    tag: charged > 0 ? "non included usage" : "included usage",
  };
}

const payPerUse = (amount: number): Rated => ({ amount: round2(amount), includedValue: 0, tag: "usage" });

function rate(d: Draft, pools: Pools): Rated {
  const T = TARIFFS_RON;
  const minutes = Math.ceil((d.durationSeconds ?? 0) / 60);
  const home = d.access === "national" || (d.access === "roaming" && d.country?.isEu === true);
  switch (d.kind) {
    case "voice":
      if (home) return fromPool(pools, "voice", minutes, T.voiceNationalPerMinute);
      if (d.access === "international") return payPerUse(minutes * T.voiceInternationalPerMinute);
      return payPerUse(minutes * (d.direction === "incoming" ? T.roamingVoiceInPerMinute : T.roamingVoiceOutPerMinute));
    case "sms":
      if (home) return fromPool(pools, "sms", 1, T.smsNational);
      return payPerUse(d.access === "international" ? T.smsInternational : T.roamingSms);
    case "mms":
      return payPerUse(T.mms);
    case "data":
      return home
        ? fromPool(pools, "data", d.volumeMb ?? 0, T.dataNationalPerMb)
        : fromPool(pools, "roamingData", d.volumeMb ?? 0, T.roamingDataPerMb);
    case "other":
      return payPerUse(d.vas ? (d.vas.kind === "voice" ? minutes * d.vas.price : d.vas.price) : 0);
  }
}

function generate(line: Line, index: number): UsageRecord[] {
  const rnd = prng(stableInt(`usage-records:${line.msisdn}:${index}`));
  const pools = poolsOf(line.products);
  const drafts = draftsOf(line, index, pools, rnd);
  const key = cycleKey(index);
  return drafts.map((d, i) => {
    const r = rate(d, pools);
    return {
      id: `USG-${line.msisdn}-${key}-${String(i + 1).padStart(3, "0")}`,
      msisdn: line.msisdn,
      cycleIndex: index,
      at: d.at,
      usageDate: isoLocal(d.at),
      kind: d.kind,
      access: d.access,
      description: describe(d),
      amount: r.amount,
      taxExcluded: round2(r.amount / (1 + VAT_RATE)),
      includedValue: r.includedValue,
      tag: r.tag,
      ...(d.durationSeconds !== undefined ? { durationSeconds: d.durationSeconds } : {}),
      ...(d.volumeMb !== undefined ? { volumeMb: d.volumeMb } : {}),
      ...(d.otherParty !== undefined ? { otherParty: d.otherParty } : {}),
      ...(d.direction !== undefined ? { direction: d.direction } : {}),
      ...(d.country !== undefined ? { country: d.country } : {}),
    };
  });
}

// Generated cycles, kept while the process lives (a few hundred KB for every persona); products are part of the key,
// so a plan change later gives the new allowances from the next call on.
const cache = new Map<string, UsageRecord[]>();
const CACHE_LIMIT = 500;

/** Every record of `line` in the cycle `index` (also the ones after now: the caller cuts them). */
export function recordsOf(line: Line, index: number): UsageRecord[] {
  const key = [line.msisdn, index, line.billingCycleDay, ...line.products.map((p) => p.productOfferingId)].join("|");
  let records = cache.get(key);
  if (!records) {
    if (cache.size >= CACHE_LIMIT) cache.clear();
    records = generate(line, index);
    cache.set(key, records);
  }
  return records;
}
