// Impacted services (issue 27; SPEC §7 "impacted service", paths not shown): network incidents and planned works that
// affect some of a company's lines, each with its area, the services hit (voice, data, SMS), when it started and when
// it is expected to end. The status is the clock's (ctx.now()), computed when read, never stored:
//   scheduled (before the start) → investigating (the first 30 minutes of an incident) → inProgress → resolved (from
//   the expected end on). A resolved one is still listed for a day, so a customer sees that it is over.
// Seeded relative to the seed's clock, for Acme Logistic (CUST-EBU-5000): two incidents under way, a planned work in
// two days and one resolved a few hours ago.
import type { Database } from "better-sqlite3";
import { stmt } from "../../db";
import { fleetOf, type FleetLine } from "../../seed/fleet";
import type { Migration, SandboxContext } from "../module";

export const IMPACTED_SERVICE_PREFIX = "/impacted-service";

export const IMPACTED_STATUSES = ["scheduled", "investigating", "inProgress", "resolved"] as const;
export type ImpactedStatus = (typeof IMPACTED_STATUSES)[number];
export const IMPACT_CATEGORIES = ["networkIncident", "plannedMaintenance"] as const;
export type ImpactCategory = (typeof IMPACT_CATEGORIES)[number];
export const AFFECTED_SERVICES = ["voice", "data", "sms"] as const;
export type AffectedService = (typeof AFFECTED_SERVICES)[number];

const MIN = 60_000;
const HOUR = 60 * MIN;
/** An incident is "investigating" for its first half hour. */
export const INVESTIGATING_MS = 30 * MIN;
/** A resolved one stays in the list this long after its end. */
export const LISTED_AFTER_END_MS = 24 * HOUR;

export const IMPACTED_SERVICE_MIGRATIONS: Migration[] = [
  {
    id: "impacted-service-001",
    sql: `CREATE TABLE is_service (
      id TEXT PRIMARY KEY,
      customer_id TEXT NOT NULL,
      name TEXT NOT NULL,
      description TEXT NOT NULL,
      category TEXT NOT NULL CHECK (category IN ('networkIncident', 'plannedMaintenance')),
      services TEXT NOT NULL,
      area TEXT NOT NULL,
      start_at INTEGER NOT NULL,
      end_at INTEGER NOT NULL
    );
    CREATE INDEX is_service_customer ON is_service (customer_id, end_at);
    CREATE TABLE is_line (
      service_id TEXT NOT NULL REFERENCES is_service (id) ON DELETE CASCADE,
      msisdn TEXT NOT NULL,
      PRIMARY KEY (service_id, msisdn)
    );
    CREATE INDEX is_line_msisdn ON is_line (msisdn);`,
  },
];

export interface ImpactedServiceRecord {
  id: string;
  customerId: string;
  name: string;
  description: string;
  category: ImpactCategory;
  services: AffectedService[];
  area: string;
  startAt: number;
  endAt: number;
}

interface Row {
  id: string;
  customer_id: string;
  name: string;
  description: string;
  category: ImpactCategory;
  services: string;
  area: string;
  start_at: number;
  end_at: number;
}

const toRecord = (r: Row): ImpactedServiceRecord => ({
  id: r.id,
  customerId: r.customer_id,
  name: r.name,
  description: r.description,
  category: r.category,
  services: r.services.split(",").filter((s): s is AffectedService => (AFFECTED_SERVICES as readonly string[]).includes(s)),
  area: r.area,
  startAt: r.start_at,
  endAt: r.end_at,
});

/** The status at `now` (the clock's): scheduled, investigating, inProgress or resolved. */
export function impactedStatusAt(s: Pick<ImpactedServiceRecord, "category" | "startAt" | "endAt">, now: number): ImpactedStatus {
  if (now < s.startAt) return "scheduled";
  if (now >= s.endAt) return "resolved";
  if (s.category === "networkIncident" && now < s.startAt + INVESTIGATING_MS) return "investigating";
  return "inProgress";
}

const RANK: Record<ImpactedStatus, number> = { inProgress: 0, investigating: 1, scheduled: 2, resolved: 3 };

/** The company's impacted services now: not over, or over for less than a day; under way first, then by start. */
export function currentServices(db: Database, customerId: string, now: number): ImpactedServiceRecord[] {
  const rows = stmt(db, "SELECT * FROM is_service WHERE customer_id = ? AND end_at > ? ORDER BY start_at, id").all(
    customerId,
    now - LISTED_AFTER_END_MS,
  ) as Row[];
  return rows.map(toRecord).sort((a, b) => RANK[impactedStatusAt(a, now)] - RANK[impactedStatusAt(b, now)]);
}

