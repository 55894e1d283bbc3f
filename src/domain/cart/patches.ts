// SPEC §7 "Cart": the JSON-patch operations the site sends with PATCH cart, exactly as docs/cart-contract.md writes
// them. One builder per operation; a PATCH body is a list of them, applied in order, all or nothing.

/** TMF characteristic; every value travels as text (SPEC §5 "Quantity is sent as text"). */
export interface Characteristic {
  name: string;
  value: string;
}

/** SPEC §7 address fields of an add (fixed services: where the service is installed). */
export interface CartAddress {
  addressKey?: string;
  city?: string;
  stateOrProvince?: string;
  street1?: string;
  streetNumber?: string;
  country?: string;
  formattedAddress?: string;
}

/** What the shop hands to "add to cart": an offering and the SPEC §7 characteristics it is added with. */
export interface AddableProduct {
  /** The product offering id. */
  productOfferingId: string;
  /** Defaults to the catalogue's `/products/productOffering/{id}`. */
  href?: string;
  /** Defaults to 1. */
  quantity?: number;
  /** Required (SPEC §5 "A cart item with empty offer type raises 'offerType is empty'"). */
  offerType: string;
  offerSubtype?: string;
  serviceType?: string;
  externalId?: string;
  flow?: string;
  selectedCui?: string;
  selectedSubscriberId?: string;
  listingId?: string;
  checkoutRequest?: string | boolean;
  /** Vouchers only (applyVoucher). */
  voucherCode?: string;
  address?: CartAddress;
  cnp?: string;
}

export interface AddItemValue {
  productOffering: { id: string; href: string };
  quantity: string;
  product: { productCharacteristic: Characteristic[] };
}

/** TMF ContactMedium (checkout: shipping and billing contact media). */
export interface ContactMedium {
  mediumType: string;
  preferred?: boolean;
  characteristic: Record<string, string>;
}

/** TMF RelatedParty (checkout: customer and shipping-contact individuals, an organisation). */
export interface RelatedParty {
  id?: string;
  name?: string;
  role: string;
  "@referredType": string;
}

export interface CartNote {
  id: string;
  text: string;
}

export type AddItemOp = { op: "add"; path: "/cartItem/-"; value: AddItemValue };
export type ReplaceQuantityOp = { op: "replace"; path: "/cartItem/0"; value: { characteristic: Characteristic[] } };
export type RemoveItemOp = { op: "remove"; path: `/cartItem/${string}` };
export type StatusOp = { op: "replace"; path: "/status"; value: "SUBMITTED" };
export type ContactsOp = { op: "replace"; path: "/contactMedium"; value: ContactMedium[] };
export type RelatedPartiesOp = { op: "replace"; path: "/relatedParty"; value: RelatedParty[] };
export type NoteOp = { op: "add"; path: "/note/-"; value: CartNote };

/** SPEC §3 "Cart patch operations: add, replace, remove": every operation the site sends. */
export type CartPatchOp = AddItemOp | ReplaceQuantityOp | RemoveItemOp | StatusOp | ContactsOp | RelatedPartiesOp | NoteOp;

/** SPEC §5 exact text. */
export const OFFER_TYPE_EMPTY = "offerType is empty";

/**
 * SPEC §7 "Some bundle add-on hrefs (TV plus 6 months, Disney plus 4 and 9 months) get a flow characteristic": the
 * add-on offerings, and the flow they get when the caller gives none (the TV flow of SPEC §3 "Flow types").
 */
export const FLOW_ADDON_IDS = ["ADDON-TV-PLUS-6M", "ADDON-DISNEY-PLUS-4M", "ADDON-DISNEY-PLUS-9M"] as const;
export const ADDON_FLOW = "VTV";

/** The offering id VOUCHER a voucher is added as (docs/cart-contract.md). */
export const VOUCHER_OFFERING_ID = "VOUCHER";

/** SPEC §7 add characteristics in the order the contract lists them; the address fields follow. */
const PRODUCT_FIELDS = [
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
] as const satisfies readonly (keyof AddableProduct)[];
const ADDRESS_FIELDS = [
  "addressKey",
  "city",
  "stateOrProvince",
  "street1",
  "streetNumber",
  "country",
  "formattedAddress",
] as const satisfies readonly (keyof CartAddress)[];

