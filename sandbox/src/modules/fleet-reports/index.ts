// The fleet reports back end (prefix /dxl-fleet-reports; SPEC §7 "GET fleet reports check-multiple-bans; POST fleet
// reports", contract "Fleet reports"): the company administrator's summary of the fleet's lines for a period, as a real
// CSV or XLSX file. Chooser only (SPEC §2/§6 raport-sumar-flota); everyone else 403 (companyScope's refusals for
// consumers and non-operator users). GET /check-multiple-bans?ban=… says which accounts may go in a report; POST / asks
// for one (202); GET /{id} follows its generation, acknowledged → inProgress → completed a few seconds later by the
// sandbox clock; GET /{id}/download is the file. A report is its creator's alone: anyone else gets 404.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { companyScope, type CompanyScope } from "../../auth/companyScope";
import { HttpError } from "../../http/errors";
import { parseBody, parseQuery } from "../../http/validation";
import type { SandboxContext, SandboxModule } from "../module";
import { isoLocal, localTime } from "../usage-management/zone";
import { fleetReportErrors } from "./errors";
import { monthIndex, monthKey, REPORT_MIME, reportRows, toCsv, toXlsx, type Month, type ReportFormat } from "./reportFile";
import { FLEET_REPORT_MIGRATIONS, insertReport, reportById, reportFile, reportsSince, type ReportRecord } from "./store";

export const FLEET_REPORTS_PREFIX = "/dxl-fleet-reports";
/** A report is acknowledged, inProgress after this long, and completed after REPORT_GENERATION_MS. */
export const REPORT_IN_PROGRESS_AFTER_MS = 1000;
export const REPORT_GENERATION_MS = 4000;
/** Reports one user may have in generation at once. */
export const MAX_REPORTS_IN_PROGRESS = 3;
/** The longest period of one report, in months. */
export const MAX_REPORT_MONTHS = 12;
/** Accounts one check may name. */
const MAX_CHECKED_BANS = 50;

const BAN = /^\d{1,20}$/;
const MonthText = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "o lună, YYYY-MM");
const CreateBody = z.object({
  bans: z.array(z.string().trim().regex(BAN, "un cont (BAN) din cifre")).min(1).max(20),
  period: z.object({ from: MonthText, to: MonthText }),
  format: z.enum(["csv", "xlsx"]),
});
const CheckQuery = z.object({ ban: z.union([z.string(), z.array(z.string())]).optional() });

type Status = "acknowledged" | "inProgress" | "completed";

const statusAt = (r: ReportRecord, now: number): Status =>
  now >= r.requestedAt + REPORT_GENERATION_MS
    ? "completed"
    : now >= r.requestedAt + REPORT_IN_PROGRESS_AFTER_MS
      ? "inProgress"
      : "acknowledged";

const monthOf = (text: string): Month => ({ year: Number(text.slice(0, 4)), month: Number(text.slice(5, 7)) });
const currentMonth = (now: number): Month => {
  const l = localTime(now);
  return { year: l.year, month: l.month };
};

/** The company administrator's scope; every other role is refused. */
function chooserScope(request: FastifyRequest): CompanyScope {
  const scope = companyScope(request, fleetReportErrors);
  if (!scope.isAdministrator) throw fleetReportErrors.notAdministrator(scope.role);
  return scope;
}

/** The BANs a check names: `ban` repeated and/or comma-separated. */
function checkedBans(query: unknown): string[] | null {
  const { ban } = parseQuery(CheckQuery, query);
  if (ban === undefined) return null;
  const bans = [...new Set((Array.isArray(ban) ? ban : [ban]).flatMap((b) => b.split(",")).map((b) => b.trim()))].filter((b) => b !== "");
  const bad = bans.find((b) => !BAN.test(b));
  if (bad !== undefined) throw new HttpError(400, "invalid_query", `query.ban: „${bad}” nu este un cont (BAN) din cifre`);
  if (bans.length > MAX_CHECKED_BANS) throw new HttpError(400, "invalid_query", `query.ban: cel mult ${MAX_CHECKED_BANS} conturi`);
  return bans;
}

function checkPeriod(from: Month, to: Month, now: Month): void {
  const bad = fleetReportErrors.invalidPeriod;
  if (monthIndex(to) > monthIndex(now) || monthIndex(from) > monthIndex(now))
    throw bad(`nu poate cuprinde luni viitoare (luna curentă este ${monthKey(now)})`);
  if (monthIndex(from) > monthIndex(to)) throw bad("luna de început este după luna de sfârșit");
  if (monthIndex(to) - monthIndex(from) + 1 > MAX_REPORT_MONTHS) throw bad(`un raport cuprinde cel mult ${MAX_REPORT_MONTHS} luni`);
}

const fileNameOf = (bans: string[], from: string, to: string, format: ReportFormat) =>
  `raport-flota-${bans.join("-")}-${from === to ? from : `${from}_${to}`}.${format}`;

