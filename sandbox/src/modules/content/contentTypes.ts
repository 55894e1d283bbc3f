// The content types the site reads (SPEC §3 "Content entities", §7 "Content system") plus the shop's
// catalogue types. Field variables are the site's contract: renaming one breaks its queries.
import { uuidFrom } from "./ids";
import type { ContentTypeDef, FieldDef } from "./model";

const f = (variable: string, name: string, kind: FieldDef["kind"], extra: Partial<FieldDef> = {}): FieldDef => ({
  variable,
  name,
  kind,
  ...extra,
});

const title = f("title", "Titlu", "text", { required: true });
const externalId = f("externalId", "ID extern (catalog)", "text", { required: true, hint: "Id-ul ofertei în catalogul de produse" });
const customerType = f("customerType", "Tip client", "select", { values: "CBU\nEBU" });
const orderIndex = f("orderIndex", "Ordine", "integer");
/** TMF-style price entries: [{priceType: basePrice|upfrontWithDiscount, recurringChargePeriod, price: {taxIncludedAmount: {unit, value}}}]. */
const prices = f("prices", "Prețuri", "json", { hint: "priceType basePrice / upfrontWithDiscount, cu taxIncludedAmount" });
/** Offer attributes as [{name, value}] pairs (SPEC §3: read by name, empty string when missing). */
const attributes = f("attributes", "Atribute ofertă", "json");
const labels = f("labels", "Etichete (chei PlanLabel)", "tag");
const offerType = f("offerType", "Tip ofertă", "select", {
  values:
    "Device\nMobileService\nPrepaid\nBundle\nServiceAddon\nMobileBundle\nFixedServices\nFixedBundle\nFixedTV\nFixedInternet\nVoucher\nZeroUpfrontBundles",
});
const category = f("category", "Categorie", "select", { values: "telefoane\nabonamente\nfixe\nbundle\ncartela\nmifi" });

function type(
  variable: string,
  name: string,
  description: string,
  fields: FieldDef[],
  extra: Partial<ContentTypeDef> = {},
): ContentTypeDef {
  return {
    id: uuidFrom(`content-type:${variable}`),
    variable,
    name,
    description,
    baseType: "CONTENT",
    icon: "event_note",
    fields,
    ...extra,
  };
}

