// SPEC §7 "impacted service" (issue 27; paths not shown): the network incidents and planned works that affect some of
// the company's lines, as the assurance page shows them. Each state the back end gives (by its clock) has a Romanian
// label key (i18n/ro/assurance.ts impactedStatuses) and a tone; any other value is shown as unknown with its own text.
// The page shows what is under way first, then what is planned, then what has just been restored.
import { isRecord, readList, readNumber, readString } from "../read";

export const IMPACTED_STATUSES = ["scheduled", "investigating", "inProgress", "resolved"] as const;
export type ImpactedStatus = (typeof IMPACTED_STATUSES)[number];

/** The dictionary key of an impacted service's state. */
export type ImpactedStatusKey = "programata" | "inInvestigare" | "inRemediere" | "restabilit" | "necunoscuta";
/** active: the service is hit now; planned: works to come; done: restored; unknown: a value we do not know. */
export type ImpactedTone = "active" | "planned" | "done" | "unknown";

const LABELS: Record<ImpactedStatus, { key: ImpactedStatusKey; tone: ImpactedTone }> = {
  scheduled: { key: "programata", tone: "planned" },
  investigating: { key: "inInvestigare", tone: "active" },
  inProgress: { key: "inRemediere", tone: "active" },
  resolved: { key: "restabilit", tone: "done" },
};

export interface ImpactedStatusLabel {
  key: ImpactedStatusKey;
  tone: ImpactedTone;
  /** The value as sent (trimmed). */
  raw: string;
}

/** The label of any state value: a known one (case and spaces tolerated), else "necunoscuta" with the raw text. */
export function impactedStatusLabel(status: unknown): ImpactedStatusLabel {
  const raw = typeof status === "string" ? status.trim() : "";
  const known = IMPACTED_STATUSES.find((s) => s.toLowerCase() === raw.toLowerCase());
  return known ? { ...LABELS[known], raw: known } : { key: "necunoscuta", tone: "unknown", raw };
}

export const AFFECTED_SERVICES = ["voice", "data", "sms"] as const;
export type AffectedService = (typeof AFFECTED_SERVICES)[number];
export const IMPACT_CATEGORIES = ["networkIncident", "plannedMaintenance"] as const;
export type ImpactCategory = (typeof IMPACT_CATEGORIES)[number];

export interface ImpactedService {
  id: string;
  name: string;
  description: string;
  category: ImpactCategory | null;
  services: AffectedService[];
  area: string;
  status: ImpactedStatusLabel;
  startAt: string;
  expectedAt: string;
  resolvedAt: string;
  /** How many of the company's lines it affects. */
  affectedLines: number;
  /** The company's tickets that belong to it. */
  ticketIds: string[];
}

export function mapImpactedService(raw: unknown): ImpactedService | null {
  if (!isRecord(raw)) return null;
  const id = readString(raw.id);
  if (!id) return null;
  const category = readString(raw.category);
  return {
    id,
    name: readString(raw.name) || id,
    description: readString(raw.description),
    category: (IMPACT_CATEGORIES as readonly string[]).includes(category) ? (category as ImpactCategory) : null,
    services: readList(raw.affectedService).filter((s): s is AffectedService => (AFFECTED_SERVICES as readonly unknown[]).includes(s)),
    area: readString(raw.area),
    status: impactedStatusLabel(raw.status),
    startAt: readString(raw.startDate),
    expectedAt: readString(raw.expectedResolutionDate),
    resolvedAt: readString(raw.resolutionDate),
    affectedLines: Math.max(0, Math.floor(readNumber(raw.affectedNumberOfLines) ?? 0)),
    ticketIds: readList(raw.relatedTicket)
      .filter(isRecord)
      .map((t) => readString(t.id))
      .filter((t) => t !== ""),
  };
}

const RANK: Record<ImpactedTone, number> = { active: 0, planned: 1, done: 2, unknown: 3 };
const time = (iso: string) => {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? Number.POSITIVE_INFINITY : t;
};

/** The services as the page lists them: under way first, then planned, restored, unknown; each group by its start. */
export function orderImpactedServices(services: readonly ImpactedService[]): ImpactedService[] {
  return services
    .map((s, i) => ({ s, i }))
    .sort((a, b) => RANK[a.s.status.tone] - RANK[b.s.status.tone] || time(a.s.startAt) - time(b.s.startAt) || a.i - b.i)
    .map(({ s }) => s);
}

/** The list answer, in the page's order; null when it is not a list. */
export function mapImpactedServices(raw: unknown): ImpactedService[] | null {
  if (!Array.isArray(raw)) return null;
  return orderImpactedServices(raw.map(mapImpactedService).filter((s): s is ImpactedService => s !== null));
}
