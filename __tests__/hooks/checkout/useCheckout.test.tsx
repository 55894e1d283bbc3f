// The checkout screens' hook (src/hooks/checkout/useCheckout.ts) rendered with renderHook against a fake checkout
// client and gatsby's mocked navigate (__mocks__/gatsby.js): SPEC §3 Checkout (steps, values kept), §4 checkout
// payment (pending, then fulfilled or rejected; the cart after checkout) and issue 14's 3-D Secure return.
import { act, renderHook, waitFor } from "@testing-library/react";
import type * as Gatsby from "gatsby";
import { useEffect } from "react";
import type * as UseCheckout from "../../../src/hooks/checkout/useCheckout";
import type * as CartStore from "../../../src/state/cart/cartStore";
import type * as CheckoutStore from "../../../src/state/checkout/checkoutStore";
import type * as SessionStore from "../../../src/state/sessionStore";
import type * as Fixtures from "./fixtures";
import { browser, card, contract, order, payment } from "./fixtures";

// Each test is a new page (newPage below: its modules loaded again), but React stays the one the testing library renders
// with: loaded once and kept for every page.
jest.mock("react", () => ((globalThis as { mockReact?: unknown }).mockReact ??= jest.requireActual("react")));

const mockApi = {
  submitCheckout: jest.fn(),
  createPayment: jest.fn(),
  getPayment: jest.fn(),
  paymentForReturn: jest.fn(),
  cardInfo: jest.fn(),
  uploadDocument: jest.fn(),
};
// The checkout client is the fake; no other client is called.
jest.mock("../../../src/hooks/boundClient", () => ({
  boundClient: (create: { name: string }) => (create.name === "createCheckoutApi" ? mockApi : {}),
}));
// Issue 24: the bot-check token the payment (and the card form) is sent with; jsdom loads no reCAPTCHA script.
const mockBotcheck = jest.fn(async (action: string): Promise<{ token: string; action: string } | null> => ({
  token: `bot-${action}`,
  action,
}));
jest.mock("../../../src/clients/botcheck/recaptcha", () => ({ getBotcheckToken: (action: string) => mockBotcheck(action) }));
const mockLeaveFor = jest.fn();
jest.mock("../../../src/hooks/checkout/leavePage", () => ({ leaveFor: (url: string) => mockLeaveFor(url) }));

/** A new page: every module loaded again (what the page held in memory is gone), the web storages kept. */
function newPage() {
  jest.resetModules();
  /* eslint-disable @typescript-eslint/no-require-imports -- the modules of the new page */
  const { useCheckout } = require("../../../src/hooks/checkout/useCheckout") as typeof UseCheckout;
  const { getCartState } = require("../../../src/state/cart/cartStore") as typeof CartStore;
  const { getCheckout, setAttempt, updateCheckout } = require("../../../src/state/checkout/checkoutStore") as typeof CheckoutStore;
  const { clearSession } = require("../../../src/state/sessionStore") as typeof SessionStore;
  const { holdDeviceCart } = require("./fixtures") as typeof Fixtures;
  const navigate = (require("gatsby") as typeof Gatsby).navigate as unknown as jest.Mock;
  /* eslint-enable @typescript-eslint/no-require-imports */
  return { useCheckout, getCartState, getCheckout, setAttempt, updateCheckout, clearSession, holdDeviceCart, navigate };
}
let page = newPage();

const at = (search: string) => ({ pathname: "/checkout", search });

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

/** The contract and shipping steps done, cash on delivery or card chosen: the review is the first open step. */
function filledUpToReview(method: "CARD" | "COD" = "COD") {
  page.updateCheckout("personal", (s) => ({
    ...s,
    contract: { ...contract },
    shipping: { useContractAddress: true },
    paymentMethod: method,
  }));
}

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  page = newPage();
  page.clearSession();
  Object.values(mockApi).forEach((m) => m.mockReset());
  page.navigate.mockReset();
  mockLeaveFor.mockReset();
  // The cart is already loaded in full: the hook's loadCart keeps it and asks nothing.
  page.holdDeviceCart();
});

