// The shop catalogue, deterministic: mobile plans (CBU/EBU), devices, prepaid SIMs, fixed offers,
// bundles, add-ons and vouchers. One list feeds both the CMS content and the TMF product offerings,
// so a plan card's externalId is always a productOffering id.
import { uuidFrom } from "../modules/content/ids";
import type { BinaryRef } from "../modules/content/model";

export interface PriceEntry {
  priceType: "basePrice" | "upfrontWithDiscount";
  recurringChargePeriod: "month" | null;
  price: { taxIncludedAmount: { unit: string; value: number }; dutyFreeAmount: { unit: string; value: number }; taxRate: number };
}

export interface Attribute {
  name: string;
  value: string;
}

export interface CatalogueItem {
  /** CMS content type variable. */
  type: "ServicePlanCard" | "Device" | "PrepaidSim" | "FixedOffer" | "Bundle" | "AddOn" | "Voucher";
  externalId: string;
  title: string;
  description: string;
  customerType: "CBU" | "EBU";
  offerType: string;
  category: string;
  isBundle: boolean;
  orderIndex: number;
  prices: PriceEntry[];
  attributes: Attribute[];
  /** Type-specific CMS fields (binary fields already as BinaryRef). */
  fields: Record<string, unknown>;
}

export const VAT = 19;
const r2 = (n: number): number => Math.round(n * 100) / 100;

export function price(priceType: PriceEntry["priceType"], value: number, recurring: boolean, unit = "EUR"): PriceEntry {
  return {
    priceType,
    recurringChargePeriod: recurring ? "month" : null,
    price: { taxIncludedAmount: { unit, value: r2(value) }, dutyFreeAmount: { unit, value: r2(value / (1 + VAT / 100)) }, taxRate: VAT },
  };
}

export const assetId = (imageKey: string): string => uuidFrom(`asset:${imageKey}`);
export const img = (imageKey: string): BinaryRef => ({ assetId: assetId(imageKey), fileName: `${imageKey}.svg` });
const attrs = (o: Record<string, string | number>): Attribute[] =>
  Object.entries(o).map(([name, value]) => ({ name, value: String(value) }));

/**
 * Deliberately imperfect seed content (sandbox/README.md): real editors leave such gaps, and the site's
 * build tests target these items to prove it copes.
 */
export const IMPERFECT = {
  /** A device whose photo was never uploaded: no deviceImage. */
  deviceWithoutImage: "DEV-HELIX-FLIP-Z-ALB",
  /** A plan card whose cardImage points at an asset that is not stored (/dA answers 404). */
  planWithMissingImage: "PLAN-CBU-FAMILIE-40",
  /** A benefit saved without an orderIndex (seed key; identifier = contentIdentifier(key)). */
  benefitWithoutOrder: "benefit-PLAN-CBU-NELIMITAT-PLUS-30-4",
} as const;

interface PlanRow {
  id: string;
  name: string;
  seg: "CBU" | "EBU";
  gb: string;
  minutes: string;
  roaming: string;
  monthly: number;
  discounted?: number;
  labels: string[];
}

