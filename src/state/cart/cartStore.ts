// The cart of each shop for this page's life (SPEC §9 "Cart query cached indefinitely"): the pure reducer of
// src/domain/cart/state.ts behind a tiny external store. Not react-query: the same store serves the cart page and the
// "Adaugă în coș" chunk of static pages, which must not load a query library (bench/budgets.json), and a mutation's
// answer is the whole cart, so there is nothing to invalidate. Recoil-free like the session store.
import { useSyncExternalStore } from "react";
import type { Area } from "../../domain/area";
import { cartReducer, initialCartState, type CartEvent, type CartState } from "../../domain/cart/state";

const INITIAL: Readonly<Record<Area, CartState>> = { personal: initialCartState("CBU"), business: initialCartState("EBU") };
const states: Record<Area, CartState> = { ...INITIAL };
const listeners = new Set<() => void>();

export function getCartState(area: Area): CartState {
  return states[area];
}

export function dispatchCart(area: Area, event: CartEvent): CartState {
  const next = cartReducer(states[area], event);
  if (next !== states[area]) {
    states[area] = next;
    listeners.forEach((l) => l());
  }
  return next;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The shop's cart state; the initial (not loaded) state on the server and while hydrating. */
export function useCartState(area: Area): CartState {
  return useSyncExternalStore(
    subscribe,
    () => states[area],
    () => INITIAL[area],
  );
}

/** Resolves once the shop's cart is loaded (the checkout's steps depend on what it holds). */
export function whenCartLoaded(area: Area): Promise<void> {
  if (states[area].loaded) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = subscribe(() => {
      if (!states[area].loaded) return;
      stop();
      resolve();
    });
  });
}
