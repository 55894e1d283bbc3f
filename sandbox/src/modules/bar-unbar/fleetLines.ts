// A company's lines as the business lists read them (issue 27; SPEC §7 "Bar/unbar" list and count, identity
// subscribers and subscriber-search): the search that finds a line by number, employee name (case and diacritics do not
// matter) or account (BAN), each line's SIM state from the bar-unbar store (a line with no row is active), and the
// zod-checked query helpers whose failures are the back end's 400 TMF errors.
import type { Database } from "better-sqlite3";
import type { z } from "zod";
import { stmt } from "../../db";
import type { FleetLine } from "../../seed/fleet";
import type { SimState } from "./store";

/** Lowercase, without diacritics (ă â î ș ț and their cedilla forms), spaces collapsed: "Lazăr " → "lazar". */
export function folded(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
}

/** The digits of a typed number (spaces, dots, dashes, a leading + dropped; +40… → 0…), or "" when it is not one. */
export function typedDigits(q: string): string {
  const compact = q.replace(/[\s.\-()/]/g, "");
  if (!/^\+?\d+$/.test(compact)) return "";
  const digits = compact.replace(/^\+/, "");
  return digits.startsWith("40") && digits.length === 11 ? `0${digits.slice(2)}` : digits;
}

/** A search matcher: the number or the BAN contains the typed digits, or the employee's name contains the typed words. */
export function lineMatcher(q: string | undefined): (line: FleetLine) => boolean {
  const text = folded(q ?? "");
  if (text === "") return () => true;
  const digits = typedDigits(text);
  return (line) => (digits !== "" && (line.msisdn.includes(digits) || line.ban.includes(digits))) || folded(line.userName).includes(text);
}

export interface SimStateOf {
  state: SimState;
  changedAt: number | null;
}

/** Every stored SIM state of the customer's lines, by number (lines not in the map are active, never changed). */
export function simStates(db: Database, customerId: string): Map<string, SimStateOf> {
  const rows = stmt(db, "SELECT msisdn, state, changed_at FROM bu_sims WHERE customer_id = ?").all(customerId) as {
    msisdn: string;
    state: SimState;
    changed_at: number | null;
  }[];
  return new Map(rows.map((r) => [r.msisdn, { state: r.state, changedAt: r.changed_at }]));
}

export const ACTIVE: SimStateOf = { state: "active", changedAt: null };

/** By number, ascending (the lists' order). */
export const byNumber = (a: FleetLine, b: FleetLine): number => (a.msisdn < b.msisdn ? -1 : a.msisdn > b.msisdn ? 1 : 0);

/** The query parsed by `schema`, or the error `fail` makes of the first problems ("limit: …; q: …"). */
export function checkedQuery<S extends z.ZodType>(schema: S, query: unknown, fail: (detail: string) => Error): z.output<S> {
  const result = schema.safeParse(query ?? {});
  if (result.success) return result.data;
  throw fail(
    result.error.issues
      .slice(0, 3)
      .map((i) => `${i.path.map(String).join(".") || "query"}: ${i.message}`)
      .join("; "),
  );
}
