// The usage reports' selection (SPEC §2 "usage detail lists (billed or unbilled, 10 per page)", route rapoarte; SPEC §7
// usage query; SPEC §9 page size 10), kept in the page's address so a reload or the back button shows the same list:
//   ?stare=facturat|nefacturat &ciclu=YYYY-MM | &de=YYYY-MM-DD&pana=YYYY-MM-DD &tip=apeluri|sms|mms|date|roaming|alte
//   &sortare=data|cost|durata|volum &ordine=asc|desc &pagina=N &numar=07…
// Choices (ours): unbilled is the default (what a person checks mid-month); a date range, when either day is given,
// wins over the cycle (both days are then required: the domain's message keys say which is missing); without a
// cycle in the address the list is of the running cycle when unbilled and of the last billed one when billed; a cycle
// the reports do not offer is the default one. Values the address cannot hold are dropped, as the top-up history does.
import { normalisePhone } from "../phone";
import type { Role } from "../enums";
import { cycleByKey, type BillingCycle } from "./billingCycles";
import {
  DEFAULT_USAGE_SORT,
  usageDateRange,
  type BillEventType,
  type UsageQueryErrors,
  type UsageQueryInput,
  type UsageSort,
  type UsageSortField,
} from "./usageQuery";

export const USAGE_LIST_PARAMS = {
  billType: "stare",
  cycle: "ciclu",
  from: "de",
  to: "pana",
  category: "tip",
  sort: "sortare",
  direction: "ordine",
  page: "pagina",
  line: "numar",
} as const;

/** The "Tip" choices, in the order offered; "all" sends no category. */
export const USAGE_LIST_CATEGORIES = ["all", "voice", "sms", "mms", "data", "roaming", "other"] as const;
export type UsageListCategory = (typeof USAGE_LIST_CATEGORIES)[number];

const BILL_TYPE_WORDS: Record<BillEventType, string> = { billed: "facturat", unbilled: "nefacturat" };
const CATEGORY_WORDS: Record<UsageListCategory, string> = {
  all: "",
  voice: "apeluri",
  sms: "sms",
  mms: "mms",
  data: "date",
  roaming: "roaming",
  other: "alte",
};
const SORT_WORDS: Record<UsageSortField, string> = { date: "data", amount: "cost", duration: "durata", volume: "volum" };
const PAGE_MAX = 100_000;

export interface UsageListQuery {
  billType: BillEventType;
  /** "YYYY-MM" of the cycle asked for, null: the default cycle. */
  cycle: string | null;
  /** Days as written in the address (checked when the query is built), null when absent. */
  from: string | null;
  to: string | null;
  category: UsageListCategory;
  sort: UsageSort;
  /** 1-based. */
  page: number;
  /** The line asked for (normalised number), null: the user's own. */
  line: string | null;
}

export const DEFAULT_USAGE_LIST: UsageListQuery = {
  billType: "unbilled",
  cycle: null,
  from: null,
  to: null,
  category: "all",
  sort: DEFAULT_USAGE_SORT,
  page: 1,
  line: null,
};

const keyFor = <K extends string>(words: Record<K, string>, word: string | null): K | null =>
  word === null ? null : ((Object.keys(words) as K[]).find((k) => words[k] !== "" && words[k] === word.trim().toLowerCase()) ?? null);

const textOrNull = (v: string | null): string | null => (v === null || v.trim() === "" ? null : v.trim());

function pageOf(text: string | null): number {
  if (text === null || !/^[1-9]\d{0,5}$/.test(text.trim())) return 1;
  return Math.min(Number(text.trim()), PAGE_MAX);
}

/** The address's query (with or without "?"). */
export function parseUsageListQuery(search: string | URLSearchParams): UsageListQuery {
  const q = typeof search === "string" ? new URLSearchParams(search) : search;
  const p = USAGE_LIST_PARAMS;
  const cycle = textOrNull(q.get(p.cycle));
  return {
    billType: keyFor(BILL_TYPE_WORDS, q.get(p.billType)) ?? DEFAULT_USAGE_LIST.billType,
    cycle: cycle !== null && /^\d{4}-\d{2}$/.test(cycle) ? cycle : null,
    from: textOrNull(q.get(p.from)),
    to: textOrNull(q.get(p.to)),
    category: keyFor(CATEGORY_WORDS, q.get(p.category)) ?? "all",
    sort: {
      field: keyFor(SORT_WORDS, q.get(p.sort)) ?? DEFAULT_USAGE_SORT.field,
      direction: q.get(p.direction)?.trim().toLowerCase() === "asc" ? "asc" : "desc",
    },
    page: pageOf(q.get(p.page)),
    line: normalisePhone(textOrNull(q.get(p.line))),
  };
}