function view(r: ReportRecord, now: number) {
  const status = statusAt(r, now);
  const href = `${FLEET_REPORTS_PREFIX}/${r.id}`;
  const done = r.requestedAt + REPORT_GENERATION_MS;
  return {
    "@type": "FleetReport",
    id: r.id,
    href,
    status,
    customerId: r.customerId,
    bans: r.bans,
    period: { from: r.from, to: r.to },
    format: r.format,
    lineCount: r.lineCount,
    requestedAt: isoLocal(r.requestedAt),
    expectedCompletionAt: isoLocal(done),
    completedAt: status === "completed" ? isoLocal(done) : null,
    file:
      status === "completed"
        ? { name: r.fileName, mimeType: REPORT_MIME[r.format].split(";")[0], size: r.fileSize, href: `${href}/download` }
        : null,
  };
}

/** The caller's own report, or 404 (unknown and someone else's alike). */
function ownReport(ctx: SandboxContext, scope: CompanyScope, id: string): ReportRecord {
  const r = reportById(ctx.db, id);
  if (!r || r.userId !== scope.user.id || r.customerId !== scope.fleet.customerId) throw fleetReportErrors.notFound(id);
  return r;
}

function registerFleetReportRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.get("/check-multiple-bans", async (request) => {
    const scope = chooserScope(request);
    const asked = checkedBans(request.query) ?? scope.bans;
    return {
      customerId: scope.fleet.customerId,
      // Several accounts may go in one report when the company has several the caller administers.
      multipleBans: scope.bans.length > 1,
      maxMonths: MAX_REPORT_MONTHS,
      currentMonth: monthKey(currentMonth(ctx.now())),
      bans: asked.map((ban) =>
        scope.bans.includes(ban)
          ? { ban, allowed: true, lineCount: scope.lines.filter((l) => l.ban === ban).length }
          : { ban, allowed: false, lineCount: null, reason: "notCompanyAccount" },
      ),
    };
  });

  app.post("/", async (request, reply) => {
    const scope = chooserScope(request);
    const body = parseBody(CreateBody, request.body);
    const bans = [...new Set(body.bans)];
    const unknown = bans.find((b) => !scope.bans.includes(b));
    if (unknown !== undefined) throw fleetReportErrors.banNotInCompany(unknown);
    const from = monthOf(body.period.from);
    const to = monthOf(body.period.to);
    const now = ctx.now();
    checkPeriod(from, to, currentMonth(now));
    const userId = scope.user.id;
    const busy = () => reportsSince(ctx.db, userId, now - REPORT_GENERATION_MS) >= MAX_REPORTS_IN_PROGRESS;
    if (busy()) throw fleetReportErrors.tooMany(MAX_REPORTS_IN_PROGRESS);

    // The accounts in the fleet's order, each with its lines in the fleet's order: one row per line.
    const ordered = scope.bans.filter((b) => bans.includes(b));
    const lines = ordered.flatMap((b) => scope.lines.filter((l) => l.ban === b));
    const rows = reportRows(ctx.db, lines, from, to, now);
    const file = body.format === "csv" ? toCsv(rows) : await toXlsx(rows);
    const id = ctx.db.transaction(() => {
      if (busy()) throw fleetReportErrors.tooMany(MAX_REPORTS_IN_PROGRESS);
      return insertReport(ctx.db, {
        userId,
        identityId: scope.identity.id,
        customerId: scope.fleet.customerId,
        bans: ordered,
        from: body.period.from,
        to: body.period.to,
        format: body.format,
        lineCount: rows.length,
        requestedAt: now,
        fileName: fileNameOf(ordered, body.period.from, body.period.to, body.format),
        file,
      });
    })();
    const report = ownReport(ctx, scope, id);
    return reply.code(202).header("location", `${FLEET_REPORTS_PREFIX}/${id}`).send(view(report, ctx.now()));
  });

  app.get<{ Params: { id: string } }>("/:id", async (request) => {
    const scope = chooserScope(request);
    return view(ownReport(ctx, scope, request.params.id), ctx.now());
  });

  app.get<{ Params: { id: string } }>("/:id/download", async (request, reply) => {
    const scope = chooserScope(request);
    const r = ownReport(ctx, scope, request.params.id);
    if (statusAt(r, ctx.now()) !== "completed") throw fleetReportErrors.notReady(r.id);
    const file = reportFile(ctx.db, r.id);
    if (!file) throw fleetReportErrors.notFound(r.id);
    return reply
      .type(REPORT_MIME[r.format])
      .header("content-disposition", `attachment; filename="${r.fileName}"`)
      .header("content-length", String(file.length))
      .header("cache-control", "private, no-store")
      .send(file);
  });
}

export const fleetReportsModule: SandboxModule = {
  name: "fleet-reports",
  prefix: FLEET_REPORTS_PREFIX,
  migrations: FLEET_REPORT_MIGRATIONS,
  register: (app, ctx) => registerFleetReportRoutes(app, ctx),
};
