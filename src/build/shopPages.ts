// Every static shop page (SPEC §2 shop routes) as {path, template, context}: homes, listings, product pages, search,
// assistance and the roaming area. Page settings (dark mode, theme, scroll) come from the CMS page of the same URL.
import { readPageSettings, type PageSettings } from "../domain/pageSettings";
import { plainText } from "../domain/content/text";
import { readString as str } from "../domain/content/read";
import { mapPrices } from "../domain/content/prices";
import { areaFromPath, type Area } from "../domain/area";
import type { ProductDetail, ProductSummary } from "../domain/shop/model";
import { LISTINGS, listingProducts } from "../domain/shop/routes";
import { mapRoamingCountry, type RoamingCountryView, type RoamingOfferView } from "../domain/shop/roaming";
import type { FaqView } from "../domain/shop/faq";
import type { SearchEntry } from "../domain/shop/search";
import type { RoamingCountryEntry } from "../domain/roaming/roamingCountries";
import type { WidgetView } from "../domain/shop/model";
import type { ShopCatalogueData } from "./cmsQuery";
import type { BuildLog, Catalogue } from "./catalogue";
import { sanitizeWithReport } from "./sanitize";

export type Template = "Home" | "Listing" | "Product" | "Search" | "Assistance" | "Roaming" | "RoamingCountry";

export interface PageSpec {
  path: string;
  template: Template;
  context: Record<string, unknown> & { pageSettings: PageSettings; seo: { title?: string; description?: string } };
}

interface CmsPage {
  title: string;
  description: string;
  settings: PageSettings;
  widgetIds: string[];
}

type Item = Record<string, unknown>;
/** A readable title when the CMS has no page for a path: "/business/eshop/oferte-business" → "Oferte business". */
export function titleFromPath(path: string): string {
  const last = (path.split("/").pop() ?? "").replace(/-/g, " ").trim();
  return last ? last[0]!.toUpperCase() + last.slice(1) : "";
}

/** The card fields of a product: listing pages carry summaries only, so their page data stays small. */
export function summaryOf(p: ProductDetail): ProductSummary {
  const {
    id,
    kind,
    segment,
    category,
    path,
    title,
    headlineHtml,
    summary,
    price,
    labels,
    image,
    highlights,
    facets,
    orderIndex,
    cartOffer,
  } = p;
  return {
    id,
    kind,
    segment,
    category,
    path,
    title,
    headlineHtml,
    summary,
    price,
    labels,
    image,
    highlights,
    facets,
    orderIndex,
    cartOffer,
  };
}

export interface ShopPagesInput {
  data: ShopCatalogueData;
  catalogue: Catalogue;
  /** Rendered, sanitised widgets by identifier (REST /api/widget/id). */
  widgets: Map<string, WidgetView>;
  log: BuildLog;
}

/** The identifiers of the widgets a CMS page embeds, in its order. */
export function widgetIdsOf(page: Item): string[] {
  return Array.isArray(page.widgets) ? page.widgets.map((w) => str((w as Item | null)?.identifier)).filter(Boolean) : [];
}

export function cmsPages(data: ShopCatalogueData, log: BuildLog): Map<string, CmsPage> {
  const pages = new Map<string, CmsPage>();
  for (const raw of data.pages) {
    const url = str(raw.url).trim();
    if (!url.startsWith("/")) {
      log(`Content: page ${str(raw.identifier)}: no URL, skipped`);
      continue;
    }
    const path = url.length > 1 ? url.replace(/\/+$/, "") : url;
    pages.set(path, {
      title: plainText(raw.title) || plainText(raw.friendlyName),
      description: plainText(raw.seoDescription),
      settings: readPageSettings({
        darkMode: raw.darkMode,
        theme: raw.theme ?? (areaFromPath(path) === "business" ? "business" : undefined),
        scrollBehaviour: raw.scrollBehaviour,
      }),
      widgetIds: widgetIdsOf(raw),
    });
  }
  return pages;
}

