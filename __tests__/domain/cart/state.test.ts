import type { CartAccess } from "../../../src/domain/cart/access";
import type { CartAction } from "../../../src/domain/cart/actions";
import { emptyCart } from "../../../src/domain/cart/normalise";
import {
  accountTypeKnown,
  cartReducer,
  initialCartState,
  isControlPending,
  isVoucherPending,
  mayLoadCart,
  type CartEvent,
  type CartState,
} from "../../../src/domain/cart/state";
import { deepFreeze } from "../session/fixtures";
import { cartItem, siteCart } from "./fixtures";

const run = (state: CartState, ...events: CartEvent[]): CartState => events.reduce((s, e) => cartReducer(deepFreeze(s), e), state);

const serverCart = siteCart([cartItem("a", { quantity: 1, maxAllowedQuantity: 3 }), cartItem("b")]);
const loaded = run(initialCartState("CBU"), { type: "fetchStarted" }, { type: "fetchSucceeded", cart: serverCart });
const boom = new Error("400202");

describe("SPEC §4 Cart: loading", () => {
  it("starts empty and not loaded", () => {
    expect(initialCartState("EBU")).toMatchObject({
      cart: emptyCart("EBU"),
      error: null,
      loaded: false,
      mini: false,
      pending: { fetch: false, mutations: [] },
    });
  });

  it("fetchStarted marks the fetch pending and clears the error (SPEC §4 'Pending clears error')", () => {
    const failed = run(initialCartState("CBU"), { type: "fetchStarted" }, { type: "fetchFailed", error: boom });
    const again = cartReducer(failed, { type: "fetchStarted" });
    expect(again.error).toBeNull();
    expect(again.pending.fetch).toBe(true);
  });

  it("fetchSucceeded shows the gateway's cart", () => {
    expect(loaded).toMatchObject({ cart: serverCart, confirmed: serverCart, loaded: true, mini: false, pending: { fetch: false } });
  });

  it("a minified cart is marked mini", () => {
    const mini = { ...serverCart, mini: true };
    expect(run(initialCartState("CBU"), { type: "fetchStarted" }, { type: "fetchSucceeded", cart: mini }).mini).toBe(true);
  });

  it("SPEC §4 'Cart fetch failure falls back to an empty cart with the error attached'", () => {
    const failed = run(loaded, { type: "fetchStarted" }, { type: "fetchFailed", error: boom });
    expect(failed).toMatchObject({
      cart: emptyCart("CBU"),
      confirmed: emptyCart("CBU"),
      error: boom,
      loaded: true,
      pending: { fetch: false },
    });
  });
});

