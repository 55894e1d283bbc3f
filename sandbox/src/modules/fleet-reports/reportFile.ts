// The fleet report's file (contract "Fleet reports"): ONE ROW PER LINE of the chosen accounts, under one header row —
// number, account, employee, plan, SIM state (the bar-unbar store's: a line never barred is active) and the period's
// usage and cost figures. The figures are derived deterministically from the line and the month (stableFraction), so
// every run and every test sees the same file; a month before the line's activation counts nothing, the current month
// counts its figures to date. CSV: UTF-8 with a BOM (Excel then reads the diacritics), ";" between fields and decimal
// commas (what Romanian spreadsheets expect), CRLF rows, RFC 4180 quoting. XLSX: write-excel-file, one sheet.
import writeXlsxFile, { type Row } from "write-excel-file/node";
import type { Database } from "better-sqlite3";
import type { FleetLine } from "../../seed/fleet";
import { round2, stableFraction, stableInt } from "../../seed/stableNumber";
import { simOf } from "../bar-unbar/store";
import { daysInMonth, zonedTime } from "../usage-management/zone";

export type ReportFormat = "csv" | "xlsx";

export const REPORT_MIME: Record<ReportFormat, string> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

export interface Month {
  year: number;
  month: number;
}

export const monthKey = (m: Month) => `${m.year}-${String(m.month).padStart(2, "0")}`;
export const monthIndex = (m: Month) => m.year * 12 + m.month - 1;

export const HEADER = [
  "Număr",
  "Cont (BAN)",
  "Utilizator",
  "Abonament",
  "Stare SIM",
  "Perioadă",
  "Minute voce",
  "SMS",
  "Date (MB)",
  "Abonament (EUR)",
  "Costuri suplimentare (EUR)",
  "Total (EUR)",
] as const;

export interface ReportRow {
  msisdn: string;
  ban: string;
  userName: string;
  plan: string;
  simState: string;
  period: string;
  voiceMinutes: number;
  sms: number;
  dataMb: number;
  subscriptionEur: number;
  extraEur: number;
  totalEur: number;
}

/** Monthly fee of each business plan (EUR, VAT excluded); an unknown plan pays the smallest. */
const MONTHLY_FEE_EUR: Record<string, number> = {
  "PO-EBU-BUSINESS-10": 10,
  "PO-EBU-BUSINESS-15": 15,
  "PO-EBU-BUSINESS-20": 20,
  "PO-EBU-DATA-50": 12,
};

const SIM_STATE = { active: "Activă", barred: "Suspendată" } as const;

/** The share of month `m` the figures count at instant `now`: 1 for a past month, the elapsed part of the current one. */
function monthShare(m: Month, now: number): number {
  const start = zonedTime(m.year, m.month, 1);
  const end = zonedTime(m.year, m.month, daysInMonth(m.year, m.month)) + 24 * 3600 * 1000;
  if (now >= end) return 1;
  if (now <= start) return 0;
  return (now - start) / (end - start);
}

function rowOf(db: Database, line: FleetLine, months: Month[], period: string, now: number): ReportRow {
  const activated = { year: Number(line.activatedOn.slice(0, 4)), month: Number(line.activatedOn.slice(5, 7)) };
  const isData = line.plan.id.includes("DATA");
  let voice = 0;
  let sms = 0;
  let data = 0;
  let fee = 0;
  let extra = 0;
  for (const m of months) {
    if (monthIndex(m) < monthIndex(activated)) continue;
    const share = monthShare(m, now);
    const key = `fleet:${line.msisdn}:${monthKey(m)}`;
    voice += Math.round(stableFraction(`${key}:voice`, isData ? 0 : 40, isData ? 20 : 900) * share);
    sms += Math.round(stableFraction(`${key}:sms`, 0, 120) * share);
    data += Math.round(stableFraction(`${key}:data`, isData ? 6000 : 300, isData ? 48000 : 9000) * share);
    fee += MONTHLY_FEE_EUR[line.plan.id] ?? 10;
    // Roaming or premium numbers now and then: one month in four.
    if (stableInt(`${key}:extra`) % 4 === 0) extra += stableFraction(`${key}:extraEur`, 0.5, 18) * share;
  }
  const state = simOf(db, { msisdn: line.msisdn, customerId: line.customerId, ban: line.ban, targetSystem: line.targetSystem }).state;
  return {
    msisdn: line.msisdn,
    ban: line.ban,
    userName: line.userName,
    plan: line.plan.name,
    simState: SIM_STATE[state],
    period,
    voiceMinutes: voice,
    sms,
    dataMb: data,
    subscriptionEur: round2(fee),
    extraEur: round2(extra),
    totalEur: round2(fee + round2(extra)),
  };
}

