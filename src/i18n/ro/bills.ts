// The self-care bill screens' texts (issue 15: /ecare/facturi-si-plati and the bill actions): the accessible names
// DESIGN.md fixes ("Descarcă", "Trimite pe e-mail", "Plătește factura"), states, the pay return's notices.
// Part of the Romanian dictionary (src/i18n/ro/): one file per area.
import { countOf } from "../plural";

const bills = { one: "factură", many: "facturi" };

export const roBills = {
  title: "Facturi și plăți",
  lead: "Factura curentă, istoricul facturilor și plata online, cu cardul.",
  current: {
    heading: "Factura curentă",
    loading: "Se încarcă facturile…",
    error: "Nu am putut încărca facturile.",
    empty: "Nu ai facturi încă. Prima factură apare aici după încheierea primei perioade de facturare.",
    of: (month: string, year: number | null) => (month && year ? `Factura din ${month} ${year}` : "Ultima factură"),
    number: "Număr factură",
    amountDue: "Total factură",
    dueDate: "Scadență",
    period: "Perioada de facturare",
    status: "Stare",
    leftToPay: "Rest de plată",
    statuses: { PAID: "Plătită", PAID_IN_ADVANCE: "Plătită în avans", UNPAID: "Neplătită" },
    disabled: "Această factură nu poate fi plătită, descărcată sau trimisă online. Pentru detalii, sună la 0800 800 800.",
    nothingToPay: "Nu ai nimic de plată pe această factură.",
  },
  actions: {
    pay: "Plătește factura",
    payAmount: (amount: string) => `Vei plăti ${amount} cu cardul, pe pagina securizată a procesatorului de plăți.`,
    paying: "Te ducem la pagina de plată…",
    download: "Descarcă",
    downloadOf: (label: string) => `Descarcă factura din ${label}`,
    downloading: "Se descarcă…",
    downloaded: (name: string) => `Am descărcat ${name}.`,
    email: "Trimite pe e-mail",
    details: "Detalii factură",
  },
  email: {
    title: "Trimite factura pe e-mail",
    opening: "Se deschide formularul…",
    field: "E-mail",
    others: "Alte adrese de e-mail",
    othersHint: "Opțional, cel mult 5 adrese, câte una pe rând.",
    send: "Trimite",
    cancel: "Renunță",
    sending: "Se trimite…",
    sent: (to: string) => `Am trimis factura la ${to}.`,
  },
  history: {
    heading: "Istoricul facturilor",
    empty: "Nu ai alte facturi în istoric.",
    year: (year: number | null) => (year ? String(year) : "Fără dată"),
    count: (n: number) => countOf(n, bills),
    month: "Luna",
    amount: "Total",
    status: "Stare",
    actions: "Acțiuni",
  },
  chart: {
    heading: "Facturile din ultimele 12 luni",
    loading: "Se încarcă graficul…",
    none: "fără factură",
    label: (month: string, amount: string) => `${month}: ${amount}`,
  },
  payReturn: {
    paid: "Plata a fost primită. Factura apare ca plătită.",
    declined: "Plata nu a fost aprobată de bancă. Factura a rămas neplătită; poți încerca din nou cu același card sau cu altul.",
    canceled: "Plata nu a fost finalizată. Factura a rămas neplătită.",
    unknown: "Nu am putut afla rezultatul plății. Dacă ai plătit, factura apare ca plătită în câteva minute.",
  },
  recharge: { loading: "Se încarcă reîncărcarea…" },
  settings: {
    heading: "Setări de plată și factură",
    ebill: "Factura electronică",
    paymentRequests: "Am plătit deja sau am nevoie de timp",
    loading: "Se încarcă…",
  },
  failures: {
    download: "Nu am putut descărca factura.",
    pay: "Nu am putut deschide plata.",
    email: "Nu am putut trimite factura.",
  },
} as const;
