// The header badge's stored copy of the cart (src/state/cart/cartSnapshot.ts): SPEC §2 "elsewhere a minified cart is
// loaded" (the count), SPEC §4 cart pending (the optimistic +n) and the anonymous cart carried on sign-in (SPEC §4
// "Setting new base tokens clears anonymous tokens", docs/cart-contract.md "Carry on sign-in").
import {
  CART_SNAPSHOT_EVENT,
  CART_SNAPSHOT_KEY,
  badgeCount,
  emptySnapshot,
  forgetCarts,
  readSnapshot,
  rememberAnonymousCarts,
  updateSnapshot,
} from "../../../src/state/cart/cartSnapshot";
import type * as SnapshotModule from "../../../src/state/cart/cartSnapshot";

const stored = (text: string | null) => ({ getItem: (key: string) => (key === CART_SNAPSHOT_KEY ? text : null) });
const storedJson = (v: unknown) => stored(JSON.stringify(v));
const written = (): unknown => JSON.parse(window.localStorage.getItem(CART_SNAPSHOT_KEY) ?? "null");

/** This tab's pending adds are module state: settle them so each test starts from none. */
function noPending(): void {
  updateSnapshot((s) => ({ ...s, personal: { ...s.personal, pending: 0 }, business: { ...s.business, pending: 0 } }));
}

beforeEach(() => {
  noPending();
  window.localStorage.clear();
});

afterEach(() => jest.restoreAllMocks());

describe("readSnapshot: anything unreadable is an empty cart (SPEC §2 badge)", () => {
  it("nothing stored, no storage at all, or an empty string: empty", () => {
    expect(readSnapshot(stored(null))).toEqual(emptySnapshot());
    expect(readSnapshot(null)).toEqual(emptySnapshot());
    expect(readSnapshot(stored(""))).toEqual(emptySnapshot());
    expect(readSnapshot()).toEqual(emptySnapshot());
  });

  it("garbage, a non-object or a storage that throws: empty, never an exception", () => {
    expect(readSnapshot(stored("{not json"))).toEqual(emptySnapshot());
    expect(readSnapshot(stored("42"))).toEqual(emptySnapshot());
    expect(readSnapshot(stored("null"))).toEqual(emptySnapshot());
    expect(readSnapshot(stored('"text"'))).toEqual(emptySnapshot());
    const throwing = {
      getItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(readSnapshot(throwing)).toEqual(emptySnapshot());
  });

  it("a well-formed snapshot is read back, per area", () => {
    const s = readSnapshot(storedJson({ personal: { count: 3 }, business: { count: 1 }, carry: { personal: "anon-r", business: null } }));
    expect(s).toEqual({
      personal: { count: 3, pending: 0 },
      business: { count: 1, pending: 0 },
      carry: { personal: "anon-r", business: null },
    });
  });

  it("counts that are negative, fractional, not numbers or oversized (≥ 10 000) read as 0", () => {
    for (const bad of [-1, 1.5, "3", null, true, 10_000, 1e9, Number.MAX_SAFE_INTEGER]) {
      expect(readSnapshot(storedJson({ personal: { count: bad }, business: { count: 2 } })).personal.count).toBe(0);
    }
    expect(readSnapshot(storedJson({ personal: { count: 9_999 } })).personal.count).toBe(9_999);
  });

  it("carry tokens that are empty, not strings or oversized (≥ 4096 chars) read as none", () => {
    const read = (v: unknown) => readSnapshot(storedJson({ carry: { personal: v, business: "ok" } })).carry;
    expect(read("")).toEqual({ personal: null, business: "ok" });
    expect(read(12)).toEqual({ personal: null, business: "ok" });
    expect(read({ token: "x" })).toEqual({ personal: null, business: "ok" });
    expect(read("x".repeat(4096))).toEqual({ personal: null, business: "ok" });
    expect(read("x".repeat(4095)).personal).toHaveLength(4095);
    expect(readSnapshot(storedJson({ carry: "nope" })).carry).toEqual({ personal: null, business: null });
  });

  it("a stored pending count is never trusted: pending adds belong to the page that started them", () => {
    const s = readSnapshot(storedJson({ personal: { count: 2, pending: 5 }, business: { count: 0, pending: 1 } }));
    expect(s.personal.pending).toBe(0);
    expect(s.business.pending).toBe(0);
  });
});

describe("updateSnapshot persists the count and the carry, not the pending adds (SPEC §4 cart pending)", () => {
  it("writes count and carry per area under its own key; pending is not written", () => {
    updateSnapshot((s) => ({
      ...s,
      personal: { count: 3, pending: 2 },
      carry: { personal: "anon-refresh", business: null },
    }));
    expect(written()).toEqual({
      personal: { count: 3 },
      business: { count: 0 },
      carry: { personal: "anon-refresh", business: null },
    });
    expect(JSON.stringify(written())).not.toMatch(/pending/);
  });

  it("SPEC §4 pending: this tab's adds under way are counted in badgeCount on top of the stored count", () => {
    updateSnapshot((s) => ({ ...s, personal: { count: 3, pending: 2 } }));
    expect(badgeCount("personal")).toBe(5);
    expect(badgeCount("business")).toBe(0);
    // The next update sees the pending adds of this tab (they are passed in), so they can be settled.
    const seen: number[] = [];
    updateSnapshot((s) => {
      seen.push(s.personal.pending);
      return { ...s, personal: { count: 4, pending: s.personal.pending - 1 } };
    });
    expect(seen).toEqual([2]);
    expect(badgeCount("personal")).toBe(5);
  });

  it("SPEC §4 pending: a reload (a fresh module reading the same storage) does not inherit the pending adds", () => {
    updateSnapshot((s) => ({ ...s, business: { count: 1, pending: 3 } }));
    expect(badgeCount("business")).toBe(4);
    let afterReload = -1;
    let pendingRead = -1;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a second copy of the module: the next page
      const fresh = require("../../../src/state/cart/cartSnapshot") as typeof SnapshotModule;
      afterReload = fresh.badgeCount("business");
      pendingRead = fresh.readSnapshot().business.pending;
    });
    expect(afterReload).toBe(1);
    expect(pendingRead).toBe(0);
  });

  it("dispatches the change event on window after every write (this tab's badge)", () => {
    const listener = jest.fn();
    window.addEventListener(CART_SNAPSHOT_EVENT, listener);
    try {
      updateSnapshot((s) => ({ ...s, personal: { ...s.personal, count: 1 } }));
      expect(listener).toHaveBeenCalledTimes(1);
      rememberAnonymousCarts({ personal: "r", business: null });
      forgetCarts();
      expect(listener).toHaveBeenCalledTimes(3);
    } finally {
      window.removeEventListener(CART_SNAPSHOT_EVENT, listener);
    }
  });

  it("never throws when storage refuses the write: the result is returned and this tab is told", () => {
    jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new Error("QuotaExceededError");
    });
    const listener = jest.fn();
    window.addEventListener(CART_SNAPSHOT_EVENT, listener);
    try {
      let next: ReturnType<typeof updateSnapshot> | null = null;
      expect(() => {
        next = updateSnapshot((s) => ({ ...s, personal: { count: 0, pending: 1 } }));
      }).not.toThrow();
      expect(next).toMatchObject({ personal: { count: 0, pending: 1 } });
      expect(listener).toHaveBeenCalledTimes(1);
      expect(badgeCount("personal")).toBe(1);
    } finally {
      window.removeEventListener(CART_SNAPSHOT_EVENT, listener);
    }
  });
});

