// Texts of /business/assurance (issue 27; SPEC §2, §7 trouble tickets and impacted service; TMF621): the company's
// technical tickets with their timeline, the impacted services, and the form that opens a ticket.
import type { BusinessRelatedRole, BusinessTicketType } from "../../domain/assurance/businessTicket";
import type { BusinessTicketErrors, BusinessTicketRefusal } from "../../domain/assurance/businessTicketForm";
import type { AffectedService, ImpactCategory, ImpactedStatusKey, ImpactedStatusLabel } from "../../domain/assurance/impactedService";
import type { TicketSeverity } from "../../domain/tickets/ticketModel";
import { countOf } from "../plural";

type Keys<T> = { [K in NonNullable<T[keyof T]> & string]: string };

const types: Record<BusinessTicketType, string> = {
  voice: "Apeluri",
  data: "Internet mobil",
  messaging: "SMS și MMS",
  coverage: "Acoperire în sediu",
  other: "Altă problemă tehnică",
};

const severities: Record<TicketSeverity, string> = {
  minor: "Minoră – deranjează, dar se poate lucra",
  major: "Majoră – serviciul merge greu",
  critical: "Critică – serviciul este oprit",
};

const impactedStatuses: Record<ImpactedStatusKey, string> = {
  programata: "Lucrare programată",
  inInvestigare: "În investigare",
  inRemediere: "În remediere",
  restabilit: "Restabilit",
  necunoscuta: "Stare necunoscută",
};

export const roAssurance = {
  lead: "Urmărește tichetele tehnice ale companiei și incidentele din rețea care afectează liniile ei, și deschide un tichet nou.",
  types,
  typeText: (type: BusinessTicketType | null): string => (type ? types[type] : "Alt tip"),
  severities,
  severityShort: (s: TicketSeverity): string => (severities[s].split(" – ")[0] ?? severities[s]).toLowerCase(),
  related: {
    number: (id: string) => `numărul ${id}`,
    account: (id: string) => `contul ${id}`,
    impactedService: (id: string) => `incidentul ${id}`,
  } satisfies Record<BusinessRelatedRole, (id: string) => string>,
  tickets: {
    heading: "Tichetele companiei",
    loading: "Se încarcă tichetele…",
    error: "Nu am putut încărca tichetele companiei.",
    empty: "Compania nu are încă niciun tichet.",
    count: (n: number) => countOf(n, { one: "tichet", many: "tichete" }),
    state: "Stare",
    description: "Descriere",
    severity: "Gravitate",
    about: "Privește",
    openedAt: "Deschis la",
    openedBy: "Deschis de",
    expected: "Rezolvare estimată",
    resolved: "Rezolvat la",
    history: (id: string) => `Istoricul ${id}`,
    note: (author: string) => (author ? `Notă de la ${author}` : "Notă"),
    undated: "dată necunoscută",
  },
  pager: {
    label: "Paginile tichetelor",
    of: (page: number, pages: number) => `Pagina ${page} din ${pages}`,
    previous: "Pagina anterioară",
    next: "Pagina următoare",
    beyond: "Pagina aceasta nu mai are tichete.",
    first: "Prima pagină",
  },
  impacted: {
    heading: "Servicii afectate",
    loading: "Se încarcă serviciile afectate…",
    error: "Nu am putut încărca serviciile afectate.",
    cardError: (name: string) => `Nu am putut afișa incidentul ${name}.`,
    empty: "Acum niciun incident din rețea nu afectează liniile companiei.",
    statuses: impactedStatuses,
    statusText: (s: ImpactedStatusLabel): string =>
      s.key === "necunoscuta" && s.raw !== "" ? `${impactedStatuses.necunoscuta} (${s.raw})` : impactedStatuses[s.key],
    categories: { networkIncident: "Incident în rețea", plannedMaintenance: "Lucrări programate" } satisfies Record<ImpactCategory, string>,
    services: { voice: "apeluri", data: "internet mobil", sms: "SMS" } satisfies Record<AffectedService, string>,
    state: "Stare",
    area: "Zona",
    affects: "Servicii afectate",
    lines: "Linii ale companiei afectate",
    start: "Început",
    plannedStart: "Începe la",
    expected: "Revenire estimată",
    restored: "Restabilit la",
    tickets: "Tichete legate",
  },
  form: {
    heading: "Deschide un tichet",
    lead: "Descrie problema tehnică și numărul sau contul afectat. Dacă numărul este într-o zonă cu un incident cunoscut, tichetul se leagă de incident.",
    description: "Descrierea problemei",
    descriptionHint: "Între 10 și 1000 de caractere: ce nu merge, de când, unde și câți angajați sunt afectați.",
    category: "Categorie",
    categoryPlaceholder: "Alege categoria",
    severity: "Gravitate",
    severityPlaceholder: "Alege gravitatea",
    affected: "Numărul sau contul afectat",
    affectedHint: "Un număr al companiei (07xx xxx xxx) sau un cont de facturare (9 cifre).",
    submit: "Deschide tichetul",
    sending: "Se deschide tichetul…",
    confirmTitle: "Deschizi tichetul?",
    confirmText: (p: { category: string; severity: string; affected: string; description: string }) =>
      `Deschidem un tichet „${p.category}”, gravitate ${p.severity}, pentru ${p.affected}. Descriere: „${p.description}”.`,
    confirm: "Confirmă",
    cancel: "Renunță",
    sent: (id: string) => `Tichetul ${id} a fost deschis. Îl găsești în lista tichetelor companiei.`,
    sendError: "Nu am putut deschide tichetul.",
    refusals: {
      openLimit: "Nu am putut deschide tichetul: compania are deja 10 tichete deschise. Poți deschide altul după ce unul este rezolvat.",
      relatedNotAllowed: "Nu am putut deschide tichetul: numărul sau contul ales nu este al companiei.",
    } satisfies Record<BusinessTicketRefusal, string>,
    errors: {
      descriptionShort: "Descrie problema în cel puțin 10 caractere.",
      descriptionLong: "Descrierea poate avea cel mult 1000 de caractere.",
      categoryMissing: "Alege o categorie.",
      severityMissing: "Alege cât de gravă este problema.",
      affectedMissing: "Scrie numărul sau contul afectat.",
      affectedInvalid: "Scrie un număr de mobil (07xx xxx xxx) sau un cont de 9 cifre.",
    } satisfies Keys<BusinessTicketErrors>,
  },
} as const;
