// SPEC §7 "GET product-inventory /product" and SPEC §2/§3 related state "product inventory (targetSystem, product
// flag)": the TMF637 products of the caller's lines (docs/services-contract.md "Product inventory") as the self-care
// pages read them — a line's plan (abonament), its active options (bonusuri-si-optiuni / oferte) and whether roaming
// is on (the roaming panel's toggle, SPEC §2 roaming panel `toggle` and `offerItem`).
// Rules (ours): a product's characteristic is read by name, "" when missing (as offer attributes, SPEC §3); a line's
// plan is its active product of category Plan; roaming is on when an active RoamingService product is on the line.
import { isRecord, readList as list, readNumber as num, readRecord as record, readString as text } from "../read";

export type TargetSystem = "BSCS" | "PPS" | "UPC" | "";

export interface InventoryProduct {
  id: string;
  name: string;
  offeringId: string;
  /** active, suspended, … as sent. */
  status: string;
  /** The line's number; "" for fixed products. */
  msisdn: string;
  targetSystem: TargetSystem;
  /** Plan, Bonus, International, NEXT_BEST_ACTION, Roaming, RoamingService, or "" when none. */
  category: string;
  /** ISO date (yyyy-mm-dd) the plan's allowances start again; "" when not sent. */
  renewalDate: string;
  /** ISO date the postpaid commitment ends; "" when none. */
  commitmentEndDate: string;
  isSpecial: boolean;
  /** Price with VAT per period; null when none. */
  price: { value: number; unit: string; recurring: boolean } | null;
  /** The plan an option was added to; "" for plans. */
  addOnOf: string;
  startDate: string;
}

/** The roaming service's offering (docs/services-contract.md "Product inventory"). */
export const ROAMING_SERVICE_OFFERING = "PO-ROAMING-SERVICE";
/** Category of the product that switches roaming on for its line. */
export const ROAMING_SERVICE_CATEGORY = "RoamingService";
const PLAN_CATEGORY = "Plan";

/** A characteristic's value by name (TMF637 productCharacteristic), "" when missing. */
export function productCharacteristic(raw: unknown, name: string): string {
  const found = list(record(raw).productCharacteristic).find((c) => text(record(c).name) === name);
  return found === undefined ? "" : text(record(found).value);
}

const TARGET_SYSTEMS = ["BSCS", "PPS", "UPC"] as const;
const targetSystemOf = (v: string): TargetSystem => ((TARGET_SYSTEMS as readonly string[]).includes(v) ? (v as TargetSystem) : "");

function priceOf(raw: Record<string, unknown>): InventoryProduct["price"] {
  const first = record(list(raw.productPrice)[0]);
  const amount = record(record(first.price).taxIncludedAmount);
  const value = num(amount.value);
  if (value === null) return null;
  return { value, unit: (text(amount.unit) || "EUR").toUpperCase(), recurring: text(first.priceType) === "recurring" };
}

/** One product; null without an id. */
export function mapInventoryProduct(raw: unknown): InventoryProduct | null {
  if (!isRecord(raw)) return null;
  const id = text(raw.id);
  if (!id) return null;
  const offering = record(raw.productOffering);
  const addOn = list(raw.productRelationship).find((r) => text(record(r).relationshipType) === "addOnOf");
  return {
    id,
    name: text(raw.name) || text(offering.name),
    offeringId: text(offering.id),
    status: text(raw.status),
    msisdn: text(raw.publicIdentifier),
    targetSystem: targetSystemOf(productCharacteristic(raw, "TARGET_SYSTEM")),
    category: productCharacteristic(raw, "category"),
    renewalDate: productCharacteristic(raw, "renewalDate"),
    commitmentEndDate: productCharacteristic(raw, "commitmentEndDate"),
    isSpecial: productCharacteristic(raw, "isSpecial") === "true",
    price: priceOf(raw),
    addOnOf: addOn === undefined ? "" : text(record(record(addOn).product).id),
    startDate: text(raw.startDate),
  };
}

/** The products of an answer (a list), the unreadable ones skipped. */
export function mapInventory(body: unknown): InventoryProduct[] {
  return list(body).flatMap((p) => mapInventoryProduct(p) ?? []);
}

const isActive = (p: InventoryProduct) => p.status.toLowerCase() === "active";
const onLine = (msisdn: string) => (p: InventoryProduct) => msisdn === "" || p.msisdn === msisdn;

/** The line's plan (its active Plan product); for a fixed customer (msisdn "") the first fixed plan. */
export function planOf(products: readonly InventoryProduct[], msisdn: string): InventoryProduct | null {
  return products.find((p) => isActive(p) && p.category === PLAN_CATEGORY && onLine(msisdn)(p)) ?? null;
}

/** The line's active options (every active product that is neither its plan nor the roaming service). */
export function activeOptions(products: readonly InventoryProduct[], msisdn: string): InventoryProduct[] {
  return products.filter(
    (p) => isActive(p) && onLine(msisdn)(p) && p.category !== PLAN_CATEGORY && p.category !== ROAMING_SERVICE_CATEGORY,
  );
}

export interface RoamingStatus {
  active: boolean;
  /** The RoamingService product's id (the panel's offerItem), "" when off. */
  productId: string;
}

/** SPEC §2 roaming panel `toggle`: roaming is on for the line when an active RoamingService product is on it. */
export function roamingStatusOf(products: readonly InventoryProduct[], msisdn: string): RoamingStatus {
  const service = products.find((p) => isActive(p) && p.msisdn === msisdn && p.category === ROAMING_SERVICE_CATEGORY);
  return { active: service !== undefined, productId: service?.id ?? "" };
}

/** The numbers of the caller's mobile lines, in inventory order, each once. */
export function linesOf(products: readonly InventoryProduct[]): string[] {
  return [...new Set(products.map((p) => p.msisdn).filter((m) => m !== ""))];
}
