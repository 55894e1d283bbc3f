// The top-up history's texts (issue 15: /ecare/serviciile-tale/istoric-reincarcari; SPEC §2 top-up history). Part of
// the Romanian dictionary (src/i18n/ro/): one file per area.
import type { TopUpFilterKey } from "../../domain/billing/topUpFilters";

export const roTopUps = {
  title: "Istoric reîncărcări",
  lead: "Reîncărcările numărului tău: cu cardul, cu voucher sau în magazin, cele mai noi primele.",
  /** Its twin page (rapoarte), linked when the guards let the user there (a hybrid line has both). */
  reports: "Rapoarte de consum",
  range: {
    legend: "Perioada",
    from: "De la",
    to: "Până la",
    submit: "Filtrează",
    clear: "Toate reîncărcările",
    errors: {
      dateInvalid: "Introdu o dată validă (zi, lună, an).",
      rangeReversed: "Data „Până la” trebuie să fie după data „De la” sau aceeași zi.",
    } satisfies Record<TopUpFilterKey, string>,
  },
  list: {
    heading: "Reîncărcări",
    loading: "Se încarcă reîncărcările…",
    error: "Nu am putut încărca istoricul reîncărcărilor.",
    empty: "Nu ai reîncărcări în perioada aleasă.",
    noNumber: "Contul tău nu are un număr de telefon pentru care să arătăm reîncărcările.",
    caption: (from: string | null, to: string | null) =>
      from && to
        ? `Reîncărcări între ${from} și ${to}`
        : from
          ? `Reîncărcări din ${from}`
          : to
            ? `Reîncărcări până la ${to}`
            : "Toate reîncărcările",
    date: "Data",
    amount: "Suma",
    channel: "Modalitate",
    number: "Număr",
    channels: { card: "Card", voucher: "Voucher", shop: "Magazin" } as Record<string, string>,
    otherChannel: "Altă modalitate",
  },
  pager: {
    label: "Paginile istoricului",
    previous: "Pagina anterioară",
    next: "Pagina următoare",
    of: (page: number, pages: number) => `Pagina ${page} din ${pages}`,
    beyond: "Această pagină nu mai are reîncărcări.",
    first: "Mergi la prima pagină",
  },
} as const;
