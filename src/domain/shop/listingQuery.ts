// Filters and sorting on a listing page, kept in the address (`?sortare=pret-crescator&marca=Nordia`) so a shared
// or restored link shows the same selection. Pure: the screen parses the query, applies it, and writes it back.
import type { ProductSummary } from "./model";
import { compareRo } from "../collate";

export const SORTS = ["recomandate", "pret-crescator", "pret-descrescator", "nume"] as const;
export type Sort = (typeof SORTS)[number];

export interface ListingQuery {
  sort: Sort;
  brands: string[];
  serviceTypes: string[];
  only5g: boolean;
  onlyDiscounted: boolean;
  onlyInStock: boolean;
}

export const DEFAULT_QUERY: ListingQuery = {
  sort: "recomandate",
  brands: [],
  serviceTypes: [],
  only5g: false,
  onlyDiscounted: false,
  onlyInStock: false,
};

const KEYS = { sort: "sortare", brand: "marca", serviceType: "serviciu", only5g: "5g", discounted: "reducere", inStock: "stoc" } as const;

/** Unknown or malformed values are ignored (a hand-edited address never breaks the page). */
export function parseListingQuery(search: string): ListingQuery {
  const params = new URLSearchParams(search.startsWith("?") ? search.slice(1) : search);
  const sort = params.get(KEYS.sort);
  const clean = (values: string[]) => [...new Set(values.map((v) => v.trim()).filter((v) => v && v.length <= 60))];
  return {
    sort: (SORTS as readonly string[]).includes(sort ?? "") ? (sort as Sort) : "recomandate",
    brands: clean(params.getAll(KEYS.brand)),
    serviceTypes: clean(params.getAll(KEYS.serviceType)),
    only5g: params.get(KEYS.only5g) === "1",
    onlyDiscounted: params.get(KEYS.discounted) === "1",
    onlyInStock: params.get(KEYS.inStock) === "1",
  };
}

export function serializeListingQuery(q: ListingQuery): string {
  const params = new URLSearchParams();
  if (q.sort !== "recomandate") params.set(KEYS.sort, q.sort);
  for (const b of q.brands) params.append(KEYS.brand, b);
  for (const s of q.serviceTypes) params.append(KEYS.serviceType, s);
  if (q.only5g) params.set(KEYS.only5g, "1");
  if (q.onlyDiscounted) params.set(KEYS.discounted, "1");
  if (q.onlyInStock) params.set(KEYS.inStock, "1");
  const s = params.toString();
  return s ? `?${s}` : "";
}

const isDiscounted = (p: ProductSummary) => p.price?.fullPrice != null && p.price.fullPrice > p.price.price;
const priceOf = (p: ProductSummary) => p.price?.price ?? Number.POSITIVE_INFINITY;

export function applyListingQuery<T extends ProductSummary>(items: T[], q: ListingQuery): T[] {
  const out = items.filter(
    (p) =>
      (q.brands.length === 0 || q.brands.includes(p.facets.brand)) &&
      (q.serviceTypes.length === 0 || q.serviceTypes.includes(p.facets.serviceType)) &&
      (!q.only5g || p.facets.network === "5G") &&
      (!q.onlyDiscounted || isDiscounted(p)) &&
      (!q.onlyInStock || p.facets.inStock),
  );
  const byTitle = (a: T, b: T) => compareRo(a.title, b.title);
  switch (q.sort) {
    case "pret-crescator":
      return out.sort((a, b) => priceOf(a) - priceOf(b) || byTitle(a, b));
    case "pret-descrescator":
      // Products without a price go last in both directions.
      return out.sort((a, b) => (a.price ? (b.price ? b.price.price - a.price.price : -1) : b.price ? 1 : 0) || byTitle(a, b));
    case "nume":
      return out.sort(byTitle);
    default:
      return out.sort((a, b) => a.orderIndex - b.orderIndex || byTitle(a, b));
  }
}

export interface FacetOption {
  value: string;
  count: number;
}

/** The filters worth offering for these items: a facet with fewer than two values is not a choice. */
export function facetOptions(items: ProductSummary[]): {
  brands: FacetOption[];
  serviceTypes: FacetOption[];
  has5g: boolean;
  hasDiscounts: boolean;
  hasStockInfo: boolean;
} {
  const count = (pick: (p: ProductSummary) => string) => {
    const m = new Map<string, number>();
    for (const p of items) {
      const v = pick(p);
      if (v) m.set(v, (m.get(v) ?? 0) + 1);
    }
    const opts = [...m].map(([value, n]) => ({ value, count: n })).sort((a, b) => compareRo(a.value, b.value));
    return opts.length > 1 ? opts : [];
  };
  const with5g = items.filter((p) => p.facets.network === "5G").length;
  const inStock = items.filter((p) => p.facets.inStock).length;
  const discounted = items.filter(isDiscounted).length;
  return {
    brands: count((p) => p.facets.brand),
    serviceTypes: count((p) => p.facets.serviceType),
    has5g: with5g > 0 && with5g < items.length,
    hasDiscounts: discounted > 0 && discounted < items.length,
    hasStockInfo: inStock > 0 && inStock < items.length,
  };
}
