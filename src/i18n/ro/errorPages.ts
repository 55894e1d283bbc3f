// The general error page (issue 29): a page that failed to render (app/PageFrame's boundary) and the static /eroare
// a server or CDN shows for its own failures (5xx). "Page not found" keeps its texts in common.ts (roNotFound).
// Part of the Romanian dictionary (src/i18n/ro/): every user-visible text lives in one of these files, one per area.
import { roNotFound } from "./common";

export const roErrorPage = {
  title: "A apărut o eroare",
  body: "Pagina nu a putut fi afișată din cauza unei erori la noi, nu din cauza a ceva ce ai făcut. Încearcă din nou peste câteva momente; dacă eroarea se repetă, revino mai târziu.",
  /** The way back from a shop page (its area's home). */
  toHome: roNotFound.home,
  /** The way back from a self-care page (as roEcare.toDashboard). */
  toDashboard: "Mergi la Contul meu",
} as const;
