// The checkout of each shop (issue 14, SPEC §3 "Checkout"): what the customer typed in each step, the order the
// checkout PATCH made and the payment attempt the 3-D Secure return page needs. A tiny useSyncExternalStore store like
// the cart's (src/state/cart/cartStore.ts), no Recoil.
//
// Persistence (SPEC §4 "persistence whitelist"): one sessionStorage key with a version, written synchronously on every
// change (the payment attempt must be on disk before the POST payment leaves: the last abort point before money
// moves), revived defensively (anything malformed → an empty checkout). NEVER persisted: the CNP (memory only, issue
// 14) and anything about the card. There is no slot for card data at all: the hosted card form's token lives only in
// the pay command's own variables while the payment is sent.
import { useSyncExternalStore } from "react";
import { z } from "../../domain/zod";
import type { Area } from "../../domain/area";
import { PAYMENT_METHODS, UPLOAD_DOCUMENT_TYPES, type PaymentMethod, type UploadDocumentType } from "../../domain/enums";
import type { PaymentAttempt } from "../../domain/checkout/returnOutcome";
import type { ContractField, OrganisationField, ShippingField } from "../../domain/checkout/validators";
import type { ShopError } from "../../domain/errors/shopError";
import { CHECKOUT_STORAGE_KEY, onCheckoutsForgotten } from "./forgetCheckouts";

export { CHECKOUT_STORAGE_KEY };
export const CHECKOUT_STORAGE_VERSION = 1;

/** The contract step as typed (raw text, validated by the domain when saved or submitted). */
export type ContractDraft = Partial<Record<ContractField, string>>;
/** The shipping step as typed; `useContractAddress` asks nothing else. */
export type ShippingDraft = { useContractAddress: boolean } & Partial<Record<ShippingField, string>>;
/** The company of a business checkout as typed. */
export type OrganisationDraft = Partial<Record<OrganisationField, string>>;

/** What the checkout PATCH answered (SPEC §3 summary orderData): the order to pay. */
export interface OrderSummary {
  id: string;
  number: string;
  amountRon: number | null;
  paymentMethod: PaymentMethod | null;
}

/** The order the customer placed, for the thank-you page (kept by resetCheckout). */
export interface Receipt {
  orderId: string | null;
  orderNumber: string;
}

export interface CheckoutPending {
  submit: boolean;
  pay: boolean;
  /** The 3-D Secure return is being decided. */
  return: boolean;
  upload: boolean;
}

export interface CheckoutState {
  /** The CNP inside is kept in memory only. */
  contract: ContractDraft;
  shipping: ShippingDraft;
  organisation: OrganisationDraft;
  paymentMethod: PaymentMethod | null;
  /** The count chosen on the payment step; sent only by SPEC §4's rule (domain installments.ts). */
  installments: number | null;
  uploadedDocuments: UploadDocumentType[];
  order: OrderSummary | null;
  /** domain/checkout/returnOutcome.ts startAttempt/settle. */
  attempt: PaymentAttempt | null;
  receipt: Receipt | null;
  // ---- memory only ----
  pending: CheckoutPending;
  /** The last catalogued failure of a submit or payment (SPEC §8), for the screen's ribbon. */
  error: ShopError | null;
}

const NO_PENDING: CheckoutPending = { submit: false, pay: false, return: false, upload: false };

export function emptyCheckout(): CheckoutState {
  return {
    contract: {},
    shipping: { useContractAddress: false },
    organisation: {},
    paymentMethod: null,
    installments: null,
    uploadedDocuments: [],
    order: null,
    attempt: null,
    receipt: null,
    pending: NO_PENDING,
    error: null,
  };
}

// ---- revival ---------------------------------------------------------------------------------------------------

/** A typed value may be long (a 10,000-character paste is refused by the validator, but kept as typed). */
const typed = z.string().max(20_000).optional();
const id = z.string().max(200);
const settled = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("approved"), orderNumber: id }),
  z.object({ kind: z.literal("declined"), errorCode: z.string().max(50).nullable() }),
  z.object({ kind: z.literal("abandoned") }),
]);

const StoredArea = z.object({
  contract: z.object({
    firstName: typed,
    lastName: typed,
    county: typed,
    city: typed,
    address: typed,
    phone: typed,
    email: typed,
  }),
  shipping: z.object({
    useContractAddress: z.boolean(),
    fullName: typed,
    county: typed,
    city: typed,
    address: typed,
    phone: typed,
  }),
  organisation: z.object({ companyName: typed, cui: typed, role: typed }),
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  installments: z.number().int().min(1).max(60).nullable(),
  uploadedDocuments: z.array(z.enum(UPLOAD_DOCUMENT_TYPES)).max(UPLOAD_DOCUMENT_TYPES.length),
  order: z
    .object({ id, number: id, amountRon: z.number().finite().nullable(), paymentMethod: z.enum(PAYMENT_METHODS).nullable() })
    .nullable(),
  attempt: z
    .object({ orderId: id, paymentId: id, orderNumber: id.nullable(), inFlight: z.boolean(), settled: settled.nullable() })
    .nullable(),
  receipt: z.object({ orderId: id.nullable(), orderNumber: id }).nullable(),
});
type StoredArea = z.output<typeof StoredArea>;

