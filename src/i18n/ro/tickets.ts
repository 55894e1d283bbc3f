// Texts of "Cererile mele" (issue 26; SPEC §7 trouble tickets): the customer's requests and tickets, their states,
// the filters and the new-ticket form.
import type { TicketErrors, TicketRefusal } from "../../domain/tickets/ticketForm";
import type { TicketCategory, TicketKind, TicketSeverity } from "../../domain/tickets/ticketModel";
import type { TicketFilterErrors } from "../../domain/tickets/ticketQuery";
import type { StatusLabel, StatusLabelKey } from "../../domain/tickets/ticketStatus";
import { countOf } from "../plural";

type Keys<T> = { [K in NonNullable<T[keyof T]> & string]: string };

const statuses: Record<StatusLabelKey, string> = {
  inregistrata: "Înregistrată",
  respinsa: "Respinsă",
  inAsteptare: "În așteptare",
  suspendata: "Suspendată",
  inLucru: "În lucru",
  anulata: "Anulată",
  inchisa: "Închisă",
  rezolvata: "Rezolvată",
  finalizata: "Finalizată",
  necunoscuta: "Stare necunoscută",
};

const kinds: Record<TicketKind, string> = {
  network: "Rețea și semnal",
  billing: "Facturare",
  simDevice: "Cartelă SIM sau telefon",
  other: "Altă problemă",
  simBlock: "Blocare SIM",
  simUnblock: "Deblocare SIM",
  emailChange: "Schimbare e-mail",
  nameChange: "Schimbare nume",
  consentChange: "Acorduri de confidențialitate",
};

const severities: Record<TicketSeverity, string> = {
  minor: "Minoră – serviciul merge, dar deranjează",
  major: "Majoră – serviciul merge greu",
  critical: "Critică – nu pot folosi deloc serviciul",
};

export const roTickets = {
  lead: "Aici vezi cererile făcute din cont (blocări de SIM, schimbări de date) și sesizările trimise, cu starea lor.",
  statuses,
  /** A status as shown: its label, an unknown one with the value the system sent. */
  statusText: (s: StatusLabel): string =>
    s.key === "necunoscuta" && s.raw !== "" ? `${statuses.necunoscuta} (${s.raw})` : statuses[s.key],
  kinds,
  unknownKind: "Alt tip",
  kindText: (kind: TicketKind | null): string => (kind ? kinds[kind] : "Alt tip"),
  severities,
  categories: kinds as Record<TicketCategory, string>,
  form: {
    heading: "Sesizare nouă",
    lead: "Spune-ne ce nu merge. Îți răspundem în contul tău, în această pagină.",
    description: "Descrierea problemei",
    descriptionHint: "Între 10 și 1000 de caractere: ce s-a întâmplat, de când și unde.",
    category: "Categorie",
    categoryPlaceholder: "Alege categoria",
    severity: "Gravitate",
    severityPlaceholder: "Alege gravitatea",
    related: "Legată de",
    relatedPlaceholder: "Alege numărul sau factura",
    relatedHint: "Numărul sau factura la care se referă sesizarea.",
    numberOption: (n: string) => `Numărul ${n}`,
    billOption: (month: string, id: string) => `Factura din ${month} (${id})`,
    billsLoading: "Facturile se încarcă…",
    attachment: "Fișier atașat (opțional)",
    attachmentHint: (mb: number) => `Un singur fișier PDF, JPEG sau PNG, de cel mult ${mb} MB.`,
    submit: "Trimite sesizarea",
    sending: "Se trimite…",
    confirmTitle: "Trimiți sesizarea?",
    confirmText: (p: { category: string; severity: string; related: string; attachment: string | null; description: string }) =>
      `Trimitem o sesizare „${p.category}”, gravitate ${(p.severity.split(" – ")[0] ?? p.severity).toLowerCase()}, legată de ${p.related}` +
      `${p.attachment ? `, cu fișierul ${p.attachment}` : ", fără fișier atașat"}. Descriere: „${p.description}”.`,
    confirm: "Confirmă",
    cancel: "Renunță",
    relatedNumber: (n: string) => `numărul ${n}`,
    relatedBill: (id: string) => `factura ${id}`,
    sent: (id: string) => `Sesizarea ${id} a fost înregistrată. O găsești în lista de mai jos.`,
    sendError: "Nu am putut trimite sesizarea.",
    readError: "Nu am putut citi fișierul ales.",
    refusals: {
      openLimit: "Nu am putut trimite sesizarea: ai deja 5 sesizări deschise. Poți deschide alta după ce una dintre ele este rezolvată.",
      wrongFormat: "Nu am putut trimite sesizarea: fișierul nu este un PDF, JPEG sau PNG valid.",
      tooLarge: "Nu am putut trimite sesizarea: fișierul depășește 2 MB.",
      relatedNotAllowed: "Nu am putut trimite sesizarea: numărul sau factura aleasă nu mai este în contul tău.",
    } satisfies Record<TicketRefusal, string>,
    errors: {
      descriptionShort: "Descrie problema în cel puțin 10 caractere.",
      descriptionLong: "Descrierea poate avea cel mult 1000 de caractere.",
      categoryMissing: "Alege o categorie.",
      severityMissing: "Alege cât de gravă este problema.",
      relatedMissing: "Alege numărul sau factura la care se referă.",
      attachmentType: "Fișierul trebuie să fie PDF, JPEG sau PNG.",
      attachmentSize: "Fișierul depășește 2 MB.",
      attachmentEmpty: "Fișierul ales este gol.",
      attachmentName: "Numele fișierului are prea multe caractere (cel mult 120).",
    } satisfies Keys<TicketErrors>,
  },
  filters: {
    heading: "Filtrează",
    state: "Stare",
    kind: "Tip",
    any: "Toate",
    from: "De la data",
    to: "Până la data",
    dayHint: "AAAA-LL-ZZ",
    apply: "Aplică filtrele",
    clear: "Toate cererile",
    errors: {
      dayFormat: "Scrie data ca AAAA-LL-ZZ, de exemplu 2026-01-31.",
      rangeOrder: "Data de sfârșit este înaintea celei de început.",
    } satisfies Keys<TicketFilterErrors>,
  },
  list: {
    heading: "Cereri și sesizări",
    loading: "Se încarcă cererile…",
    error: "Nu am putut încărca cererile.",
    empty: "Nu ai încă nicio cerere sau sesizare.",
    emptyFiltered: "Nicio cerere nu se potrivește filtrelor alese.",
    count: (n: number) => countOf(n, { one: "cerere", many: "cereri" }),
    request: "Cerere",
    ticket: "Sesizare",
    state: "Stare",
    created: "Înregistrată la",
    severity: "Gravitate",
    related: "Legată de",
    attachment: "Fișier",
    history: (id: string) => `Istoricul ${id}`,
    historyEmptyDate: "dată necunoscută",
  },
  pager: {
    label: "Paginile listei",
    of: (page: number, pages: number) => `Pagina ${page} din ${pages}`,
    previous: "Pagina anterioară",
    next: "Pagina următoare",
    beyond: "Pagina aceasta nu mai are cereri.",
    first: "Prima pagină",
  },
} as const;
