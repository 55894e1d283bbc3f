// The usage-management backend (prefix /dxl-nb-usage-management; docs/services-contract.md "Usage management"): SPEC
// §7 "GET /dxl-nb-usage-management/usage" — TMF635 usage records of the caller's mobile lines, billed (earlier billing
// cycles) or unbilled (the current one), filtered, sorted and paged (SPEC §9: 10 per page), with the selection's totals
// in headers. Records are derived (records.ts) from the lines, the cycles (cycles.ts) and the sandbox clock.
import type { FastifyInstance, FastifyReply } from "fastify";
import type { SandboxContext, SandboxModule } from "../module";
import { VAT_RATE } from "../ebill/bills";
import { linesFor, usageScope } from "./access";
import { BILLED_CYCLES_KEPT, currentCycle, cycleAt, cycleIndex } from "./cycles";
import { usageErrors } from "./errors";
import { parseUsageQuery, type Selection, type SortKey, type UsageQuery } from "./query";
import { recordsOf, type Line, type UsageRecord } from "./records";

export const USAGE_MANAGEMENT_PREFIX = "/dxl-nb-usage-management";

/** Totals of the whole selection when `total=true` (docs/services-contract.md "Totals"). */
export const TOTAL_HEADERS = {
  amount: "x-total-amount",
  taxExcludedAmount: "x-total-tax-excluded-amount",
  duration: "x-total-duration",
  volume: "x-total-volume",
  currency: "x-total-currency",
} as const;

interface Visible {
  record: UsageRecord;
  line: Line;
  isBilled: boolean;
}

/** The records a line shows at `now`: the current cycle up to now (unbilled) and the kept billed cycles before it. */
function visibleRecords(line: Line, now: number): Visible[] {
  const current = currentCycle(now, line.billingCycleDay);
  const out: Visible[] = [];
  for (let index = current.index - BILLED_CYCLES_KEPT; index <= current.index; index++) {
    for (const record of recordsOf(line, index)) {
      if (record.at > now) break;
      out.push({ record, line, isBilled: index < current.index });
    }
  }
  return out;
}

function periodOf(selection: Selection, cycleDay: number): { start: number; end: number } | null {
  if (selection.by === "range") return { start: selection.start, end: selection.end };
  if (selection.by === "cycle") return cycleAt(cycleIndex(selection.year, selection.instance), selection.day ?? cycleDay);
  return null;
}

function matches(v: Visible, q: UsageQuery): boolean {
  const r = v.record;
  const period = periodOf(q.selection, v.line.billingCycleDay);
  if (period && (r.at < period.start || r.at >= period.end)) return false;
  if (q.billEventType && (q.billEventType === "billed") !== v.isBilled) return false;
  if (q.categories && !q.categories.some((c) => (c === "roaming" ? r.access === "roaming" : r.kind === c))) return false;
  if (q.accessTypes && !q.accessTypes.includes(r.access)) return false;
  return true;
}

const SORT_VALUE: Record<string, (r: UsageRecord) => number> = {
  date: (r) => r.at,
  amount: (r) => r.amount,
  duration: (r) => r.durationSeconds ?? 0,
  volume: (r) => r.volumeMb ?? 0,
};

function sorter(key: SortKey): (a: Visible, b: Visible) => number {
  const desc = key.startsWith("-");
  const value = SORT_VALUE[desc ? key.slice(1) : key];
  const sign = desc ? -1 : 1;
  // Ties: by date in the same direction, then by id, so that pages never overlap.
  return (a, b) =>
    sign * (value(a.record) - value(b.record)) ||
    sign * (a.record.at - b.record.at) ||
    sign * (a.record.id < b.record.id ? -1 : a.record.id > b.record.id ? 1 : 0);
}

const characteristic = (name: string, valueType: string, value: string | number) => ({ name, valueType, value });

