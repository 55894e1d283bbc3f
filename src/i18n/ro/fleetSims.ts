// Texts of cartela-sim's business view (issue 27; SPEC §7 "Bar/unbar" list, count, per-line and bulk block/unblock):
// the company's lines with filters, a table with a button per line and a bulk action over the selected lines. The
// consequence of a block is ANCOM's temporary suspension (roSim's words, reused in the dialogs).
import type { SimAction } from "../../domain/barUnbar/barUnbar";
import type { FleetStateFilter } from "../../domain/fleet/fleetQuery";
import { countOf } from "../plural";
import { roSim } from "./sim";

type Keys<T extends string> = { [K in T]: string };

/** A count of lines in Romanian: "1 linie", "3 linii", "20 de linii" (i18n/plural). */
const linesRo = (n: number): string => countOf(n, { one: "linie", many: "linii" });

const numbers = (msisdns: readonly string[]) => msisdns.join(", ");

export const roFleetSims = {
  lead: "Liniile companiei pe care le administrezi. Dacă un angajat și-a pierdut telefonul sau i-a fost furat, blochează cartela SIM: de pe număr nu se mai pot iniția apeluri, SMS-uri sau trafic de date, dar apelurile și SMS-urile primite funcționează în continuare. Poți bloca sau debloca mai multe linii deodată.",
  summary: {
    heading: "Sumar",
    loading: "Se numără liniile…",
    error: "Nu am putut număra liniile.",
    total: "Linii găsite",
    active: "Active",
    barred: "Blocate",
  },
  filters: {
    heading: "Filtrează liniile",
    owner: { legend: "Ale cui linii", all: "Toate liniile", mine: "Doar liniile mele" },
    search: "Caută număr, nume sau cont",
    searchHint: "Numărul de telefon, numele angajatului sau contul (BAN).",
    account: "Cont",
    anyAccount: "Toate conturile",
    state: "Stare",
    anyState: "Toate stările",
    states: { active: "Active", barred: "Blocate" } satisfies Keys<FleetStateFilter>,
    apply: "Aplică filtrele",
    clear: "Șterge filtrele",
  },
  list: {
    heading: "Liniile companiei",
    loading: "Se încarcă liniile…",
    error: "Nu am putut încărca liniile companiei.",
    empty: "Nicio linie nu corespunde filtrelor",
    none: "Conturile pe care le administrezi nu au nicio linie.",
    caption: (total: number, page: number, pages: number) =>
      `${total === 1 ? "O linie găsită" : `${linesRo(total)} găsite`}, pagina ${page} din ${pages}`,
    select: "Selectează",
    number: "Număr",
    user: "Angajat",
    account: "Cont",
    plan: "Abonament",
    state: "Stare",
    action: "Acțiune",
    selectLine: (msisdn: string) => `Selectează ${msisdn}`,
    states: { active: "Activă", blocked: "Blocată", unknown: "Stare necunoscută" },
    unknownRaw: (raw: string) => `Stare necunoscută (${raw})`,
    since: (date: string) => `din ${date}`,
    noAction: "—",
  },
  /** A line's button: "Blochează 0729100001" (DESIGN.md SIM "Blochează"/"Deblochează", the number after it). */
  actions: roSim.actions,
  sending: roSim.sending,
  confirm: roSim.confirm,
  cancel: roSim.cancel,
  line: {
    confirmTitle: {
      bar: (msisdn: string) => `Blochezi linia ${msisdn}?`,
      unbar: (msisdn: string) => `Deblochezi linia ${msisdn}?`,
    },
    confirmText: roSim.confirmText,
    done: roSim.done,
    failed: {
      bar: (msisdn: string) => `Nu am putut bloca linia ${msisdn}.`,
      unbar: (msisdn: string) => `Nu am putut debloca linia ${msisdn}.`,
    },
    refusals: roSim.refusals,
  },
  selection: {
    count: (n: number) => (n === 0 ? "Nicio linie selectată." : n === 1 ? "O linie selectată." : `${linesRo(n)} selectate.`),
    max: (max: number) => `Poți selecta cel mult ${linesRo(max)} deodată.`,
    clear: "Golește selecția",
  },
  bulk: {
    heading: "Acțiuni pentru liniile selectate",
    buttons: { bar: "Blochează selectate", unbar: "Deblochează selectate" } satisfies Keys<SimAction>,
    confirmTitle: {
      bar: (n: number) => `Blochezi ${linesRo(n)}?`,
      unbar: (n: number) => `Deblochezi ${linesRo(n)}?`,
    },
    confirmText: {
      bar: (msisdns: readonly string[], skipped: readonly string[]) =>
        `Cartelele SIM ale acestor numere vor fi suspendate temporar: nu se vor mai putea iniția apeluri, SMS-uri sau trafic de date; apelurile și SMS-urile primite vor funcționa în continuare. Numerele: ${numbers(msisdns)}.` +
        (skipped.length > 0 ? ` Rămân cum sunt (nu sunt active): ${numbers(skipped)}.` : ""),
      unbar: (msisdns: readonly string[], skipped: readonly string[]) =>
        `Cartelele SIM ale acestor numere vor fi reactivate: apelurile, SMS-urile și internetul vor funcționa din nou. Numerele: ${numbers(msisdns)}.` +
        (skipped.length > 0 ? ` Rămân cum sunt (nu sunt blocate): ${numbers(skipped)}.` : ""),
    },
    progressLabel: { bar: "Blocarea liniilor selectate", unbar: "Deblocarea liniilor selectate" } satisfies Keys<SimAction>,
    progress: (settled: number, total: number) => `${settled} din ${total} linii procesate…`,
    allDone: {
      bar: (n: number) => (n === 1 ? "Am blocat o linie." : `Am blocat ${linesRo(n)}.`),
      unbar: (n: number) => (n === 1 ? "Am deblocat o linie." : `Am deblocat ${linesRo(n)}.`),
    },
    someFailed: {
      bar: (done: number, failed: readonly string[]) => `Am blocat ${linesRo(done)}. Nu am putut bloca: ${numbers(failed)}.`,
      unbar: (done: number, failed: readonly string[]) => `Am deblocat ${linesRo(done)}. Nu am putut debloca: ${numbers(failed)}.`,
    },
    allFailed: {
      bar: (failed: readonly string[]) => `Nu am putut bloca nicio linie: ${numbers(failed)}.`,
      unbar: (failed: readonly string[]) => `Nu am putut debloca nicio linie: ${numbers(failed)}.`,
    },
    failedWhat: {
      bar: (n: number) => `Nu am putut bloca ${linesRo(n)}.`,
      unbar: (n: number) => `Nu am putut debloca ${linesRo(n)}.`,
    },
  },
  pager: {
    label: "Paginile liniilor",
    of: (page: number, pages: number) => `Pagina ${page} din ${pages}`,
    previous: "Pagina anterioară",
    next: "Pagina următoare",
    beyond: "Pagina aceasta nu mai are linii.",
    first: "Prima pagină",
  },
} as const;