/** "?stare=…&…" with only what differs from the defaults; "" for the default list. */
export function serializeUsageListQuery(query: UsageListQuery): string {
  const p = USAGE_LIST_PARAMS;
  const out = new URLSearchParams();
  if (query.billType !== DEFAULT_USAGE_LIST.billType) out.set(p.billType, BILL_TYPE_WORDS[query.billType]);
  if (query.from !== null || query.to !== null) {
    if (query.from) out.set(p.from, query.from);
    if (query.to) out.set(p.to, query.to);
  } else if (query.cycle) out.set(p.cycle, query.cycle);
  if (query.category !== "all") out.set(p.category, CATEGORY_WORDS[query.category]);
  if (query.sort.field !== DEFAULT_USAGE_SORT.field) out.set(p.sort, SORT_WORDS[query.sort.field]);
  if (query.sort.direction !== DEFAULT_USAGE_SORT.direction) out.set(p.direction, query.sort.direction);
  if (query.page > 1) out.set(p.page, String(Math.floor(query.page)));
  if (query.line) out.set(p.line, query.line);
  const text = out.toString();
  return text ? `?${text}` : "";
}

/** The word a category or sort field is written as in the address (the form's option values). */
export const categoryWord = (c: UsageListCategory): string => CATEGORY_WORDS[c] || "toate";
export const sortWord = (f: UsageSortField): string => SORT_WORDS[f];
export const billTypeWord = (b: BillEventType): string => BILL_TYPE_WORDS[b];

/** The cycle a list shows: the address's when offered, else the running one (unbilled) or the last billed one. */
export function selectedCycle(query: Pick<UsageListQuery, "billType" | "cycle">, cycles: readonly BillingCycle[]): BillingCycle | null {
  const chosen = cycleByKey(cycles, query.cycle);
  if (chosen) return chosen;
  const byDefault = query.billType === "unbilled" ? cycles.find((c) => c.current) : cycles.find((c) => !c.current);
  return byDefault ?? cycles[0] ?? null;
}

const usesRange = (q: Pick<UsageListQuery, "from" | "to">) => q.from !== null || q.to !== null;

/** The usage query's input for what the address asks (the hook builds and checks the query itself). */
export function usageListInput(
  query: UsageListQuery,
  context: { customerId: string; line: string | null; cycles: readonly BillingCycle[] },
): UsageQueryInput | null {
  if (!context.line) return null;
  const cycle = selectedCycle(query, context.cycles);
  const period: UsageQueryInput["period"] = usesRange(query)
    ? { kind: "dateRange", from: query.from ?? "", to: query.to ?? "" }
    : cycle
      ? { kind: "billingCycle", year: cycle.year, instance: cycle.instance, day: cycle.day }
      : { kind: "billingCycle", year: 0, instance: 0 };
  return {
    customerId: context.customerId,
    mainSubscriptionProductId: context.line,
    billEventType: query.billType,
    period,
    category: query.category === "all" ? null : query.category,
    page: query.page,
    sort: query.sort,
  };
}

/** What the filter form sends, as read from its fields (the address words above). */
export interface UsageListForm {
  billType: string;
  cycle: string;
  from: string;
  to: string;
  category: string;
  sort: string;
  direction: string;
  line: string;
}

/**
 * The filter form as a new selection (always page 1), or the range's message keys by field: a range, when either day
 * is typed, must be two real days in order and at most the domain's longest range.
 */
export function readUsageListForm(form: UsageListForm): { ok: true; value: UsageListQuery } | { ok: false; errors: UsageQueryErrors } {
  const from = textOrNull(form.from);
  const to = textOrNull(form.to);
  if (from !== null || to !== null) {
    const range = usageDateRange(from ?? "", to ?? "");
    if (!range.ok) return { ok: false, errors: range.errors };
  }
  const q = new URLSearchParams();
  const p = USAGE_LIST_PARAMS;
  q.set(p.billType, form.billType);
  q.set(p.cycle, form.cycle);
  q.set(p.category, form.category);
  q.set(p.sort, form.sort);
  q.set(p.direction, form.direction);
  q.set(p.line, form.line);
  const parsed = parseUsageListQuery(q);
  return { ok: true, value: { ...parsed, from, to, cycle: from !== null || to !== null ? null : parsed.cycle, page: 1 } };
}

/** Roles that read every mobile line of their identity (docs/services-contract.md "Access"); the others their own. */
const ALL_LINE_ROLES: readonly Role[] = ["ContractOwner", "FixedContractOwner", "Chooser"];

/** Whether the role reads every mobile line of its identity (else its own number only). */
export const readsEveryLine = (role: Role | null): boolean => role !== null && ALL_LINE_ROLES.includes(role);

/**
 * The lines the reports offer: the user's own number first, then, for the roles that read every line, the other
 * numbers the usage summary names (one consumption per line), each once.
 */
export function reportLines(own: string | null, role: Role | null, summaryNumbers: readonly (string | null)[]): string[] {
  const lines = own ? [own] : [];
  if (!readsEveryLine(role)) return lines;
  for (const n of summaryNumbers.map((x) => normalisePhone(x))) if (n && !lines.includes(n)) lines.push(n);
  return lines;
}

/** The line a list is for: the address's when the user may read it (or while the lines are not known yet), else the own. */
export function selectedLine(query: Pick<UsageListQuery, "line">, lines: readonly string[], linesKnown: boolean): string | null {
  if (query.line && (!linesKnown || lines.includes(query.line))) return query.line;
  return lines[0] ?? null;
}
