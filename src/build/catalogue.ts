// Turns the CMS answer into the shop's products (src/domain/shop/model.ts). Bad content never stops the build:
// each problem falls back as SPEC §8 says and is reported through `log`, naming the content item.
import type { GraphqlClient } from "../clients/content/types";
import { fetchBenefits, fetchExtraBenefits, fetchPlanCard, fetchPlanLabels } from "../clients/content/contentQueries";
import { attributeValue } from "../domain/content/attributes";
import type { Benefit } from "../domain/content/benefits";
import type { ExtraBenefitItem } from "../domain/content/extraBenefits";
import { imageIdOf, placeholderImageFor } from "../domain/content/images";
import { keyValueMap } from "../domain/content/planCard";
import { mapPrices, type OfferPrice } from "../domain/content/prices";
import { plainText } from "../domain/content/text";
import { readString as str } from "../domain/content/read";
import type { ExtraBenefitView, Highlight, ProductDetail, ProductImage, ProductKind, ProductLabel, Segment } from "../domain/shop/model";
import { LISTINGS, productPath } from "../domain/shop/routes";
import type { ShopCatalogueData } from "./cmsQuery";
import { sanitizeWithReport } from "./sanitize";
import { CARD_IMAGE_WIDTH, HERO_IMAGE_WIDTH, rendition } from "./imageRenditions";
import { cartOfferOf } from "../domain/shop/cartOffer";

export type BuildLog = (message: string) => void;

type Item = Record<string, unknown>;
const num = (v: unknown, fallback: number): number => (typeof v === "number" && Number.isFinite(v) ? v : fallback);
const segmentOf = (v: unknown): Segment => (str(v).toUpperCase() === "EBU" ? "EBU" : "CBU");
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.map(str).filter(Boolean) : []);

export interface CatalogueContext {
  client: GraphqlClient;
  /** Public base URL of the content system (images are served from it). */
  contentUrl: string;
  log: BuildLog;
}

/** Sanitised HTML; an item whose markup had to be cleaned is named in the log. */
function safeHtml(html: unknown, what: string, log: BuildLog): string {
  const { html: clean, removed } = sanitizeWithReport(html);
  if (removed > 0) log(`${what}: unsafe HTML removed (${removed} element(s) or attribute(s))`);
  return clean;
}

const DEFAULT_SIZE: Record<ProductKind, [number, number]> = {
  plan: [400, 300],
  device: [400, 400],
  sim: [400, 300],
  fixed: [400, 300],
  bundle: [400, 300],
};

/** A CMS picture, or the retail placeholder when the binary is missing or its asset is gone (SPEC §9). */
export function imageFor(binary: unknown, kind: ProductKind, contentUrl: string, what: string, log: BuildLog): ProductImage {
  const [w, h] = DEFAULT_SIZE[kind];
  const placeholder = placeholderImageFor(kind);
  const id = imageIdOf(binary);
  const meta = binary && typeof binary === "object" ? (binary as Item) : {};
  if (!id) {
    log(binary ? `${what}: image path is malformed, placeholder used` : `${what}: no image, placeholder used`);
    return { src: null, placeholder, width: w, height: h };
  }
  // The CMS reports a stored asset's type and size; without them the file is gone and the URL would break.
  if (meta.isImage !== true) {
    log(`${what}: image ${id} has no stored file, placeholder used`);
    return { src: null, placeholder, width: w, height: h };
  }
  const src = `${contentUrl}/dA/${id}`;
  const size = { width: num(meta.width, w), height: num(meta.height, h) };
  return {
    src,
    placeholder,
    ...size,
    card: rendition(contentUrl, id, CARD_IMAGE_WIDTH, size),
    hero: rendition(contentUrl, id, HERO_IMAGE_WIDTH, size),
  };
}

const priceView = (p: OfferPrice | null) =>
  p ? { price: p.price, fullPrice: p.fullPrice, currency: p.currency || "EUR", recurring: p.recurring !== null } : null;
const highlightsOf = (benefits: Benefit[]): Highlight[] =>
  benefits.map((b) => ({ title: plainText(b.title), value: plainText(b.mainUpperValue) || plainText(b.description), icon: b.icon }));
const detailsHighlights = (details: Record<string, string>): Highlight[] =>
  Object.entries(details)
    .slice(0, 3)
    .map(([title, value]) => ({ title, value, icon: "" }));

function extraView(items: ExtraBenefitItem[], log: BuildLog): ExtraBenefitView[] {
  return items.map((x) => ({
    id: x.extraBenefitId,
    headline: x.headline,
    icon: x.icon,
    subtitle: x.content?.subtitle ?? "",
    descriptionHtml: safeHtml(x.content?.description, `Content: extra benefit ${x.extraBenefitId}`, log),
    disclaimer: plainText(x.content?.disclaimer ?? ""),
  }));
}

