// Texts every page shows: brand, accessibility labels, header and footer navigation, price and notice pieces.
// Part of the Romanian dictionary (src/i18n/ro/): every user-visible text lives in one of these files, one per area.
import { countOf } from "../plural";

export const roBrand = {
  name: "Aria",
  /** SPEC §2 "The page title defaults to a fixed brand title." */
  defaultTitle: "Aria – telefoane, abonamente și internet acasă",
  description:
    "Abonamente mobile, telefoane, cartele preplătite și internet acasă de la Aria. Cumpără online și gestionează-ți contul în Contul meu.",
  logoLabel: "Aria – pagina principală",
} as const;

export const roA11y = {
  skipToContent: "Sari la conținut",
  mainNav: "Navigare principală",
  footerNav: "Navigare subsol",
  areaSwitch: "Alege zona",
  loading: "Se încarcă…",
  routeProgress: "Se încarcă pagina",
  /** Said by the polite route announcer after a client-side navigation (app/routeFocus.ts). */
  pageAnnouncement: (heading: string): string => `Pagina: ${heading}`,
  close: "Închide",
} as const;

export const roArea = { personal: "Persoane fizice", business: "Business" } as const;

export const roNav = {
  personal: [
    { to: "/abonamente", label: "Abonamente" },
    { to: "/telefoane", label: "Telefoane" },
    { to: "/fixe", label: "Internet acasă" },
    { to: "/cartela", label: "Cartelă" },
    { to: "/roaming", label: "Roaming" },
    { to: "/asistenta", label: "Asistență" },
    { to: "/rezultate", label: "Caută" },
  ],
  business: [
    { to: "/business/eshop/oferte-business", label: "Oferte business" },
    { to: "/business/eshop/oferte-clienti-existenti", label: "Clienți existenți" },
    { to: "/business/abonamente", label: "Abonamente" },
    { to: "/business/telefoane", label: "Telefoane" },
    { to: "/business/asistenta", label: "Asistență" },
    { to: "/business/rezultate", label: "Caută" },
  ],
  myAccount: "Contul meu",
  cart: "Coș",
  /** DESIGN.md: the header's cart link "starts with "Coș" and includes the item count ("Coș, 2 produse")". */
  cartLink: (count: number) => `Coș, ${countOf(count, { one: "produs", many: "produse" })}`,
} as const;

export const roFooter = {
  groups: [
    {
      title: "Magazin online",
      links: [
        { to: "/abonamente/portare-cu-portare", label: "Abonamente cu portare" },
        { to: "/abonamente/portare-cu-portare-cu-telefon", label: "Abonamente cu telefon" },
        { to: "/roaming", label: "Roaming și internațional" },
        { to: "/rezultate", label: "Caută în magazin" },
      ],
    },
    {
      title: "Business",
      links: [
        { to: "/business", label: "Aria Business" },
        { to: "/business/eshop/oferte-business", label: "Oferte business" },
        { to: "/business/asistenta", label: "Asistență business" },
      ],
    },
    {
      title: "Contul meu",
      links: [
        { to: "/ecare/dashboard", label: "Contul meu" },
        { to: "/ecare/facturi-si-plati", label: "Facturi și plăți" },
        { to: "/asistenta", label: "Asistență" },
        { to: "/accesibilitate", label: "Accesibilitate" },
      ],
    },
  ],
  legal: "© Aria Telecom S.A. Toate drepturile rezervate. Site demonstrativ.",
} as const;

export const roNotFound = {
  title: "Pagina nu a fost găsită",
  body: "Adresa pe care ai deschis-o nu există sau a fost mutată.",
  home: "Mergi la pagina principală",
  search: "Caută în magazin",
} as const;

export const roPrice = {
  /** Accessible label of the struck-through full price. */
  fullPrice: "Preț întreg",
  perMonth: "/lună",
} as const;

export const roNotice = { label: "Noutate" } as const;
