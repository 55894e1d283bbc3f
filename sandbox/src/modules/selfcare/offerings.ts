// The self-care offerings (docs/services-contract.md "Self-care offerings"): options and bonuses of postpaid lines
// (billed monthly, ordered through /productOrder/ebill), prepaid offers (paid once from the credit, /productOrder/ecare)
// and the shop's roaming packs (ADDON-ROAMING-*, same ids, names and prices as the catalogue; zones from
// ROAMING_ADDON_ZONES). The usage-consumption ALLOWANCES carry the same allowances, so an active option adds buckets.
import { catalogue, ROAMING_ADDON_ZONES, type RoamingZone } from "../../seed/catalogue";
import type { Segment } from "./access";

export const OFFERING_CATEGORIES = ["Bonus", "International", "NEXT_BEST_ACTION", "Roaming"] as const;
export type OfferingCategory = (typeof OFFERING_CATEGORIES)[number];

export interface SelfcareOffering {
  id: string;
  name: string;
  description: string;
  category: OfferingCategory;
  segment: Segment;
  /** Display text, e.g. "10 GB"; "" when none. */
  allowance: string;
  validity: "lunar" | "30 de zile";
  priceEur: number;
  roamingZones?: RoamingZone[];
}

export const OFFERING_PREFIX = "/product-offering";
/** The roaming service itself (not orderable as an option: /productOrder/mva switches it). */
export const ROAMING_SERVICE = { id: "PO-ROAMING-SERVICE", name: "Serviciu Roaming" } as const;

const option = (
  id: string,
  name: string,
  description: string,
  category: OfferingCategory,
  segment: Segment,
  allowance: string,
  priceEur: number,
): SelfcareOffering => ({
  id,
  name,
  description,
  category,
  segment,
  allowance,
  priceEur,
  validity: segment === "postpaid" ? "lunar" : "30 de zile",
});

/** The roaming packs' allowance texts (the catalogue describes them in prose only). */
const PACK_ALLOWANCE: Record<string, string> = {
  "ADDON-ROAMING-5GB": "5 GB",
  "ADDON-ROAMING-SUA-10GB": "10 GB",
  "ADDON-ROAMING-LUME-3GB": "3 GB",
  "ADDON-ROAMING-MINUTE-100": "100 min",
};

function roamingPacks(): SelfcareOffering[] {
  const shop = new Map(catalogue().map((i) => [i.externalId, i]));
  return Object.entries(ROAMING_ADDON_ZONES).map(([id, zones]) => {
    const item = shop.get(id);
    if (!item) throw new Error(`roaming pack ${id} is not in the catalogue`);
    return {
      id,
      name: item.title,
      description: item.description,
      category: "Roaming",
      segment: "postpaid",
      allowance: PACK_ALLOWANCE[id] ?? "",
      validity: "30 de zile",
      priceEur: item.prices[0]?.price.taxIncludedAmount.value ?? 0,
      roamingZones: zones,
    };
  });
}

// prettier-ignore
export const SELFCARE_OFFERINGS: readonly SelfcareOffering[] = [
  option("PO-NBA-DATA-5GB", "Ofertă pentru tine: 5 GB", "5 GB în plus în fiecare lună, la preț redus doar pentru tine", "NEXT_BEST_ACTION", "postpaid", "5 GB", 2),
  option("PO-OPT-DATA-10GB", "Opțiune Internet 10 GB", "10 GB în plus în fiecare lună", "Bonus", "postpaid", "10 GB", 5),
  option("PO-OPT-DATA-25GB", "Opțiune Internet 25 GB", "25 GB în plus în fiecare lună", "Bonus", "postpaid", "25 GB", 9),
  option("PO-OPT-INTL-100MIN", "100 minute internaționale", "100 de minute lunar către numere din UE, SUA și Canada", "International", "postpaid", "100 min", 4),
  ...roamingPacks(),
  option("PO-PP-NBA-DATA-10GB", "Ofertă specială: 10 GB", "10 GB pentru 30 de zile, la preț special pentru tine", "NEXT_BEST_ACTION", "prepaid", "10 GB", 5),
  option("PO-PP-DATA-5GB", "Bonus Internet 5 GB", "5 GB în plus, valabili 30 de zile", "Bonus", "prepaid", "5 GB", 4),
  option("PO-PP-INTL-50MIN", "50 minute internaționale", "50 de minute către numere din UE, valabile 30 de zile", "International", "prepaid", "50 min", 3),
];

/** "Roam like at home": in the EU the national data option of the segment is what a traveller needs. */
export const NATIONAL_DATA_OPTION: Record<Segment, string> = { postpaid: "PO-OPT-DATA-10GB", prepaid: "PO-PP-DATA-5GB" };

export const findOffering = (id: string): SelfcareOffering | undefined => SELFCARE_OFFERINGS.find((o) => o.id === id);

/**
 * What a roaming recommendation may name for a line of these segments (recommendations.ts picks from these per
 * country), and so what /productOrder/mva takes with the switch: the roaming packs and, for the EU, the national data
 * option of each segment.
 */
export function isRoamingRecommendable(o: SelfcareOffering, segments: readonly Segment[]): boolean {
  if (!segments.includes(o.segment)) return false;
  return o.category === "Roaming" || NATIONAL_DATA_OPTION[o.segment] === o.id;
}

/** TMF620 ProductOffering of a self-care offering. */
export function toProductOffering(o: SelfcareOffering) {
  return {
    id: o.id,
    href: `${OFFERING_PREFIX}/productOffering/${o.id}`,
    name: o.name,
    description: o.description,
    lifecycleStatus: "Active",
    category: [{ id: o.category, name: o.category }],
    attributes: [
      { name: "category", value: o.category },
      { name: "segment", value: o.segment },
      { name: "allowance", value: o.allowance },
      { name: "validity", value: o.validity },
      ...(o.roamingZones ? [{ name: "roamingZones", value: o.roamingZones.join(", ") }] : []),
    ],
    productOfferingPrice: [
      {
        priceType: o.segment === "postpaid" ? "recurring" : "oneTime",
        ...(o.segment === "postpaid" ? { recurringChargePeriod: "month" } : {}),
        price: { taxIncludedAmount: { value: o.priceEur, unit: "EUR" } },
      },
    ],
    "@type": "ProductOffering",
  };
}