describe("useCheckout (SPEC §3 Checkout steps)", () => {
  it("SPEC §3 Checkout: the current step comes from the URL's ?pas=", () => {
    const { result } = renderHook(() => page.useCheckout("personal", at("?pas=date-contract")));
    expect(result.current.ready).toBe(true);
    expect(result.current.steps).toEqual(["contract", "shipping", "payment", "review"]);
    expect(result.current.step).toBe("contract");
    expect(page.navigate).not.toHaveBeenCalled();
  });

  it("SPEC §3 Checkout: a reached later step is shown as the URL names it", () => {
    page.updateCheckout("personal", (s) => ({ ...s, contract: { ...contract } }));
    const { result } = renderHook(() => page.useCheckout("personal", at("?pas=livrare")));
    expect(result.current.step).toBe("shipping");
    expect(page.navigate).not.toHaveBeenCalled();
  });

  it("SPEC §3 Checkout: a step not reached yet (typed address) resolves to the first unfinished step and the URL is replaced", () => {
    const { result } = renderHook(() => page.useCheckout("personal", at("?pas=sumar")));
    expect(result.current.step).toBe("contract");
    expect(page.navigate).toHaveBeenCalledTimes(1);
    expect(page.navigate).toHaveBeenCalledWith("/checkout?pas=date-contract", { replace: true });
  });

  it("SPEC §3 Checkout: no ?pas= at all (or an unknown one) is replaced by the first unfinished step's address", () => {
    page.updateCheckout("personal", (s) => ({ ...s, contract: { ...contract } }));
    const { result } = renderHook(() => page.useCheckout("personal", at("?pas=nimic")));
    expect(result.current.step).toBe("shipping");
    expect(page.navigate).toHaveBeenCalledWith("/checkout?pas=livrare", { replace: true });
  });

  it("SPEC §3 Checkout: the business shop's steps live at its own checkout address", () => {
    page.holdDeviceCart("business");
    const { result } = renderHook(() => page.useCheckout("business", { pathname: "/business/eshop/checkout", search: "?pas=plata" }));
    expect(result.current.step).toBe("contract");
    expect(page.navigate).toHaveBeenCalledWith("/business/eshop/checkout?pas=date-contract", { replace: true });
  });

  it("SPEC §3 Checkout: after a successful save the hook navigates to the next step's address", async () => {
    const { result } = renderHook(() => page.useCheckout("personal", at("?pas=date-contract")));
    let saved: unknown;
    await act(async () => {
      saved = await result.current.saveStep("contract", { contract });
    });
    expect(saved).toEqual({ ok: true, next: "shipping" });
    expect(page.navigate).toHaveBeenCalledTimes(1);
    expect(page.navigate).toHaveBeenCalledWith("/checkout?pas=livrare");
  });

  it("SPEC §3 Checkout: an invalid save stays on the step with the Romanian field messages, no navigation", async () => {
    const { result } = renderHook(() => page.useCheckout("personal", at("?pas=date-contract")));
    let saved: unknown;
    await act(async () => {
      saved = await result.current.saveStep("contract", { contract: { ...contract, phone: "12" } });
    });
    expect(saved).toMatchObject({ ok: false, fieldErrors: { phone: expect.any(String) } });
    expect(page.navigate).not.toHaveBeenCalled();
    expect(result.current.step).toBe("contract");
  });

  it("SPEC §3 Checkout (forms kept): values come from the store and survive a re-render", async () => {
    const { result, rerender } = renderHook(() => page.useCheckout("personal", at("?pas=date-contract")));
    await act(async () => {
      await result.current.saveStep("contract", { contract });
    });
    expect(result.current.state.contract).toMatchObject({ firstName: "Ana", lastName: "Popescu", cnp: contract.cnp });
    rerender();
    expect(result.current.state.contract).toMatchObject({ firstName: "Ana", city: "Cluj-Napoca" });
    expect(result.current.state).toBe(page.getCheckout("personal"));
    // A value written elsewhere (another screen's command) reaches the hook too.
    act(() => {
      page.updateCheckout("personal", (s) => ({ ...s, paymentMethod: "COD" }));
    });
    expect(result.current.state.paymentMethod).toBe("COD");
  });
});

describe("useCheckout (issue 14 forms keep what is typed)", () => {
  it("SPEC §3 Checkout (values kept across reload): keep stores the typed values unchecked, the CNP only in memory", () => {
    const { result } = renderHook(() => page.useCheckout("personal", at("?pas=date-contract")));
    act(() => result.current.keep("contract", { contract: { firstName: "Ana", email: "ana.pop@", cnp: "1960101" } }));
    expect(page.getCheckout("personal").contract).toEqual({ firstName: "Ana", email: "ana.pop@", cnp: "1960101" });
    expect(window.sessionStorage.getItem("aria-checkout")).toContain("ana.pop@");
    expect(window.sessionStorage.getItem("aria-checkout")).not.toContain("1960101");
    expect(page.navigate).not.toHaveBeenCalled();
  });
});

