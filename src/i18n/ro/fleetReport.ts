// raport-sumar-flota (issue 27; SPEC §2 "raport-sumar-flota is only for chooser", SPEC §7 fleet reports): the request's
// form (accounts, period, format), the generation followed in a live status, and the download whose name says the file's
// format and size (domain fileLabel: "CSV, 24 KB"). Part of the Romanian dictionary; the page's title is
// roEcare.nav.pages.fleetSummary.
import type { ReportProblem, ReportRefusal } from "../../domain/fleetReport/reportRequest";
import { REPORT_MAX_MONTHS } from "../../domain/fleetReport/reportRequest";
import { countOf } from "../plural";

export const roFleetReport = {
  lead: "Un raport cu câte un rând pentru fiecare număr din conturile alese: utilizatorul, abonamentul, starea cartelei SIM, consumul și costurile din perioada aleasă. Îl poți deschide în Excel sau în orice program de calcul tabelar.",
  form: {
    heading: "Raport nou",
    accounts: "Conturi",
    accountsHint: "Alege unul sau mai multe conturi (BAN).",
    oneAccountHint: "Un raport cuprinde un singur cont.",
    lines: (n: number) => countOf(n, { one: "linie", many: "linii" }),
    checking: "Se verifică conturile…",
    notAllowed: "Acest cont nu poate fi inclus în raport.",
    checkError: "Nu am putut verifica ce conturi pot intra în raport.",
    noAccounts: "Nu ai niciun cont pentru care să poți genera un raport.",
    period: "Perioada",
    periodHint: `Luni întregi, cel mult ${REPORT_MAX_MONTHS}, până la luna curentă inclusiv (cu consumul de până azi).`,
    from: "De la luna",
    to: "Până la luna",
    monthFormat: "Format: AAAA-LL, de exemplu 2026-10.",
    format: "Formatul fișierului",
    csv: "CSV",
    xlsx: "XLSX (Excel)",
    generate: "Generează raportul",
    sending: "Se trimite cererea…",
    problems: {
      noAccount: "Alege cel puțin un cont.",
      accountNotAllowed: "Unul dintre conturile alese nu poate fi inclus în raport.",
      oneAccountOnly: "Alege un singur cont: un raport cuprinde un singur cont.",
      monthInvalid: "Scrie luna în forma AAAA-LL, de exemplu 2026-10.",
      monthInFuture: "Alege o lună care nu este în viitor.",
      periodReversed: "Luna de sfârșit trebuie să fie aceeași cu luna de început sau după ea.",
      periodTooLong: `Perioada poate avea cel mult ${REPORT_MAX_MONTHS} luni.`,
      formatUnknown: "Alege formatul fișierului.",
    } satisfies Record<ReportProblem, string>,
    createError: "Nu am putut porni generarea raportului.",
    /** The back end's refusals (reportRefusalOf), said instead of the general ribbon. */
    refusals: {
      period: `Perioada nu este acceptată: luni întregi, cel mult ${REPORT_MAX_MONTHS}, fără luni viitoare.`,
      account: "Unul dintre conturile alese nu mai este al companiei. Reîncarcă pagina și alege din nou.",
      tooMany: "Ai deja mai multe rapoarte în curs de generare. Așteaptă să se termine unul, apoi încearcă din nou.",
      notAllowed: "Doar administratorul companiei poate genera rapoarte de flotă.",
    } satisfies Record<ReportRefusal, string>,
  },
  report: {
    heading: "Raportul tău",
    /** What the followed report covers. */
    accounts: "Conturi",
    period: "Perioada",
    lines: "Rânduri",
    generating: "Se generează raportul…",
    ready: (label: string) => `Raportul este gata (${label}).`,
    failed: "Raportul nu a putut fi generat. Încearcă să-l generezi din nou.",
    statusError: "Nu am putut afla dacă raportul este gata.",
    loading: "Se încarcă raportul…",
    /** The download's accessible name names the file's format and size (SPEC issue 27; DESIGN: "Descarcă"). */
    download: (label: string) => `Descarcă raportul (${label})`,
    downloading: "Se descarcă…",
    downloaded: (name: string) => `Am descărcat fișierul ${name}.`,
    downloadError: "Nu am putut descărca raportul.",
  },
};