describe("rememberAnonymousCarts: sign-in keeps the anonymous refresh tokens to carry (SPEC §4, cart contract)", () => {
  it("stores the tokens given, per area", () => {
    rememberAnonymousCarts({ personal: "anon-r", business: "ebu-r" });
    expect(readSnapshot().carry).toEqual({ personal: "anon-r", business: "ebu-r" });
  });

  it("a null keeps the carry already stored for that area", () => {
    rememberAnonymousCarts({ personal: "first", business: "ebu-first" });
    rememberAnonymousCarts({ personal: null, business: "ebu-second" });
    expect(readSnapshot().carry).toEqual({ personal: "first", business: "ebu-second" });
  });

  it("nothing to remember: nothing is written (no event, no storage write)", () => {
    updateSnapshot((s) => ({ ...s, personal: { ...s.personal, count: 2 }, carry: { personal: "kept", business: null } }));
    const listener = jest.fn();
    const setItem = jest.spyOn(Storage.prototype, "setItem");
    window.addEventListener(CART_SNAPSHOT_EVENT, listener);
    try {
      rememberAnonymousCarts({ personal: null, business: null });
      expect(listener).not.toHaveBeenCalled();
      expect(setItem).not.toHaveBeenCalled();
      expect(readSnapshot().carry).toEqual({ personal: "kept", business: null });
    } finally {
      window.removeEventListener(CART_SNAPSHOT_EVENT, listener);
    }
  });

  it("keeps the counts as they were", () => {
    updateSnapshot((s) => ({ ...s, personal: { ...s.personal, count: 2 }, business: { ...s.business, count: 1 } }));
    rememberAnonymousCarts({ personal: "anon-r", business: null });
    expect(readSnapshot()).toMatchObject({ personal: { count: 2 }, business: { count: 1 } });
  });
});

describe("forgetCarts: sign-out (SPEC §4 logout clears auth state) starts the badge from an empty cart", () => {
  it("zeroes both areas' counts and drops both carries", () => {
    updateSnapshot((s) => ({
      ...s,
      personal: { ...s.personal, count: 4 },
      business: { ...s.business, count: 2 },
      carry: { personal: "a", business: "b" },
    }));
    forgetCarts();
    expect(readSnapshot()).toEqual(emptySnapshot());
    expect(written()).toEqual({ personal: { count: 0 }, business: { count: 0 }, carry: { personal: null, business: null } });
    expect(badgeCount("personal")).toBe(0);
    expect(badgeCount("business")).toBe(0);
  });
});
