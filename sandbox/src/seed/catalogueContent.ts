// The shop's CMS pages (SPEC §2 routes) with their page settings, the folders and links that make up
// the navigation, the HTML widgets (info stamps, banners) pages embed, roaming countries and FAQs.
import { ROAMING_ADDON_ZONES, type RoamingZone } from "./catalogue";

export interface PageSeed {
  url: string;
  title: string;
  description: string;
  darkMode?: boolean;
  theme?: "default" | "business" | "promo";
  scrollBehaviour?: "restore" | "top" | "preserve";
  showOnMenu?: boolean;
  sortOrder?: number;
  widgets?: string[];
}

// prettier-ignore
export const SHOP_PAGES: PageSeed[] = [
  { url: "/", title: "Aria – telefoane, abonamente și internet acasă", description: "Magazinul online Aria: telefoane, abonamente, cartele și internet acasă.", widgets: ["info-livrare", "banner-portare"] },
  { url: "/telefoane", title: "Telefoane", description: "Telefoane, tablete și ceasuri inteligente, cu sau fără abonament.", showOnMenu: true, sortOrder: 1, widgets: ["info-livrare"] },
  { url: "/abonamente", title: "Abonamente", description: "Abonamente mobile cu internet 5G și minute nelimitate.", showOnMenu: true, sortOrder: 2, widgets: ["banner-portare"] },
  { url: "/cartela", title: "Cartelă preplătită", description: "Cartele preplătite fără contract.", showOnMenu: true, sortOrder: 3 },
  { url: "/fixe", title: "Internet și TV acasă", description: "Internet prin fibră, televiziune digitală și pachete.", showOnMenu: true, sortOrder: 4, darkMode: true, theme: "promo" },
  { url: "/bundle", title: "Abonament + telefon", description: "Pachete de abonament împreună cu un telefon.", showOnMenu: true, sortOrder: 5 },
  { url: "/mifi", title: "Internet mobil", description: "Hotspot-uri portabile și abonamente de date.", showOnMenu: true, sortOrder: 6 },
  { url: "/cart", title: "Coșul tău", description: "Produsele din coșul tău de cumpărături.", scrollBehaviour: "top" },
  { url: "/checkout", title: "Finalizează comanda", description: "Date de livrare și plată.", scrollBehaviour: "top" },
  { url: "/abonamente/portare-cu-portare", title: "Portare cu abonament", description: "Vino în rețeaua Aria cu numărul tău.", showOnMenu: true, sortOrder: 1, widgets: ["banner-portare"] },
  { url: "/abonamente/portare-cu-portare-cu-telefon", title: "Portare cu abonament și telefon", description: "Vino cu numărul tău și ia un telefon nou.", showOnMenu: true, sortOrder: 2 },
  { url: "/abonamente/portare-cu-portare/checkout", title: "Finalizează portarea", description: "Datele pentru portarea numărului.", scrollBehaviour: "top" },
  { url: "/rezultate", title: "Rezultatele căutării", description: "Rezultatele căutării în magazin.", scrollBehaviour: "preserve" },
  { url: "/asistenta", title: "Asistență", description: "Răspunsuri la întrebările frecvente și contact.", showOnMenu: true, sortOrder: 9, widgets: ["info-program"] },
  { url: "/roaming", title: "Roaming", description: "Tarife și opțiuni de roaming pentru fiecare țară.", showOnMenu: true, sortOrder: 8 },
  { url: "/business", title: "Aria Business", description: "Soluții mobile și fixe pentru afaceri.", theme: "business" },
  { url: "/business/eshop/oferte-business", title: "Oferte business", description: "Abonamente și telefoane pentru companii.", theme: "business", showOnMenu: true, sortOrder: 1 },
  { url: "/business/eshop/oferte-clienti-existenti", title: "Oferte pentru clienți existenți", description: "Oferte de reînnoire pentru clienții business.", theme: "business", showOnMenu: true, sortOrder: 2 },
  { url: "/business/eshop/checkout/cart", title: "Coșul business", description: "Coșul de cumpărături business.", theme: "business", scrollBehaviour: "top" },
  { url: "/business/eshop/checkout", title: "Finalizează comanda business", description: "Date de livrare și plată pentru companii.", theme: "business", scrollBehaviour: "top" },
  { url: "/business/rezultate", title: "Rezultatele căutării business", description: "Rezultatele căutării în magazinul business.", theme: "business", scrollBehaviour: "preserve" },
  { url: "/business/asistenta", title: "Asistență business", description: "Suport pentru clienții business.", theme: "business", showOnMenu: true, sortOrder: 9, widgets: ["info-program"] },
  { url: "/business/assurance", title: "Asigurarea serviciilor", description: "Incidente și tichete pentru serviciile companiei.", theme: "business", darkMode: true },
  // Listing routes (sub-menus: nav of /fixe and /business)
  { url: "/fixe/internet", title: "Internet acasă", description: "Internet prin fibră până la 1 Gbps, cu router Wi-Fi 6 și instalare gratuită.", showOnMenu: true, sortOrder: 1 },
  { url: "/fixe/tv", title: "Televiziune digitală", description: "Pachete TV cu până la 180 de canale, TV box inclus și înregistrare.", showOnMenu: true, sortOrder: 2 },
  { url: "/fixe/pachete", title: "Pachete internet + TV", description: "Internet prin fibră și televiziune digitală împreună, la preț redus.", showOnMenu: true, sortOrder: 3 },
  { url: "/business/abonamente", title: "Abonamente business", description: "Abonamente mobile pentru companii, cu minute nelimitate și internet 5G.", theme: "business", showOnMenu: true, sortOrder: 2 },
  { url: "/business/telefoane", title: "Telefoane business", description: "Telefoane, tablete și hotspot-uri pentru echipa ta, cu sau fără abonament.", theme: "business", showOnMenu: true, sortOrder: 3 },
  { url: "/business/bundle", title: "Abonament business + telefon", description: "Abonament business împreună cu un telefon, cu avans redus.", theme: "business", showOnMenu: true, sortOrder: 4 },
];

