// A catalogue item as a TMF620 ProductOffering (../shared/reference/tmf-shapes.md). Prices are embedded
// productOfferingPrice entries with the operator's priceType (basePrice / upfrontWithDiscount, SPEC §3);
// offer attributes travel as `attributes: [{name, value}]`, an operator extension the shop reads by name.
import type { CatalogueItem } from "../../seed/catalogue";

const LAST_UPDATE = "2026-01-15T09:00:00.000Z";

export function toProductOffering(item: CatalogueItem) {
  const href = `/products/productOffering/${item.externalId}`;
  return {
    id: item.externalId,
    href,
    name: item.title,
    description: item.description,
    version: "1.0",
    lastUpdate: LAST_UPDATE,
    lifecycleStatus: "Active",
    isBundle: item.isBundle,
    isSellable: true,
    validFor: { startDateTime: "2026-01-01T00:00:00.000Z" },
    category: [{ id: item.category, name: item.category }],
    channel: [{ id: "ONLINE", name: "Online" }],
    marketSegment: [{ id: item.customerType, name: item.customerType }],
    productOfferingPrice: item.prices.map((p, i) => ({
      id: `${item.externalId}-price-${i + 1}`,
      name: p.priceType,
      priceType: p.priceType,
      recurringChargePeriodType: p.recurringChargePeriod,
      recurringChargePeriodLength: p.recurringChargePeriod ? 1 : null,
      price: p.price,
      "@type": "ProductOfferingPrice",
    })),
    productOfferingTerm: item.attributes.some((a) => a.name === "contractDuration")
      ? [
          {
            name: "contractDuration",
            duration: { amount: Number(item.attributes.find((a) => a.name === "contractDuration")!.value), units: "month" },
          },
        ]
      : [],
    bundledProductOffering:
      item.type === "Bundle"
        ? item.attributes
            .filter((a) => a.name === "plan" || a.name === "device")
            .map((a) => ({ id: a.value, href: `/products/productOffering/${a.value}`, lifecycleStatus: "Active" }))
        : [],
    offerType: item.offerType,
    attributes: item.attributes,
    "@type": "ProductOffering",
    "@baseType": "ProductOffering",
  };
}

export type ProductOffering = ReturnType<typeof toProductOffering>;
