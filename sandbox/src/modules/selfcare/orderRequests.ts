// What a self-care order request asks for, checked against the caller's lines (docs/services-contract.md "Self-care
// product orders", the refusal table): /ebill takes postpaid options, /ecare prepaid offers (paid from the credit),
// /mva switches a line's roaming service (with an optional roaming recommendation). Which channel takes which offer is
// the site's own table (src/domain/offers/orderChannels.ts), so site and sandbox cannot disagree. Each check throws
// the table's error; what passes becomes the order's items.
import { z } from "zod";
import { orderChannelOf, ROAMING_SERVICE_KIND, type OfferOrderFacts, type OrderChannel } from "../../../../src/domain/offers/orderChannels";
import type { SandboxContext } from "../module";
import { localTime, zonedTime } from "../usage-management/zone";
import { segmentsOf, targetSystemOf, type Line, type SelfcareScope } from "./access";
import { creditLeft } from "./credit";
import { selfcareErrors } from "./errors";
import { inventoryOf } from "./inventory";
import { findOffering, isRoamingRecommendable, ROAMING_SERVICE } from "./offerings";
import { countOrdersSince, ordersOfLines, type OrderItem } from "./orderStore";
import { roamingOf } from "./roaming";

export const MAX_ITEMS = 5;
export const MAX_ORDERS_PER_LINE_PER_DAY = 10;

const Characteristic = z.object({ name: z.string().max(100), value: z.string().max(100) }).passthrough();
const Item = z
  .object({
    action: z.enum(["add", "delete"]),
    productOffering: z
      .object({ id: z.string().min(1).max(100) })
      .passthrough()
      .optional(),
    product: z
      .object({
        id: z.string().min(1).max(100).optional(),
        publicIdentifier: z.string().min(1).max(30).optional(),
        productCharacteristic: z.array(Characteristic).max(20).optional(),
      })
      .passthrough(),
  })
  .passthrough();
const OptionsBody = z.object({ productOrderItem: z.array(Item).min(1).max(MAX_ITEMS) }).passthrough();
const RoamingBody = z
  .object({
    action: z.enum(["activate", "deactivate"]),
    product: z.object({ id: z.string().min(1).max(100) }).passthrough(),
    productOffering: z
      .object({ id: z.string().min(1).max(100) })
      .passthrough()
      .optional(),
    characteristic: z.array(Characteristic).max(20).optional(),
  })
  .passthrough();

function parse<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const r = schema.safeParse(body);
  if (r.success) return r.data;
  throw selfcareErrors.invalidBody(r.error.issues.map((i) => `${["body", ...i.path.map(String)].join(".")}: ${i.message}`).join("; "));
}

const targetOf = (chars: { name: string; value: string }[] | undefined) => chars?.find((c) => c.name === "TARGET_SYSTEM")?.value;

/** An offer whose kind is ordered through another channel (or is nothing one orders) → 400 offer_not_eligible. */
function checkChannel(facts: OfferOrderFacts, route: OrderChannel, what: string): void {
  if (orderChannelOf(facts) !== route) throw selfcareErrors.notEligible(what);
}

/** Prepaid prices: the credit at order time minus what the line's open orders will take must cover `chargeEur`. */
function checkCredit(ctx: SandboxContext, line: Line, chargeEur: number): void {
  if (chargeEur <= 0) return;
  const reserved = ordersOfLines(ctx, [line.msisdn])
    .filter((o) => o.settled === null)
    .reduce((sum, o) => sum + o.chargeEur, 0);
  const credit = Math.round((creditLeft(ctx, line.msisdn, ctx.now()) - reserved) * 100) / 100;
  if (chargeEur > credit) throw selfcareErrors.insufficientCredit(chargeEur, Math.max(0, credit));
}

/** The price an add takes from the credit: a prepaid offering's, else nothing (postpaid is billed). */
const creditCharge = (offeringId: string): number => {
  const o = findOffering(offeringId);
  return o?.segment === "prepaid" ? o.priceEur : 0;
};

