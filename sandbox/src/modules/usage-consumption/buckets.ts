// SPEC §7 "GET /dxl-nb-usage-consumption/queryUsageConsumption and /summary variant": TMF677 usage consumption, one
// entry per mobile line of the selected identity. SPEC §7 "Prepaid credit = first bucket of first usage
// consumption": prepaid and hybrid lines lead with the credit (monetary, EUR: Romanian prepaid credit is in euros).
// Derived per call from the products and the clock, like the bills; only top-ups made through the sandbox (card or
// voucher, ebill/store.ts) are stored and passed in as `topUps`: each raises the credit and restarts its validity.
import type { PersonaProduct } from "../../seed/personas";
import { round2, stableFraction, stableInt } from "../../seed/stableNumber";
import { addDays, iso, runningPeriod, startOfUtcDay, type Period } from "../ebill/billingCycle";
import type { IdentityRecord } from "../identity/store";

export type UsageType = "monetary" | "data" | "voice" | "sms";
type AllowanceType = Exclude<UsageType, "monetary">;

interface Allowance {
  usageType: AllowanceType;
  name: string;
  /** Per period; null = unlimited. */
  amount: number | null;
  isShared?: boolean;
}

export const UNITS: Record<UsageType, string> = { monetary: "EUR", data: "GB", voice: "min", sms: "SMS" };
/** Prepaid credit lasts this long after a top-up. */
export const TOP_UP_VALIDITY_DAYS = 30;
export const TOP_UP_AMOUNTS_EUR = [5, 7, 10, 15, 20];

const data = (amount: number, name = "Internet", isShared = false): Allowance => ({ usageType: "data", name, amount, isShared });
const voice = (amount: number | null): Allowance => ({ usageType: "voice", name: "Minute naționale", amount });
const sms = (amount: number | null): Allowance => ({ usageType: "sms", name: "SMS naționale", amount });

/** Allowances per product offering of the personas (sandbox/src/seed/personas.ts); other offerings bring none. */
export const ALLOWANCES: Record<string, Allowance[]> = {
  "PO-RED-12": [data(50), voice(null), sms(null)],
  "PO-RED-8": [data(25), voice(null), sms(null)],
  "PO-ADDON-ROAM-5GB": [data(5, "Roaming 5 GB")],
  "PO-HYBRID-6": [data(10), voice(300), sms(300)],
  "PO-EBU-BUSINESS-15": [data(60, "Internet", true), voice(null), sms(1000)],
  "PO-EBU-BUSINESS-10": [data(30), voice(null), sms(500)],
  "PO-CARTELA-NELIMITAT": [data(15), voice(null)],
  // Self-care options, prepaid offers and roaming packs (selfcare/offerings.ts): a completed order adds their buckets.
  "PO-NBA-DATA-5GB": [data(5, "Internet ofertă 5 GB")],
  "PO-OPT-DATA-10GB": [data(10, "Internet opțiune 10 GB")],
  "PO-OPT-DATA-25GB": [data(25, "Internet opțiune 25 GB")],
  "PO-OPT-INTL-100MIN": [{ usageType: "voice", name: "Minute internaționale", amount: 100 }],
  "ADDON-ROAMING-5GB": [data(5, "Roaming 5 GB")],
  "ADDON-ROAMING-SUA-10GB": [data(10, "Roaming SUA și Canada 10 GB")],
  "ADDON-ROAMING-LUME-3GB": [data(3, "Roaming Restul lumii 3 GB")],
  "ADDON-ROAMING-MINUTE-100": [{ usageType: "voice", name: "Minute în roaming", amount: 100 }],
  "PO-PP-NBA-DATA-10GB": [data(10, "Internet ofertă 10 GB")],
  "PO-PP-DATA-5GB": [data(5, "Bonus Internet 5 GB")],
  "PO-PP-INTL-50MIN": [{ usageType: "voice", name: "Minute internaționale", amount: 50 }],
};
const SPECIAL_PRODUCT_DATA_GB = 50;

const allowancesOf = (p: PersonaProduct): Allowance[] =>
  p.isSpecial ? [data(SPECIAL_PRODUCT_DATA_GB, p.name)] : (ALLOWANCES[p.productOfferingId] ?? []);

/** The last top-up of a prepaid or hybrid line: 1–20 days before today, 5–20 EUR. */
export function lastTopUp(msisdn: string, now: number): { at: number; amountEur: number } {
  return {
    at: addDays(startOfUtcDay(now), -(1 + (stableInt(`topup-day:${msisdn}`) % 20))),
    amountEur: TOP_UP_AMOUNTS_EUR[stableInt(`topup-amount:${msisdn}`) % TOP_UP_AMOUNTS_EUR.length],
  };
}

const decimal = (x: number, digits: number) => x.toFixed(digits).replace(".", ",");
const round1 = (x: number) => Math.round(x * 10) / 10;

/** Romanian display text of a quantity, e.g. "7,5 GB", "812 min", "7,35 EUR". */
export function valueName(amount: number, usageType: UsageType): string {
  if (usageType === "monetary") return `${decimal(amount, 2)} EUR`;
  if (usageType === "data") return `${Number.isInteger(amount) ? String(amount) : decimal(amount, 1)} GB`;
  return `${amount} ${UNITS[usageType]}`;
}

