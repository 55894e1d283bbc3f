// The cost-control backend (prefix /dxl-cost-control; docs/services-contract.md "Cost control"): a monthly spending
// limit, an alert threshold and two blocks for prepaid and hybrid lines (SPEC §2 cost-control). Any line the caller
// reaches may be read; ContractOwner (its lines) and User (its own) may write. Spending is derived per month plus the
// prepaid offers taken from the credit this month.
import type { FastifyInstance } from "fastify";
import type { Role } from "../../auth/roles";
import { round2, stableFraction } from "../../seed/stableNumber";
import type { SandboxContext, SandboxModule } from "../module";
import { isoLocal, localTime, zonedTime } from "../usage-management/zone";
import { lineOf, queryText, selfcareScope, type Line, type SelfcareScope } from "./access";
import { ALERT_THRESHOLDS, MONTHLY_LIMIT_EUR, saveSettings, settingsOf, type CostSettings } from "./costControlStore";
import { chargedSince } from "./credit";
import { selfcareErrors } from "./errors";

const WRITE_ROLES: readonly Role[] = ["ContractOwner", "User"];

/** The prepaid or hybrid line asked for; fixed and postpaid lines have no cost control. */
function costLine(scope: SelfcareScope, number: string | undefined): Line {
  if (scope.identity.isFixed) throw selfcareErrors.notPrepaidLine(number ?? scope.identity.resourceValue);
  const line = lineOf(scope, number);
  if (!scope.identity.isPrepaid && !scope.identity.isHybrid) throw selfcareErrors.notPrepaidLine(line.msisdn);
  return line;
}

function spentThisMonth(ctx: SandboxContext, msisdn: string, now: number): number {
  const l = localTime(now);
  const monthStart = zonedTime(l.year, l.month, 1);
  const elapsed = (now - monthStart) / (zonedTime(l.year, l.month + 1, 1) - monthStart);
  const usage = stableFraction(`spent:${msisdn}:${l.year}-${l.month}`, 4, 18) * elapsed;
  return round2(usage + chargedSince(ctx, msisdn, monthStart));
}

function view(ctx: SandboxContext, msisdn: string) {
  const s = settingsOf(ctx.db, msisdn);
  return {
    publicIdentifier: msisdn,
    monthlyLimit: s.monthlyLimitEur === null ? null : { value: s.monthlyLimitEur, unit: "EUR" },
    alertThresholdPercent: s.alertThresholdPercent,
    blockPremiumNumbers: s.blockPremiumNumbers,
    blockRoamingData: s.blockRoamingData,
    spentThisMonth: { value: spentThisMonth(ctx, msisdn, ctx.now()), unit: "EUR" },
    updatedAt: s.updatedAt === null ? null : isoLocal(s.updatedAt),
  };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** The four settings of a PUT body, or invalid_settings naming the first bad field. */
export function parseSettings(body: unknown, msisdn: string): Omit<CostSettings, "updatedAt"> {
  const bad = selfcareErrors.invalidSettings;
  if (!isRecord(body)) throw bad("body", "se așteaptă un obiect JSON");
  if (body.publicIdentifier !== undefined && body.publicIdentifier !== msisdn) throw bad("publicIdentifier", `se așteaptă ${msisdn}`);
  const limit = body.monthlyLimit;
  let monthlyLimitEur: number | null = null;
  if (limit !== null) {
    const value = isRecord(limit) ? limit.value : undefined;
    const unitOk = isRecord(limit) && (limit.unit === undefined || limit.unit === "EUR");
    if (
      typeof value !== "number" ||
      !Number.isInteger(value) ||
      value < MONTHLY_LIMIT_EUR.min ||
      value > MONTHLY_LIMIT_EUR.max ||
      !unitOk
    ) {
      throw bad(
        "monthlyLimit",
        `null sau {"value": un număr întreg de euro între ${MONTHLY_LIMIT_EUR.min} și ${MONTHLY_LIMIT_EUR.max}, "unit": "EUR"}`,
      );
    }
    monthlyLimitEur = value;
  }
  const threshold = body.alertThresholdPercent;
  if (!(ALERT_THRESHOLDS as readonly unknown[]).includes(threshold))
    throw bad("alertThresholdPercent", `una dintre valorile ${ALERT_THRESHOLDS.join(", ")}`);
  for (const field of ["blockPremiumNumbers", "blockRoamingData"] as const) {
    if (typeof body[field] !== "boolean") throw bad(field, "true sau false");
  }
  return {
    monthlyLimitEur,
    alertThresholdPercent: threshold as number,
    blockPremiumNumbers: body.blockPremiumNumbers as boolean,
    blockRoamingData: body.blockRoamingData as boolean,
  };
}

function registerCostControlRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.get("/settings", async (request) => {
    const scope = selfcareScope(request);
    return view(ctx, costLine(scope, queryText(request.query, "publicIdentifier")).msisdn);
  });

  app.put("/settings", async (request) => {
    const scope = selfcareScope(request);
    if (!WRITE_ROLES.includes(scope.role)) throw selfcareErrors.roleNotAllowed(scope.role);
    // A User's scope is already its own line (selfcareScope), so "User: own line" needs no extra check.
    const line = costLine(scope, queryText(request.query, "publicIdentifier"));
    const settings = parseSettings(request.body, line.msisdn);
    ctx.db.transaction(() => saveSettings(ctx.db, line.msisdn, { ...settings, updatedAt: ctx.now() }, ctx.now()))();
    return view(ctx, line.msisdn);
  });
}

export const costControlModule: SandboxModule = {
  name: "cost-control",
  prefix: "/dxl-cost-control",
  migrations: [],
  register: (app, ctx) => registerCostControlRoutes(app, ctx),
};
