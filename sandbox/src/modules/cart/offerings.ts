// The catalogue offerings the cart sells (catalogue_product_offerings, the same list as /products), read per id and
// remembered for one request. Withdrawn offerings (catalogue/withdrawn.ts) are flagged.
import { stmt } from "../../db";
import type { ProductOffering } from "../catalogue/offering";
import { isWithdrawn, stockOverride } from "../catalogue/withdrawn";
import type { SandboxContext } from "../module";

export type CustomerType = "CBU" | "EBU";

export interface Offering {
  id: string;
  href: string;
  name: string;
  customerType: CustomerType;
  offerType: string;
  category: string;
  /** A bundle with components (plan + device): stored as a parent item and one child per component. */
  isBundle: boolean;
  components: string[];
  attributes: Record<string, string>;
  prices: ProductOffering["productOfferingPrice"];
  /** Withdrawn from sale: the cart refuses to add it (400116) but still shows it where it already sits. */
  withdrawn: boolean;
}

function toOffering(o: ProductOffering, withdrawn: boolean): Offering {
  const components = o.bundledProductOffering.map((b) => b.id);
  return {
    id: o.id,
    href: o.href,
    name: o.name,
    customerType: o.marketSegment[0]?.id === "EBU" ? "EBU" : "CBU",
    offerType: o.offerType,
    category: o.category[0]?.id ?? "",
    isBundle: components.length > 0,
    components,
    attributes: Object.fromEntries(o.attributes.map((a) => [a.name, a.value])),
    prices: o.productOfferingPrice,
    withdrawn,
  };
}

/** Offerings by id for one request: null = unknown. */
export function offeringReader(ctx: SandboxContext): (id: string) => Offering | null {
  const seen = new Map<string, Offering | null>();
  return (id) => {
    if (!seen.has(id)) {
      const body = stmt(ctx.db, "SELECT body FROM catalogue_product_offerings WHERE id = ?").pluck().get(id) as string | undefined;
      const offering = body ? toOffering(JSON.parse(body) as ProductOffering, isWithdrawn(ctx, id)) : null;
      const stock = offering ? stockOverride(ctx, id) : null;
      if (offering && stock !== null) offering.attributes = { ...offering.attributes, stock: String(stock) };
      seen.set(id, offering);
    }
    return seen.get(id) ?? null;
  };
}