/** The months from `from` to `to`, both included. */
export function monthsOf(from: Month, to: Month): Month[] {
  const out: Month[] = [];
  for (let i = monthIndex(from); i <= monthIndex(to); i++) out.push({ year: Math.floor(i / 12), month: (i % 12) + 1 });
  return out;
}

/** One row per line, in the fleet's order (accounts as chosen, then the lines as the fleet lists them). */
export function reportRows(db: Database, lines: readonly FleetLine[], from: Month, to: Month, now: number): ReportRow[] {
  const months = monthsOf(from, to);
  const period = from.year === to.year && from.month === to.month ? monthKey(from) : `${monthKey(from)} – ${monthKey(to)}`;
  return lines.map((l) => rowOf(db, l, months, period, now));
}

// --- CSV ---

export const CSV_SEPARATOR = ";";
const BOM = "\uFEFF";

/** A text field: a leading =, +, -, @ (a formula to a spreadsheet) is made text with a quote mark; quoted when needed. */
export function csvText(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]|^\s|\s$/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const csvNumber = (n: number, decimals: number) => n.toFixed(decimals).replace(".", ",");

export function toCsv(rows: readonly ReportRow[]): Buffer {
  const lines = [HEADER.map(csvText).join(CSV_SEPARATOR)];
  for (const r of rows) {
    lines.push(
      [
        csvText(r.msisdn),
        csvText(r.ban),
        csvText(r.userName),
        csvText(r.plan),
        csvText(r.simState),
        csvText(r.period),
        String(r.voiceMinutes),
        String(r.sms),
        String(r.dataMb),
        csvNumber(r.subscriptionEur, 2),
        csvNumber(r.extraEur, 2),
        csvNumber(r.totalEur, 2),
      ].join(CSV_SEPARATOR),
    );
  }
  return Buffer.from(`${BOM}${lines.join("\r\n")}\r\n`, "utf8");
}

// --- XLSX ---

const text = (value: string) => ({ value, type: String, format: "@" });
const eur = (value: number) => ({ value, type: Number, format: "0.00" });
const int = (value: number) => ({ value, type: Number, format: "0" });

export async function toXlsx(rows: readonly ReportRow[]): Promise<Buffer> {
  const data: Row[] = [
    HEADER.map((h) => ({ value: h, fontWeight: "bold" as const })),
    ...rows.map((r): Row => [
      // Numbers and accounts are text: a spreadsheet would drop their leading 0.
      text(r.msisdn),
      text(r.ban),
      r.userName,
      r.plan,
      r.simState,
      r.period,
      int(r.voiceMinutes),
      int(r.sms),
      int(r.dataMb),
      eur(r.subscriptionEur),
      eur(r.extraEur),
      eur(r.totalEur),
    ]),
  ];
  return writeXlsxFile(data, {
    sheet: "Raport flotă",
    stickyRowsCount: 1,
    columns: [14, 12, 22, 22, 12, 20, 12, 8, 10, 16, 24, 12].map((width) => ({ width })),
  }).toBuffer();
}