export interface Catalogue {
  products: ProductDetail[];
  extraBenefits: Record<string, ExtraBenefitView[]>;
}

/** Every product of the shop, mapped and ordered; plans through the SPEC §7 queries. */
export async function buildCatalogue(data: ShopCatalogueData, ctx: CatalogueContext): Promise<Catalogue> {
  const { client, contentUrl, log } = ctx;
  const products: ProductDetail[] = [];
  const labelKeys = new Set<string>();
  const pendingLabels: { product: ProductDetail; keys: string[] }[] = [];
  const seen = new Set<string>();

  const add = (
    kind: ProductKind,
    raw: Item,
    make: (id: string, what: string) => Omit<ProductDetail, "labels" | "cartOffer"> | null,
    keys: string[],
  ) => {
    const id = str(raw.externalId).trim();
    const what = `Content: ${kind} ${id || str(raw.identifier) || "(no id)"}`;
    if (!id) return log(`${what}: no externalId, skipped`);
    if (seen.has(`${kind}:${id}`)) return log(`${what}: duplicate externalId, skipped`);
    const p = make(id, what);
    if (!p) return;
    if (!p.title) return log(`${what}: no title, skipped`);
    seen.add(`${kind}:${id}`);
    const product: ProductDetail = { ...p, labels: [], cartOffer: cartOfferOf(kind, str(raw.offerType)) };
    products.push(product);
    keys.forEach((k) => labelKeys.add(k));
    pendingLabels.push({ product, keys });
  };

  // Plans: the SPEC §7 plan card query per plan (limit 1 by externalId; batched by the client).
  const planCards = await Promise.all(
    data.plans.map(async (raw) => ({ raw, card: str(raw.externalId) ? await fetchPlanCard(client, str(raw.externalId), log) : null })),
  );
  const planIds = planCards.flatMap(({ card }) => (card ? [card.externalId] : []));
  const benefits = await fetchBenefitsChunked(client, planIds, log);
  const groups = [...new Set(LISTINGS.flatMap((l) => (l.extraBenefitGroup ? [l.extraBenefitGroup] : [])))];
  const extras = await fetchExtraBenefits(client, groups, log);
  const extraBenefits = Object.fromEntries(Object.entries(extras).map(([g, items]) => [g, extraView(items, log)]));

  for (const { raw, card } of planCards) {
    if (!card) {
      // SPEC §8: plan card failure logged (by fetchPlanCard), nothing returned; without an externalId there was no query.
      if (!str(raw.externalId)) log(`Content: plan ${str(raw.identifier) || "(no id)"}: no externalId, skipped`);
      continue;
    }
    const segment = segmentOf(card.customerType || raw.customerType);
    add(
      "plan",
      raw,
      (id, what) => {
        const main = benefits.mainBenefits[id] ?? [];
        const all = benefits.benefits[id] ?? [];
        return {
          id,
          kind: "plan",
          segment,
          category: card.category || "abonamente",
          path: productPath("plan", segment, id),
          title: plainText(card.title),
          headlineHtml: safeHtml(card.headline, what, log),
          summary: card.nonFormattedHeadline || plainText(card.headline),
          price: priceView(card.price),
          image: imageFor(raw.cardImage, "plan", contentUrl, what, log),
          highlights: main.length > 0 ? highlightsOf(main).slice(0, 4) : detailsHighlights(card.cartDetails),
          facets: { brand: "", serviceType: "MOBILE", network: attributeValue(card.attributes, "network"), inStock: true },
          orderIndex: card.orderIndex ?? Number.MAX_SAFE_INTEGER,
          description: card.nonFormattedHeadline,
          details: Object.entries(card.cartDetails),
          benefits: highlightsOf(all),
          extraBenefits: extraBenefits[segment === "EBU" ? "abonamente-ebu" : "abonamente-cbu"] ?? [],
          components: [],
        };
      },
      card.labels,
    );
  }

  for (const raw of data.devices) {
    const segment = segmentOf(raw.customerType);
    add(
      "device",
      raw,
      (id, what) => ({
        id,
        kind: "device",
        segment,
        category: str(raw.category) || "telefoane",
        path: productPath("device", segment, id),
        title: plainText(raw.title),
        headlineHtml: "",
        summary: plainText(raw.description),
        price: priceView(mapPrices(raw.prices)),
        image: imageFor(raw.deviceImage, "device", contentUrl, what, log),
        highlights: [
          { title: "Memorie", value: plainText(raw.storage), icon: "" },
          { title: "Culoare", value: plainText(raw.colour), icon: "" },
        ].filter((h) => h.value && h.value !== "-"),
        facets: {
          brand: plainText(raw.brand),
          serviceType: "",
          network: "",
          inStock: attributeValue(raw.attributes, "stock") !== "0",
        },
        orderIndex: num(raw.orderIndex, Number.MAX_SAFE_INTEGER),
        description: plainText(raw.description),
        details: [
          ["Producător", plainText(raw.brand)],
          ["Model", plainText(raw.model)],
          ["Memorie", plainText(raw.storage)],
          ["Culoare", plainText(raw.colour)],
        ].filter(([, v]) => v && v !== "-") as [string, string][],
        benefits: [],
        extraBenefits: [],
        components: [],
      }),
      strings(raw.labels),
    );
  }

  for (const raw of data.sims) {
    add(
      "sim",
      raw,
      (id, what) => {
        const details = keyValueMap(raw.cartDetails);
        return {
          id,
          kind: "sim",
          segment: "CBU",
          category: "cartela",
          path: productPath("sim", "CBU", id),
          title: plainText(raw.title),
          headlineHtml: safeHtml(raw.headline, what, log),
          summary: plainText(raw.description),
          price: priceView(mapPrices(raw.prices)),
          image: imageFor(raw.simImage, "sim", contentUrl, what, log),
          highlights: detailsHighlights(details),
          facets: { brand: "", serviceType: "PREPAID", network: "", inStock: true },
          orderIndex: num(raw.orderIndex, Number.MAX_SAFE_INTEGER),
          description: plainText(raw.description),
          details: Object.entries(details),
          benefits: [],
          extraBenefits: [],
          components: [],
        };
      },
      [],
    );
  }

  for (const raw of data.fixed) {
    add(
      "fixed",
      raw,
      (id, what) => {
        const details = keyValueMap(raw.cartDetails);
        return {
          id,
          kind: "fixed",
          segment: "CBU",
          category: "fixe",
          path: productPath("fixed", "CBU", id),
          title: plainText(raw.title),
          headlineHtml: safeHtml(raw.headline, what, log),
          summary: plainText(raw.nonFormattedHeadline) || plainText(raw.headline),
          price: priceView(mapPrices(raw.prices)),
          image: imageFor(raw.cardImage, "fixed", contentUrl, what, log),
          highlights: detailsHighlights(details),
          facets: { brand: "", serviceType: str(raw.serviceType).toUpperCase(), network: "", inStock: true },
          orderIndex: num(raw.orderIndex, Number.MAX_SAFE_INTEGER),
          description: plainText(raw.nonFormattedHeadline),
          details: Object.entries(details),
          benefits: [],
          extraBenefits: extraBenefits.fixe ?? [],
          components: [],
        };
      },
      strings(raw.labels),
    );
  }

  for (const raw of data.bundles) {
    const segment = segmentOf(raw.customerType);
    add(
      "bundle",
      raw,
      (id, what) => {
        const details = keyValueMap(raw.cartDetails);
        return {
          id,
          kind: "bundle",
          segment,
          category: "bundle",
          path: productPath("bundle", segment, id),
          title: plainText(raw.title),
          headlineHtml: safeHtml(raw.headline, what, log),
          summary: plainText(raw.headline),
          price: priceView(mapPrices(raw.prices)),
          image: imageFor(raw.cardImage, "bundle", contentUrl, what, log),
          highlights: detailsHighlights(details),
          facets: { brand: "", serviceType: "", network: "", inStock: true },
          orderIndex: num(raw.orderIndex, Number.MAX_SAFE_INTEGER),
          description: plainText(raw.headline),
          details: Object.entries(details),
          benefits: [],
          extraBenefits: [],
          components: strings(raw.components),
        };
      },
      [],
    );
  }

  // SPEC §7 plan labels by key; a key with no label is dropped (SPEC §8 "lookups with no data give empty results").
  const labels = await fetchPlanLabels(client, [...labelKeys], log);
  const byKey = new Map<string, ProductLabel>(
    labels.map((l) => [l.key, { key: l.key, text: l.text, colour: l.colour, textColour: l.textColour }]),
  );
  for (const { product, keys } of pendingLabels) product.labels = keys.flatMap((k) => byKey.get(k) ?? []);

  return { products, extraBenefits };
}

/** Benefits in chunks so no single query meets the SPEC §7 limit of 500 (a plan has a handful). */
async function fetchBenefitsChunked(client: GraphqlClient, ids: string[], log: BuildLog) {
  const chunks: string[][] = [];
  for (let i = 0; i < ids.length; i += 50) chunks.push(ids.slice(i, i + 50));
  const parts = await Promise.all(chunks.map((c) => fetchBenefits(client, c, log)));
  return parts.reduce(
    (acc, p) => ({
      benefits: { ...acc.benefits, ...p.benefits },
      mainBenefits: { ...acc.mainBenefits, ...p.mainBenefits },
      secondaryBenefits: { ...acc.secondaryBenefits, ...p.secondaryBenefits },
    }),
    { benefits: {}, mainBenefits: {}, secondaryBenefits: {} } as Awaited<ReturnType<typeof fetchBenefits>>,
  );
}
