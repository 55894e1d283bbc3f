// The cart of each shop for the page's life (src/state/cart/cartStore.ts): SPEC §9 "Cart query cached indefinitely",
// the SPEC §4 reducer behind an external store that React components subscribe to.
import { act, renderHook } from "@testing-library/react";
import type * as CartStore from "../../../src/state/cart/cartStore";
import { cartItem, siteCart } from "../../domain/cart/fixtures";

// Each test is a new page (the store lives as long as its module): the store is loaded again, but React stays the one
// the testing library renders with.
jest.mock("react", () => ((globalThis as { mockReact?: unknown }).mockReact ??= jest.requireActual("react")));

/** A new page's store. */
function newPage(): typeof CartStore {
  jest.resetModules();
  return require("../../../src/state/cart/cartStore") as typeof CartStore; // eslint-disable-line @typescript-eslint/no-require-imports -- the new page's store
}
let { dispatchCart, getCartState, useCartState } = newPage();

const twoItems = siteCart([cartItem("a"), cartItem("b")]);

beforeEach(() => {
  ({ dispatchCart, getCartState, useCartState } = newPage());
});

describe("cart store: one state per shop (SPEC §7 cart routes by customer type)", () => {
  it("starts not loaded, empty, the consumer cart CBU and the business cart EBU", () => {
    expect(getCartState("personal")).toMatchObject({ loaded: false, error: null, cart: { items: [], customerType: "CBU" } });
    expect(getCartState("business")).toMatchObject({ loaded: false, error: null, cart: { items: [], customerType: "EBU" } });
  });

  it("an event changes only its own area's state and returns the new state", () => {
    const business = getCartState("business");
    const next = dispatchCart("personal", { type: "fetchSucceeded", cart: twoItems });
    expect(next).toBe(getCartState("personal"));
    expect(next.loaded).toBe(true);
    expect(next.cart.items.map((i) => i.cartItemId)).toEqual(["a", "b"]);
    expect(getCartState("business")).toBe(business);
  });
});

describe("useCartState follows the store", () => {
  it("re-renders with every change of its area", () => {
    const { result } = renderHook(() => useCartState("personal"));
    expect(result.current.loaded).toBe(false);
    act(() => {
      dispatchCart("personal", { type: "fetchSucceeded", cart: twoItems });
    });
    expect(result.current.loaded).toBe(true);
    expect(result.current.cart.itemCount).toBe(2);
    act(() => {
      dispatchCart("personal", { type: "mutationStarted", action: { type: "remove", cartItemId: "a" } });
    });
    // SPEC §4: the change shows at once (optimistic), while pending.
    expect(result.current.cart.items.map((i) => i.cartItemId)).toEqual(["b"]);
    expect(result.current.pending.mutations).toHaveLength(1);
  });

  it("an event that changes nothing does not re-render; another area's event does not either", () => {
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useCartState("personal");
    });
    const before = renders;
    act(() => {
      // Nothing stored: clearing the error is the same state.
      dispatchCart("personal", { type: "errorCleared" });
      dispatchCart("business", { type: "fetchSucceeded", cart: twoItems });
    });
    expect(renders).toBe(before);
    expect(result.current.loaded).toBe(false);
  });

  it("a listener is dropped on unmount (later events reach nobody)", () => {
    const { result, unmount } = renderHook(() => useCartState("business"));
    unmount();
    dispatchCart("business", { type: "fetchSucceeded", cart: twoItems });
    expect(result.current.loaded).toBe(false);
    expect(getCartState("business").loaded).toBe(true);
  });
});