describe("useCheckout (SPEC §4 checkout payment: pending, then fulfilled or rejected)", () => {
  it("SPEC §4: pending.submit is true while the order is sent and false after; cash on delivery goes to the thank-you page", async () => {
    filledUpToReview("COD");
    const answer = deferred<unknown>();
    mockApi.submitCheckout.mockReturnValue(answer.promise);
    const { result } = renderHook(() => page.useCheckout("personal", at("?pas=sumar")));
    expect(result.current.step).toBe("review");
    expect(result.current.pending.submit).toBe(false);

    let sent!: Promise<unknown>;
    act(() => {
      sent = result.current.submitOrder();
    });
    await waitFor(() => expect(result.current.pending.submit).toBe(true));
    expect(page.navigate).not.toHaveBeenCalled();

    await act(async () => {
      answer.resolve({ cart: {}, order: { ...order, paymentMethod: "COD" } });
      await sent;
    });
    expect(result.current.pending.submit).toBe(false);
    expect(page.navigate).toHaveBeenCalledWith("/checkout?pas=confirmare");
    // The emptied checkout does not send the customer to its first step (the thank-you navigation wins).
    expect(page.navigate).not.toHaveBeenCalledWith("/checkout?pas=date-contract", { replace: true });
    expect(result.current.state.receipt).toMatchObject({ orderNumber: order.number });
  });

  it("SPEC §4: pending.pay is true while the card payment is under way and false after; a 3-D Secure redirect is handed back", async () => {
    filledUpToReview("CARD");
    page.updateCheckout("personal", (s) => ({
      ...s,
      order: { id: "po-1", number: order.number, amountRon: 1736.28, paymentMethod: "CARD" },
    }));
    const answer = deferred<unknown>();
    mockApi.createPayment.mockReturnValue(answer.promise);
    const { result } = renderHook(() => page.useCheckout("personal", at("?pas=sumar")));
    expect(result.current.pending.pay).toBe(false);

    let paid!: Promise<unknown>;
    act(() => {
      paid = result.current.pay(card, browser);
    });
    await waitFor(() => expect(result.current.pending.pay).toBe(true));

    let outcome: unknown;
    await act(async () => {
      answer.resolve(payment());
      outcome = await paid;
    });
    expect(outcome).toEqual({ kind: "redirect", url: payment().redirectUrl });
    expect(result.current.pending.pay).toBe(false);
    expect(mockApi.createPayment).toHaveBeenCalledTimes(1);
    expect(page.navigate).not.toHaveBeenCalled();
  });

  it("SPEC §4 installments: a card that does not allow the count asked for pays nothing yet, and the next payment is in full", async () => {
    filledUpToReview("CARD");
    page.updateCheckout("personal", (s) => ({ ...s, installments: 6 }));
    const { result } = renderHook(() => page.useCheckout("personal", at("?pas=sumar")));
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.payWithCard({ ...card, installmentsOffered: [1] });
    });
    expect(outcome).toEqual({ kind: "installmentsRefused", count: 6, card: `VISA •••• ${card.last4}` });
    expect(mockApi.submitCheckout).not.toHaveBeenCalled();
    expect(mockApi.createPayment).not.toHaveBeenCalled();
    expect(page.getCheckout("personal").installments).toBeNull();
  });

  it("issue 14 (a double click pays once): a second card payment while the first is under way sends nothing", async () => {
    filledUpToReview("CARD");
    mockApi.submitCheckout.mockResolvedValue({ order, cart: {} });
    const answer = deferred<unknown>();
    mockApi.createPayment.mockReturnValue(answer.promise);
    const { result } = renderHook(() => page.useCheckout("personal", at("?pas=sumar")));
    let first!: Promise<unknown>;
    let second: unknown;
    await act(async () => {
      first = result.current.payWithCard({ ...card, installmentsOffered: [1] });
      second = await result.current.payWithCard({ ...card, installmentsOffered: [1] });
    });
    expect(second).toEqual({ kind: "busy" });
    await act(async () => {
      answer.resolve(payment());
      await first;
    });
    expect(mockApi.createPayment).toHaveBeenCalledTimes(1);
    expect(mockLeaveFor).toHaveBeenCalledWith(payment().redirectUrl);
    expect(mockLeaveFor).toHaveBeenCalledTimes(1);
  });

  it("SPEC §4: a rejected submit stores the error, clears pending, stays on the review", async () => {
    filledUpToReview("COD");
    mockApi.submitCheckout.mockRejectedValue(Object.assign(new Error("down"), { status: 0 }));
    const { result } = renderHook(() => page.useCheckout("personal", at("?pas=sumar")));
    await act(async () => {
      await result.current.submitOrder();
    });
    expect(result.current.pending.submit).toBe(false);
    expect(result.current.state.error).not.toBeNull();
    expect(page.navigate).not.toHaveBeenCalled();
    act(() => result.current.clearError());
    expect(result.current.state.error).toBeNull();
  });
});

