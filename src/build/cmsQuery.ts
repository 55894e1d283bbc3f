// The build's one query over the stitched CMS schema (gatsby-source-graphql, field `cms`): every catalogue item,
// shop page, roaming country and FAQ. Plan cards, benefits, labels and extra benefits are then read with the
// SPEC §7 queries (src/clients/content/contentQueries.ts), which carry the SPEC §8 fallbacks.
const IMAGE = "{ idPath isImage width height }";
const KV = "{ key value }";
const ALL = 100000;

export const SHOP_CATALOGUE_QUERY = `
query ShopCatalogue {
  cms {
    plans: ServicePlanCardCollection(limit: ${ALL}) { identifier externalId title customerType cardImage ${IMAGE} }
    devices: DeviceCollection(limit: ${ALL}) {
      identifier externalId title brand model colour storage description customerType category offerType orderIndex labels
      deviceImage ${IMAGE} prices attributes
    }
    sims: PrepaidSimCollection(limit: ${ALL}) { identifier externalId title headline description orderIndex cartDetails ${KV} simImage ${IMAGE} prices attributes }
    fixed: FixedOfferCollection(limit: ${ALL}) {
      identifier externalId title headline nonFormattedHeadline offerType offerSubtype serviceType orderIndex labels cartDetails ${KV}
      cardImage ${IMAGE} prices attributes
    }
    bundles: BundleCollection(limit: ${ALL}) {
      identifier externalId title headline customerType offerType components orderIndex cartDetails ${KV} cardImage ${IMAGE} prices attributes
    }
    addOns: AddOnCollection(limit: ${ALL}) { identifier externalId title description offerType prices attributes }
    pages: ShopPageCollection(limit: 1000) { identifier url title friendlyName seoDescription darkMode theme scrollBehaviour widgets { identifier title } }
    countries: RoamingCountryCollection(limit: 1000) { identifier title slug isoCode zone flagEmoji orderIndex rates offers }
    faq: FaqItemCollection(limit: 1000) { identifier question answer area topic orderIndex }
  }
}`;

type Item = Record<string, unknown>;

export interface ShopCatalogueData {
  plans: Item[];
  devices: Item[];
  sims: Item[];
  fixed: Item[];
  bundles: Item[];
  addOns: Item[];
  pages: Item[];
  countries: Item[];
  faq: Item[];
}

/** The query's answer with every list present (a missing collection is an empty list, never a crash). */
export function readCatalogueData(data: unknown): ShopCatalogueData {
  const cms = (data && typeof data === "object" ? (data as { cms?: unknown }).cms : null) ?? {};
  const list = (k: string): Item[] => {
    const v = (cms as Record<string, unknown>)[k];
    return Array.isArray(v) ? v.filter((x): x is Item => !!x && typeof x === "object") : [];
  };
  return {
    plans: list("plans"),
    devices: list("devices"),
    sims: list("sims"),
    fixed: list("fixed"),
    bundles: list("bundles"),
    addOns: list("addOns"),
    pages: list("pages"),
    countries: list("countries"),
    faq: list("faq"),
  };
}
