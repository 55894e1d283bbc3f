// Cost-control settings of prepaid and hybrid lines (docs/services-contract.md "Cost control"), one row per line once
// saved; a line never saved answers the defaults (no limit, alert at 80 %, nothing blocked). Seeded: prepaid.owner.
import type { Database } from "better-sqlite3";
import { stmt } from "../../db";

export const ALERT_THRESHOLDS = [50, 80, 90] as const;
export const MONTHLY_LIMIT_EUR = { min: 5, max: 300 } as const;

export interface CostSettings {
  monthlyLimitEur: number | null;
  alertThresholdPercent: number;
  blockPremiumNumbers: boolean;
  blockRoamingData: boolean;
  /** null until the line's settings are first saved. */
  updatedAt: number | null;
}

export const DEFAULT_SETTINGS: CostSettings = {
  monthlyLimitEur: null,
  alertThresholdPercent: 80,
  blockPremiumNumbers: false,
  blockRoamingData: false,
  updatedAt: null,
};

const SEEDED: readonly (CostSettings & { msisdn: string })[] = [
  {
    msisdn: "0733000201",
    monthlyLimitEur: 20,
    alertThresholdPercent: 80,
    blockPremiumNumbers: true,
    blockRoamingData: false,
    updatedAt: Date.UTC(2026, 0, 15, 10, 30),
  },
];

const UPSERT = `INSERT OR REPLACE INTO sc_cost_control
  (msisdn, monthly_limit_eur, alert_threshold_percent, block_premium_numbers, block_roaming_data, updated_at) VALUES (?, ?, ?, ?, ?, ?)`;

const args = (msisdn: string, s: CostSettings, at: number) =>
  [msisdn, s.monthlyLimitEur, s.alertThresholdPercent, s.blockPremiumNumbers ? 1 : 0, s.blockRoamingData ? 1 : 0, at] as const;

export function seedCostControl(db: Database): void {
  const insert = db.prepare(UPSERT);
  for (const s of SEEDED) insert.run(...args(s.msisdn, s, s.updatedAt ?? 0));
}

interface Row {
  monthly_limit_eur: number | null;
  alert_threshold_percent: number;
  block_premium_numbers: number;
  block_roaming_data: number;
  updated_at: number;
}

export function settingsOf(db: Database, msisdn: string): CostSettings {
  const r = stmt(db, "SELECT * FROM sc_cost_control WHERE msisdn = ?").get(msisdn) as Row | undefined;
  if (!r) return DEFAULT_SETTINGS;
  return {
    monthlyLimitEur: r.monthly_limit_eur,
    alertThresholdPercent: r.alert_threshold_percent,
    blockPremiumNumbers: r.block_premium_numbers === 1,
    blockRoamingData: r.block_roaming_data === 1,
    updatedAt: r.updated_at,
  };
}

export function saveSettings(db: Database, msisdn: string, s: CostSettings, at: number): void {
  stmt(db, UPSERT).run(...args(msisdn, s, at));
}