interface BucketInput {
  id: string;
  name: string;
  usageType: UsageType;
  isShared: boolean;
  /** null = unlimited */
  initial: number | null;
  used: number;
  period: Period;
}

function bucket(b: BucketInput, now: number, detail: boolean) {
  const units = UNITS[b.usageType];
  const unlimited = b.initial === null;
  const left = b.initial === null ? 0 : b.usageType === "monetary" ? round2(b.initial - b.used) : round1(b.initial - b.used);
  const validFor = { startDateTime: iso(b.period.start), endDateTime: iso(b.period.end) };
  return {
    id: b.id,
    name: b.name,
    usageType: b.usageType,
    isShared: b.isShared,
    isUnlimited: unlimited,
    // Unlimited buckets carry amount 0: read isUnlimited first.
    remainingValue: { amount: left, units },
    remainingValueName: unlimited ? "Nelimitat" : valueName(left, b.usageType),
    initialValue: { amount: b.initial ?? 0, units },
    status: "active" as const,
    validFor,
    ...(detail
      ? {
          bucketCounter: [
            {
              counterType: "used" as const,
              value: { amount: b.used, units },
              consumptionPeriod: { startDateTime: validFor.startDateTime, endDateTime: iso(now) },
            },
          ],
        }
      : {}),
  };
}

/** Used so far: a stable share of the allowance; unlimited buckets still count what was used. */
function usedOf(key: string, a: Allowance): number {
  if (a.amount === null) return a.usageType === "voice" ? 40 + (stableInt(key) % 400) : 5 + (stableInt(key) % 120);
  const used = a.amount * stableFraction(key, 0.1, 0.85);
  return a.usageType === "data" ? round1(used) : Math.round(used);
}

/** Mobile lines of the identity, its own number first, each with its products. */
function mobileLines(identity: IdentityRecord): Map<string, PersonaProduct[]> {
  const lines = new Map<string, PersonaProduct[]>();
  if (identity.resourceType === "MSISDN") lines.set(identity.resourceValue, []);
  for (const p of identity.products) {
    if (!p.msisdn || p.targetSystem === "UPC") continue;
    lines.set(p.msisdn, [...(lines.get(p.msisdn) ?? []), p]);
  }
  return lines;
}

/** Self-care purchases paid from the credit (selfcare orders), EUR in total; they lower what is left. */
export type CreditCharges = (msisdn: string) => number;

/** The credit of a prepaid or hybrid line at `now`: its last derived top-up, the stored top-ups and the charges. */
export function creditOf(msisdn: string, now: number, stored: { amountEur: number; createdAt: number }[], charged: number) {
  const topUp = lastTopUp(msisdn, now);
  const added = round2(stored.reduce((sum, t) => sum + t.amountEur, 0));
  const lastAt = Math.max(topUp.at, ...stored.map((t) => t.createdAt));
  const left = round2(topUp.amountEur * stableFraction(`credit:${msisdn}`, 0.15, 0.95));
  const initial = round2(topUp.amountEur + added);
  const used = round2(topUp.amountEur - left + charged);
  return { initial, used, left: round2(initial - used), period: { start: lastAt, end: addDays(lastAt, TOP_UP_VALIDITY_DAYS) - 1 } };
}

/** The TMF677 answer for the identity at `now`; `detail` adds bucketCounter (the detail variant). */
export function usageConsumptionFor(
  identity: IdentityRecord | null,
  now: number,
  detail: boolean,
  topUps: (msisdn: string) => { amountEur: number; createdAt: number }[] = () => [],
  charges: CreditCharges = () => 0,
) {
  if (!identity || identity.isFixed || identity.isNonVdf || !identity.ban) return { usageConsumption: [] };
  const billing = runningPeriod(now, identity.billingCycle);
  const usageConsumption = [...mobileLines(identity)].map(([msisdn, products]) => {
    const hasCredit = identity.isPrepaid || identity.isHybrid;
    const credit = creditOf(msisdn, now, hasCredit ? topUps(msisdn) : [], hasCredit ? charges(msisdn) : 0);
    const topUpPeriod = credit.period;
    const buckets: BucketInput[] = [];
    if (hasCredit) {
      buckets.push({
        id: `${msisdn}-credit`,
        name: identity.isPrepaid ? "Credit" : "Credit extra",
        usageType: "monetary",
        isShared: false,
        initial: credit.initial,
        used: credit.used,
        period: topUpPeriod,
      });
    }
    for (const p of products) {
      for (const a of allowancesOf(p)) {
        const id = `${msisdn}-${p.id}-${a.usageType}`;
        buckets.push({
          id,
          name: a.name,
          usageType: a.usageType,
          isShared: a.isShared ?? false,
          initial: a.amount,
          used: usedOf(`used:${id}`, a),
          period: identity.isPrepaid ? topUpPeriod : billing,
        });
      }
    }
    return {
      id: `UC-${msisdn}`,
      relatedParty: [
        { id: identity.customerId, role: "Customer", "@referredType": identity.entityType === "COMPANY" ? "Organization" : "Individual" },
      ],
      logicalResource: [{ id: msisdn }],
      bucketRefOrValue: buckets.map((b) => bucket(b, now, detail)),
    };
  });
  return { usageConsumption };
}
