// The product inventory of a caller (docs/services-contract.md "Product inventory"): the products of the lines it
// reaches (customer_products, where completed orders add and remove options) plus each line's RoamingService product
// (sc_roaming); a fixed owner's fixed products. Shown as TMF637 Products.
import type { SandboxContext } from "../module";
import type { PersonaProduct } from "../../seed/personas";
import { stableInt } from "../../seed/stableNumber";
import { runningPeriod } from "../ebill/billingCycle";
import { storedTopUps } from "../ebill/store";
import type { IdentityRecord } from "../identity/store";
import { creditOf } from "../usage-consumption/buckets";
import { isoLocal, zonedTime } from "../usage-management/zone";
import type { Line, SelfcareScope } from "./access";
import { chargedEur } from "./credit";
import { findOffering, ROAMING_SERVICE } from "./offerings";
import { roamingOf } from "./roaming";

export const INVENTORY_PREFIX = "/product-inventory";
export const PRODUCT_CATEGORIES = ["Plan", "Bonus", "International", "NEXT_BEST_ACTION", "Roaming", "RoamingService"] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/** A product as stored; options bought through self-care orders also carry when they started. */
export type StoredProduct = PersonaProduct & { startedAt?: number };

export interface InventoryItem {
  product: StoredProduct;
  category: ProductCategory;
  /** The mobile line it belongs to; null for fixed products. */
  line: Line | null;
}

/** Monthly prices of the personas' plans and add-ons (EUR with VAT); prepaid cards have none. */
const PLAN_PRICES_EUR: Record<string, number> = {
  "PO-RED-12": 12,
  "PO-RED-8": 8,
  "PO-HYBRID-6": 6,
  "PO-EBU-BUSINESS-15": 15,
  "PO-EBU-BUSINESS-10": 10,
  "PO-ADDON-ROAM-5GB": 5,
  "PO-FIX-NET-1000": 10,
  "PO-FIX-TV-PLUS": 6,
};

function categoryOf(p: PersonaProduct, line: Line | null): ProductCategory {
  if (p.productOfferingId === ROAMING_SERVICE.id) return "RoamingService";
  if (!line || line.products[0]?.id === p.id) return "Plan";
  const offering = findOffering(p.productOfferingId);
  if (offering) return offering.category;
  return p.productOfferingId.includes("ROAM") ? "Roaming" : "Bonus";
}

/** The line's RoamingService product while roaming is on. */
function roamingProduct(ctx: SandboxContext, line: Line): StoredProduct | null {
  const on = roamingOf(ctx.db, line.msisdn);
  if (!on) return null;
  return {
    id: on.productId,
    productOfferingId: ROAMING_SERVICE.id,
    name: ROAMING_SERVICE.name,
    status: "active",
    targetSystem: line.products[0]?.targetSystem ?? "BSCS",
    msisdn: line.msisdn,
    startedAt: on.startedAt,
  };
}

/** Every product of the lines in `scope` (and a fixed owner's fixed products), each line's plan first. */
export function inventoryOf(ctx: SandboxContext, scope: Pick<SelfcareScope, "identity" | "lines">): InventoryItem[] {
  const items: InventoryItem[] = [];
  for (const line of scope.lines) {
    const roaming = roamingProduct(ctx, line);
    for (const p of [...line.products, ...(roaming ? [roaming] : [])]) items.push({ product: p, category: categoryOf(p, line), line });
  }
  if (scope.identity.isFixed) {
    for (const p of scope.identity.products) items.push({ product: p, category: "Plan", line: null });
  }
  return items;
}

const dateOnly = (t: number) => isoLocal(t).slice(0, 10);

const addMonths = (t: number, months: number) => {
  const d = new Date(t);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes());
};

/** A seeded plan started on a cycle day in 2025 (derived from its id), its seeded add-ons a month later; ordered
 * products keep their order's completion time. */
function startOf(item: InventoryItem, identity: IdentityRecord): number {
  if (item.product.startedAt !== undefined) return item.product.startedAt;
  const planStart = (id: string) => zonedTime(2025, 1 + (stableInt(`start:${id}`) % 12), identity.billingCycle);
  const main = item.line?.products[0];
  return main && main.id !== item.product.id ? addMonths(planStart(main.id), 1) : planStart(item.product.id);
}

function priceOf(p: PersonaProduct) {
  const offering = findOffering(p.productOfferingId);
  const eur = offering?.priceEur ?? PLAN_PRICES_EUR[p.productOfferingId];
  if (eur === undefined) return [];
  const recurring = offering ? offering.segment === "postpaid" : true;
  return [
    {
      priceType: recurring ? "recurring" : "oneTime",
      ...(recurring ? { recurringChargePeriod: "month" } : {}),
      price: { taxIncludedAmount: { value: eur, unit: "EUR" } },
    },
  ];
}

/** The TMF637 Product of an inventory item at `now`. */
export function toProduct(ctx: SandboxContext, identity: IdentityRecord, item: InventoryItem, now: number) {
  const { product: p, category, line } = item;
  const start = startOf(item, identity);
  const chars: { name: string; value: string }[] = [
    { name: "TARGET_SYSTEM", value: p.targetSystem },
    { name: "category", value: category },
  ];
  if (category === "Plan") {
    // Plans renew their allowances at the next cycle day; a prepaid card when its credit's validity ends.
    const renewal =
      identity.isPrepaid && line
        ? creditOf(line.msisdn, now, storedTopUps(ctx, line.msisdn), chargedEur(ctx, line.msisdn)).period.end + 1
        : runningPeriod(now, identity.billingCycle).end + 1;
    chars.push({ name: "renewalDate", value: dateOnly(renewal) });
    if (line && !identity.isPrepaid) chars.push({ name: "commitmentEndDate", value: dateOnly(addMonths(start, 24)) });
  }
  if (p.isSpecial) chars.push({ name: "isSpecial", value: "true" });
  const main = line?.products[0];
  return {
    id: p.id,
    href: `${INVENTORY_PREFIX}/product/${p.id}`,
    name: p.name,
    status: p.status,
    isBundle: false,
    startDate: isoLocal(start),
    productOffering: { id: p.productOfferingId, name: findOffering(p.productOfferingId)?.name ?? p.name },
    ...(line ? { publicIdentifier: line.msisdn } : {}),
    productCharacteristic: chars,
    productPrice: priceOf(p),
    productRelationship: main && category !== "Plan" ? [{ relationshipType: "addOnOf", product: { id: main.id } }] : [],
    billingAccount: { id: identity.ban },
    relatedParty: [{ id: identity.customerId, role: "Customer" }],
    "@type": "Product",
  };
}
