// Prepaid offers are paid from the credit when their order completes (docs/services-contract.md "Self-care product
// orders"). The charges are stored here; the usage-consumption credit (buckets.ts creditOf) subtracts them, as it adds
// the stored top-ups.
import type { SandboxContext } from "../module";
import { stmt } from "../../db";
import { round2 } from "../../seed/stableNumber";
import { storedTopUps } from "../ebill/store";
import { creditOf } from "../usage-consumption/buckets";

export function chargedEur(ctx: Pick<SandboxContext, "db">, msisdn: string): number {
  return round2(stmt(ctx.db, "SELECT COALESCE(SUM(amount_eur), 0) FROM sc_credit_charges WHERE msisdn = ?").pluck().get(msisdn) as number);
}

/** Charges of the line since `since` (cost control's spending this month). */
export function chargedSince(ctx: SandboxContext, msisdn: string, since: number): number {
  return round2(
    stmt(ctx.db, "SELECT COALESCE(SUM(amount_eur), 0) FROM sc_credit_charges WHERE msisdn = ? AND created_at >= ?")
      .pluck()
      .get(msisdn, since) as number,
  );
}

export function insertCharge(ctx: SandboxContext, orderId: string, msisdn: string, amountEur: number, at: number): void {
  stmt(ctx.db, "INSERT INTO sc_credit_charges (order_id, msisdn, amount_eur, created_at) VALUES (?, ?, ?, ?)").run(
    orderId,
    msisdn,
    amountEur,
    at,
  );
}

/** The credit left on a prepaid or hybrid line at `now`, EUR. */
export function creditLeft(ctx: SandboxContext, msisdn: string, now: number): number {
  return creditOf(msisdn, now, storedTopUps(ctx, msisdn), chargedEur(ctx, msisdn)).left;
}