// prettier-ignore
const PLANS: PlanRow[] = [
  { id: "PLAN-CBU-START-7", name: "Start 7", seg: "CBU", gb: "10 GB", minutes: "500", roaming: "5 GB", monthly: 7, labels: [] },
  { id: "PLAN-CBU-TINERET-8", name: "Tineret 8", seg: "CBU", gb: "25 GB", minutes: "Nelimitate", roaming: "7 GB", monthly: 8, discounted: 6, labels: ["oferta-web"] },
  { id: "PLAN-CBU-SMART-10", name: "Smart 10", seg: "CBU", gb: "30 GB", minutes: "Nelimitate", roaming: "10 GB", monthly: 10, labels: ["recomandat"] },
  { id: "PLAN-CBU-SMART-15", name: "Smart 15", seg: "CBU", gb: "60 GB", minutes: "Nelimitate", roaming: "12 GB", monthly: 15, discounted: 12, labels: ["5g", "reducere"] },
  { id: "PLAN-CBU-NELIMITAT-20", name: "Nelimitat 20", seg: "CBU", gb: "Nelimitat", minutes: "Nelimitate", roaming: "15 GB", monthly: 20, labels: ["5g", "nou"] },
  { id: "PLAN-CBU-NELIMITAT-25", name: "Nelimitat 25", seg: "CBU", gb: "Nelimitat", minutes: "Nelimitate", roaming: "20 GB", monthly: 25, labels: ["5g"] },
  { id: "PLAN-CBU-NELIMITAT-PLUS-30", name: "Nelimitat Plus 30", seg: "CBU", gb: "Nelimitat", minutes: "Nelimitate + 200 internaționale", roaming: "30 GB", monthly: 30, discounted: 24, labels: ["5g", "exclusiv-online"] },
  { id: "PLAN-CBU-FAMILIE-40", name: "Familie 40", seg: "CBU", gb: "4 × 50 GB", minutes: "Nelimitate", roaming: "4 × 10 GB", monthly: 40, labels: ["nou"] },
  { id: "PLAN-EBU-START-8", name: "Business Start 8", seg: "EBU", gb: "15 GB", minutes: "Nelimitate", roaming: "5 GB", monthly: 8, labels: [] },
  { id: "PLAN-EBU-SMART-12", name: "Business Smart 12", seg: "EBU", gb: "40 GB", minutes: "Nelimitate", roaming: "10 GB", monthly: 12, labels: ["recomandat"] },
  { id: "PLAN-EBU-PRO-18", name: "Business Pro 18", seg: "EBU", gb: "80 GB", minutes: "Nelimitate", roaming: "15 GB", monthly: 18, discounted: 15, labels: ["5g", "reducere"] },
  { id: "PLAN-EBU-PRO-25", name: "Business Pro 25", seg: "EBU", gb: "Nelimitat", minutes: "Nelimitate", roaming: "25 GB", monthly: 25, labels: ["5g"] },
  { id: "PLAN-EBU-NELIMITAT-35", name: "Business Nelimitat 35", seg: "EBU", gb: "Nelimitat", minutes: "Nelimitate + 500 internaționale", roaming: "40 GB", monthly: 35, labels: ["5g", "nou"] },
  { id: "PLAN-EBU-FLOTA-50", name: "Business Flotă 50", seg: "EBU", gb: "5 × 30 GB partajați", minutes: "Nelimitate", roaming: "5 × 10 GB", monthly: 50, labels: ["exclusiv-online"] },
];

function plan(p: PlanRow, i: number): CatalogueItem {
  const headline = `${p.gb} internet și minute ${p.minutes.toLowerCase()}`;
  return {
    type: "ServicePlanCard",
    externalId: p.id,
    title: p.name,
    description: `Abonamentul ${p.name}: ${headline}, roaming în UE ${p.roaming}.`,
    customerType: p.seg,
    offerType: "MobileService",
    category: "abonamente",
    isBundle: false,
    orderIndex: i + 1,
    prices: [price("basePrice", p.monthly, true), ...(p.discounted ? [price("upfrontWithDiscount", p.discounted, true)] : [])],
    attributes: attrs({
      serviceType: "MOBILE",
      contractDuration: 24,
      dataAllowance: p.gb,
      minutes: p.minutes,
      roamingEU: p.roaming,
      flow: "ACQ",
      network: p.labels.includes("5g") ? "5G" : "4G",
    }),
    fields: {
      headline: `<strong>${p.gb}</strong> internet`,
      nonFormattedHeadline: headline,
      labels: p.labels,
      cartDetails: {
        Internet: p.gb,
        "Minute naționale": p.minutes,
        SMS: "Nelimitate",
        "Roaming UE": p.roaming,
        "Durata contractului": "24 de luni",
      },
      cardImage:
        p.id === IMPERFECT.planWithMissingImage
          ? { assetId: assetId("card-familie"), fileName: "card-familie.svg" }
          : img(p.seg === "CBU" ? "card-cbu" : "card-ebu"),
    },
  };
}

