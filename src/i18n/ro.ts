// Every user-visible Romanian text of the site, in one dictionary (SPEC §8 "messages go through a
// dictionary"). Screens read texts from here; nothing user-visible is hard-coded in a component.

export const ro = {
  brand: {
    name: "Aria",
    /** SPEC §2 "The page title defaults to a fixed brand title." */
    defaultTitle: "Aria – telefoane, abonamente și internet acasă",
    description:
      "Abonamente mobile, telefoane, cartele preplătite și internet acasă de la Aria. Cumpără online și gestionează-ți contul în Contul meu.",
    logoLabel: "Aria – pagina principală",
  },
  a11y: {
    skipToContent: "Sari la conținut",
    mainNav: "Navigare principală",
    footerNav: "Navigare subsol",
    areaSwitch: "Alege zona",
    loading: "Se încarcă…",
    routeProgress: "Se încarcă pagina",
    close: "Închide",
  },
  area: { personal: "Persoane fizice", business: "Business" },
  nav: {
    personal: [
      { to: "/abonamente/portare-cu-portare", label: "Abonamente" },
      { to: "/abonamente/portare-cu-portare-cu-telefon", label: "Telefoane" },
      { to: "/roaming", label: "Roaming" },
      { to: "/asistenta", label: "Asistență" },
    ],
    business: [
      { to: "/business/eshop/oferte-business", label: "Oferte business" },
      { to: "/business/eshop/oferte-clienti-existenti", label: "Clienți existenți" },
      { to: "/business/asistenta", label: "Asistență" },
    ],
    myAccount: "Contul meu",
    cart: "Coș",
  },
  footer: {
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
        ],
      },
    ],
    legal: "© Aria Telecom S.A. Toate drepturile rezervate. Site demonstrativ.",
  },
  notFound: {
    title: "Pagina nu a fost găsită",
    body: "Adresa pe care ai deschis-o nu există sau a fost mutată.",
    home: "Mergi la pagina principală",
    search: "Caută în magazin",
  },
  home: {
    heading: "Rămâi conectat cu Aria",
    lead: "Abonamente mobile, telefoane și internet acasă, cumpărate online în câteva minute.",
    ctaPlans: "Vezi abonamentele",
    ctaPhones: "Vezi telefoanele",
    ctaAccount: "Intră în Contul meu",
    entryPoints: "Ce cauți astăzi",
  },
  price: {
    /** Accessible label of the struck-through full price. */
    fullPrice: "Preț întreg",
    perMonth: "/lună",
  },
  notice: { label: "Noutate" },
} as const;

export type Dictionary = typeof ro;
