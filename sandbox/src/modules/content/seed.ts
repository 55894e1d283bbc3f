// Seeds the content system: content types, images, the site's API user + fixed token, the catalogue as
// contentlets, benefits, labels, extra benefits, widgets, shop pages, roaming countries, FAQs and navigation.
// Deterministic: ids come from uuidFrom(key) and dates from SEED_EPOCH, never from the clock or Math.random.
import type { Database } from "better-sqlite3";
import { catalogue, img, assetId, planBenefits, type CatalogueItem } from "../../seed/catalogue";
import { seedImages } from "../../seed/images";
import { AssetStore } from "./assets";
import { hashPassword } from "./auth";
import { CONTENT_TYPES } from "./contentTypes";
import { SEED_EPOCH, SITE, uuidFrom } from "./ids";
import type { Contentlet, FieldValues } from "./model";
import { ContentStore, folderOf } from "./store";
import { FAQ_ITEMS, ROAMING_COUNTRIES, SHOP_FOLDERS, SHOP_LINKS, SHOP_PAGES, SHOP_WIDGETS } from "../../seed/catalogueContent";

/** The site's content API account (documented in sandbox/README.md). */
export const SITE_API_USER = {
  userId: "aria-site",
  email: "site@aria.ro",
  password: "Sandbox!2026",
  firstName: "Site",
  lastName: "Aria",
} as const;
/** A user that exists but is switched off: api-token answers 401 your-account-is-not-active. */
export const INACTIVE_API_USER = { userId: "aria-inactive", email: "inactiv@aria.ro", password: "Sandbox!2026" } as const;

// The site's long-lived API token for builds (Gatsby) and server-side calls, whose row the seed stores: ./auth.ts
// signJwt({ sub: SITE_API_USER.userId, iss: "aria-sandbox", label: "site build", jti, xmod/nbf/iat: SEED_EPOCH, exp }),
// so it is the same string on every machine. sandbox/README.md prints it; the tests sign in with it
// (__tests__/sandbox/support/sandbox.ts SITE_API_TOKEN).
const FIXED_TOKEN_JTI = "aria-site-build-token";
const FIXED_TOKEN_EXPIRES = Date.UTC(2099, 11, 31);

export const contentIdentifier = (key: string): string => uuidFrom(`contentlet:${key}`);