export interface FolderSeed {
  path: string;
  title: string;
  showOnMenu: boolean;
  sortOrder: number;
}

export const SHOP_FOLDERS: FolderSeed[] = [
  { path: "/", title: "System folder", showOnMenu: false, sortOrder: 0 },
  { path: "/abonamente/", title: "Portare", showOnMenu: true, sortOrder: 7 },
  // Not on the root menu (the /fixe page is): it groups the fixed listing pages for nav/fixe.
  { path: "/fixe/", title: "Internet și TV acasă", showOnMenu: false, sortOrder: 4 },
  { path: "/business/", title: "Business", showOnMenu: true, sortOrder: 20 },
  { path: "/business/eshop/", title: "Magazin business", showOnMenu: true, sortOrder: 1 },
  { path: "/business/eshop/checkout/", title: "Comandă business", showOnMenu: false, sortOrder: 9 },
];

export interface LinkSeed {
  folder: string;
  title: string;
  url: string;
  target?: string;
  sortOrder: number;
}

export const SHOP_LINKS: LinkSeed[] = [
  { folder: "/", title: "Contul meu", url: "/ecare/dashboard", sortOrder: 30 },
  { folder: "/business/", title: "Asigurarea serviciilor", url: "/business/assurance", sortOrder: 5 },
  { folder: "/business/", title: "Contul meu business", url: "/ecare/dashboard", sortOrder: 6 },
];

export interface WidgetSeed {
  key: string;
  title: string;
  usage: string;
  code: string;
}

export const SHOP_WIDGETS: WidgetSeed[] = [
  {
    key: "info-livrare",
    title: "Livrare gratuită",
    usage: "Ștampilă informativă pe paginile de produse",
    code: '<div class="info-stamp"><strong>Livrare gratuită</strong> în 24–48 de ore, oriunde în România.</div>',
  },
  {
    key: "banner-portare",
    title: "Portare cu reducere",
    usage: "Banner pe paginile de abonamente",
    code: '<section class="promo-banner"><h2>Vino în Aria cu numărul tău</h2><p>Primești 50% reducere la abonament în primele 6 luni.</p></section>',
  },
  {
    key: "info-program",
    title: "Program magazine",
    usage: "Pagina de asistență",
    code: "<p>Magazinele sunt deschise de luni până vineri între 9:00 și 20:00, sâmbăta între 10:00 și 16:00.</p>",
  },
];

/** One roaming tariff line: EUR with VAT, per minute / SMS / MB. */
export interface RoamingRate {
  value: number;
  unit: "EUR";
  per: "min" | "sms" | "MB";
  note?: string;
}

