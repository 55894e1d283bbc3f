// What the header badge needs on every page, without loading the cart: the item count per area and an anonymous
// token to carry into the signed-in cart (docs/cart-contract.md "Carry on sign-in"). Kept in localStorage under its
// own key and dependency-free, because it is part of every static page's first-load JS (bench/budgets.json).
// The count is a copy of the gateway's answer (and an optimistic +n while an add is under way); the cart itself
// lives on the gateway, so losing this copy loses nothing.
import type { Area } from "../../domain/area";

export const CART_SNAPSHOT_KEY = "aria-cart";
/** Dispatched on window after every write in this tab (other tabs get the `storage` event). */
export const CART_SNAPSHOT_EVENT = "aria-cart-change";

export interface AreaSnapshot {
  /** Items the badge counts (docs/cart-contract.md itemCount). */
  count: number;
  /** Adds under way in this tab, already counted optimistically. */
  pending: number;
}

export interface CartSnapshot {
  personal: AreaSnapshot;
  business: AreaSnapshot;
  /** An anonymous access token whose cart has not yet been carried into a signed-in cart, per area. */
  carry: { personal: string | null; business: string | null };
}

const emptyArea = (): AreaSnapshot => ({ count: 0, pending: 0 });
export const emptySnapshot = (): CartSnapshot => ({
  personal: emptyArea(),
  business: emptyArea(),
  carry: { personal: null, business: null },
});

const count = (v: unknown): number => (typeof v === "number" && Number.isInteger(v) && v >= 0 && v < 10_000 ? v : 0);
const token = (v: unknown): string | null => (typeof v === "string" && v !== "" && v.length < 4096 ? v : null);
const obj = (v: unknown): Record<string, unknown> => (v !== null && typeof v === "object" ? (v as Record<string, unknown>) : {});

/** Reads what is stored; anything unreadable counts as an empty cart (the gateway's answer corrects it). */
export function readSnapshot(storage: Pick<Storage, "getItem"> | null = safeStorage()): CartSnapshot {
  try {
    const raw = storage?.getItem(CART_SNAPSHOT_KEY);
    if (!raw) return emptySnapshot();
    const v = obj(JSON.parse(raw));
    const area = (a: unknown): AreaSnapshot => ({ count: count(obj(a).count), pending: 0 });
    const carry = obj(v.carry);
    // Pending adds belong to the page that started them: a reload starts with none.
    return {
      personal: area(v.personal),
      business: area(v.business),
      carry: { personal: token(carry.personal), business: token(carry.business) },
    };
  } catch {
    return emptySnapshot();
  }
}

function safeStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

// This tab's pending adds (not persisted: another tab or a reload does not inherit them).
const pendingByArea: Record<Area, number> = { personal: 0, business: 0 };

/** Applies `change` to the stored snapshot and tells this tab's badge. Never throws. */
export function updateSnapshot(change: (s: CartSnapshot) => CartSnapshot): CartSnapshot {
  const storage = safeStorage();
  const before = readSnapshot(storage);
  before.personal.pending = pendingByArea.personal;
  before.business.pending = pendingByArea.business;
  const next = change(before);
  pendingByArea.personal = next.personal.pending;
  pendingByArea.business = next.business.pending;
  try {
    storage?.setItem(
      CART_SNAPSHOT_KEY,
      JSON.stringify({ personal: { count: next.personal.count }, business: { count: next.business.count }, carry: next.carry }),
    );
  } catch {
    // Storage full or refused: the badge of this tab still updates below.
  }
  if (typeof window !== "undefined") window.dispatchEvent(new Event(CART_SNAPSHOT_EVENT));
  return next;
}

/** The count the badge shows: the gateway's count plus this tab's adds under way. */
export function badgeCount(area: Area, snapshot: CartSnapshot = readSnapshot()): number {
  return snapshot[area].count + pendingByArea[area];
}

/**
 * Sign-in replaces the anonymous tokens (SPEC §4): keep their refresh tokens, which prove the anonymous carts are
 * this browser's, so the next cart call of the signed-in session carries them over (docs/cart-contract.md).
 */
export function rememberAnonymousCarts(anonymousRefresh: { personal: string | null; business: string | null }): void {
  if (!anonymousRefresh.personal && !anonymousRefresh.business) return;
  updateSnapshot((s) => ({
    ...s,
    carry: { personal: anonymousRefresh.personal ?? s.carry.personal, business: anonymousRefresh.business ?? s.carry.business },
  }));
}

/** Sign-out: the signed-in carts are not this browser's any more; the badge starts from an empty cart. */
export function forgetCarts(): void {
  updateSnapshot((s) => ({
    ...s,
    personal: { ...s.personal, count: 0 },
    business: { ...s.business, count: 0 },
    carry: { personal: null, business: null },
  }));
}