export const CONTENT_TYPES: ContentTypeDef[] = [
  type("ServicePlanCard", "Card abonament", "Cardul unui abonament mobil sau al unei oferte fixe din magazin", [
    title,
    externalId,
    f("nonFormattedHeadline", "Titlu neformatat", "text"),
    f("headline", "Titlu", "text"),
    customerType,
    category,
    offerType,
    orderIndex,
    labels,
    f("cartDetails", "Detalii coș", "keyValue"),
    f("cardImage", "Imagine card", "binary"),
    prices,
    attributes,
  ]),
  type("ServiceCardBenefit", "Beneficiu card", "Beneficiu afișat pe cardul unui abonament (legat prin broadleafId)", [
    title,
    f("broadleafId", "ID Broadleaf", "text", { required: true }),
    f("description", "Descriere", "textarea"),
    orderIndex,
    f("mainUpperValue", "Valoare principală", "text"),
    f("icon", "Pictogramă", "text"),
    f("assetsFolder", "Dosar resurse", "text"),
    f("benefitType", "Tip beneficiu", "select", { values: "main\nsecondary" }),
  ]),
  type("PlanLabel", "Etichetă abonament", "Etichetă colorată pe carduri (Nou, Recomandat, ...)", [
    title,
    f("key", "Cheie", "text", { required: true }),
    f("text", "Text", "text"),
    f("colour", "Culoare", "text"),
    f("textColour", "Culoare text", "text"),
  ]),
  type("ExtraBenefitContent", "Conținut beneficiu extra", "Fereastra de detalii a unui beneficiu extra", [
    title,
    f("headline", "Titlu", "text"),
    f("subtitle", "Subtitlu", "text"),
    f("description", "Descriere", "wysiwyg"),
    f("disclaimer", "Mențiuni", "textarea"),
    f("confirmation", "Confirmare", "text"),
    f("bannerImage", "Imagine banner", "binary"),
  ]),
  type("ExtraBenefitItem", "Beneficiu extra", "Beneficiu extra ales la cumpărare (Disney+, TV Plus, ...)", [
    title,
    f("extraBenefitId", "ID beneficiu extra", "text", { required: true }),
    f("headline", "Titlu", "text"),
    f("icon", "Pictogramă", "text"),
    f("content", "Conținut", "relationship", { relation: { type: "ExtraBenefitContent", many: false } }),
  ]),
  type("ExtraBenefitGroup", "Grup beneficii extra", "Listă numită de beneficii extra", [
    title,
    f("id", "ID grup", "text", { required: true }),
    f("list", "Beneficii", "relationship", { relation: { type: "ExtraBenefitItem", many: true } }),
  ]),
  type("Device", "Dispozitiv", "Telefon, tabletă, ceas sau router din magazin", [
    title,
    externalId,
    f("brand", "Producător", "text"),
    f("model", "Model", "text"),
    f("colour", "Culoare", "text"),
    f("storage", "Memorie", "text"),
    f("description", "Descriere", "textarea"),
    customerType,
    category,
    offerType,
    orderIndex,
    labels,
    f("deviceImage", "Imagine", "binary"),
    prices,
    attributes,
  ]),
  type("PrepaidSim", "Cartelă preplătită", "Cartelă SIM preplătită", [
    title,
    externalId,
    f("headline", "Titlu", "text"),
    f("description", "Descriere", "textarea"),
    orderIndex,
    f("cartDetails", "Detalii coș", "keyValue"),
    f("simImage", "Imagine", "binary"),
    prices,
    attributes,
  ]),
  type("FixedOffer", "Ofertă fixă", "Internet acasă, TV sau pachet", [
    title,
    externalId,
    f("headline", "Titlu", "text"),
    f("nonFormattedHeadline", "Titlu neformatat", "text"),
    offerType,
    f("offerSubtype", "Subtip ofertă", "text"),
    f("serviceType", "Tip serviciu", "select", { values: "INTERNET\nTV\nBUNDLE" }),
    orderIndex,
    labels,
    f("cartDetails", "Detalii coș", "keyValue"),
    f("cardImage", "Imagine card", "binary"),
    prices,
    attributes,
  ]),
  type("Bundle", "Pachet", "Abonament mobil împreună cu un dispozitiv", [
    title,
    externalId,
    f("headline", "Titlu", "text"),
    customerType,
    offerType,
    f("components", "Componente (externalId)", "tag"),
    orderIndex,
    f("cartDetails", "Detalii coș", "keyValue"),
    f("cardImage", "Imagine card", "binary"),
    prices,
    attributes,
  ]),
  type("AddOn", "Opțiune", "Opțiune adăugată la un abonament sau la un pachet fix", [
    title,
    externalId,
    f("description", "Descriere", "textarea"),
    offerType,
    f("href", "Href catalog", "text"),
    f("durationMonths", "Durată (luni)", "integer"),
    f("icon", "Pictogramă", "text"),
    orderIndex,
    prices,
    attributes,
  ]),
  type("Voucher", "Voucher", "Voucher de reducere aplicabil în coș", [
    title,
    externalId,
    f("code", "Cod", "text"),
    f("description", "Descriere", "textarea"),
    f("discountType", "Tip reducere", "select", { values: "percentage\namount\nshipping" }),
    f("discountValue", "Valoare reducere", "float"),
    prices,
    attributes,
  ]),
  type("RoamingCountry", "Țară roaming", "Tarifele de roaming și opțiunile disponibile într-o țară", [
    title,
    f("slug", "Slug", "text", { required: true, hint: "Litere mici fără diacritice, cu cratime: franta, statele-unite" }),
    f("isoCode", "Cod ISO", "text", { hint: "Codul țării din 2 litere (ISO 3166-1 alpha-2)" }),
    f("zone", "Zonă", "select", { values: "UE\nEuropa non-UE\nAmerica de Nord\nRestul lumii" }),
    f("flagEmoji", "Steag (emoji)", "text"),
    orderIndex,
    /** {callsToRomania, callsLocal, smsToRomania, data, receivingCalls}: each {value, unit: "EUR", per, note?}. */
    f("rates", "Tarife", "json", { hint: "value în EUR cu TVA, per min / sms / MB; note opțional" }),
    f("offers", "Opțiuni de roaming (externalId)", "tag"),
  ]),
  type("FaqItem", "Întrebare frecventă", "O întrebare și răspunsul ei din paginile de asistență", [
    title,
    f("question", "Întrebare", "text", { required: true }),
    f("answer", "Răspuns", "wysiwyg"),
    f("area", "Zonă", "select", { values: "personal\nbusiness" }),
    f("topic", "Subiect", "select", {
      values: "Comenzi și livrare\nPortare\nFacturi și plăți\nRoaming\nCont și securitate\nInternet și TV acasă",
    }),
    orderIndex,
  ]),
  type(
    "ShopPage",
    "Pagină magazin",
    "Pagină a site-ului cu setările ei (mod întunecat, temă, derulare)",
    [
      title,
      f("url", "URL", "text", { required: true }),
      f("friendlyName", "Nume prietenos", "text"),
      f("seoDescription", "Descriere SEO", "textarea"),
      f("darkMode", "Mod întunecat", "boolean"),
      f("theme", "Temă", "select", { values: "default\nbusiness\npromo" }),
      f("scrollBehaviour", "Derulare", "select", { values: "restore\ntop\npreserve" }),
      f("showOnMenu", "Apare în meniu", "boolean"),
      f("sortOrder", "Ordine în meniu", "integer"),
      f("area", "Zonă", "select", { values: "personal\nbusiness" }),
      f("widgets", "Widgeturi", "relationship", { relation: { type: "ShopWidget", many: true } }),
    ],
    { baseType: "HTMLPAGE", icon: "description" },
  ),
  type(
    "ShopWidget",
    "Widget",
    "Fragment HTML reutilizabil (ștampile informative, bannere)",
    [title, f("widgetTitle", "Titlu widget", "text"), f("widgetUsage", "Utilizare", "text"), f("widgetCode", "Cod widget", "textarea")],
    { baseType: "WIDGET", icon: "widgets" },
  ),
];

export const CONTENT_TYPE_BY_VAR = new Map(CONTENT_TYPES.map((t) => [t.variable.toLowerCase(), t]));
