// SPEC §2 raport-sumar-flota "follow the generation": a fleet report's generation, as the back end answers it (POST
// fleet reports → 202, then GET /{id}), and the status machine the page follows. TMF-style states: acknowledged →
// inProgress → completed (the file can be downloaded) or failed. A state is never gone back on: an older answer that
// arrives after a newer one changes nothing, and completed and failed are final. An unknown state (a back end's new
// value, or TMF's "aborted " with its trailing space) is read as still generating until a final one arrives.
import { isRecord, readList, readNumber, readRecord, readString } from "../read";
import { isReportFormat, type ReportFormat } from "./reportRequest";

export const REPORT_STATUSES = ["acknowledged", "inProgress", "completed", "failed"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** What the page shows: still generating, the file ready, or a failure. */
export type ReportPhase = "generating" | "ready" | "failed";

export interface ReportFile {
  name: string;
  mimeType: string;
  /** Bytes. */
  size: number;
}

export interface FleetReport {
  id: string;
  status: ReportStatus;
  bans: string[];
  period: { from: string; to: string };
  format: ReportFormat;
  /** Rows of the file (one per line of the chosen accounts); null when not said. */
  lineCount: number | null;
  /** Only once completed. */
  file: ReportFile | null;
  requestedAt: string;
  completedAt: string | null;
}

/** How often the page asks while the report is generated (the sandbox takes a few seconds). */
export const REPORT_POLL_MS = 1000;

const RANK: Record<ReportStatus, number> = { acknowledged: 0, inProgress: 1, completed: 2, failed: 2 };

/** A status as sent; anything unknown is "inProgress" (keep following), never a final state. */
export function reportStatusOf(raw: unknown): ReportStatus {
  const s = readString(raw);
  return (REPORT_STATUSES as readonly string[]).includes(s) ? (s as ReportStatus) : s === "" ? "acknowledged" : "inProgress";
}

function fileOf(raw: unknown): ReportFile | null {
  if (!isRecord(raw)) return null;
  const name = readString(raw.name);
  const size = readNumber(raw.size);
  if (name === "" || size === null || size < 0) return null;
  return { name, mimeType: readString(raw.mimeType), size: Math.round(size) };
}

/** A report answer; null when it is not one (no id, or no known format). */
export function mapFleetReport(raw: unknown): FleetReport | null {
  if (!isRecord(raw)) return null;
  const id = readString(raw.id);
  const format = readString(raw.format).toLowerCase();
  if (id === "" || !isReportFormat(format)) return null;
  const period = readRecord(raw.period);
  const lines = readNumber(raw.lineCount);
  return {
    id,
    status: reportStatusOf(raw.status),
    bans: readList(raw.bans).map(readString).filter(Boolean),
    period: { from: readString(period.from), to: readString(period.to) },
    format,
    lineCount: lines !== null && lines >= 0 ? Math.floor(lines) : null,
    file: fileOf(raw.file),
    requestedAt: readString(raw.requestedAt),
    completedAt: readString(raw.completedAt) || null,
  };
}

/** The page's phase: ready only when completed with a file to download; a completed report without one failed. */
export function reportPhase(report: FleetReport): ReportPhase {
  if (report.status === "failed") return "failed";
  if (report.status === "completed") return report.file ? "ready" : "failed";
  return "generating";
}

/** The report to show after an answer: the newer of the two for the same report (a state is never gone back on). */
export function advanceReport(shown: FleetReport | null | undefined, answer: FleetReport): FleetReport {
  if (!shown || shown.id !== answer.id) return answer;
  return RANK[answer.status] >= RANK[shown.status] && RANK[shown.status] < 2 ? answer : shown;
}

/** When to ask again: every REPORT_POLL_MS while it is generated, never once final. */
export const reportPollInterval = (report: FleetReport | null | undefined): number | false =>
  report && reportPhase(report) === "generating" ? REPORT_POLL_MS : false;

/** The address parameter that keeps the followed report, so a reload follows it again. */
export const REPORT_PARAM = "raport";

/** The followed report's id in the address's query; null without one or with a malformed one. */
export function reportIdOf(search: string): string | null {
  const id = new URLSearchParams(search).get(REPORT_PARAM)?.trim() ?? "";
  return /^[A-Za-z0-9_-]{1,40}$/.test(id) ? id : null;
}

/** The query that keeps `id` ("?raport=FR-000001"), or none. */
export const reportSearch = (id: string | null): string => (id ? `?${REPORT_PARAM}=${encodeURIComponent(id)}` : "");
