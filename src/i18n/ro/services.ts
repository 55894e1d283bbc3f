// The self-care usage overview's texts (issue 16: abonament / cost-control, and its daily chart; SPEC §2, §7 "Usage and
// products"). The rapoarte lists' texts are in usageReports.ts, so each page loads only its own.
import type { GaugeKind } from "../../domain/usage/allowanceGauge";
import type { DailyMeasure } from "../../domain/usage/dailyUsage";
import { countOf } from "../plural";

const MASCULINE_UNITS = new Set(["gb", "mb", "kb"]);

export const roServices = {
  overview: {
    heading: "Consumul tău",
    loading: "Se încarcă creditul și resursele incluse…",
    error: "Nu am putut încărca creditul și resursele incluse.",
    credit: "Credit disponibil",
    creditValidUntil: "Credit valabil până la",
    noCredit: "Creditul nu poate fi afișat acum.",
    allowances: "Resurse incluse",
    empty: "Nu ai resurse incluse active în acest moment.",
    kinds: { data: "Internet", voice: "Minute", sms: "SMS", roaming: "Roaming" } satisfies Record<GaugeKind, string>,
    unlimited: "Nelimitat",
    /** "7,5 GB rămași" / "120 min rămase": gigabytes are masculine, minutes and messages feminine. */
    left: (quantity: string, units: string) => `${quantity} ${MASCULINE_UNITS.has(units.toLowerCase()) ? "rămași" : "rămase"}`,
    /** The gauge's accessible text: "Internet: 7,5 GB rămași din 15 GB". */
    gauge: (name: string, left: string, total: string | null) => (total ? `${name}: ${left} din ${total}` : `${name}: ${left}`),
    gaugeUnlimited: (name: string) => `${name}: Nelimitat`,
    percentLeft: (percent: number) => `${percent}% rămas`,
    shared: "Partajat",
    validUntil: (date: string) => `Valabil până la ${date}`,
    /** Units as the gateway sends them (lower-cased) → as shown. */
    units: { gb: "GB", mb: "MB", kb: "KB", min: "min", mins: "min", minute: "min", minutes: "min", sms: "SMS" } as Record<string, string>,
  },
  daily: {
    heading: "Consum zilnic",
    lead: "Cât ai folosit în fiecare zi a ciclului de facturare curent.",
    show: "Arată consumul zilnic",
    loading: "Se încarcă consumul zilnic…",
    error: "Nu am putut încărca consumul zilnic.",
    empty: "Nu ai consum în ciclul de facturare curent.",
    noLine: "Contul tău nu are un număr de telefon pentru care să arătăm consumul zilnic.",
    measures: { dataMb: "Internet", minutes: "Minute", sms: "SMS" } satisfies Record<DailyMeasure, string>,
    /** Each chart's heading: what and in what unit. */
    chartTitle: { dataMb: "Internet pe zi (MB)", minutes: "Minute pe zi", sms: "SMS pe zi" } satisfies Record<DailyMeasure, string>,
    /** The chart's short description for screen readers; the table has every day. */
    summary: (total: string, peak: string | null, peakDay: string | null) =>
      peak && peakDay ? `Total ${total}. Cea mai mare zi: ${peakDay}, ${peak}.` : `Total ${total}.`,
    tableCaption: (from: string, to: string) => `Consumul pe zile, ${from} – ${to}`,
    day: "Ziua",
    today: "azi",
    minutes: (n: string) => `${n} min`,
    sms: (n: number) => countOf(n, { one: "SMS", many: "SMS" }),
  },
} as const;