/** Drops the keys zod leaves as undefined (absent fields stay absent). */
const defined = <T extends object>(o: T): T => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

function reviveArea(raw: unknown): CheckoutState {
  const parsed = StoredArea.safeParse(raw);
  if (!parsed.success) return emptyCheckout();
  const s = parsed.data;
  return {
    ...emptyCheckout(),
    contract: defined(s.contract),
    shipping: defined(s.shipping),
    organisation: defined(s.organisation),
    paymentMethod: s.paymentMethod,
    installments: s.installments,
    uploadedDocuments: [...new Set(s.uploadedDocuments)],
    order: s.order,
    attempt: s.attempt,
    receipt: s.receipt,
  };
}

function sessionStore(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** What is stored: the whitelist only. The CNP, the pending flags and the error are left out. */
function toStored(state: CheckoutState): StoredArea {
  const { cnp: _cnp, ...contract } = state.contract;
  return {
    contract,
    shipping: state.shipping,
    organisation: state.organisation,
    paymentMethod: state.paymentMethod,
    installments: state.installments,
    uploadedDocuments: state.uploadedDocuments,
    order: state.order,
    attempt: state.attempt,
    receipt: state.receipt,
  };
}

/** Reads the stored checkouts; a missing, unreadable or other-version record is an empty checkout. */
export function readStoredCheckouts(storage: Pick<Storage, "getItem"> | null = sessionStore()): Record<Area, CheckoutState> {
  const empty = { personal: emptyCheckout(), business: emptyCheckout() };
  try {
    const raw = storage?.getItem(CHECKOUT_STORAGE_KEY);
    if (!raw) return empty;
    const v: unknown = JSON.parse(raw);
    if (typeof v !== "object" || v === null || (v as { v?: unknown }).v !== CHECKOUT_STORAGE_VERSION) return empty;
    const record = v as Record<string, unknown>;
    return { personal: reviveArea(record.personal), business: reviveArea(record.business) };
  } catch {
    return empty;
  }
}

// ---- the store -------------------------------------------------------------------------------------------------

const SERVER: CheckoutState = emptyCheckout();
let states: Record<Area, CheckoutState> | null = null;
const listeners = new Set<() => void>();

function all(): Record<Area, CheckoutState> {
  return (states ??= readStoredCheckouts());
}

function write(current: Record<Area, CheckoutState>): void {
  try {
    sessionStore()?.setItem(
      CHECKOUT_STORAGE_KEY,
      JSON.stringify({ v: CHECKOUT_STORAGE_VERSION, personal: toStored(current.personal), business: toStored(current.business) }),
    );
  } catch {
    // Storage full or refused: the checkout still works in memory for this page.
  }
}

export function getCheckout(area: Area): CheckoutState {
  return all()[area];
}

/** Applies a change to an area's checkout, writes the whitelist at once and tells the screens. */
export function updateCheckout(area: Area, change: (s: CheckoutState) => CheckoutState): CheckoutState {
  const current = all();
  const next = change(current[area]);
  if (next === current[area]) return next;
  states = { ...current, [area]: next };
  write(states);
  listeners.forEach((l) => l());
  return next;
}

export function setPending(area: Area, flag: keyof CheckoutPending, on: boolean): void {
  updateCheckout(area, (s) => (s.pending[flag] === on ? s : { ...s, pending: { ...s.pending, [flag]: on } }));
}

export function setAttempt(area: Area, attempt: PaymentAttempt | null): void {
  updateCheckout(area, (s) => ({ ...s, attempt }));
}

/**
 * After an approved payment (or a cash-on-delivery order): the typed values, the CNP and the order are forgotten.
 * Kept: the receipt (the thank-you page) and a settled attempt, so a reload of the return page replays its outcome
 * without asking or paying again.
 */
export function resetCheckout(area: Area): void {
  updateCheckout(area, (s) => ({
    ...emptyCheckout(),
    receipt: s.receipt,
    attempt: s.attempt?.settled ? s.attempt : null,
  }));
}

/**
 * SPEC §4 close action checkoutDelete: the area's checkout data is forgotten (typed values, documents, order, payment
 * attempt, receipt); the cart is not touched. Flags of a command still running stay until it ends.
 */
export function clearCheckout(area: Area): void {
  updateCheckout(area, (s) => ({ ...emptyCheckout(), pending: s.pending }));
}

// Sign-out (./forgetCheckouts, issue 24): the stored checkouts are removed there, the memory here.
onCheckoutsForgotten(() => {
  states = { personal: emptyCheckout(), business: emptyCheckout() };
  listeners.forEach((l) => l());
});

export { forgetCheckouts } from "./forgetCheckouts";

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The area's checkout; the empty one on the server and while hydrating. */
export function useCheckoutState(area: Area): CheckoutState {
  return useSyncExternalStore(
    subscribe,
    () => all()[area],
    () => SERVER,
  );
}
