// SPEC §4 "Cart:" as a pure reducer over a closed set of events (the store and the hooks only dispatch them).
// The shown cart is the last cart the gateway answered (`confirmed`) with the changes still on their way applied
// optimistically on top, so a failed change is undone without undoing the others, and no item is ever lost.

import type { CustomerType } from "../enums";
import type { CartAccess } from "./access";
import { optimistic, type CartAction } from "./actions";
import type { Cart } from "./model";
import { emptyCart } from "./normalise";

export interface CartPending {
  fetch: boolean;
  /**
   * A change was made while the load was on its way: the load's answer may predate it (a minified cart asked on idle
   * before an add lands after the add's own answer), so it must not replace what the change's answer said.
   */
  fetchOutdated?: boolean;
  /** Changes sent and not answered yet, oldest first (the very action objects dispatched). */
  mutations: readonly CartAction[];
}

export interface CartState {
  /** What the screens show. */
  cart: Cart;
  /** The last cart the gateway answered: the base the pending changes are applied to, and the rollback target. */
  confirmed: Cart;
  error: unknown | null;
  pending: CartPending;
  /** A cart (or the fallback empty cart) has been received at least once. */
  loaded: boolean;
  /** The shown cart is the minified one (no prices). */
  mini: boolean;
}

export type CartEvent =
  | { type: "fetchStarted" }
  | { type: "fetchSucceeded"; cart: Cart }
  | { type: "fetchFailed"; error: unknown }
  | { type: "mutationStarted"; action: CartAction }
  | { type: "mutationSucceeded"; action: CartAction; cart: Cart }
  | { type: "mutationFailed"; action: CartAction; error: unknown }
  | { type: "cleared" }
  /** The customer closed the error's view (its close actions ran): the error is no longer stored. */
  | { type: "errorCleared" };

const NOTHING_PENDING: CartPending = { fetch: false, mutations: [] };

/** The load is over; an outdated one leaves the cart as the changes made it. */
const loadDone = (pending: CartPending): CartPending => ({ fetch: false, mutations: pending.mutations });

export function initialCartState(customerType: CustomerType): CartState {
  const cart = emptyCart(customerType);
  return { cart, confirmed: cart, error: null, pending: NOTHING_PENDING, loaded: false, mini: false };
}

/** The gateway's cart with the changes still pending shown on top of it. */
function shown(confirmed: Cart, mutations: readonly CartAction[]): Cart {
  return mutations.reduce(optimistic, confirmed);
}

/** A new cart from the gateway: it becomes the base, the remaining changes stay applied on top. */
function received(state: CartState, cart: Cart, pending: CartPending): CartState {
  return { ...state, cart: shown(cart, pending.mutations), confirmed: cart, pending, loaded: true, mini: cart.mini };
}

export function cartReducer(state: CartState, event: CartEvent): CartState {
  switch (event.type) {
    case "fetchStarted":
      // SPEC §4 "Pending clears error".
      return { ...state, error: null, pending: { ...state.pending, fetch: true } };
    case "fetchSucceeded":
      if (state.pending.fetchOutdated) return { ...state, pending: loadDone(state.pending) };
      return received(state, event.cart, loadDone(state.pending));
    case "fetchFailed": {
      if (state.pending.fetchOutdated) return { ...state, pending: loadDone(state.pending) };
      // SPEC §4 "Cart fetch failure falls back to an empty cart with the error attached."
      const fallback = received(state, emptyCart(state.cart.customerType), loadDone(state.pending));
      return { ...fallback, error: event.error };
    }
    case "mutationStarted": {
      // SPEC §4 "Any mutation clears the stored error first".
      const mutations = [...state.pending.mutations, event.action];
      const pending = { ...state.pending, mutations, ...(state.pending.fetch ? { fetchOutdated: true } : {}) };
      return { ...state, error: null, pending, cart: optimistic(state.cart, event.action) };
    }
    case "mutationSucceeded": {
      // An answer to a change no longer pending (the cart was cleared since) must not bring its items back.
      if (!state.pending.mutations.includes(event.action)) return state;
      return received(state, event.cart, { ...state.pending, mutations: state.pending.mutations.filter((a) => a !== event.action) });
    }
    case "mutationFailed": {
      if (!state.pending.mutations.includes(event.action)) return state;
      // SPEC §4 "stores it on failure"; the change is undone, the cart is as the gateway last said.
      const mutations = state.pending.mutations.filter((a) => a !== event.action);
      return { ...state, error: event.error, pending: { ...state.pending, mutations }, cart: shown(state.confirmed, mutations) };
    }
    case "errorCleared":
      return state.error === null ? state : { ...state, error: null };
    case "cleared": {
      // SPEC §4 "After successful checkout the cart is reset to empty".
      const cart = emptyCart(state.cart.customerType);
      // A load on its way would bring the old items back: its answer is outdated.
      const pending = state.pending.fetch ? { fetch: true, mutations: [], fetchOutdated: true } : NOTHING_PENDING;
      return { cart, confirmed: cart, error: null, pending, loaded: true, mini: false };
    }
  }
}

/** Whether the cart's owner is known: an account type for SSO means a chosen extended client type (SPEC §4). */
export function accountTypeKnown(access: CartAccess): boolean {
  // An anonymous visitor without a token has no cart yet (docs/cart-contract.md): nothing to load until one exists.
  return access.kind === "signedIn" || (access.kind === "anonymous" && !access.needsToken);
}

/** SPEC §4 "Cart loading is disabled while any cart mutation or fetch is pending and runs only when an account type is known". */
export function mayLoadCart(state: CartState, access: CartAccess): boolean {
  return !state.pending.fetch && state.pending.mutations.length === 0 && accountTypeKnown(access);
}

/** The item (or voucher) an action changes; null for an add or a voucher code. */
function targetOf(action: CartAction): string | null {
  switch (action.type) {
    case "setQuantity":
    case "remove":
    case "removeVoucher":
      return action.cartItemId;
    case "add":
    case "applyVoucher":
      return null;
  }
}

/** An item's controls (quantity, remove) are disabled while a change to that item is pending. */
export function isControlPending(state: CartState, cartItemId: string): boolean {
  return state.pending.mutations.some((a) => targetOf(a) === cartItemId);
}

/** The voucher field is disabled while a code is being applied. */
export function isVoucherPending(state: CartState): boolean {
  return state.pending.mutations.some((a) => a.type === "applyVoucher");
}