export interface RoamingRates {
  callsToRomania: RoamingRate;
  callsLocal: RoamingRate;
  smsToRomania: RoamingRate;
  data: RoamingRate;
  receivingCalls: RoamingRate;
}

export interface RoamingCountrySeed {
  title: string;
  slug: string;
  isoCode: string;
  zone: RoamingZone;
  flagEmoji: string;
  orderIndex: number;
  rates: RoamingRates;
  /** externalIds of the roaming add-ons that apply (from ROAMING_ADDON_ZONES). */
  offers: string[];
}

const AT_HOME = "Ca acasă, din abonament";
const rate = (value: number, per: RoamingRate["per"], note?: string): RoamingRate => ({
  value,
  unit: "EUR",
  per,
  ...(note ? { note } : {}),
});
/** "Roam like at home" (EU regulation 2022/612): usage counts against the plan. */
const EU_RATES: RoamingRates = {
  callsToRomania: rate(0, "min", AT_HOME),
  callsLocal: rate(0, "min", AT_HOME),
  smsToRomania: rate(0, "sms", AT_HOME),
  data: rate(0, "MB", AT_HOME),
  receivingCalls: rate(0, "min", AT_HOME),
};
const rates = (callsToRomania: number, callsLocal: number, sms: number, dataMb: number, receiving: number): RoamingRates => ({
  callsToRomania: rate(callsToRomania, "min"),
  callsLocal: rate(callsLocal, "min"),
  smsToRomania: rate(sms, "sms"),
  data: rate(dataMb, "MB"),
  receivingCalls: rate(receiving, "min"),
});
/** Regional-indicator flag from an ISO 3166-1 alpha-2 code ("IT" → 🇮🇹). */
const flag = (iso: string): string => String.fromCodePoint(...[...iso].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));

// prettier-ignore
const COUNTRIES: [string, string, string, RoamingZone, RoamingRates][] = [
  ["Italia", "italia", "IT", "UE", EU_RATES],
  ["Spania", "spania", "ES", "UE", EU_RATES],
  ["Germania", "germania", "DE", "UE", EU_RATES],
  ["Franța", "franta", "FR", "UE", EU_RATES],
  ["Regatul Unit", "regatul-unit", "GB", "Europa non-UE", rates(0.5, 0.5, 0.2, 0.05, 0.2)],
  ["Austria", "austria", "AT", "UE", EU_RATES],
  ["Grecia", "grecia", "GR", "UE", EU_RATES],
  ["Bulgaria", "bulgaria", "BG", "UE", EU_RATES],
  ["Ungaria", "ungaria", "HU", "UE", EU_RATES],
  ["Turcia", "turcia", "TR", "Europa non-UE", rates(1.49, 0.99, 0.39, 0.49, 0.59)],
  ["Republica Moldova", "republica-moldova", "MD", "Europa non-UE", rates(0.79, 0.59, 0.25, 0.2, 0.29)],
  ["Serbia", "serbia", "RS", "Europa non-UE", rates(0.99, 0.79, 0.3, 0.25, 0.39)],
  ["Elveția", "elvetia", "CH", "Europa non-UE", rates(0.99, 0.79, 0.3, 0.15, 0.39)],
  ["Statele Unite", "statele-unite", "US", "America de Nord", rates(1.99, 1.49, 0.49, 0.99, 0.99)],
  ["Canada", "canada", "CA", "America de Nord", rates(1.99, 1.49, 0.49, 0.99, 0.99)],
  ["Egipt", "egipt", "EG", "Restul lumii", rates(2.49, 1.99, 0.59, 2.99, 1.29)],
  ["Emiratele Arabe Unite", "emiratele-arabe-unite", "AE", "Restul lumii", rates(2.49, 1.99, 0.59, 2.99, 1.29)],
];

export const ROAMING_COUNTRIES: RoamingCountrySeed[] = COUNTRIES.map(([title, slug, isoCode, zone, r], i) => ({
  title,
  slug,
  isoCode,
  zone,
  flagEmoji: flag(isoCode),
  orderIndex: i + 1,
  rates: r,
  offers: Object.entries(ROAMING_ADDON_ZONES)
    .filter(([, zones]) => zones.includes(zone))
    .map(([id]) => id),
}));