/** Benefits of a plan card: linked to it by broadleafId = the plan's externalId. */
export interface BenefitSeed {
  key: string;
  broadleafId: string;
  title: string;
  description: string;
  /** Missing only on IMPERFECT.benefitWithoutOrder. */
  orderIndex?: number;
  mainUpperValue: string;
  icon: string;
  benefitType: "main" | "secondary";
}

export function planBenefits(): BenefitSeed[] {
  const out: BenefitSeed[] = [];
  for (const p of PLANS) {
    const rows: Omit<BenefitSeed, "key" | "broadleafId">[] = [
      {
        title: "Internet",
        description: `${p.gb} trafic de date la viteză maximă`,
        orderIndex: 1,
        mainUpperValue: p.gb,
        icon: "data",
        benefitType: "main",
      },
      {
        title: "Minute",
        description: `Minute ${p.minutes.toLowerCase()} în orice rețea din România`,
        orderIndex: 2,
        mainUpperValue: p.minutes,
        icon: "call",
        benefitType: "main",
      },
      {
        title: "Roaming",
        description: `${p.roaming} în roaming în Uniunea Europeană`,
        orderIndex: 10,
        mainUpperValue: p.roaming,
        icon: "roaming",
        benefitType: "secondary",
      },
      {
        title: "SMS",
        description: "SMS-uri nelimitate naționale",
        orderIndex: 3,
        mainUpperValue: "Nelimitate",
        icon: "sms",
        benefitType: "secondary",
      },
    ];
    rows.forEach((b, i) => {
      const key = `benefit-${p.id}-${i + 1}`;
      const { orderIndex, ...rest } = b;
      out.push({ ...rest, key, broadleafId: p.id, ...(key === IMPERFECT.benefitWithoutOrder ? {} : { orderIndex }) });
    });
  }
  return out;
}

// prettier-ignore
const DEVICE_MODELS: { brand: string; model: string; shape: "phone" | "tablet" | "watch" | "mifi"; storage: string; price: number; colours: [string, string]; seg: "CBU" | "EBU" }[] = [
  { brand: "Nordia", model: "X5", shape: "phone", storage: "128 GB", price: 399, colours: ["negru", "albastru"], seg: "CBU" },
  { brand: "Nordia", model: "X5 Pro", shape: "phone", storage: "256 GB", price: 649, colours: ["negru", "argintiu"], seg: "CBU" },
  { brand: "Nordia", model: "Lite 3", shape: "phone", storage: "64 GB", price: 179, colours: ["alb", "verde"], seg: "CBU" },
  { brand: "Helix", model: "H12", shape: "phone", storage: "128 GB", price: 299, colours: ["negru", "roz"], seg: "CBU" },
  { brand: "Helix", model: "H12 Ultra", shape: "phone", storage: "512 GB", price: 1099, colours: ["argintiu", "negru"], seg: "CBU" },
  { brand: "Helix", model: "Flip Z", shape: "phone", storage: "256 GB", price: 899, colours: ["verde", "alb"], seg: "CBU" },
  { brand: "Vela", model: "V9", shape: "phone", storage: "128 GB", price: 349, colours: ["albastru", "alb"], seg: "CBU" },
  { brand: "Vela", model: "V9 Business", shape: "phone", storage: "256 GB", price: 549, colours: ["negru", "argintiu"], seg: "EBU" },
  { brand: "Vela", model: "Rugged R2", shape: "phone", storage: "128 GB", price: 459, colours: ["negru", "verde"], seg: "EBU" },
  { brand: "Kappa", model: "Tab 11", shape: "tablet", storage: "128 GB", price: 429, colours: ["argintiu", "negru"], seg: "CBU" },
  { brand: "Kappa", model: "Tab 11 Pro", shape: "tablet", storage: "256 GB", price: 749, colours: ["argintiu", "albastru"], seg: "EBU" },
  { brand: "Kappa", model: "Watch 4", shape: "watch", storage: "16 GB", price: 249, colours: ["negru", "roz"], seg: "CBU" },
  { brand: "Kappa", model: "Watch 4 LTE", shape: "watch", storage: "32 GB", price: 319, colours: ["argintiu", "verde"], seg: "CBU" },
  { brand: "Orion", model: "MiFi 5G", shape: "mifi", storage: "-", price: 129, colours: ["alb", "negru"], seg: "CBU" },
  { brand: "Orion", model: "MiFi Pro", shape: "mifi", storage: "-", price: 189, colours: ["negru", "argintiu"], seg: "EBU" },
];