export const offeringHref = (id: string): string => `/products/productOffering/${id}`;

/** Whether an add-on is one of SPEC §7's flow add-ons, by its offering id or the last segment of its href. */
export function isFlowAddon(productOfferingId: string, href?: string): boolean {
  const last = href?.split("/").filter(Boolean).pop() ?? "";
  return FLOW_ADDON_IDS.some((id) => id === productOfferingId || id === last);
}

/** JSON pointer escaping (RFC 6901) of one path segment: an id holding "/" or "~" names one item, not a path. */
export const pointerSegment = (s: string): string => s.replace(/~/g, "~0").replace(/\//g, "~1");

/** The characteristics of an add: only the ones given (an explicit "" is given), address fields, then cnp. */
function addCharacteristics(p: AddableProduct): Characteristic[] {
  const fields: Partial<Record<(typeof PRODUCT_FIELDS)[number], string | boolean>> = { ...p };
  if (isFlowAddon(p.productOfferingId, p.href) && !p.flow) fields.flow = ADDON_FLOW;
  const out: Characteristic[] = [];
  for (const name of PRODUCT_FIELDS) {
    const value = fields[name];
    if (value !== undefined) out.push({ name, value: String(value) });
  }
  for (const name of ADDRESS_FIELDS) {
    const value = p.address?.[name];
    if (value !== undefined) out.push({ name, value });
  }
  if (p.cnp !== undefined) out.push({ name: "cnp", value: p.cnp });
  return out;
}

/** SPEC §7 add /cartItem/- (device, plan, prepaid SIM, bundle, add-on, voucher). Throws on an empty offerType (SPEC §5). */
export function addItem(product: AddableProduct): AddItemOp {
  const offerType = product.offerType.trim();
  if (offerType === "") throw new Error(OFFER_TYPE_EMPTY);
  return {
    op: "add",
    path: "/cartItem/-",
    value: {
      productOffering: { id: product.productOfferingId, href: product.href ?? offeringHref(product.productOfferingId) },
      quantity: String(product.quantity ?? 1),
      product: { productCharacteristic: addCharacteristics({ ...product, offerType }) },
    },
  };
}

/** SPEC §7 "replace /cartItem/0 for quantity (characteristics quantity, cartItemId)"; the quantity as text (SPEC §5). */
export function replaceQuantity(cartItemId: string, quantity: number): ReplaceQuantityOp {
  return {
    op: "replace",
    path: "/cartItem/0",
    value: {
      characteristic: [
        { name: "quantity", value: String(quantity) },
        { name: "cartItemId", value: cartItemId },
      ],
    },
  };
}

/** SPEC §7 "remove /cartItem/{id}" (a bundle parent takes its children; a voucher is removed the same way). */
export function removeItem(cartItemId: string): RemoveItemOp {
  return { op: "remove", path: `/cartItem/${pointerSegment(cartItemId)}` };
}

/** A voucher is added as an item of offerType Voucher carrying the code (docs/cart-contract.md). */
export function applyVoucher(code: string): AddItemOp {
  return addItem({ productOfferingId: VOUCHER_OFFERING_ID, offerType: "Voucher", voucherCode: code });
}

export const removeVoucher = (cartItemId: string): RemoveItemOp => removeItem(cartItemId);

/** SPEC §4 "on checkout status is replaced with SUBMITTED". */
export function submitStatus(): StatusOp {
  return { op: "replace", path: "/status", value: "SUBMITTED" };
}

/** SPEC §7 checkout "shipping and billing contact media". */
export function setContacts(contactMedium: readonly ContactMedium[]): ContactsOp {
  return { op: "replace", path: "/contactMedium", value: [...contactMedium] };
}

/** SPEC §7 checkout "customer and shipping-contact individuals, an organisation". */
export function setRelatedParties(parties: readonly RelatedParty[]): RelatedPartiesOp {
  return { op: "replace", path: "/relatedParty", value: [...parties] };
}

/** SPEC §7 checkout "a note with cardPayment and paidSource": one note per call. */
export function addNote(note: CartNote): NoteOp {
  return { op: "add", path: "/note/-", value: { id: note.id, text: note.text } };
}