export function seedContent(db: Database, extraCatalogue: number): void {
  const store = new ContentStore(db, () => SEED_EPOCH);
  const assets = new AssetStore(db);

  const insertType = db.prepare("INSERT INTO content_types (id, variable, definition) VALUES (?, ?, ?)");
  for (const t of CONTENT_TYPES) insertType.run(t.id, t.variable, JSON.stringify(t));

  for (const image of seedImages()) {
    assets.insert(
      assetId(image.key),
      image.fileName,
      "image/svg+xml",
      image.width,
      image.height,
      Buffer.from(image.svg, "utf8"),
      SEED_EPOCH,
    );
  }

  const insertUser = db.prepare(
    "INSERT INTO content_users (user_id, email, first_name, last_name, password_sha256, active) VALUES (?, ?, ?, ?, ?, ?)",
  );
  insertUser.run(
    SITE_API_USER.userId,
    SITE_API_USER.email,
    SITE_API_USER.firstName,
    SITE_API_USER.lastName,
    hashPassword(SITE_API_USER.password),
    1,
  );
  insertUser.run(INACTIVE_API_USER.userId, INACTIVE_API_USER.email, "Cont", "Inactiv", hashPassword(INACTIVE_API_USER.password), 0);
  db.prepare("INSERT INTO content_api_tokens (jti, user_id, label, issued_at, expires_at) VALUES (?, ?, ?, ?, ?)").run(
    FIXED_TOKEN_JTI,
    SITE_API_USER.userId,
    "site build",
    SEED_EPOCH,
    FIXED_TOKEN_EXPIRES,
  );

  let n = 0;
  const put = (key: string, contentType: string, fields: FieldValues, extra: Partial<Contentlet> = {}): string => {
    const when = SEED_EPOCH + n++ * 60_000;
    const identifier = contentIdentifier(key);
    store.insert({
      identifier,
      inode: uuidFrom(`inode:${key}`),
      contentType,
      title: String(fields.title ?? key),
      languageId: 1,
      live: true,
      working: true,
      archived: false,
      locked: false,
      modDate: when,
      creationDate: when,
      publishDate: when,
      folder: "/",
      host: SITE.identifier,
      url: null,
      sortOrder: 0,
      owner: "system",
      modUser: "system",
      fields,
      ...extra,
    });
    return identifier;
  };

  // prettier-ignore
  const labels: [string, string, string, string][] = [
    ["nou", "Nou", "#e60000", "#ffffff"],
    ["recomandat", "Recomandat", "#0e7490", "#ffffff"],
    ["oferta-web", "Ofertă web", "#6d28d9", "#ffffff"],
    ["5g", "5G inclus", "#111827", "#ffffff"],
    ["reducere", "Reducere", "#fde047", "#111827"],
    ["exclusiv-online", "Exclusiv online", "#b45309", "#ffffff"],
  ];
  for (const [key, text, colour, textColour] of labels) put(`label-${key}`, "PlanLabel", { title: text, key, text, colour, textColour });

  for (const b of planBenefits()) {
    put(b.key, "ServiceCardBenefit", {
      title: b.title,
      broadleafId: b.broadleafId,
      description: b.description,
      ...(b.orderIndex === undefined ? {} : { orderIndex: b.orderIndex }),
      mainUpperValue: b.mainUpperValue,
      icon: b.icon,
      assetsFolder: "/images/benefits/",
      benefitType: b.benefitType,
    });
  }

  // prettier-ignore
  const extras: [string, string, string, string, string][] = [
    ["disney-plus", "Disney+ inclus", "disney", "banner-disney", "Filme și seriale Disney, Pixar, Marvel și Star Wars, incluse în abonament."],
    ["tv-plus", "TV Plus", "tv", "banner-tv-plus", "Peste 40 de canale suplimentare în aplicația TV, pe telefon și pe televizor."],
    ["roaming-extra", "Roaming UE dublu", "roaming", "banner-roaming", "Dublăm traficul de date în roaming în Uniunea Europeană pentru 12 luni."],
    ["cloud-100", "Cloud 100 GB", "cloud", "banner-cloud", "Copie de siguranță automată pentru poze și contacte."],
    ["asigurare", "Asigurare telefon 3 luni", "shield", "banner-asigurare", "Protecție la daune accidentale și furt, gratuit 3 luni."],
    ["weekend", "Internet nelimitat în weekend", "data", "banner-weekend", "Navighezi fără limită sâmbăta și duminica."],
  ];
  const extraIds = new Map<string, string>();
  for (const [id, headline, icon, banner, description] of extras) {
    const content = put(`extra-content-${id}`, "ExtraBenefitContent", {
      title: headline,
      headline,
      subtitle: "Beneficiu extra la abonament",
      description: `<p>${description}</p>`,
      disclaimer: "Oferta este valabilă pentru clienții noi și existenți, în limita stocului disponibil. Se aplică Termenii și condițiile.",
      confirmation: `Ai ales ${headline}.`,
      bannerImage: img(banner),
    });
    extraIds.set(
      id,
      put(`extra-item-${id}`, "ExtraBenefitItem", { title: headline, extraBenefitId: id, headline, icon, content: [content] }),
    );
  }
  const groups: [string, string, string[]][] = [
    ["abonamente-cbu", "Alege un beneficiu extra", ["disney-plus", "tv-plus", "roaming-extra", "weekend"]],
    ["abonamente-ebu", "Beneficii pentru afacerea ta", ["roaming-extra", "cloud-100", "asigurare"]],
    ["fixe", "Beneficii pentru acasă", ["tv-plus", "disney-plus"]],
  ];
  for (const [id, title, list] of groups) {
    put(`extra-group-${id}`, "ExtraBenefitGroup", { title, id, list: list.map((x) => extraIds.get(x)!) });
  }

  for (const item of catalogue(extraCatalogue))
    put(`offer-${item.externalId}`, item.type, catalogueFields(item), { sortOrder: item.orderIndex });

  const widgetIds = new Map<string, string>();
  for (const w of SHOP_WIDGETS)
    widgetIds.set(
      w.key,
      put(`widget-${w.key}`, "ShopWidget", { title: w.title, widgetTitle: w.title, widgetUsage: w.usage, widgetCode: w.code }),
    );

  for (const p of SHOP_PAGES) {
    put(
      `page-${p.url}`,
      "ShopPage",
      {
        title: p.title,
        url: p.url,
        friendlyName: p.title,
        seoDescription: p.description,
        darkMode: p.darkMode ?? false,
        theme: p.theme ?? (p.url.startsWith("/business") ? "business" : "default"),
        scrollBehaviour: p.scrollBehaviour ?? "restore",
        showOnMenu: p.showOnMenu ?? false,
        sortOrder: p.sortOrder ?? 0,
        area: p.url.startsWith("/business") ? "business" : "personal",
        widgets: (p.widgets ?? []).map((k) => widgetIds.get(k)!),
      },
      { url: p.url, folder: folderOf(p.url), sortOrder: p.sortOrder ?? 0 },
    );
  }

  for (const c of ROAMING_COUNTRIES) put(`roaming-${c.slug}`, "RoamingCountry", { ...c }, { sortOrder: c.orderIndex });

  for (const q of FAQ_ITEMS) {
    put(
      `faq-${q.area}-${q.key}`,
      "FaqItem",
      { title: q.title, question: q.question, answer: q.answer, area: q.area, topic: q.topic, orderIndex: q.orderIndex },
      { sortOrder: q.orderIndex },
    );
  }

  const insertFolder = db.prepare("INSERT INTO content_folders (path, title, show_on_menu, sort_order) VALUES (?, ?, ?, ?)");
  for (const f of SHOP_FOLDERS) insertFolder.run(f.path, f.title, f.showOnMenu ? 1 : 0, f.sortOrder);
  const insertLink = db.prepare("INSERT INTO content_links (id, folder, title, url, target, sort_order) VALUES (?, ?, ?, ?, ?, ?)");
  for (const l of SHOP_LINKS)
    insertLink.run(uuidFrom(`link:${l.folder}${l.url}`), l.folder, l.title, l.url, l.target ?? "_self", l.sortOrder);
}

/** CMS fields of a catalogue item: the common offer fields plus its type-specific ones. */
function catalogueFields(item: CatalogueItem): FieldValues {
  const common: FieldValues = {
    title: item.title,
    externalId: item.externalId,
    description: item.description,
    customerType: item.customerType,
    offerType: item.offerType,
    category: item.category,
    orderIndex: item.orderIndex,
    prices: item.prices,
    attributes: item.attributes,
  };
  const defined = new Set(CONTENT_TYPES.find((t) => t.variable === item.type)?.fields.map((f) => f.variable));
  return Object.fromEntries(Object.entries({ ...common, ...item.fields }).filter(([k]) => defined.has(k)));
}