const COLOUR_NAMES: Record<string, string> = {
  negru: "Negru",
  alb: "Alb",
  albastru: "Albastru",
  verde: "Verde",
  roz: "Roz",
  argintiu: "Argintiu",
};
const SHAPE_NAMES: Record<string, string> = { phone: "Telefon", tablet: "Tabletă", watch: "Ceas inteligent", mifi: "Hotspot portabil" };

function devices(): CatalogueItem[] {
  const out: CatalogueItem[] = [];
  DEVICE_MODELS.forEach((m, mi) =>
    m.colours.forEach((colour, ci) => {
      const id = `DEV-${m.brand}-${m.model}-${colour}`.toUpperCase().replace(/\s+/g, "-");
      const full = m.price;
      const discounted = (mi + ci) % 3 === 0 ? full - 50 : undefined;
      out.push({
        type: "Device",
        externalId: id,
        title: `${m.brand} ${m.model} ${m.storage !== "-" ? `${m.storage} ` : ""}${COLOUR_NAMES[colour]}`,
        description: `${SHAPE_NAMES[m.shape]} ${m.brand} ${m.model}, culoare ${COLOUR_NAMES[colour].toLowerCase()}, garanție 24 de luni.`,
        customerType: m.seg,
        offerType: "Device",
        category: m.shape === "mifi" ? "mifi" : "telefoane",
        isBundle: false,
        orderIndex: out.length + 1,
        prices: [price("basePrice", full, false), ...(discounted ? [price("upfrontWithDiscount", discounted, false)] : [])],
        attributes: attrs({
          brand: m.brand,
          colour: COLOUR_NAMES[colour],
          storage: m.storage,
          deviceType: m.shape,
          stock: (mi * 7 + ci * 3) % 11 === 0 ? "0" : "12",
          maxAllowedQuantity: 1,
        }),
        fields: {
          brand: m.brand,
          model: m.model,
          colour: COLOUR_NAMES[colour],
          storage: m.storage,
          labels: discounted ? ["reducere"] : [],
          ...(id === IMPERFECT.deviceWithoutImage ? {} : { deviceImage: img(`${m.shape}-${colour}`) }),
        },
      });
    }),
  );
  return out;
}

function prepaidSims(): CatalogueItem[] {
  const rows: [string, string, number, string, string][] = [
    ["PREPAID-CARTELA-5", "Cartela 5", 5, "5 GB și 300 de minute", "roz"],
    ["PREPAID-CARTELA-7", "Cartela 7", 7, "15 GB și minute nelimitate în rețea", "albastru"],
    ["PREPAID-CARTELA-10", "Cartela 10", 10, "30 GB și minute nelimitate naționale", "negru"],
  ];
  return rows.map(([id, name, value, headline, colour], i) => ({
    type: "PrepaidSim",
    externalId: id,
    title: name,
    description: `Cartelă preplătită ${name}: ${headline}, valabilitate 30 de zile. Fără contract.`,
    customerType: "CBU",
    offerType: "Prepaid",
    category: "cartela",
    isBundle: false,
    orderIndex: i + 1,
    prices: [price("basePrice", value, false)],
    attributes: attrs({ validityDays: 30, flow: "Prepaid", serviceType: "PREPAID" }),
    fields: {
      headline,
      cartDetails: { Credit: `${value} €`, Valabilitate: "30 de zile", Beneficii: headline },
      simImage: img(`sim-${colour}`),
    },
  }));
}

