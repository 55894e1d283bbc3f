// The header badge's count (src/state/cart/useCartCount.ts, SPEC §2 "elsewhere a minified cart is loaded"): the
// stored copy of the gateway's item count plus this tab's adds under way (SPEC §4 cart pending), following writes in
// this tab (its own event) and in other tabs (the `storage` event).
import { act, renderHook } from "@testing-library/react";
import { CART_SNAPSHOT_EVENT, CART_SNAPSHOT_KEY, updateSnapshot } from "../../../src/state/cart/cartSnapshot";
import { useCartCount } from "../../../src/state/cart/useCartCount";

function settle(): void {
  updateSnapshot((s) => ({ ...s, personal: { ...s.personal, pending: 0 }, business: { ...s.business, pending: 0 } }));
}

/** What another tab does: it writes the key, and this tab hears a `storage` event (jsdom does not send it itself). */
function otherTabWrites(value: unknown, key: string | null = CART_SNAPSHOT_KEY): void {
  window.localStorage.setItem(CART_SNAPSHOT_KEY, JSON.stringify(value));
  window.dispatchEvent(new StorageEvent("storage", { key }));
}

beforeEach(() => {
  settle();
  window.localStorage.clear();
});

describe("useCartCount (SPEC §2 badge, SPEC §4 cart pending)", () => {
  it("reads the stored count of its own area", () => {
    window.localStorage.setItem(CART_SNAPSHOT_KEY, JSON.stringify({ personal: { count: 2 }, business: { count: 5 } }));
    expect(renderHook(() => useCartCount("personal")).result.current).toBe(2);
    expect(renderHook(() => useCartCount("business")).result.current).toBe(5);
  });

  it("follows this tab's snapshot writes, the optimistic pending add included", () => {
    const { result } = renderHook(() => useCartCount("personal"));
    expect(result.current).toBe(0);
    act(() => {
      updateSnapshot((s) => ({ ...s, personal: { count: 1, pending: 0 } }));
    });
    expect(result.current).toBe(1);
    act(() => {
      updateSnapshot((s) => ({ ...s, personal: { ...s.personal, pending: s.personal.pending + 1 } }));
    });
    expect(result.current).toBe(2);
    act(() => {
      updateSnapshot((s) => ({ ...s, personal: { count: 2, pending: 0 } }));
    });
    expect(result.current).toBe(2);
  });

  it("a write to the other area leaves this badge as it is", () => {
    const { result } = renderHook(() => useCartCount("business"));
    act(() => {
      updateSnapshot((s) => ({ ...s, personal: { ...s.personal, count: 7 } }));
    });
    expect(result.current).toBe(0);
  });

  it("follows another tab's write of the cart key", () => {
    const { result } = renderHook(() => useCartCount("personal"));
    act(() => otherTabWrites({ personal: { count: 4 } }));
    expect(result.current).toBe(4);
  });

  it("another tab clearing storage (key null) is followed too", () => {
    window.localStorage.setItem(CART_SNAPSHOT_KEY, JSON.stringify({ personal: { count: 3 } }));
    const { result } = renderHook(() => useCartCount("personal"));
    expect(result.current).toBe(3);
    act(() => {
      window.localStorage.clear();
      window.dispatchEvent(new StorageEvent("storage", { key: null }));
    });
    expect(result.current).toBe(0);
  });

  it("another tab's write of an unrelated key is ignored (no re-read)", () => {
    const { result } = renderHook(() => useCartCount("personal"));
    act(() => otherTabWrites({ personal: { count: 9 } }, "aria-state"));
    expect(result.current).toBe(0);
    act(() => window.dispatchEvent(new StorageEvent("storage", { key: CART_SNAPSHOT_KEY })));
    expect(result.current).toBe(9);
  });

  it("stops listening on unmount", () => {
    const { result, unmount } = renderHook(() => useCartCount("personal"));
    const remove = jest.spyOn(window, "removeEventListener");
    unmount();
    expect(remove.mock.calls.map((c) => c[0])).toEqual(expect.arrayContaining([CART_SNAPSHOT_EVENT, "storage"]));
    remove.mockRestore();
    act(() => otherTabWrites({ personal: { count: 6 } }));
    expect(result.current).toBe(0);
  });
});