describe("useCheckout (issue 14 3-D Secure return, SPEC §4 cart after checkout)", () => {
  const RETURN = at("?pas=plata&retur3ds=1&paymentId=pay-1&orderNumber=CMD-1&sig=s1g");

  /** What the payment screen does: on arrival, one return handling (the hook's handleReturn in an effect). */
  function usePaymentScreen(location: { pathname: string; search: string }) {
    const checkout = page.useCheckout("personal", location);
    const { handleReturn } = checkout;
    useEffect(() => {
      void handleReturn();
    }, [handleReturn]);
    return checkout;
  }

  it("SPEC §4 checkout payment: a 3-D Secure return address (retur3ds=1 + paymentId) shows the payment step, not the contract step a reload reopens", () => {
    // After the bank's page the CNP (memory only) is gone: the contract step is open, yet the payment step shows.
    page.updateCheckout("personal", (s) => ({ ...s, order: { id: "po-1", number: "CMD-1", amountRon: 10, paymentMethod: "CARD" } }));
    mockApi.paymentForReturn.mockReturnValue(new Promise(() => {}));
    const { result } = renderHook(() => page.useCheckout("personal", RETURN));
    expect(result.current.step).toBe("payment");
    expect(page.navigate).not.toHaveBeenCalled();
  });

  it("SPEC §4 checkout payment: the return handling runs once (not twice on re-render); an approval goes to the thank-you page, the cart emptied", async () => {
    page.updateCheckout("personal", (s) => ({ ...s, order: { id: "po-1", number: "CMD-1", amountRon: 10, paymentMethod: "CARD" } }));
    page.setAttempt("personal", { orderId: "po-1", paymentId: "pay-1", orderNumber: "CMD-1", inFlight: true, settled: null });
    const answer = deferred<unknown>();
    mockApi.paymentForReturn.mockReturnValue(answer.promise);

    const { result, rerender } = renderHook(() => usePaymentScreen(RETURN));
    expect(result.current.step).toBe("payment");
    await waitFor(() => expect(result.current.pending.return).toBe(true));
    rerender();
    rerender();

    await act(async () => {
      answer.resolve({ kind: "status", status: "captured", orderNumber: "CMD-1" });
      await answer.promise;
    });
    await waitFor(() => expect(result.current.pending.return).toBe(false));
    rerender();
    await act(async () => {
      await Promise.resolve();
    });

    expect(mockApi.paymentForReturn).toHaveBeenCalledTimes(1);
    expect(mockApi.paymentForReturn).toHaveBeenCalledWith("pay-1", "s1g");
    expect(page.navigate).toHaveBeenCalledTimes(1);
    expect(page.navigate).toHaveBeenCalledWith("/checkout?pas=confirmare", { replace: true });
    expect(page.getCartState("personal").cart.items).toEqual([]);
    expect(page.getCheckout("personal").attempt).toMatchObject({ inFlight: false, settled: { kind: "approved" } });
    expect(mockApi.createPayment).not.toHaveBeenCalled();
  });

  it("SPEC §4 checkout payment: a declined return stays on the payment step with the error, handled once, the cart intact", async () => {
    page.setAttempt("personal", { orderId: "po-1", paymentId: "pay-1", orderNumber: "CMD-1", inFlight: true, settled: null });
    mockApi.paymentForReturn.mockResolvedValue({ kind: "status", status: "denied", errorCode: "4007" });
    const { result, rerender } = renderHook(() => usePaymentScreen(RETURN));
    await waitFor(() => expect(result.current.state.error).toMatchObject({ service: "PAYMENT", code: "4007" }));
    rerender();
    await act(async () => {
      await Promise.resolve();
    });
    expect(result.current.step).toBe("payment");
    expect(mockApi.paymentForReturn).toHaveBeenCalledTimes(1);
    expect(page.navigate).not.toHaveBeenCalled();
    expect(page.getCartState("personal").cart.items).toHaveLength(1);
  });

  it("SPEC §4 checkout payment: the commands keep their identity across re-renders and store changes (effects run once)", () => {
    const { result, rerender } = renderHook(() => page.useCheckout("personal", RETURN));
    const first = result.current;
    rerender();
    act(() => {
      page.updateCheckout("personal", (s) => ({ ...s, pending: { ...s.pending, return: true } }));
    });
    for (const k of ["goTo", "saveStep", "submitOrder", "pay", "handleReturn", "clearError"] as const) {
      expect(result.current[k]).toBe(first[k]);
    }
  });
});

describe("useCheckout (SPEC §4 analytics page type thank-you)", () => {
  it("SPEC §3 Checkout / §4 thank-you: the thank-you step (?pas=confirmare) with a receipt: no redirect although every step is open", () => {
    page.updateCheckout("personal", (s) => ({ ...s, receipt: { orderId: "po-1", orderNumber: "CMD-2026-000001" } }));
    const { result, rerender } = renderHook(() => page.useCheckout("personal", at("?pas=confirmare")));
    expect(result.current.step).toBe("thankYou");
    expect(result.current.state.receipt).toEqual({ orderId: "po-1", orderNumber: "CMD-2026-000001" });
    rerender();
    expect(result.current.step).toBe("thankYou");
    expect(page.navigate).not.toHaveBeenCalled();
  });
});