/** An order for the same offering (or the roaming service) of the line that has not completed yet. */
function checkNotPending(ctx: SandboxContext, line: Line, offeringId: string, name: string): void {
  const open = ordersOfLines(ctx, [line.msisdn]).filter((o) => o.settled === null);
  if (open.some((o) => o.items.some((i) => i.offeringId === offeringId))) throw selfcareErrors.orderPending(name);
}

/** More than MAX_ORDERS_PER_LINE_PER_DAY orders on one line in one Bucharest day → 429. */
export function checkDailyLimit(ctx: SandboxContext, line: Line): void {
  const l = localTime(ctx.now());
  if (countOrdersSince(ctx, line.msisdn, zonedTime(l.year, l.month, l.day)) >= MAX_ORDERS_PER_LINE_PER_DAY) {
    throw selfcareErrors.orderLimit(MAX_ORDERS_PER_LINE_PER_DAY);
  }
}

export interface CheckedOrder {
  line: Line;
  items: OrderItem[];
  chargeEur: number;
}

/** POST /productOrder/ebill (postpaid options and bonuses) and /ecare (prepaid offers). */
export function checkOptionsOrder(ctx: SandboxContext, scope: SelfcareScope, body: unknown, route: "ebill" | "ecare"): CheckedOrder {
  const { productOrderItem } = parse(OptionsBody, body);
  const segments = segmentsOf(scope.identity);
  const inventory = inventoryOf(ctx, scope);
  const resolved = productOrderItem.map((raw, n) => {
    const id = String(n + 1);
    if (raw.action === "add") {
      const offeringId = raw.productOffering?.id;
      const number = raw.product.publicIdentifier;
      if (!offeringId || !number) throw selfcareErrors.invalidBody(`item ${id}: add needs productOffering.id and product.publicIdentifier`);
      if (offeringId === ROAMING_SERVICE.id)
        checkChannel({ category: ROAMING_SERVICE_KIND, segment: null }, route, `Oferta ${ROAMING_SERVICE.name}`);
      const offering = findOffering(offeringId);
      if (!offering) throw selfcareErrors.offeringNotFound(offeringId);
      const line = scope.lines.find((l) => l.msisdn === number);
      if (!line) throw selfcareErrors.productNotAllowed(number);
      if (!segments.includes(offering.segment)) throw selfcareErrors.notEligible(`Oferta ${offering.name}`);
      checkChannel({ category: offering.category, segment: offering.segment }, route, `Oferta ${offering.name}`);
      return { line, raw, item: { id, action: "add", offeringId, offeringName: offering.name, kind: "option", productId: null } as const };
    }
    const productId = raw.product.id;
    if (!productId) throw selfcareErrors.invalidBody(`item ${id}: delete needs product.id`);
    const found = inventory.find((i) => i.product.id === productId);
    if (!found?.line) {
      // A product this caller's orders already removed is "not active"; anything else is not theirs to name.
      const gone = ordersOfLines(
        ctx,
        scope.lines.map((l) => l.msisdn),
      ).some((o) => o.items.some((i) => i.productId === productId));
      if (gone) throw selfcareErrors.notActive(productId);
      throw selfcareErrors.productNotAllowed(productId);
    }
    const p = found.product;
    // The plan and the special product are no options; the roaming service is switched through /mva.
    if (p.isSpecial) throw selfcareErrors.notEligible(`Produsul ${p.name}`);
    const segment = findOffering(p.productOfferingId)?.segment ?? (p.targetSystem === "PPS" ? "prepaid" : "postpaid");
    checkChannel({ category: found.category, segment }, route, `Produsul ${p.name}`);
    return {
      line: found.line,
      raw,
      item: { id, action: "delete", offeringId: p.productOfferingId, offeringName: p.name, kind: "option", productId } as const,
    };
  });
  const line = resolved[0].line;
  if (resolved.some((r) => r.line.msisdn !== line.msisdn)) throw selfcareErrors.invalidBody("every item must be for the same line");
  const ids = resolved.map((r) => r.item.offeringId);
  if (new Set(ids).size !== ids.length) throw selfcareErrors.invalidBody("the same offering twice");
  const target = targetSystemOf(line);
  for (const r of resolved) {
    const sent = targetOf(r.raw.product.productCharacteristic);
    if (sent !== undefined && sent !== target) throw selfcareErrors.targetSystemMismatch(target);
  }
  for (const { item } of resolved) {
    if (item.action === "add" && line.products.some((p) => p.productOfferingId === item.offeringId)) {
      throw selfcareErrors.alreadyActive(item.offeringName);
    }
    checkNotPending(ctx, line, item.offeringId, item.offeringName);
  }
  checkDailyLimit(ctx, line);
  const chargeEur = resolved.reduce((sum, r) => sum + (r.item.action === "add" ? creditCharge(r.item.offeringId) : 0), 0);
  checkCredit(ctx, line, chargeEur);
  return { line, items: resolved.map((r) => ({ ...r.item, targetSystem: target })), chargeEur };
}

