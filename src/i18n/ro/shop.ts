// The shop's texts: home page, listings, product pages, search, assistance, roaming.
// Part of the Romanian dictionary (src/i18n/ro/): every user-visible text lives in one of these files, one per area.
import { countOf } from "../plural";

const PRODUCT = { one: "produs", many: "produse" };
const RESULT = { one: "rezultat", many: "rezultate" };

export const roHome = {
  heading: "Rămâi conectat cu Aria",
  lead: "Abonamente mobile, telefoane și internet acasă, cumpărate online în câteva minute.",
  ctaPlans: "Vezi abonamentele",
  ctaPhones: "Vezi telefoanele",
  ctaAccount: "Intră în Contul meu",
  entryPoints: "Ce cauți astăzi",
  featured: "Recomandate pentru tine",
} as const;

export const roShop = {
  kind: { plan: "Abonament", device: "Dispozitiv", sim: "Cartelă", fixed: "Internet și TV", bundle: "Pachet" },
  details: "Vezi detalii",
  detailsOf: (title: string) => `Vezi detalii despre ${title}`,
  /** Until the cart exists (issue 7+) the call to action opens the product page; there it explains how to order. */
  orderSoon: "Comanda online se deschide în curând. Până atunci, te ajutăm la 0800 800 800 (gratuit) sau în magazinele Aria.",
  orderCta: { ACQ: "Alege", MNP: "Vino cu numărul tău", RET: "Reînnoiește" },
  /** The port-in link's accessible name: its visible text first (WCAG 2.5.3), then the plan. */
  portInWith: (title: string) => `Vino cu numărul tău: ${title}`,
  flowNote: {
    ACQ: "",
    MNP: "Păstrezi numărul de telefon: portarea se face în cel mult 3 zile lucrătoare, fără întreruperi.",
    RET: "Ofertele pentru clienții existenți se aplică la reînnoirea contractului. Intră în cont pentru ofertele tale personalizate.",
  },
  inStock: "În stoc",
  outOfStock: "Stoc epuizat",
  noImage: "Imagine indisponibilă",
  imageOf: (title: string) => `Imagine ${title}`,
  included: "Ce primești",
  specs: "Detalii",
  benefits: "Beneficii incluse",
  extraBenefits: "Beneficii extra",
  extraBenefitsLead: "Alegi unul dintre aceste beneficii, inclus în abonament.",
  components: "Pachetul conține",
  breadcrumb: "Cale de navigare",
  home: "Acasă",
  recurring: "/lună",
  oneOff: "plată unică",
  listing: {
    filters: "Filtre",
    sort: "Ordonează după",
    sorts: { recomandate: "Recomandate", "pret-crescator": "Preț crescător", "pret-descrescator": "Preț descrescător", nume: "Nume" },
    brand: "Producător",
    serviceType: "Tip serviciu",
    serviceTypes: { INTERNET: "Internet", TV: "Televiziune", BUNDLE: "Internet + TV", MOBILE: "Mobil", PREPAID: "Preplătit" } as Record<
      string,
      string
    >,
    only5g: "Doar cu 5G",
    onlyDiscounted: "Doar cu reducere",
    onlyInStock: "Doar în stoc",
    reset: "Șterge filtrele",
    count: (shown: number, total: number) => (shown === total ? countOf(total, PRODUCT) : `${shown} din ${countOf(total, PRODUCT)}`),
    showMore: (n: number) => `Arată încă ${n}`,
    empty: "Niciun produs nu se potrivește filtrelor alese.",
    none: "Momentan nu avem produse în această categorie. Revino în curând.",
    products: "Produse",
  },
  search: {
    title: "Caută în magazin",
    label: "Ce cauți?",
    submit: "Caută",
    placeholder: "ex. Smart 15, Nordia, internet",
    tooShort: "Scrie cel puțin 2 caractere.",
    loading: "Căutăm…",
    error: "Căutarea nu este disponibilă acum. Încearcă din nou în câteva momente.",
    retry: "Încearcă din nou",
    results: (n: number, q: string) => (n === 1 ? `Un rezultat pentru „${q}”` : `${countOf(n, RESULT)} pentru „${q}”`),
    none: (q: string) => `Nu am găsit nimic pentru „${q}”. Verifică scrierea sau încearcă un termen mai general.`,
    intro: "Caută abonamente, telefoane, cartele și oferte de internet acasă.",
  },
  assistance: {
    faq: "Întrebări frecvente",
    contact: "Contactează-ne",
    contactBody: "Suntem aici non-stop la 0800 800 800 (gratuit din orice rețea) sau pe chat în aplicația Aria.",
    contactBusiness: "Clienții business au un consultant dedicat la 0800 800 900, de luni până vineri, 8:00–20:00.",
    empty: "Momentan nu avem întrebări publicate. Sună-ne și te ajutăm imediat.",
  },
  roaming: {
    lead: "Vezi cât costă convorbirile, SMS-urile și internetul în țara în care călătorești.",
    countryFilter: "Caută o țară",
    noCountry: (q: string) => `Nu avem o țară care să se potrivească cu „${q}”.`,
    zone: "Zonă",
    rates: "Tarife în roaming",
    service: "Serviciu",
    price: "Preț",
    callsToRomania: "Apeluri către România",
    callsLocal: "Apeluri în țara vizitată",
    receivingCalls: "Apeluri primite",
    smsToRomania: "SMS către România",
    data: "Internet",
    per: { min: "/min", sms: "/SMS", MB: "/MB" } as Record<string, string>,
    free: "Inclus",
    offers: "Opțiuni recomandate",
    noOffers: "Pentru această țară se aplică tarifele standard de mai sus.",
    accountHint: "Ai deja abonament Aria? Activezi opțiunile de roaming din Contul meu.",
    countries: "Țări",
    title: "Roaming",
    back: "Toate țările",
  },
} as const;
