// Texts of "Cererile utilizatorilor" (issue 27; SPEC §2 cererileutilizatorilor, §7 trouble tickets): the company's users'
// requests, their filters, the table and the notices for whom the list is not.
import type { RequestChannel, UsersRequestsAudience } from "../../domain/tickets/usersRequests";
import type { TicketFilterErrors } from "../../domain/tickets/ticketQuery";
import { countOf } from "../plural";

type Keys<T> = { [K in NonNullable<T[keyof T]> & string]: string };

export const roUsersRequests = {
  lead: "Cererile și sesizările utilizatorilor din conturile companiei: cine a cerut, ce, pentru ce număr și în ce stare este.",
  notices: {
    notBusiness: "Cererile utilizatorilor sunt pentru conturile de companie. Cererile tale le găsești în „Cererile mele”.",
    notAdministrator: "Cererile utilizatorilor le văd administratorii conturilor companiei. Cererile tale le găsești în „Cererile mele”.",
    link: "Mergi la Cererile mele",
  } satisfies Record<Exclude<UsersRequestsAudience, "company">, string> & { link: string },
  filters: {
    heading: "Filtrele cererilor",
    user: "Utilizator",
    anyUser: "Toți utilizatorii",
    userOption: (name: string, msisdn: string) => (msisdn ? `${name} · ${msisdn}` : name),
    usersLoading: "Lista utilizatorilor se încarcă…",
    usersError: "Lista utilizatorilor nu s-a putut încărca; poți filtra după stare și dată.",
    state: "Stare",
    anyState: "Toate stările",
    from: "De la data",
    to: "Până la data",
    dayHint: "AAAA-LL-ZZ",
    apply: "Filtrează",
    clear: "Toate cererile",
    errors: {
      dayFormat: "Scrie data ca AAAA-LL-ZZ, de exemplu 2026-01-31.",
      rangeOrder: "Data de sfârșit este înaintea celei de început.",
    } satisfies Keys<TicketFilterErrors>,
  },
  list: {
    heading: "Cererile utilizatorilor",
    loading: "Se încarcă cererile utilizatorilor…",
    error: "Nu am putut încărca cererile utilizatorilor.",
    empty: "Utilizatorii din conturile tale nu au încă nicio cerere.",
    emptyFiltered: "Nicio cerere nu se potrivește filtrelor alese.",
    count: (n: number) => countOf(n, { one: "cerere", many: "cereri" }),
    caption: (page: number, pages: number) => `Cererile utilizatorilor, pagina ${page} din ${pages}`,
    columns: { id: "Cerere", user: "Utilizator", kind: "Tip", number: "Număr", state: "Stare", date: "Data" },
    noNumber: "—",
    viaChannel: (channel: string) => `prin ${channel}`,
  },
  channels: {
    ecare: "Contul meu",
    callCentre: "telefon",
    shop: "magazin",
  } satisfies Record<RequestChannel, string>,
  pager: {
    label: "Paginile cererilor utilizatorilor",
    of: (page: number, pages: number) => `Pagina ${page} din ${pages}`,
    previous: "Pagina anterioară",
    next: "Pagina următoare",
    beyond: "Pagina aceasta nu mai are cereri.",
    first: "Prima pagină",
  },
} as const;