export type FaqTopic = "Comenzi și livrare" | "Portare" | "Facturi și plăți" | "Roaming" | "Cont și securitate" | "Internet și TV acasă";

export interface FaqSeed {
  /** Seed key suffix: the contentlet key is `faq-<area>-<key>`. */
  key: string;
  area: "personal" | "business";
  topic: FaqTopic;
  title: string;
  question: string;
  /** Simple HTML: <p>, <ul><li>, <strong>, <a href="/...">. */
  answer: string;
}

// prettier-ignore
const FAQ: FaqSeed[] = [
  // Personal
  { key: "livrare", area: "personal", topic: "Comenzi și livrare", title: "Termen de livrare", question: "În cât timp primesc comanda?",
    answer: "<p>Comenzile plasate online ajung prin curier în <strong>24–48 de ore</strong> lucrătoare, oriunde în România. Livrarea este gratuită.</p><p>Primești numărul de urmărire (AWB) prin SMS și e-mail imediat ce coletul pleacă din depozit.</p>" },
  { key: "retur", area: "personal", topic: "Comenzi și livrare", title: "Returnarea produselor", question: "Pot returna un telefon cumpărat online?",
    answer: "<p>Da. Ai la dispoziție <strong>14 zile calendaristice</strong> de la primirea coletului să renunți la cumpărare, fără să motivezi decizia.</p><ul><li>Telefonul trebuie să fie complet, cu accesoriile și cutia originală.</li><li>Cererea de retur o faci din <a href=\"/ecare/dashboard\">Contul meu</a> sau în orice magazin Aria.</li><li>Banii se întorc în cel mult 14 zile, prin aceeași metodă de plată.</li></ul>" },
  { key: "durata-contract", area: "personal", topic: "Comenzi și livrare", title: "Durata contractului", question: "Cât durează contractul de abonament?",
    answer: "<p>Abonamentele și pachetele cu telefon au o perioadă minimă de <strong>24 de luni</strong>. După această perioadă, contractul continuă lunar, fără obligații, și îl poți încheia oricând cu un preaviz de 30 de zile.</p><p>Dacă renunți mai devreme, plătești cel mult contravaloarea reducerilor primite pentru lunile rămase și, dacă e cazul, restul din prețul telefonului.</p>" },
  { key: "cum-portez", area: "personal", topic: "Portare", title: "Portarea numărului", question: "Cum îmi mut numărul în rețeaua Aria?",
    answer: "<ul><li>Alegi abonamentul pe pagina <a href=\"/abonamente/portare-cu-portare\">Portare cu abonament</a>.</li><li>Completezi cererea de portare cu numărul și datele titularului.</li><li>Primești cartela SIM Aria prin curier; o introduci în telefon în ziua portării.</li></ul><p>Numărul rămâne activ în rețeaua actuală până în momentul portării.</p>" },
  { key: "durata-portare", area: "personal", topic: "Portare", title: "Durata portării", question: "Cât durează portarea?",
    answer: "<p>Conform regulilor ANCOM, portarea se face în <strong>cel mult 3 zile lucrătoare</strong> de la depunerea cererii. Te anunțăm prin SMS data și intervalul orar în care se mută numărul.</p><p>În intervalul de portare poți rămâne fără semnal pentru scurt timp.</p>" },
  { key: "portare-cartela", area: "personal", topic: "Portare", title: "Portarea unei cartele", question: "Pot porta un număr de pe cartelă preplătită?",
    answer: "<p>Da. Confirmi că numărul îți aparține cu un cod primit prin SMS, iar restul pașilor sunt aceiași ca pentru un abonament.</p><p>Creditul rămas pe cartela veche nu se transferă, așa că îți recomandăm să-l folosești înainte de portare.</p>" },
  { key: "metode-plata", area: "personal", topic: "Facturi și plăți", title: "Metode de plată", question: "Ce metode de plată acceptați?",
    answer: "<ul><li><strong>Card online</strong> (Visa, Mastercard), direct în coș.</li><li><strong>Ramburs</strong>, la curier, pentru comenzile cu telefon.</li><li><strong>Debit direct</strong> sau plata facturii din <a href=\"/ecare/dashboard\">Contul meu</a>.</li></ul>" },
  // Imperfect on purpose (sandbox/README.md "Deliberately imperfect content"): HTML and script in the question, XSS in
  // the answer, pasted as is; the site must sanitise it.
  { key: "plata-in-rate", area: "personal", topic: "Facturi și plăți", title: "Plata în rate", question: "<b>Pot plăti</b> în rate?<script>alert(1)</script>",
    answer: "<p>Da, telefoanele de peste 500 de lei se pot plăti în 6, 12 sau 24 de rate fără dobândă, cu cardurile băncilor partenere.</p><p><img src=x onerror=alert(1)></p><p>Vezi <a href=\"javascript:alert(1)\">condițiile plății în rate</a>.</p>" },
  { key: "factura-electronica", area: "personal", topic: "Facturi și plăți", title: "Factura electronică", question: "Cum activez factura electronică?",
    answer: "<p>Intră în <a href=\"/ecare/dashboard\">Contul meu</a>, la <strong>Facturi</strong>, și alege <strong>Factură electronică</strong>. Confirmi adresa de e-mail cu un cod de verificare.</p><p>Factura electronică este gratuită și o primești lunar pe e-mail, în aceeași zi în care se emite.</p>" },
  { key: "activare-roaming", area: "personal", topic: "Roaming", title: "Activarea roamingului", question: "Cum activez roamingul?",
    answer: "<p>La abonamente, roamingul este <strong>activ implicit</strong>. În Uniunea Europeană folosești minutele, SMS-urile și internetul din abonament, ca acasă.</p><p>Pentru cartela preplătită, activezi roamingul din <a href=\"/ecare/dashboard\">Contul meu</a>. Tarifele pentru fiecare țară sunt pe pagina <a href=\"/roaming\">Roaming</a>.</p>" },
  { key: "roaming-non-ue", area: "personal", topic: "Roaming", title: "Roaming în afara UE", question: "Cât costă internetul în afara Uniunii Europene?",
    answer: "<p>În afara UE, traficul se taxează pe MB, după tariful țării în care te afli. Ca să nu ai surprize, activează o opțiune de roaming înainte de plecare:</p><ul><li><strong>Roaming extra 5 GB</strong> – Europa, în afara UE;</li><li><strong>Roaming SUA și Canada 10 GB</strong>;</li><li><strong>Roaming Restul lumii 3 GB</strong>.</li></ul><p>Vezi tarifele pe țări pe pagina <a href=\"/roaming\">Roaming</a>.</p>" },
  { key: "sim-pierdut", area: "personal", topic: "Cont și securitate", title: "SIM pierdut sau furat", question: "Ce fac dacă mi-am pierdut telefonul sau cartela SIM?",
    answer: "<ul><li>Suspendă imediat cartela din <a href=\"/ecare/dashboard\">Contul meu</a> sau sunând la serviciul clienți, ca nimeni să nu o folosească.</li><li>Mergi într-un magazin Aria cu actul de identitate: primești o cartelă nouă, cu <strong>același număr</strong>.</li><li>Dacă telefonul a fost furat, anunță și poliția.</li></ul>" },
  { key: "parola", area: "personal", topic: "Cont și securitate", title: "Schimbarea parolei", question: "Cum îmi schimb parola contului?",
    answer: "<p>În <a href=\"/ecare/dashboard\">Contul meu</a>, la <strong>Setări</strong>, alege <strong>Schimbă parola</strong>. Confirmi schimbarea cu un cod primit prin SMS.</p><p>Nu îți vom cere niciodată parola sau codurile de verificare prin telefon sau e-mail.</p>" },
  { key: "instalare-internet", area: "personal", topic: "Internet și TV acasă", title: "Instalarea internetului", question: "Cât durează instalarea internetului acasă?",
    answer: "<p>După comandă, te sună un tehnician să stabiliți o zi de instalare, de obicei în <strong>3–5 zile lucrătoare</strong>. Instalarea și routerul Wi-Fi 6 sunt incluse.</p><p>Vezi ofertele de <a href=\"/fixe/internet\">internet acasă</a>.</p>" },
  { key: "tv-fara-internet", area: "personal", topic: "Internet și TV acasă", title: "TV fără internet", question: "Pot lua televiziune fără internet?",
    answer: "<p>Da. Pachetele <a href=\"/fixe/tv\">TV Digital</a> funcționează și singure, cu TV box inclus. Dacă le iei împreună cu internetul, plătești mai puțin cu un <a href=\"/fixe/pachete\">pachet internet + TV</a>.</p>" },
  // Business
  { key: "adauga-linii", area: "business", topic: "Comenzi și livrare", title: "Linii noi în contul companiei", question: "Cum adaug linii noi în contul companiei?",
    answer: "<p>Administratorul contului (Chooser) adaugă linii din <a href=\"/ecare/dashboard\">Contul meu business</a> sau comandă direct din magazin, la <a href=\"/business/abonamente\">Abonamente business</a>.</p><p>Liniile noi apar pe aceeași factură a companiei și pot fi portate de la alt operator.</p>" },
  { key: "administrator", area: "business", topic: "Cont și securitate", title: "Administratorul contului", question: "Cine este administratorul contului (Chooser)?",
    answer: "<p><strong>Chooser</strong> este persoana desemnată de companie să administreze contul: comandă linii și telefoane, schimbă abonamente și dă drepturi colegilor.</p><ul><li><strong>Delegated Chooser</strong> – administrează doar conturile de facturare primite;</li><li><strong>Technical Chooser</strong> – gestionează serviciile, fără comenzi;</li><li><strong>Persoană autorizată</strong> – poate cere informații despre cont.</li></ul><p>Schimbarea administratorului se face cu o cerere semnată de reprezentantul legal.</p>" },
  { key: "factura-tva", area: "business", topic: "Facturi și plăți", title: "Factura cu TVA", question: "Cum primesc factura fiscală cu TVA pe firmă?",
    answer: "<p>Facturile se emit pe <strong>CUI-ul companiei</strong>, cu TVA evidențiat, și se transmit prin sistemul RO e-Factura. O copie PDF găsești lunar în <a href=\"/ecare/dashboard\">Contul meu business</a>.</p>" },
  { key: "plata-facturi", area: "business", topic: "Facturi și plăți", title: "Plata facturilor business", question: "Cum plătim facturile business?",
    answer: "<ul><li><strong>Ordin de plată</strong> în contul bancar de pe factură;</li><li><strong>Debit direct</strong> din contul companiei;</li><li><strong>Card</strong>, din Contul meu business.</li></ul><p>Termenul de plată este scris pe fiecare factură.</p>" },
  { key: "account-manager", area: "business", topic: "Cont și securitate", title: "Consultant dedicat", question: "Avem un consultant dedicat?",
    answer: "<p>Companiile cu <strong>cel puțin 10 linii</strong> au un account manager dedicat, care te ajută cu oferte, reînnoiri și comenzi mari. Celelalte companii sunt ajutate de echipa de <a href=\"/business/asistenta\">asistență business</a>.</p>" },
  { key: "portare-firma", area: "business", topic: "Portare", title: "Portarea numerelor companiei", question: "Putem muta numerele companiei în rețeaua Aria?",
    answer: "<p>Da. Cererea de portare o semnează reprezentantul legal sau o persoană împuternicită. Toate numerele se mută în aceeași zi, în <strong>cel mult 3 zile lucrătoare</strong> de la depunerea cererii.</p>" },
  { key: "documente", area: "business", topic: "Comenzi și livrare", title: "Documente pentru abonament business", question: "Ce documente sunt necesare pentru un abonament business?",
    answer: "<ul><li>Certificatul de înregistrare al companiei (CUI);</li><li>Actul de identitate al reprezentantului legal;</li><li>Împuternicirea, dacă semnează altă persoană.</li></ul><p>La comenzile online, documentele se verifică la livrare.</p>" },
  { key: "roaming-angajati", area: "business", topic: "Roaming", title: "Roaming pentru angajați", question: "Cum controlăm roamingul angajaților care călătoresc?",
    answer: "<p>În UE, angajații folosesc abonamentul ca acasă. Pentru deplasările din afara UE, administratorul poate activa opțiuni de roaming pe fiecare linie sau poate <strong>bloca roamingul</strong> din <a href=\"/ecare/dashboard\">Contul meu business</a>.</p><p>Tarifele pe țări sunt pe pagina <a href=\"/roaming\">Roaming</a>.</p>" },
];

/** FAQs in display order; orderIndex counts within each area. */
export const FAQ_ITEMS: (FaqSeed & { orderIndex: number })[] = (() => {
  const seen = { personal: 0, business: 0 };
  return FAQ.map((q) => ({ ...q, orderIndex: ++seen[q.area] }));
})();