export function getService(db: Database, id: string): ImpactedServiceRecord | null {
  const r = stmt(db, "SELECT * FROM is_service WHERE id = ?").get(id) as Row | undefined;
  return r ? toRecord(r) : null;
}

export function affectedLines(db: Database, id: string): string[] {
  return stmt(db, "SELECT msisdn FROM is_line WHERE service_id = ? ORDER BY msisdn").pluck().all(id) as string[];
}

export function affectedCount(db: Database, id: string): number {
  return stmt(db, "SELECT COUNT(*) FROM is_line WHERE service_id = ?").pluck().get(id) as number;
}

/** The company's incident or work under way now (started, not over) that affects the line, the latest first; else null. */
export function activeServiceOfLine(db: Database, customerId: string, msisdn: string, now: number): ImpactedServiceRecord | null {
  const r = stmt(
    db,
    `SELECT s.* FROM is_service s JOIN is_line l ON l.service_id = s.id
      WHERE s.customer_id = ? AND l.msisdn = ? AND s.start_at <= ? AND s.end_at > ? ORDER BY s.start_at DESC, s.id DESC LIMIT 1`,
  ).get(customerId, msisdn, now, now) as Row | undefined;
  return r ? toRecord(r) : null;
}

interface SeededService {
  name: string;
  description: string;
  category: ImpactCategory;
  services: AffectedService[];
  area: string;
  /** Start and end in minutes from the seed's clock. */
  start: number;
  end: number;
  /** Which generated Acme lines (fleet.ts, index n of 0729100000 + n) are affected, plus these numbers. */
  lines: (n: number) => boolean;
  extra: string[];
}

const ACME = "CUST-EBU-5000";

export const SEEDED_SERVICES: readonly SeededService[] = [
  {
    name: "București – Pipera",
    description: "Stație de bază defectă: apelurile și internetul mobil sunt întrerupte în zona birourilor din Pipera.",
    category: "networkIncident",
    services: ["voice", "data"],
    area: "București, Pipera (Voluntari)",
    start: -2 * 60,
    end: 4 * 60,
    lines: (n) => n < 140 && n % 8 === 0,
    // business.technical's own line is in the area: a ticket about it is linked to this incident.
    extra: ["0728000504"],
  },
  {
    name: "Cluj-Napoca – Mărăști",
    description: "Fibra care leagă antenele din Mărăști a fost tăiată de lucrări la drum: internet mobil lent sau întrerupt.",
    category: "networkIncident",
    services: ["data"],
    area: "Cluj-Napoca, cartierul Mărăști",
    start: -15,
    end: 6 * 60,
    lines: (n) => n >= 140 && n < 230 && n % 2 === 0,
    extra: [],
  },
  {
    name: "Timișoara – lucrări programate",
    description: "Modernizăm antenele din zona Complexului Studențesc: apeluri, SMS și internet indisponibile în timpul lucrărilor.",
    category: "plannedMaintenance",
    services: ["voice", "data", "sms"],
    area: "Timișoara, Complexul Studențesc",
    start: 2 * 24 * 60,
    end: 2 * 24 * 60 + 4 * 60,
    lines: (n) => n >= 230 && n % 7 === 0,
    extra: [],
  },
  {
    name: "Iași – Copou",
    description: "Întrerupere de curent la o stație de bază: apelurile nu se puteau iniția în Copou.",
    category: "networkIncident",
    services: ["voice"],
    area: "Iași, Copou",
    start: -10 * 60,
    end: -3 * 60,
    lines: (n) => n < 140 && n % 23 === 5,
    extra: [],
  },
];

const generatedIndex = (l: FleetLine): number | null => (/^0729\d{6}$/.test(l.msisdn) ? Number(l.msisdn.slice(4)) - 100_000 : null);

export function seedImpactedServices(ctx: SandboxContext): void {
  const now = ctx.now();
  const fleet = fleetOf(ACME);
  if (!fleet) return;
  const insert = ctx.db.prepare(
    "INSERT INTO is_service (id, customer_id, name, description, category, services, area, start_at, end_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
  );
  const insertLine = ctx.db.prepare("INSERT INTO is_line (service_id, msisdn) VALUES (?, ?)");
  SEEDED_SERVICES.forEach((s, i) => {
    const id = `IS-${String(i + 1).padStart(6, "0")}`;
    insert.run(id, ACME, s.name, s.description, s.category, s.services.join(","), s.area, now + s.start * MIN, now + s.end * MIN);
    const lines = fleet.lines.filter((l) => {
      const n = generatedIndex(l);
      return (n !== null && s.lines(n)) || s.extra.includes(l.msisdn);
    });
    for (const l of lines) insertLine.run(id, l.msisdn);
  });
}