describe("SPEC §4 Cart: mutations, optimistic change and rollback", () => {
  const setA: CartAction = { type: "setQuantity", cartItemId: "a", quantity: 3 };
  const removeB: CartAction = { type: "remove", cartItemId: "b" };

  it("mutationStarted clears the stored error first and shows the change at once", () => {
    const withError = { ...loaded, error: boom };
    const started = cartReducer(withError, { type: "mutationStarted", action: setA });
    expect(started.error).toBeNull();
    expect(started.cart.items[0]?.quantity).toBe(3);
    expect(started.cart.itemCount).toBe(4);
    expect(started.confirmed).toBe(serverCart);
    expect(started.pending.mutations).toEqual([setA]);
  });

  it("mutationSucceeded: the gateway's answer replaces the optimistic cart", () => {
    const answer = siteCart([cartItem("a", { quantity: 3 }), cartItem("b")], {
      totals: { ...serverCart.totals, upfront: { eur: 300, ron: 1492.5 } },
    });
    const done = run(loaded, { type: "mutationStarted", action: setA }, { type: "mutationSucceeded", action: setA, cart: answer });
    expect(done).toMatchObject({ cart: answer, confirmed: answer, error: null, pending: { mutations: [] } });
  });

  it("mutationFailed stores the error and rolls back: no item is lost", () => {
    const failed = run(loaded, { type: "mutationStarted", action: removeB }, { type: "mutationFailed", action: removeB, error: boom });
    expect(failed.cart).toEqual(serverCart);
    expect(failed.error).toBe(boom);
    expect(failed.pending.mutations).toEqual([]);
  });

  it("a failed change is undone without undoing another change still on its way", () => {
    const failed = run(
      loaded,
      { type: "mutationStarted", action: setA },
      { type: "mutationStarted", action: removeB },
      { type: "mutationFailed", action: setA, error: boom },
    );
    expect(failed.cart.items.map((i) => [i.cartItemId, i.quantity])).toEqual([["a", 1]]);
    expect(failed.pending.mutations).toEqual([removeB]);
  });

  it("an answer while another change is pending keeps that change shown on top", () => {
    const afterSet = siteCart([cartItem("a", { quantity: 3 }), cartItem("b")]);
    const state = run(
      loaded,
      { type: "mutationStarted", action: setA },
      { type: "mutationStarted", action: removeB },
      { type: "mutationSucceeded", action: setA, cart: afterSet },
    );
    expect(state.confirmed).toBe(afterSet);
    expect(state.cart.items.map((i) => [i.cartItemId, i.quantity])).toEqual([["a", 3]]);
  });

  it("SPEC §4 removing the last item clears the cart (optimistically, before the answer)", () => {
    const one = run(initialCartState("CBU"), { type: "fetchSucceeded", cart: siteCart([cartItem("a")]) });
    const action: CartAction = { type: "remove", cartItemId: "a" };
    expect(cartReducer(one, { type: "mutationStarted", action }).cart).toEqual(emptyCart("CBU"));
  });

  it("an answer to a change no longer pending (cart cleared since) is ignored", () => {
    const add: CartAction = { type: "add", product: { productOfferingId: "X", offerType: "Device" } };
    const cleared = run(loaded, { type: "mutationStarted", action: add }, { type: "cleared" });
    expect(cartReducer(cleared, { type: "mutationSucceeded", action: add, cart: serverCart })).toBe(cleared);
    expect(cartReducer(cleared, { type: "mutationFailed", action: add, error: boom })).toBe(cleared);
  });

  it("actions are matched by identity: an equal action object from elsewhere is not the pending one", () => {
    const started = cartReducer(loaded, { type: "mutationStarted", action: setA });
    expect(cartReducer(started, { type: "mutationSucceeded", action: { ...setA }, cart: serverCart })).toBe(started);
  });

  it("SPEC §4 'After successful checkout the cart is reset to empty'", () => {
    const cleared = run({ ...loaded, error: boom }, { type: "cleared" });
    expect(cleared).toEqual({
      cart: emptyCart("CBU"),
      confirmed: emptyCart("CBU"),
      error: null,
      pending: { fetch: false, mutations: [] },
      loaded: true,
      mini: false,
    });
  });
});

describe("SPEC §4 Cart: a load answered after a change made meanwhile (the minified cart read on idle, SPEC §2)", () => {
  const add: CartAction = { type: "setQuantity", cartItemId: "a", quantity: 2 };
  const before = siteCart([cartItem("a", { quantity: 1, maxAllowedQuantity: 3 })]);
  const afterAdd = siteCart([cartItem("a", { quantity: 2, maxAllowedQuantity: 3 })]);

  it("does not replace the change's answer with the older cart", () => {
    const s = run(
      loaded,
      { type: "fetchStarted" },
      { type: "mutationStarted", action: add },
      { type: "mutationSucceeded", action: add, cart: afterAdd },
      { type: "fetchSucceeded", cart: before },
    );
    expect(s.confirmed).toBe(afterAdd);
    expect(s.cart.itemCount).toBe(afterAdd.itemCount);
    expect(s.pending).toEqual({ fetch: false, mutations: [] });
  });

  it("nor while the change is still on its way, nor with an empty cart when it fails", () => {
    const answered = run(
      loaded,
      { type: "fetchStarted" },
      { type: "mutationStarted", action: add },
      { type: "fetchSucceeded", cart: before },
    );
    expect(answered.confirmed).toBe(serverCart);
    expect(answered.pending).toEqual({ fetch: false, mutations: [add] });
    const failed = run(loaded, { type: "fetchStarted" }, { type: "mutationStarted", action: add }, { type: "fetchFailed", error: boom });
    expect(failed.error).toBeNull();
    expect(failed.confirmed).toBe(serverCart);
  });

  it("a cart cleared while a load is on its way stays empty", () => {
    const s = run(loaded, { type: "fetchStarted" }, { type: "cleared" }, { type: "fetchSucceeded", cart: serverCart });
    expect(s.cart.items).toEqual([]);
    expect(s.pending).toEqual({ fetch: false, mutations: [] });
  });

  it("a load with no change meanwhile is taken as before", () => {
    const s = run(loaded, { type: "fetchStarted" }, { type: "fetchSucceeded", cart: before });
    expect(s.confirmed).toBe(before);
  });
});

