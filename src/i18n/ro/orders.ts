// The orders page's texts (issue 26: /ecare/setari-cont/comenzi, the shop's checkout orders and the self-care orders,
// their TMF622 states, the detail with its timeline). Part of the Romanian dictionary (src/i18n/ro/): one file per
// area. The page's <h1> is the navigation's name of the page (roEcare.nav.pages.orders).
import type { OrderItemAction, SalesChannel } from "../../domain/orders/orderHistory";
import type { OrderChannelFilter, OrderStatusFilter } from "../../domain/orders/orderQuery";
import type { OrderStateKey, TmfOrderState } from "../../domain/orders/orderStates";
import { countOf } from "../plural";

const states = {
  acknowledged: "Confirmată",
  rejected: "Respinsă",
  pending: "În așteptare",
  held: "Suspendată temporar",
  inProgress: "În curs de procesare",
  cancelled: "Anulată",
  completed: "Finalizată",
  failed: "Eșuată",
  partial: "Finalizată parțial",
  assessingCancellation: "Anulare în analiză",
  pendingCancellation: "Anulare în curs",
} as const satisfies Record<TmfOrderState, string>;

/** A state the page does not know: said as such, with the words the system sent. */
const unknownState = (raw: string): string => (raw ? `Stare necunoscută (${raw})` : "Stare necunoscută");

export const roOrders = {
  lead: "Comenzile făcute în magazinul online și cererile trimise din contul tău, cu starea lor. Alege o comandă ca să vezi ce conține și prin ce etape a trecut.",
  /** Every TMF622 order state (SPEC §4 pending: inProgress, acknowledged, pending). */
  states,
  unknownState,
  /** The words for a state; an unknown one is said as such, with the text the system sent. */
  stateLabel: (state: OrderStateKey, raw: string): string => (state === "unknown" ? unknownState(raw) : states[state]),
  filters: {
    legend: "Arată comenzile",
    status: {
      legend: "Starea",
      options: { all: "Toate", pending: "În curs", completed: "Finalizate" } satisfies Record<OrderStatusFilter, string>,
    },
    channel: {
      legend: "Canalul",
      options: { all: "Toate canalele", shop: "Magazinul online", selfcare: "Contul meu" } satisfies Record<OrderChannelFilter, string>,
    },
    submit: "Aplică filtrele",
    reset: "Toate comenzile",
  },
  channels: { shop: "Magazin online", selfcare: "Contul meu" } satisfies Record<SalesChannel, string>,
  otherChannel: "Alt canal",
  list: {
    heading: "Comenzi",
    caption: (status: OrderStatusFilter, channel: OrderChannelFilter, count: number) => {
      const which = { all: "Toate comenzile", pending: "Comenzile în curs", completed: "Comenzile finalizate" }[status];
      const where = { all: "", shop: " din magazinul online", selfcare: " din contul meu" }[channel];
      return `${which}${where}: ${countOf(count, { one: "comandă", many: "comenzi" })}`;
    },
    number: "Comanda",
    date: "Data",
    channel: "Canal",
    state: "Starea",
    total: "Total",
    noTotal: "–",
    /** Said before the number in its link (screen readers): the link opens the order's detail. */
    openPrefix: "Detaliile comenzii ",
    loading: "Se încarcă comenzile…",
    empty: "Nu ai nicio comandă.",
    emptyFiltered: "Nu ai comenzi care să corespundă filtrelor alese.",
  },
  pager: {
    label: "Paginile comenzilor",
    previous: "Pagina anterioară",
    next: "Pagina următoare",
    of: (page: number, pages: number) => `Pagina ${page} din ${pages}`,
    beyond: "Această pagină nu mai are comenzi.",
    first: "Mergi la prima pagină",
  },
  detail: {
    /** Before the order is read (its number is not known yet). */
    title: "Detaliile comenzii",
    heading: (number: string) => `Comanda ${number}`,
    loading: "Se încarcă detaliile comenzii…",
    close: "Închide detaliile",
    facts: {
      state: "Starea",
      date: "Data comenzii",
      channel: "Canal",
      payment: "Plata",
      total: "De plată acum",
      monthly: "Lunar",
    },
    payment: { CARD: "Card online", COD: "Ramburs la curier" },
    items: "Produse",
    noItems: "Comanda nu are produse de afișat.",
    quantity: (n: number) => `Cantitate: ${n}`,
    perMonth: " pe lună",
    actions: { add: "", modify: "modificare", delete: "dezactivare", other: "" } satisfies Record<OrderItemAction, string>,
    timeline: "Istoricul comenzii",
    noDate: "dată necunoscută",
    current: "starea actuală",
  },
} as const;
