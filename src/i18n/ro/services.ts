// The self-care usage screens' texts (issue 16: the usage overview of abonament / cost-control and the rapoarte usage
// lists; SPEC §2, §7 "Usage and products"). Part of the Romanian dictionary (src/i18n/ro/): one file per area.
import type { GaugeKind } from "../../domain/services/allowanceGauge";
import type { DailyMeasure } from "../../domain/services/dailyUsage";
import type { UsageListCategory } from "../../domain/services/usageListQuery";
import type { UsageQueryErrorKey, UsageSortField } from "../../domain/services/usageQuery";
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
  reports: {
    title: "Rapoarte",
    lead: "Detaliile consumului tău: apeluri, mesaje, date și alte servicii, facturate sau încă nefacturate.",
    form: {
      legend: "Ce consum vrei să vezi",
      billType: "Consum",
      billed: "Facturat",
      unbilled: "Nefacturat",
      line: "Număr de telefon",
      cycle: "Ciclu de facturare",
      cycleOption: (from: string, to: string, current: boolean) => `${from} – ${to}${current ? " (ciclul curent)" : ""}`,
      range: "Sau alege un interval de date",
      rangeHint: "Completează ambele date; intervalul are întâietate față de ciclul de facturare.",
      from: "De la",
      to: "Până la",
      category: "Tip",
      categories: {
        all: "Toate",
        voice: "Apeluri",
        sms: "SMS",
        mms: "MMS",
        data: "Date",
        roaming: "Roaming",
        other: "Alte servicii",
      } satisfies Record<UsageListCategory, string>,
      sort: "Sortează după",
      sortFields: { date: "Dată", amount: "Cost", duration: "Durată", volume: "Volum" } satisfies Record<UsageSortField, string>,
      direction: "Ordine",
      desc: "Descrescător",
      asc: "Crescător",
      submit: "Arată consumul",
      errors: {
        customerMissing: "Contul tău nu are un număr pentru care să arătăm consumul.",
        billEventTypeInvalid: "Alege consumul facturat sau nefacturat.",
        dateRequired: "Completează și această dată pentru un interval.",
        dateInvalid: "Introdu o dată validă (zi, lună, an).",
        rangeReversed: "Data „Până la” trebuie să fie după data „De la” sau aceeași zi.",
        rangeTooLong: "Intervalul poate avea cel mult 93 de zile.",
        cycleInvalid: "Alege un ciclu de facturare din listă.",
      } satisfies Record<UsageQueryErrorKey, string>,
    },
    list: {
      heading: "Detalii consum",
      loading: "Se încarcă detaliile de consum…",
      error: "Nu am putut încărca detaliile de consum.",
      empty: "Nu ai consum pentru alegerea făcută.",
      noNumber: "Contul tău nu are un număr de telefon pentru care să arătăm consumul.",
      caption: (billed: boolean, period: string) => `Consum ${billed ? "facturat" : "nefacturat"}, ${period}`,
      date: "Data",
      description: "Descriere",
      number: "Număr / țară",
      quantity: "Durată / volum",
      cost: "Cost",
      none: "—",
    },
    totals: {
      heading: "Totalul selecției",
      amount: (amount: string) => `Total: ${amount}`,
      duration: (duration: string) => `Durată totală: ${duration}`,
      volume: (volume: string) => `Volum total: ${volume}`,
      count: (n: number) => countOf(n, { one: "înregistrare", many: "înregistrări" }),
    },
    pager: {
      label: "Paginile raportului",
      previous: "Pagina anterioară",
      next: "Pagina următoare",
      of: (page: number, pages: number) => `Pagina ${page} din ${pages}`,
      beyond: "Această pagină nu mai are înregistrări.",
      first: "Mergi la prima pagină",
    },
    topUps: "Istoric reîncărcări",
  },
} as const;