describe("SPEC §4 Cart: loading is disabled while anything is pending and runs only when an account type is known", () => {
  const signedIn: CartAccess = { kind: "signedIn", provider: "otc" };

  it("loads when idle and the owner is known", () => {
    expect(mayLoadCart(loaded, signedIn)).toBe(true);
    expect(mayLoadCart(loaded, { kind: "anonymous", provider: "anonymous", needsToken: false })).toBe(true);
  });

  it("not while a fetch is pending", () => {
    expect(mayLoadCart(cartReducer(loaded, { type: "fetchStarted" }), signedIn)).toBe(false);
  });

  it("not while a mutation is pending", () => {
    const action: CartAction = { type: "applyVoucher", code: "X" };
    expect(mayLoadCart(cartReducer(loaded, { type: "mutationStarted", action }), signedIn)).toBe(false);
  });

  it.each<[CartAccess, boolean]>([
    [{ kind: "signedIn", provider: "sso" }, true],
    [{ kind: "signedIn", provider: "otc" }, true],
    [{ kind: "anonymous", provider: "ebuAnonymous", needsToken: false }, true],
    [{ kind: "anonymous", provider: "anonymous", needsToken: true }, false],
    [{ kind: "extendedLoginRequired" }, false],
  ])("account type known for %j: %s", (access, known) => {
    expect(accountTypeKnown(access)).toBe(known);
    expect(mayLoadCart(loaded, access)).toBe(known);
  });
});

describe("SPEC §4 Cart: an item's controls are disabled while its change is pending", () => {
  it("only the item the pending change names", () => {
    const state = cartReducer(loaded, { type: "mutationStarted", action: { type: "setQuantity", cartItemId: "a", quantity: 2 } });
    expect(isControlPending(state, "a")).toBe(true);
    expect(isControlPending(state, "b")).toBe(false);
    expect(isControlPending(loaded, "a")).toBe(false);
  });

  it("a voucher removal disables that voucher; applying a code disables the voucher field", () => {
    const removing = cartReducer(loaded, { type: "mutationStarted", action: { type: "removeVoucher", cartItemId: "v1" } });
    expect(isControlPending(removing, "v1")).toBe(true);
    expect(isVoucherPending(removing)).toBe(false);
    const applying = cartReducer(loaded, { type: "mutationStarted", action: { type: "applyVoucher", code: "BUNVENIT10" } });
    expect(isVoucherPending(applying)).toBe(true);
  });
});

describe("SPEC §8 close actions: closing the error's view clears the stored error and nothing else", () => {
  it("keeps the cart and the pending changes, drops the error", () => {
    const action: CartAction = { type: "remove", cartItemId: "a" };
    const failed = run(loaded, { type: "mutationStarted", action }, { type: "mutationFailed", action, error: boom });
    expect(failed.error).toBe(boom);
    const closed = run(failed, { type: "errorCleared" });
    expect(closed.error).toBeNull();
    expect(closed.cart).toEqual(failed.cart);
    expect(closed.pending).toEqual(failed.pending);
  });

  it("is a no-op without an error (same state object)", () => {
    expect(cartReducer(loaded, { type: "errorCleared" })).toBe(loaded);
  });
});