export function shopPages({ data, catalogue, widgets, log }: ShopPagesInput): PageSpec[] {
  const pages = cmsPages(data, log);
  const out: PageSpec[] = [];
  const areaSettings = (path: string): PageSettings => readPageSettings(areaFromPath(path) === "business" ? { theme: "business" } : {});
  const page = (path: string, fallbackTitle: string) => {
    const p = pages.get(path);
    if (!p) log(`Content: no CMS page for ${path}; default title and settings used`);
    return {
      title: p?.title || fallbackTitle,
      description: p?.description ?? "",
      settings: p?.settings ?? areaSettings(path),
      widgets: (p?.widgetIds ?? []).flatMap((id) => widgets.get(id) ?? []),
    };
  };
  const ctx = (p: ReturnType<typeof page>, extra: Record<string, unknown>, title = p.title) => ({
    pageSettings: p.settings,
    seo: { title: title === "" ? undefined : title, description: p.description },
    ...extra,
  });
  const products = catalogue.products;

  for (const area of ["personal", "business"] as Area[]) {
    const path = area === "business" ? "/business" : "/";
    const p = page(path, "");
    const segment = area === "business" ? "EBU" : "CBU";
    const pick = (kind: string) =>
      products.filter((x) => x.kind === kind && x.segment === segment).sort((a, b) => a.orderIndex - b.orderIndex);
    const featured = [
      ...pick("plan").slice(0, 4),
      ...pick("device")
        .filter((d) => d.facets.inStock)
        .slice(0, 4),
    ].map(summaryOf);
    // The home keeps the brand title (SPEC §2 default title); the business home names the area.
    out.push({ path, template: "Home", context: ctx(p, { home: { featured, widgets: p.widgets } }, area === "business" ? p.title : "") });
  }

  for (const def of LISTINGS) {
    const p = page(def.path, titleFromPath(def.path));
    out.push({
      path: def.path,
      template: "Listing",
      context: ctx(p, {
        listing: {
          title: p.title,
          lead: p.description,
          flow: def.flow,
          products: listingProducts(def, products).map(summaryOf),
          extraBenefits: def.extraBenefitGroup ? (catalogue.extraBenefits[def.extraBenefitGroup] ?? []) : [],
          widgets: p.widgets,
        },
      }),
    });
  }

  const byId = new Map(products.map((x) => [x.id, x]));
  for (const product of products) {
    const parentPath = product.path.slice(0, product.path.lastIndexOf("/"));
    const parent = pages.get(parentPath);
    const home = areaFromPath(product.path) === "business" ? "/business" : "/";
    out.push({
      path: product.path,
      template: "Product",
      context: {
        pageSettings: parent?.settings ?? areaSettings(product.path),
        seo: { title: product.title, description: product.summary || product.description },
        product: {
          product,
          trail: [
            { to: home, label: "Acasă" },
            { to: parentPath, label: parent?.title || titleFromPath(parentPath) },
          ],
          components: product.components.flatMap((id) => {
            const c = byId.get(id);
            return c ? [{ id, title: c.title, path: c.path }] : [];
          }),
        },
      },
    });
  }

  for (const path of ["/rezultate", "/business/rezultate"]) {
    const p = page(path, "Rezultatele căutării");
    out.push({ path, template: "Search", context: ctx(p, { title: p.title }) });
  }

  for (const path of ["/asistenta", "/business/asistenta"]) {
    const p = page(path, "Asistență");
    const area = areaFromPath(path);
    const faq: FaqView[] = data.faq
      .filter((f) => (str(f.area) || "personal") === area)
      .flatMap((f) => {
        const question = plainText(f.question);
        const what = `Content: FAQ ${str(f.identifier)}`;
        if (!question) {
          log(`${what}: no question, skipped`);
          return [];
        }
        const { html, removed } = sanitizeWithReport(f.answer);
        if (removed > 0) log(`${what}: unsafe HTML removed from the answer`);
        if (/<[a-z!/]/i.test(str(f.question))) log(`${what}: HTML removed from the question`);
        return [
          {
            id: str(f.identifier),
            question,
            answerHtml: html,
            topic: plainText(f.topic) || "Altele",
            orderIndex: typeof f.orderIndex === "number" ? f.orderIndex : 9999,
          },
        ];
      });
    out.push({ path, template: "Assistance", context: ctx(p, { title: p.title, lead: p.description, faq, widgets: p.widgets }) });
  }

  const roaming = page("/roaming", "Roaming");
  const countries = roamingCountries(data.countries, log);
  const addOns = new Map(data.addOns.map((a) => [str(a.externalId), a]));
  out.push({ path: "/roaming", template: "Roaming", context: ctx(roaming, { title: roaming.title, countries, widgets: roaming.widgets }) });
  for (const country of countries) {
    const offers: RoamingOfferView[] = country.offerIds.flatMap((id) => {
      const a = addOns.get(id);
      if (!a) {
        log(`Content: roaming country ${country.name}: unknown offer ${id}, left out`);
        return [];
      }
      const price = mapPrices(a.prices);
      return [
        {
          id,
          title: plainText(a.title),
          description: plainText(a.description),
          price: price?.price ?? null,
          currency: price?.currency ?? "EUR",
        },
      ];
    });
    out.push({
      path: `/roaming/${country.slug}`,
      template: "RoamingCountry",
      context: {
        pageSettings: roaming.settings,
        seo: { title: `Roaming ${country.name}`, description: `Tarife de roaming și opțiuni pentru ${country.name}.` },
        country,
        offers,
      },
    });
  }
  return out;
}

/**
 * The CMS roaming countries that get a page. Duplicate slugs are dropped here, so the /roaming list links only to
 * countries that have their own page.
 */
export function roamingCountries(raws: Record<string, unknown>[], log: (message: string) => void): RoamingCountryView[] {
  const slugs = new Set<string>();
  return raws.flatMap((raw) => {
    const c = mapRoamingCountry(raw);
    if (!c) {
      log(`Content: roaming country ${str(raw.identifier)}: no name, skipped`);
      return [];
    }
    if (slugs.has(c.slug)) {
      log(`Content: roaming country ${c.name}: duplicate slug ${c.slug}, skipped`);
      return [];
    }
    slugs.add(c.slug);
    return [c];
  });
}

/** The self-care roaming page's country list (written to /data/roaming-countries.json): who it is, not its rates. */
export function roamingCountryIndex(countries: RoamingCountryView[]): RoamingCountryEntry[] {
  return countries.map(({ slug, name, isoCode, zone, flag }) => ({ slug, name, isoCode, zone, flag }));
}

/** The search index of each area (written to /search/<area>.json). */
export function searchIndex(products: ProductDetail[], area: Area): SearchEntry[] {
  const segment = area === "business" ? "EBU" : "CBU";
  return products
    .filter((p) => p.segment === segment)
    .map((p) => ({
      id: p.id,
      path: p.path,
      title: p.title,
      kind: p.kind,
      summary: p.summary.slice(0, 160),
      keywords: [p.facets.brand, p.category, p.facets.serviceType, ...p.labels.map((l) => l.text)].filter(Boolean).join(" "),
      price: p.price?.price ?? null,
      currency: p.price?.currency ?? "EUR",
      recurring: p.price?.recurring ?? false,
    }));
}
