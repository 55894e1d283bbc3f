// Where each product lives and which products each listing shows (SPEC §2 shop routes; business paths under
// /business, SPEC §2 "Any path whose first segment is business is treated as the business area").
import type { ProductCategory } from "../enums";
import type { ProductKind, ProductSummary, Segment } from "./model";
import { slugify } from "./slug";
import { compareRo } from "../collate";

const BASE: Record<ProductKind, Record<Segment, string>> = {
  plan: { CBU: "/abonamente", EBU: "/business/abonamente" },
  device: { CBU: "/telefoane", EBU: "/business/telefoane" },
  sim: { CBU: "/cartela", EBU: "/cartela" },
  fixed: { CBU: "/fixe", EBU: "/fixe" },
  bundle: { CBU: "/bundle", EBU: "/business/bundle" },
};

export function productPath(kind: ProductKind, segment: Segment, id: string): string {
  return `${BASE[kind][segment]}/${slugify(id)}`;
}

/** The sales flow a listing's buttons start (SPEC §9 flows ACQ, MNP, RET). */
export type ListingFlow = "ACQ" | "MNP" | "RET";

export interface ListingDef {
  path: string;
  kinds: ProductKind[];
  segment: Segment;
  flow: ListingFlow;
  /** Named extra-benefit group shown with the listing (SPEC §7 extra benefits per named group). */
  extraBenefitGroup?: string;
  /** Narrower selection inside the kinds, by category (SPEC §3 product categories) or fixed service type. */
  category?: ProductCategory;
  serviceType?: string;
}

// prettier-ignore
export const LISTINGS: ListingDef[] = [
  { path: "/abonamente", kinds: ["plan"], segment: "CBU", flow: "ACQ", extraBenefitGroup: "abonamente-cbu" },
  { path: "/abonamente/portare-cu-portare", kinds: ["plan"], segment: "CBU", flow: "MNP", extraBenefitGroup: "abonamente-cbu" },
  { path: "/abonamente/portare-cu-portare-cu-telefon", kinds: ["bundle"], segment: "CBU", flow: "MNP" },
  { path: "/telefoane", kinds: ["device"], segment: "CBU", flow: "ACQ", category: "telefoane" },
  { path: "/mifi", kinds: ["device"], segment: "CBU", flow: "ACQ", category: "mifi" },
  { path: "/cartela", kinds: ["sim"], segment: "CBU", flow: "ACQ" },
  { path: "/fixe", kinds: ["fixed"], segment: "CBU", flow: "ACQ", extraBenefitGroup: "fixe" },
  { path: "/fixe/internet", kinds: ["fixed"], segment: "CBU", flow: "ACQ", serviceType: "INTERNET", extraBenefitGroup: "fixe" },
  { path: "/fixe/tv", kinds: ["fixed"], segment: "CBU", flow: "ACQ", serviceType: "TV", extraBenefitGroup: "fixe" },
  { path: "/fixe/pachete", kinds: ["fixed"], segment: "CBU", flow: "ACQ", serviceType: "BUNDLE", extraBenefitGroup: "fixe" },
  { path: "/bundle", kinds: ["bundle"], segment: "CBU", flow: "ACQ" },
  { path: "/business/abonamente", kinds: ["plan"], segment: "EBU", flow: "ACQ", extraBenefitGroup: "abonamente-ebu" },
  { path: "/business/telefoane", kinds: ["device"], segment: "EBU", flow: "ACQ" },
  { path: "/business/bundle", kinds: ["bundle"], segment: "EBU", flow: "ACQ" },
  { path: "/business/eshop/oferte-business", kinds: ["plan", "bundle"], segment: "EBU", flow: "ACQ", extraBenefitGroup: "abonamente-ebu" },
  { path: "/business/eshop/oferte-clienti-existenti", kinds: ["plan"], segment: "EBU", flow: "RET", extraBenefitGroup: "abonamente-ebu" },
];

export function inListing(def: ListingDef, p: Pick<ProductSummary, "kind" | "segment" | "category" | "facets">): boolean {
  if (!def.kinds.includes(p.kind)) return false;
  // SIMs and fixed offers are sold to consumers only; other kinds follow the listing's segment.
  if (p.kind !== "sim" && p.kind !== "fixed" && p.segment !== def.segment) return false;
  if (def.category && p.category !== def.category) return false;
  if (def.serviceType && p.facets.serviceType !== def.serviceType) return false;
  return true;
}

/** The products of a listing in the editors' order (orderIndex, then title). */
export function listingProducts<T extends ProductSummary>(def: ListingDef, products: T[]): T[] {
  return products.filter((p) => inListing(def, p)).sort((a, b) => a.orderIndex - b.orderIndex || compareRo(a.title, b.title));
}
