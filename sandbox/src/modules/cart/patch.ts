// The PATCH body (docs/cart-contract.md "PATCH body"): a JSON-patch list validated with zod, applied in order to the
// cart in memory. Anything the contract does not name (op, path, value shape) is 400 code "400".
import { z } from "zod";
import type { CartState } from "./store";
import { cartErrors } from "./errors";
import { addProduct, addVoucher, removeItem, setQuantity, settle, type CartEnv } from "./items";
import { openCart } from "./store";

/** Characteristics kept from an add (SPEC §7); others are dropped. `cnp` is kept for the age rule, never echoed. */
const KEPT = new Set([
  "offerType",
  "offerSubtype",
  "serviceType",
  "externalId",
  "flow",
  "selectedCui",
  "selectedSubscriberId",
  "listingId",
  "checkoutRequest",
  "voucherCode",
  "addressKey",
  "city",
  "stateOrProvince",
  "street1",
  "streetNumber",
  "country",
  "formattedAddress",
  "cnp",
]);

const text = z.union([z.string().max(500), z.number(), z.boolean()]).transform(String);
const Characteristic = z.object({ name: z.string().min(1).max(100), value: text.nullish().transform((v) => v ?? "") });
/** SPEC §5 "Quantity is sent as text"; a whole number either way. */
const Quantity = z.union([z.string().regex(/^\s*-?\d{1,6}\s*$/), z.number().int()]).transform(Number);

const AddValue = z.object({
  productOffering: z.object({ id: z.string().min(1).max(100), href: z.string().max(300).optional() }),
  quantity: Quantity.optional(),
  product: z.object({ productCharacteristic: z.array(Characteristic).max(50) }),
});
const ReplaceItemValue = z.object({ characteristic: z.array(Characteristic).max(10) });
const Status = z.enum(["ACTIVE", "SUBMITTED"]);
const Entities = z.array(z.record(z.string(), z.unknown())).max(20);
const NoteValue = z.object({ id: z.string().min(1).max(100), text: text });

export const PatchBody = z
  .array(z.object({ op: z.string(), path: z.string(), value: z.unknown().optional() }))
  .min(1)
  .max(50);
export type PatchOp = z.infer<typeof PatchBody>[number];

function parse<S extends z.ZodType>(schema: S, value: unknown, where: string): z.output<S> {
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  throw cartErrors.malformed(`${where}: ${r.error.issues.map((i) => `${i.path.join(".") || "value"} ${i.message}`).join("; ")}`);
}

export function parsePatch(body: unknown): PatchOp[] {
  return parse(PatchBody, body, "corpul trebuie să fie o listă de operații JSON-patch");
}

const charMap = (list: { name: string; value: string }[]) => Object.fromEntries(list.map((c) => [c.name, c.value]));

/** Applies one op; throws a CartError (the whole list is then rolled back). */
export function applyOp(state: CartState, op: PatchOp, env: CartEnv, index: number): void {
  const where = `operația ${index} (${op.op} ${op.path})`;
  const cart = openCart(state, env.ctx.now());
  if (op.op === "add" && op.path === "/cartItem/-") {
    const v = parse(AddValue, op.value, where);
    const chars = charMap(v.product.productCharacteristic);
    const offerType = chars.offerType?.trim();
    // SPEC §5 "A cart item with empty offer type raises 'offerType is empty'".
    if (!offerType) throw cartErrors.malformed("offerType is empty");
    if (offerType === "Voucher") {
      if (!chars.voucherCode?.trim()) throw cartErrors.malformed(`${where}: lipsește voucherCode`);
      addVoucher(state, chars.voucherCode, env);
    } else {
      const kept = Object.fromEntries(Object.entries(chars).filter(([name]) => KEPT.has(name) && name !== "voucherCode"));
      addProduct(state, { offeringId: v.productOffering.id, quantity: v.quantity ?? 1, characteristics: kept }, env);
    }
  } else if (op.op === "replace" && /^\/cartItem\/[^/]+$/.test(op.path)) {
    const chars = charMap(parse(ReplaceItemValue, op.value, where).characteristic);
    const quantity = parse(Quantity, chars.quantity, `${where}: quantity`);
    if (!chars.cartItemId) throw cartErrors.malformed(`${where}: lipsește cartItemId`);
    setQuantity(state, chars.cartItemId, quantity, env);
  } else if (op.op === "remove" && /^\/cartItem\/[^/]+$/.test(op.path)) {
    removeItem(state, op.path.slice("/cartItem/".length));
  } else if (op.op === "replace" && op.path === "/status") {
    cart.status = parse(Status, op.value, where);
  } else if (op.op === "replace" && op.path === "/contactMedium") {
    cart.contactMedium = parse(Entities, op.value, where);
  } else if (op.op === "replace" && op.path === "/relatedParty") {
    cart.relatedParty = parse(Entities, op.value, where);
  } else if (op.op === "add" && op.path === "/note/-") {
    // Notes are kept by id (SPEC §3 "notes by id"): the same id replaces its text.
    const note = parse(NoteValue, op.value, where);
    cart.notes = [...cart.notes.filter((n) => n.id !== note.id), note];
  } else {
    throw cartErrors.malformed(`${where}: operație necunoscută`);
  }
  settle(state, env);
}