function fixedOffers(): CatalogueItem[] {
  // prettier-ignore
  const rows: [string, string, string, string, number, number | undefined, string, Record<string, string>][] = [
    ["FIX-INTERNET-300", "Internet Fibră 300", "FixedInternet", "INTERNET", 9, undefined, "card-internet", { Viteză: "300 Mbps", Router: "Wi-Fi 6 inclus", Instalare: "Gratuită" }],
    ["FIX-INTERNET-1000", "Internet Fibră 1 Gbps", "FixedInternet", "INTERNET", 14, 11, "card-internet", { Viteză: "1 Gbps", Router: "Wi-Fi 6 inclus", Instalare: "Gratuită" }],
    ["FIX-TV-STANDARD", "TV Digital Standard", "FixedTV", "TV", 8, undefined, "card-tv", { Canale: "120, din care 40 HD", "TV box": "Inclus", Înregistrare: "7 zile" }],
    ["FIX-TV-EXTRA", "TV Digital Extra", "FixedTV", "TV", 13, undefined, "card-tv", { Canale: "180, din care 80 HD", "TV box": "Inclus", Înregistrare: "30 de zile" }],
    ["FIX-BUNDLE-500-TV", "Internet 500 + TV Standard", "FixedBundle", "BUNDLE", 16, 13, "card-bundle", { Viteză: "500 Mbps", Canale: "120", "TV box": "Inclus" }],
    ["FIX-BUNDLE-1000-TV-EXTRA", "Internet 1 Gbps + TV Extra", "FixedBundle", "BUNDLE", 22, 18, "card-bundle", { Viteză: "1 Gbps", Canale: "180", "TV box": "Inclus" }],
  ];
  return rows.map(([id, name, offerType, serviceType, monthly, discounted, image, cart], i) => ({
    type: "FixedOffer",
    externalId: id,
    title: name,
    description: `${name} la tine acasă, contract de 24 de luni.`,
    customerType: "CBU",
    offerType,
    category: "fixe",
    isBundle: serviceType === "BUNDLE",
    orderIndex: i + 1,
    prices: [price("basePrice", monthly, true), ...(discounted ? [price("upfrontWithDiscount", discounted, true)] : [])],
    attributes: attrs({
      offerType: "FixedServices",
      serviceType,
      offerSubtype: serviceType === "BUNDLE" ? "CONVERGENT" : "STANDALONE",
      channel: "ONLINE",
      usergroup: "WEBSITE",
      flow: "FIX",
      contractDuration: 24,
    }),
    fields: {
      headline: `<strong>${name}</strong>`,
      nonFormattedHeadline: name,
      offerSubtype: serviceType === "BUNDLE" ? "CONVERGENT" : "STANDALONE",
      serviceType,
      labels: discounted ? ["reducere"] : [],
      cartDetails: { ...cart, "Durata contractului": "24 de luni" },
      cardImage: img(image),
    },
  }));
}

function bundles(): CatalogueItem[] {
  const rows: [string, string, string, string, number, number, string, "CBU" | "EBU"][] = [
    ["BUNDLE-SMART-15-NORDIA-X5", "Smart 15 + Nordia X5", "PLAN-CBU-SMART-15", "DEV-NORDIA-X5-NEGRU", 15, 99, "MobileBundle", "CBU"],
    [
      "BUNDLE-NELIMITAT-25-HELIX-H12",
      "Nelimitat 25 + Helix H12",
      "PLAN-CBU-NELIMITAT-25",
      "DEV-HELIX-H12-NEGRU",
      25,
      1,
      "ZeroUpfrontBundles",
      "CBU",
    ],
    [
      "BUNDLE-PRO-18-VELA-V9-BUSINESS",
      "Business Pro 18 + Vela V9 Business",
      "PLAN-EBU-PRO-18",
      "DEV-VELA-V9-BUSINESS-NEGRU",
      18,
      149,
      "MobileBundle",
      "EBU",
    ],
    [
      "BUNDLE-FAMILIE-40-KAPPA-TAB-11",
      "Familie 40 + Kappa Tab 11",
      "PLAN-CBU-FAMILIE-40",
      "DEV-KAPPA-TAB-11-ARGINTIU",
      40,
      49,
      "MobileBundle",
      "CBU",
    ],
  ];
  return rows.map(([id, name, planId, deviceId, monthly, upfront, offerType, seg], i) => ({
    type: "Bundle",
    externalId: id,
    title: name,
    description: `Pachet ${name}: abonament și dispozitiv, plătești ${upfront} € în avans.`,
    customerType: seg,
    offerType,
    category: "bundle",
    isBundle: true,
    orderIndex: i + 1,
    prices: [price("basePrice", monthly, true), price("upfrontWithDiscount", upfront, false)],
    attributes: attrs({ plan: planId, device: deviceId, flow: "ACQ", contractDuration: 24 }),
    fields: {
      headline: name,
      components: [planId, deviceId],
      cartDetails: { Abonament: planId, Dispozitiv: deviceId, Avans: `${upfront} €` },
      cardImage: img("card-mobile-bundle"),
    },
  }));
}

