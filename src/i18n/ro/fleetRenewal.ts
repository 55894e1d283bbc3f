// The line picker of a business renewal (issue 28; shop/existingCustomers/fleetLine): a customer who reaches more than
// one of the company's lines chooses which one "Reînnoiește" renews. Its own small dictionary, loaded with the picker's
// chunk only (never in the offer island's first load).
import { countOf } from "../plural";

const LINE = { one: "linie găsită", many: "linii găsite" };

export const roFleetRenewal = {
  /** The panel's name. */
  title: "Alege linia de reînnoit",
  search: "Caută număr, nume sau cont",
  hint: "Scrie cel puțin 2 caractere: numărul, numele angajatului sau contul.",
  searching: "Se caută…",
  /** "1 linie găsită", "3 linii găsite", "20 de linii găsite" (announced politely). */
  found: (n: number) => countOf(n, LINE),
  none: "Nicio linie găsită.",
  /** The search gives at most 20 lines. */
  more: "Sunt afișate primele 20. Scrie mai mult ca să restrângi căutarea.",
  results: "Liniile găsite",
  /** A result's accessible name: number and employee, then the account. */
  option: (msisdn: string, userName: string, ban: string) => `${msisdn} · ${userName}${ban ? ` · contul ${ban}` : ""}`,
  /** The line as the island's status names it ("… ca reînnoire pentru {line}."). */
  line: (msisdn: string, userName: string) => (userName ? `numărul ${msisdn} (${userName})` : `numărul ${msisdn}`),
  confirm: "Reînnoiește linia",
  cancel: "Renunță",
  pickOne: "Alege mai întâi linia din rezultatele căutării.",
  searchFailed: "Nu am putut căuta liniile companiei.",
  countFailed: "Nu am putut încărca liniile companiei.",
} as const;
