// The shop's product model: what the build hands to static pages (page context) after mapping CMS content.
// Only plain data (JSON-serialisable), so a page's page-data.json is exactly this.

export type ProductKind = "plan" | "device" | "sim" | "fixed" | "bundle";

/** What a product sends to the cart (cartOffer.ts decides it at build time). */
export interface CartOffer {
  offerType: string;
  serviceType: string;
  /** SPEC §3 flow types; SPEC §9 "Default flow NO_MSISDN_ACQ" for a device bought alone. */
  flow: string;
}
export type Segment = "CBU" | "EBU";

export interface ProductPrice {
  price: number;
  /** The price before a discount; null when there is no discount (SPEC §3 price entries). */
  fullPrice: number | null;
  currency: string;
  recurring: boolean;
}

/** One responsive rendition of a CMS picture (URLs made at build time by gatsby-plugin-image's getImageData). */
export interface ImageRendition {
  src: string;
  srcSet: string;
  webpSrcSet: string;
  sizes: string;
  width: number;
  height: number;
}

export interface ProductImage {
  /** CMS image base URL, or null when the content has none (the placeholder shows). */
  src: string | null;
  placeholder: string;
  width: number;
  height: number;
  /** Renditions for a listing card and for the product page; absent with the placeholder. */
  card?: ImageRendition;
  hero?: ImageRendition;
}

export interface ProductLabel {
  key: string;
  text: string;
  colour: string;
  textColour: string;
}

export interface Highlight {
  title: string;
  value: string;
  icon: string;
}

export interface Facets {
  brand: string;
  serviceType: string;
  network: string;
  inStock: boolean;
}

export interface ProductSummary {
  id: string;
  kind: ProductKind;
  segment: Segment;
  category: string;
  path: string;
  title: string;
  /** Sanitised HTML (may hold <strong>); plain `title` is the fallback. */
  headlineHtml: string;
  summary: string;
  price: ProductPrice | null;
  labels: ProductLabel[];
  image: ProductImage;
  highlights: Highlight[];
  facets: Facets;
  orderIndex: number;
  /** What the "Adaugă în coș" button sends (SPEC §7); null: not sold through the cart (fixed services). */
  cartOffer: CartOffer | null;
}

export interface ExtraBenefitView {
  id: string;
  headline: string;
  icon: string;
  subtitle: string;
  descriptionHtml: string;
  disclaimer: string;
}

export interface ProductDetail extends ProductSummary {
  description: string;
  details: [string, string][];
  benefits: Highlight[];
  extraBenefits: ExtraBenefitView[];
  /** Components of a bundle (their ids), empty otherwise. */
  components: string[];
}

/** A CMS widget (info stamp, banner) rendered by the CMS and sanitised at build time (SPEC §7 REST /api/widget/id). */
export interface WidgetView {
  id: string;
  html: string;
}