/** SPEC §7: the TV Plus 6 months and Disney Plus 4/9 months add-ons get a flow characteristic in the cart. */
export const FLOW_ADDON_IDS = ["ADDON-TV-PLUS-6M", "ADDON-DISNEY-PLUS-4M", "ADDON-DISNEY-PLUS-9M"] as const;

export type RoamingZone = "UE" | "Europa non-UE" | "America de Nord" | "Restul lumii";

/** Roaming add-ons and the zones they apply in (RoamingCountry.offers is derived from this). */
export const ROAMING_ADDON_ZONES: Record<string, RoamingZone[]> = {
  "ADDON-ROAMING-5GB": ["Europa non-UE"],
  "ADDON-ROAMING-SUA-10GB": ["America de Nord"],
  "ADDON-ROAMING-LUME-3GB": ["Restul lumii"],
  "ADDON-ROAMING-MINUTE-100": ["Europa non-UE", "America de Nord", "Restul lumii"],
};

function addOns(): CatalogueItem[] {
  // prettier-ignore
  const rows: [string, string, number, number, string, string][] = [
    ["ADDON-TV-PLUS-6M", "TV Plus 6 luni", 0, 6, "tv", "Peste 40 de canale suplimentare, gratuit 6 luni"],
    ["ADDON-DISNEY-PLUS-4M", "Disney Plus 4 luni", 0, 4, "disney", "Abonament Disney+ inclus 4 luni"],
    ["ADDON-DISNEY-PLUS-9M", "Disney Plus 9 luni", 0, 9, "disney", "Abonament Disney+ inclus 9 luni"],
    ["ADDON-ROAMING-5GB", "Roaming extra 5 GB", 5, 1, "roaming", "5 GB suplimentari în roaming în țările europene din afara UE"],
    ["ADDON-INTERNET-10GB", "Internet extra 10 GB", 3, 1, "data", "10 GB suplimentari în luna curentă"],
    ["ADDON-ASIGURARE-TELEFON", "Asigurare telefon", 4, 12, "shield", "Asigurare pentru daune accidentale și furt"],
    ["ADDON-CLOUD-100GB", "Cloud 100 GB", 2, 12, "cloud", "Spațiu de stocare în cloud pentru poze și fișiere"],
    ["ADDON-ROAMING-SUA-10GB", "Roaming SUA și Canada 10 GB", 15, 1, "roaming", "10 GB de internet în Statele Unite și Canada, valabili 30 de zile"],
    ["ADDON-ROAMING-LUME-3GB", "Roaming Restul lumii 3 GB", 20, 1, "roaming", "3 GB de internet în afara Europei și a Americii de Nord, valabili 30 de zile"],
    ["ADDON-ROAMING-MINUTE-100", "Roaming 100 de minute", 10, 1, "call", "100 de minute în afara UE, pentru apeluri către România și apeluri primite, valabile 30 de zile"],
  ];
  return rows.map(([id, name, monthly, months, icon, description], i) => ({
    type: "AddOn",
    externalId: id,
    title: name,
    description,
    customerType: "CBU",
    offerType: "ServiceAddon",
    category: "abonamente",
    isBundle: false,
    orderIndex: i + 1,
    prices: [price("basePrice", monthly, true)],
    attributes: attrs({
      durationMonths: months,
      ...((FLOW_ADDON_IDS as readonly string[]).includes(id) ? { flow: "VTV" } : {}),
      ...(ROAMING_ADDON_ZONES[id] ? { roamingZones: ROAMING_ADDON_ZONES[id].join(","), validityDays: 30 } : {}),
    }),
    fields: { href: `/products/productOffering/${id}`, durationMonths: months, icon },
  }));
}

