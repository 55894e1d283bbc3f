// SPEC §7 "Bar/unbar" business answers (issue 27): a line of GET /list (and of POST /list/{id}/{action}) — the number,
// its account, the employee, the plan and the SIM state — and GET /count's {total, active, barred}. The state is read
// like the single SIM's (domain/barUnbar simStateOf: TMF637 "active" / "suspended", anything else unknown), and the
// action a line offers follows from it (active → bar, blocked → unbar, unknown → none).
import { simActionFor, simStateOf, type SimAction, type SimState } from "../barUnbar/barUnbar";
import { isRecord, readNumber, readString } from "../read";

export interface FleetSim {
  msisdn: string;
  ban: string;
  /** The employee who uses the line. */
  userName: string;
  /** The plan's name; "" when not sent. */
  planName: string;
  state: SimState;
  /** The status as sent (trimmed), for an unknown one. */
  rawStatus: string;
  /** ISO date-time of the last block or unblock; "" when never changed. */
  statusDate: string;
  /** What the line offers now; null for an unknown state. */
  action: SimAction | null;
}

export interface FleetPage {
  items: FleetSim[];
  /** Lines matching the filters (x-total-count), at least the items shown. */
  total: number;
}

export interface FleetCount {
  total: number;
  active: number;
  barred: number;
}

/** One line of the answer; null when it names no number. */
export function mapFleetSim(raw: unknown): FleetSim | null {
  if (!isRecord(raw)) return null;
  const msisdn = readString(raw.msisdn) || readString(raw.publicIdentifier) || readString(raw.id);
  if (!msisdn) return null;
  const rawStatus = readString(raw.status);
  const state = simStateOf(rawStatus);
  return {
    msisdn,
    ban: readString(raw.ban),
    userName: readString(raw.userName),
    planName: isRecord(raw.plan) ? readString(raw.plan.name) : "",
    state,
    rawStatus,
    statusDate: readString(raw.statusDate),
    action: simActionFor(state),
  };
}

/** The list's answer and its total header; null when the answer is not a list. */
export function mapFleetPage(raw: unknown, totalHeader: unknown): FleetPage | null {
  if (!Array.isArray(raw)) return null;
  const items = raw.map(mapFleetSim).filter((l): l is FleetSim => l !== null);
  const total = readNumber(totalHeader);
  return { items, total: total !== null && total >= items.length ? Math.floor(total) : items.length };
}

const count = (v: unknown): number | null => {
  const n = readNumber(v);
  return n !== null && n >= 0 ? Math.floor(n) : null;
};

/** The count's answer; null unless it has the three numbers (the summary then says it could not count). */
export function mapFleetCount(raw: unknown): FleetCount | null {
  if (!isRecord(raw)) return null;
  const [total, active, barred] = [count(raw.total), count(raw.active), count(raw.barred)];
  if (total === null || active === null || barred === null) return null;
  return { total, active, barred };
}

/** The POST of an action on one line: the path under the back end's prefix (empty body). */
export const fleetActionPath = (msisdn: string, action: SimAction): string => `list/${encodeURIComponent(msisdn)}/${action}`;
