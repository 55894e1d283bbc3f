// Recharge rules (docs/billing-contract.md "Recharge"): amounts in euro 3..100 with at most two decimals (SPEC §5/§9
// "Recharge rate lookup amount 3 to 100"), the EUR→RON rate of the day, who can be recharged (the sandbox's prepaid
// and hybrid Romanian mobile numbers, anyone's: a top-up is a gift), and the top-up history of a line: the seeded
// past top-ups (derived, like the credit they explain) plus every top-up stored by a card or voucher recharge.
import { stableInt } from "../../seed/stableNumber";
import { addDays } from "./billingCycle";
import type { SandboxContext } from "../module";
import { findIdentityByMsisdn, type IdentityRecord } from "../identity/store";
import { normalizeMsisdn } from "../otc/codes";
import { lastTopUp, TOP_UP_AMOUNTS_EUR } from "../usage-consumption/buckets";
import { billingErrors } from "./errors";
import { storedTopUps } from "./store";

export const RECHARGE_MIN_EUR = 3;
export const RECHARGE_MAX_EUR = 100;
/** Seeded past top-ups shown per prepaid/hybrid line (one a month, the newest being the credit's last top-up). */
export const SEEDED_TOP_UPS = 6;

const round2 = (x: number) => Math.round(x * 100) / 100;

/** A euro amount as typed (number or text, "12.5" or "12,5"), in range with at most two decimals, else 400. */
export function rechargeAmount(raw: unknown): number {
  const text = typeof raw === "number" ? String(raw) : typeof raw === "string" ? raw.trim().replace(",", ".") : "";
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(text)) throw billingErrors.amountOutOfRange(RECHARGE_MIN_EUR, RECHARGE_MAX_EUR);
  const n = Number(text);
  if (n < RECHARGE_MIN_EUR || n > RECHARGE_MAX_EUR) throw billingErrors.amountOutOfRange(RECHARGE_MIN_EUR, RECHARGE_MAX_EUR);
  return n;
}

/** The day's rate (SANDBOX_EUR_RON_RATE, the cart's too) and the Romanian date it applies to. */
export function rateOfDay(ctx: SandboxContext): { rate: number; date: string } {
  return {
    rate: ctx.config.eurRonRate,
    date: new Date(ctx.now()).toLocaleDateString("sv-SE", { timeZone: "Europe/Bucharest" }),
  };
}

export const toRon = (ctx: SandboxContext, eur: number): number => round2(eur * ctx.config.eurRonRate);

/** A Romanian mobile number of one of the sandbox's prepaid or hybrid lines, normalised (07xxxxxxxx). */
export function rechargeableNumber(ctx: SandboxContext, raw: unknown): { msisdn: string; line: IdentityRecord } {
  const text = typeof raw === "string" || typeof raw === "number" ? String(raw).trim() : "";
  const msisdn = text ? normalizeMsisdn(text) : null;
  // Romanian mobile numbers only: 07xxxxxxxx, +407…, 00407… (normalised to the last ten digits).
  if (!msisdn || !/^07\d{8}$/.test(msisdn) || !/^(\+?4|004)?07\d{8}$/.test(text.replace(/[\s.-]/g, ""))) {
    throw billingErrors.invalidPhone(text);
  }
  const line = findIdentityByMsisdn(ctx.db, msisdn);
  if (!line || !(line.isPrepaid || line.isHybrid)) throw billingErrors.numberUnknown(msisdn);
  return { msisdn, line };
}

/** The mobile numbers of the identity (its own and its products'): whose history it may read. */
export function ownNumbers(identity: IdentityRecord): string[] {
  const set = new Set<string>();
  if (identity.resourceType === "MSISDN") set.add(identity.resourceValue);
  for (const p of identity.products) if (p.msisdn) set.add(p.msisdn);
  return [...set];
}

export interface TopUpEntry {
  id: string;
  msisdn: string;
  at: number;
  amountEur: number;
  amountRon: number | null;
  channel: "card" | "voucher" | "shop";
}

const CHANNELS = ["card", "voucher", "shop"] as const;

/** Every top-up of a prepaid/hybrid line, newest first; none for other lines. */
export function topUpHistory(ctx: SandboxContext, msisdn: string): TopUpEntry[] {
  const line = findIdentityByMsisdn(ctx.db, msisdn);
  const now = ctx.now();
  const seeded: TopUpEntry[] = [];
  if (line && (line.isPrepaid || line.isHybrid)) {
    const last = lastTopUp(msisdn, now);
    for (let k = 0; k < SEEDED_TOP_UPS; k++) {
      const amountEur = k === 0 ? last.amountEur : TOP_UP_AMOUNTS_EUR[stableInt(`topup-amount:${msisdn}:${k}`) % TOP_UP_AMOUNTS_EUR.length];
      seeded.push({
        id: `TU-${msisdn}-S${k}`,
        msisdn,
        at: addDays(last.at, -30 * k),
        amountEur,
        amountRon: null,
        channel: CHANNELS[stableInt(`topup-channel:${msisdn}:${k}`) % CHANNELS.length],
      });
    }
  }
  const stored: TopUpEntry[] = storedTopUps(ctx, msisdn).map((t) => ({
    id: `TU-${t.id}`,
    msisdn,
    at: t.createdAt,
    amountEur: t.amountEur,
    amountRon: t.amountRon,
    channel: t.channel,
  }));
  return [...stored, ...seeded].sort((a, b) => b.at - a.at);
}

/** TMF654-like TopupBalance of a history entry. */
export function topUpView(t: TopUpEntry, rate: number) {
  return {
    id: t.id,
    "@type": "TopupBalance",
    status: "confirmed",
    requestedDate: new Date(t.at).toISOString(),
    confirmationDate: new Date(t.at).toISOString(),
    amount: { amount: t.amountEur, units: "EUR" },
    amountRon: { amount: t.amountRon ?? round2(t.amountEur * rate), units: "RON" },
    channel: { id: t.channel, name: t.channel === "card" ? "Card" : t.channel === "voucher" ? "Voucher" : "Magazin" },
    logicalResource: [{ id: t.msisdn, "@referredType": "MSISDN" }],
    relatedParty: [{ id: t.msisdn, role: "Beneficiary" }],
  };
}