function vouchers(): CatalogueItem[] {
  const rows: [string, string, string, "percentage" | "amount" | "shipping", number, string][] = [
    ["VOUCHER-BUNVENIT-10", "Bun venit 10%", "BUNVENIT10", "percentage", 10, "10% reducere la primul dispozitiv cumpărat online"],
    ["VOUCHER-50-LEI", "Reducere 50 lei", "ARIA50", "amount", 50, "50 lei reducere la comenzi de peste 500 lei"],
    ["VOUCHER-LIVRARE", "Livrare gratuită", "LIVRARE0", "shipping", 0, "Livrare gratuită prin curier"],
  ];
  return rows.map(([id, name, code, discountType, discountValue, description], i) => ({
    type: "Voucher",
    externalId: id,
    title: name,
    description,
    customerType: "CBU",
    offerType: "Voucher",
    category: "telefoane",
    isBundle: false,
    orderIndex: i + 1,
    prices: [price("basePrice", discountType === "amount" ? -discountValue : 0, false, "RON")],
    attributes: attrs({ code, discountType, discountValue }),
    fields: { code, discountType, discountValue },
  }));
}

/** `SANDBOX_CATALOGUE_SIZE` extra items (build benchmarks): alternately devices and plan cards. */
function generated(n: number): CatalogueItem[] {
  const out: CatalogueItem[] = [];
  const colours = ["negru", "alb", "albastru", "verde", "roz", "argintiu"];
  for (let i = 0; i < n; i++) {
    const no = String(i + 1).padStart(5, "0");
    if (i % 2 === 0) {
      const colour = colours[i % colours.length];
      const value = 150 + ((i * 37) % 900);
      out.push({
        type: "Device",
        externalId: `GEN-DEV-${no}`,
        title: `Generat Telefon ${no}`,
        description: `Telefon generat nr. ${no} pentru testele de performanță.`,
        customerType: i % 4 === 0 ? "EBU" : "CBU",
        offerType: "Device",
        category: "telefoane",
        isBundle: false,
        orderIndex: 1000 + i,
        prices: [price("basePrice", value, false)],
        attributes: attrs({ brand: "Generat", colour, storage: "128 GB", deviceType: "phone" }),
        fields: { brand: "Generat", model: `G${no}`, colour, storage: "128 GB", labels: [], deviceImage: img(`phone-${colour}`) },
      });
    } else {
      const gb = 5 + ((i * 13) % 95);
      out.push({
        type: "ServicePlanCard",
        externalId: `GEN-PLAN-${no}`,
        title: `Generat Abonament ${no}`,
        description: `Abonament generat nr. ${no}: ${gb} GB.`,
        customerType: i % 4 === 1 ? "EBU" : "CBU",
        offerType: "MobileService",
        category: "abonamente",
        isBundle: false,
        orderIndex: 1000 + i,
        prices: [price("basePrice", 5 + (i % 40), true)],
        attributes: attrs({ serviceType: "MOBILE", dataAllowance: `${gb} GB`, contractDuration: 24 }),
        fields: {
          headline: `<strong>${gb} GB</strong> internet`,
          nonFormattedHeadline: `${gb} GB internet`,
          labels: [],
          cartDetails: { Internet: `${gb} GB`, "Durata contractului": "24 de luni" },
          cardImage: img("card-cbu"),
        },
      });
    }
  }
  return out;
}

export function catalogue(extra = 0): CatalogueItem[] {
  return [
    ...PLANS.map(plan),
    ...devices(),
    ...prepaidSims(),
    ...fixedOffers(),
    ...bundles(),
    ...addOns(),
    ...vouchers(),
    ...generated(extra),
  ];
}