/** The TMF635 Usage of a record. */
export function toUsage(v: Visible) {
  const r = v.record;
  const ron = (value: number) => ({ unit: "RON", value });
  const chars = [
    characteristic("msisdn", "string", r.msisdn),
    characteristic("accessType", "string", r.access),
    ...(r.direction ? [characteristic("direction", "string", r.direction)] : []),
    ...(r.otherParty ? [characteristic(r.direction === "incoming" ? "callingNumber" : "calledNumber", "string", r.otherParty)] : []),
    ...(r.durationSeconds !== undefined ? [characteristic("duration", "integer", r.durationSeconds)] : []),
    ...(r.volumeMb !== undefined ? [characteristic("volume", "number", r.volumeMb)] : []),
    ...(r.access === "roaming" && r.country
      ? [
          characteristic("roamingCountry", "string", r.country.code),
          characteristic("roamingCountryName", "string", r.country.name),
          characteristic("roamingZone", "string", r.country.isEu ? "EU" : "nonEU"),
        ]
      : []),
    ...(r.access === "international" && r.country ? [characteristic("destinationCountry", "string", r.country.code)] : []),
  ];
  return {
    id: r.id,
    href: `${USAGE_MANAGEMENT_PREFIX}/usage/${r.id}`,
    usageDate: r.usageDate,
    usageType: r.kind,
    description: r.description,
    status: v.isBilled ? "billed" : "rated",
    usageCharacteristic: chars.map((c, i) => ({ id: String(i + 1), ...c })),
    ratedProductUsage: [
      {
        isBilled: v.isBilled,
        isTaxExempt: false,
        offerTariffType: r.access === "roaming" ? "roaming" : "normal",
        ratingAmountType: "total",
        ratingDate: r.usageDate,
        taxRate: VAT_RATE,
        usageRatingTag: r.tag,
        bucketValueConvertedInAmount: ron(r.includedValue),
        taxExcludedRatingAmount: ron(r.taxExcluded),
        taxIncludedRatingAmount: ron(r.amount),
        productRef: { id: v.line.main.id, name: v.line.main.name, "@referredType": "Product" },
      },
    ],
    relatedParty: [{ id: v.line.customerId, role: "Customer", "@referredType": v.line.customerType }],
    "@type": "Usage",
  };
}

const cents = (x: number) => Math.round(x * 100);

function setTotals(reply: FastifyReply, selected: Visible[]): void {
  let amount = 0;
  let taxExcluded = 0;
  let duration = 0;
  let volume = 0;
  for (const { record: r } of selected) {
    amount += cents(r.amount);
    taxExcluded += cents(r.taxExcluded);
    duration += r.durationSeconds ?? 0;
    volume += cents(r.volumeMb ?? 0);
  }
  reply
    .header(TOTAL_HEADERS.amount, (amount / 100).toFixed(2))
    .header(TOTAL_HEADERS.taxExcludedAmount, (taxExcluded / 100).toFixed(2))
    .header(TOTAL_HEADERS.duration, String(duration))
    .header(TOTAL_HEADERS.volume, (volume / 100).toFixed(2))
    .header(TOTAL_HEADERS.currency, "RON");
}

function registerUsageRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.get("/usage", async (request, reply) => {
    const scope = usageScope(request);
    const q = parseUsageQuery(request.query as Record<string, unknown>);
    const lines = linesFor(scope, q.customerId, q.mainSubscriptionProductId);
    const now = ctx.now();
    const selected = lines.flatMap((line) => visibleRecords(line, now)).filter((v) => matches(v, q));
    selected.sort(sorter(q.sort));
    const page = selected.slice(q.offset, q.offset + q.limit);
    reply.header("x-total-count", String(selected.length)).header("x-result-count", String(page.length));
    if (q.total) setTotals(reply, selected);
    return page.map(toUsage);
  });

  app.get<{ Params: { id: string } }>("/usage/:id", async (request) => {
    const scope = usageScope(request);
    const id = request.params.id;
    const msisdn = /^USG-(\d{10})-\d{6}-\d{3}$/.exec(id)?.[1];
    if (!msisdn) throw usageErrors.usageNotFound(id);
    const line = scope.lines.find((l) => l.msisdn === msisdn);
    if (!line) throw usageErrors.productNotAllowed(msisdn);
    const found = visibleRecords(line, ctx.now()).find((v) => v.record.id === id);
    if (!found) throw usageErrors.usageNotFound(id);
    return toUsage(found);
  });
}

export const usageManagementModule: SandboxModule = {
  name: "usage-management",
  prefix: USAGE_MANAGEMENT_PREFIX,
  migrations: [],
  register: (app, ctx) => registerUsageRoutes(app, ctx),
};
