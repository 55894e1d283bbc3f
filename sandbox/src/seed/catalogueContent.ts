// The shop's CMS pages (SPEC §2 routes) with their page settings, the folders and links that make up
// the navigation, and the HTML widgets (info stamps, banners) pages embed.

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
  { url: "/asistenta", title: "Asistență", description: "Răspunsuri la întrebările frecvente și contact.", showOnMenu: true, sortOrder: 9 },
  { url: "/roaming", title: "Roaming", description: "Tarife și opțiuni de roaming pentru fiecare țară.", showOnMenu: true, sortOrder: 8 },
  { url: "/business", title: "Aria Business", description: "Soluții mobile și fixe pentru afaceri.", theme: "business" },
  { url: "/business/eshop/oferte-business", title: "Oferte business", description: "Abonamente și telefoane pentru companii.", theme: "business", showOnMenu: true, sortOrder: 1 },
  { url: "/business/eshop/oferte-clienti-existenti", title: "Oferte pentru clienți existenți", description: "Oferte de reînnoire pentru clienții business.", theme: "business", showOnMenu: true, sortOrder: 2 },
  { url: "/business/eshop/checkout/cart", title: "Coșul business", description: "Coșul de cumpărături business.", theme: "business", scrollBehaviour: "top" },
  { url: "/business/eshop/checkout", title: "Finalizează comanda business", description: "Date de livrare și plată pentru companii.", theme: "business", scrollBehaviour: "top" },
  { url: "/business/rezultate", title: "Rezultatele căutării business", description: "Rezultatele căutării în magazinul business.", theme: "business", scrollBehaviour: "preserve" },
  { url: "/business/asistenta", title: "Asistență business", description: "Suport pentru clienții business.", theme: "business", showOnMenu: true, sortOrder: 9 },
  { url: "/business/assurance", title: "Asigurarea serviciilor", description: "Incidente și tichete pentru serviciile companiei.", theme: "business", darkMode: true },
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