/**
 * POST /productOrder/mva: the roaming service of the line whose product is named, and optionally a roaming
 * recommendation with it (a pack, or in the EU the national data option; a prepaid one is paid from the credit).
 */
export function checkRoamingOrder(ctx: SandboxContext, scope: SelfcareScope, body: unknown): CheckedOrder {
  const req = parse(RoamingBody, body);
  if (req.action === "deactivate" && req.productOffering) throw selfcareErrors.invalidBody("productOffering is for activate only");
  const line = scope.lines.find((l) => l.products.some((p) => p.id === req.product.id));
  if (!line) throw selfcareErrors.productNotAllowed(req.product.id);
  const product = line.products.find((p) => p.id === req.product.id);
  const target = product?.targetSystem ?? targetSystemOf(line);
  if (targetOf(req.characteristic) !== target) throw selfcareErrors.targetSystemMismatch(target);
  checkChannel({ category: ROAMING_SERVICE_KIND, segment: null }, "mva", ROAMING_SERVICE.name);
  // What the order carries is checked before the line's state: an offering this channel does not take is refused as such.
  const pack = req.productOffering ? findOffering(req.productOffering.id) : undefined;
  if (req.productOffering && !pack) throw selfcareErrors.offeringNotFound(req.productOffering.id);
  if (pack) {
    if (!isRoamingRecommendable(pack, segmentsOf(scope.identity))) throw selfcareErrors.notEligible(`Oferta ${pack.name}`);
    checkChannel({ category: pack.category, segment: pack.segment, withRoaming: true }, "mva", `Oferta ${pack.name}`);
  }
  const on = roamingOf(ctx.db, line.msisdn);
  if (req.action === "activate" && on) throw selfcareErrors.alreadyActive(ROAMING_SERVICE.name);
  if (req.action === "deactivate" && !on) throw selfcareErrors.notActive(ROAMING_SERVICE.name);
  const items: OrderItem[] = [
    {
      id: "1",
      action: req.action === "activate" ? "add" : "delete",
      offeringId: ROAMING_SERVICE.id,
      offeringName: ROAMING_SERVICE.name,
      kind: "roaming",
      productId: on?.productId ?? null,
      targetSystem: target,
    },
  ];
  if (pack) {
    if (line.products.some((p) => p.productOfferingId === pack.id)) throw selfcareErrors.alreadyActive(pack.name);
    checkNotPending(ctx, line, pack.id, pack.name);
    items.push({
      id: "2",
      action: "add",
      offeringId: pack.id,
      offeringName: pack.name,
      kind: "option",
      productId: null,
      targetSystem: target,
    });
  }
  checkNotPending(ctx, line, ROAMING_SERVICE.id, ROAMING_SERVICE.name);
  checkDailyLimit(ctx, line);
  const chargeEur = pack ? creditCharge(pack.id) : 0;
  checkCredit(ctx, line, chargeEur);
  return { line, items, chargeEur };
}
