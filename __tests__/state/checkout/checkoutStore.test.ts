// The checkout's store (src/state/checkout/checkoutStore.ts): SPEC §4 persistence whitelist (never card data, the
// CNP in memory only), issue 14 "values kept across reload", a defensive revival.
import type * as storeModule from "../../../src/state/checkout/checkoutStore";
import { CHECKOUT_STORAGE_KEY, CHECKOUT_STORAGE_VERSION } from "../../../src/state/checkout/checkoutStore";
import { GOOD_CNP } from "../../domain/checkout/fixtures";

type Store = typeof storeModule;

/** A fresh module, as after a reload of the page (sessionStorage survives, memory does not). */
function reloaded(): Store {
  let fresh: Store | null = null;
  jest.isolateModules(() => {
    fresh = jest.requireActual<Store>("../../../src/state/checkout/checkoutStore");
  });
  return fresh as unknown as Store;
}

// Each test starts on a page of its own.
let { getCheckout, resetCheckout, updateCheckout } = reloaded();

const typed = {
  firstName: "Ana",
  lastName: "Popescu",
  county: "Cluj",
  city: "Cluj-Napoca",
  address: "Str. 1",
  phone: "0722123456",
  email: "a@b.ro",
};

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  ({ getCheckout, resetCheckout, updateCheckout } = reloaded());
});

describe("checkoutStore (SPEC §4 persistence whitelist, issue 14 values kept across reload)", () => {
  it("SPEC §3 contract, shipping, company, payment method and installments survive a reload; the CNP does not", () => {
    updateCheckout("personal", (s) => ({
      ...s,
      contract: { ...typed, cnp: GOOD_CNP },
      shipping: { useContractAddress: true },
      paymentMethod: "CARD",
      installments: 6,
    }));
    updateCheckout("business", (s) => ({ ...s, organisation: { companyName: "Exemplu SRL", cui: "8971726", role: "Administrator" } }));
    expect(getCheckout("personal").contract.cnp).toBe(GOOD_CNP);
    expect(window.sessionStorage.getItem(CHECKOUT_STORAGE_KEY)).not.toContain(GOOD_CNP);
    expect(window.localStorage.length).toBe(0);

    const fresh = reloaded();
    const personal = fresh.getCheckout("personal");
    expect(personal.contract).toEqual(typed);
    expect(personal.contract.cnp).toBeUndefined();
    expect(personal).toMatchObject({ shipping: { useContractAddress: true }, paymentMethod: "CARD", installments: 6 });
    expect(fresh.getCheckout("business").organisation).toEqual({ companyName: "Exemplu SRL", cui: "8971726", role: "Administrator" });
    expect(fresh.getCheckout("business").contract).toEqual({});
  });

  it("the order and the payment attempt survive a reload (the 3-D Secure return page replays them); pending flags and errors do not", () => {
    updateCheckout("personal", (s) => ({
      ...s,
      order: { id: "po-1", number: "CMD-1", amountRon: 10, paymentMethod: "CARD" },
      attempt: { orderId: "po-1", paymentId: "pay-1", orderNumber: "CMD-1", inFlight: true, settled: null },
      pending: { ...s.pending, pay: true },
    }));
    const personal = reloaded().getCheckout("personal");
    expect(personal.order).toEqual({ id: "po-1", number: "CMD-1", amountRon: 10, paymentMethod: "CARD" });
    expect(personal.attempt).toEqual({ orderId: "po-1", paymentId: "pay-1", orderNumber: "CMD-1", inFlight: true, settled: null });
    expect(personal.pending.pay).toBe(false);
    expect(personal.error).toBeNull();
  });

  it.each([
    ["not JSON", "{nope"],
    ["another version", JSON.stringify({ v: CHECKOUT_STORAGE_VERSION + 1, personal: { paymentMethod: "CARD" } })],
    ["a wrong type", JSON.stringify({ v: CHECKOUT_STORAGE_VERSION, personal: { contract: { firstName: 5 } } })],
    ["an unknown payment method", JSON.stringify({ v: CHECKOUT_STORAGE_VERSION, personal: { paymentMethod: "CRYPTO" } })],
    ["null", "null"],
  ])("a stored record that is %s revives as an empty checkout", (_, raw) => {
    window.sessionStorage.setItem(CHECKOUT_STORAGE_KEY, raw);
    const personal = reloaded().getCheckout("personal");
    expect(personal).toMatchObject({ contract: {}, paymentMethod: null, order: null, attempt: null });
  });

  it("a record of another shape for one area leaves the other area's values", () => {
    updateCheckout("business", (s) => ({ ...s, paymentMethod: "COD" }));
    const stored = JSON.parse(window.sessionStorage.getItem(CHECKOUT_STORAGE_KEY) as string);
    stored.personal = { contract: "broken" };
    window.sessionStorage.setItem(CHECKOUT_STORAGE_KEY, JSON.stringify(stored));
    const fresh = reloaded();
    expect(fresh.getCheckout("personal").contract).toEqual({});
    expect(fresh.getCheckout("business").paymentMethod).toBe("COD");
  });

  it("resetCheckout (after an approved payment) forgets values, CNP and order, keeps the receipt and the settled attempt", () => {
    updateCheckout("personal", (s) => ({
      ...s,
      contract: { ...typed, cnp: GOOD_CNP },
      paymentMethod: "CARD",
      order: { id: "po-1", number: "CMD-1", amountRon: 10, paymentMethod: "CARD" },
      attempt: {
        orderId: "po-1",
        paymentId: "pay-1",
        orderNumber: "CMD-1",
        inFlight: false,
        settled: { kind: "approved", orderNumber: "CMD-1" },
      },
      receipt: { orderId: "po-1", orderNumber: "CMD-1" },
    }));
    resetCheckout("personal");
    const after = reloaded().getCheckout("personal");
    expect(after).toMatchObject({ contract: {}, paymentMethod: null, order: null, receipt: { orderNumber: "CMD-1" } });
    expect(after.attempt?.settled).toEqual({ kind: "approved", orderNumber: "CMD-1" });
  });

  it("an attempt still in flight is not kept by resetCheckout", () => {
    updateCheckout("personal", (s) => ({
      ...s,
      attempt: { orderId: "po-1", paymentId: "", orderNumber: null, inFlight: true, settled: null },
    }));
    resetCheckout("personal");
    expect(getCheckout("personal").attempt).toBeNull();
  });

  it("a storage that refuses writes keeps the checkout in memory", () => {
    const spy = jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new Error("QuotaExceededError");
    });
    try {
      updateCheckout("personal", (s) => ({ ...s, paymentMethod: "COD" }));
      expect(getCheckout("personal").paymentMethod).toBe("COD");
    } finally {
      spy.mockRestore();
    }
  });
});
