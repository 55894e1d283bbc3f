// The 3-D Secure return (src/hooks/checkout/handleReturn.ts) against a fake checkout client: issue 14 "a return page
// that handles each outcome as its own branch", SPEC §4 "cart after checkout", SPEC §9 "payment not retried".
import type * as HandleReturnModule from "../../../src/hooks/checkout/handleReturn";
import type * as CartSnapshot from "../../../src/state/cart/cartSnapshot";
import type * as CartStore from "../../../src/state/cart/cartStore";
import type * as CheckoutStore from "../../../src/state/checkout/checkoutStore";
import type * as Fixtures from "./fixtures";

const mockApi = { paymentForReturn: jest.fn(), createPayment: jest.fn() };
// The checkout client is the fake; no other client is called.
jest.mock("../../../src/hooks/boundClient", () => ({
  boundClient: (create: { name: string }) => (create.name === "createCheckoutApi" ? mockApi : {}),
}));

/** A new page (the return page, or its reload): every module loaded again, the web storages kept. */
function newPage() {
  jest.resetModules();
  /* eslint-disable @typescript-eslint/no-require-imports -- the modules of the new page */
  const { handleReturn } = require("../../../src/hooks/checkout/handleReturn") as typeof HandleReturnModule;
  const { readSnapshot, updateSnapshot } = require("../../../src/state/cart/cartSnapshot") as typeof CartSnapshot;
  const { getCartState } = require("../../../src/state/cart/cartStore") as typeof CartStore;
  const { getCheckout, setAttempt, updateCheckout } = require("../../../src/state/checkout/checkoutStore") as typeof CheckoutStore;
  const { holdDeviceCart } = require("./fixtures") as typeof Fixtures;
  /* eslint-enable @typescript-eslint/no-require-imports */
  return { handleReturn, readSnapshot, updateSnapshot, getCartState, getCheckout, setAttempt, updateCheckout, holdDeviceCart };
}
let page = newPage();

const RETURN = { pathname: "/checkout", search: "?pas=plata&retur3ds=1&paymentId=pay-1&orderNumber=CMD-1&sig=s1g" };
const inFlight = { orderId: "po-1", paymentId: "pay-1", orderNumber: "CMD-1", inFlight: true, settled: null };

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  page = newPage();
  mockApi.paymentForReturn.mockReset();
  mockApi.createPayment.mockReset();
  page.holdDeviceCart();
  page.updateSnapshot((s) => ({ ...s, personal: { count: 1, pending: 0 }, carry: { personal: "anon-refresh", business: null } }));
  page.updateCheckout("personal", (s) => ({
    ...s,
    contract: { firstName: "Ana" },
    order: { id: "po-1", number: "CMD-1", amountRon: 10, paymentMethod: "CARD" },
  }));
  page.setAttempt("personal", inFlight);
});

afterEach(() => expect(mockApi.createPayment).not.toHaveBeenCalled());

describe("handleReturn (issue 14 3-D Secure return, SPEC §4, SPEC §9)", () => {
  it("approved: the gateway is asked with the signature, the cart and the badge are emptied, the carry forgotten, the checkout reset", async () => {
    mockApi.paymentForReturn.mockResolvedValue({ kind: "status", status: "captured", orderNumber: "CMD-1" });
    await expect(page.handleReturn("personal", RETURN)).resolves.toEqual({ kind: "approved", orderNumber: "CMD-1", replay: false });
    expect(mockApi.paymentForReturn).toHaveBeenCalledWith("pay-1", "s1g");
    expect(page.getCartState("personal").cart.items).toEqual([]);
    expect(page.readSnapshot().personal.count).toBe(0);
    expect(page.readSnapshot().carry.personal).toBeNull();
    expect(page.getCheckout("personal")).toMatchObject({ contract: {}, order: null, receipt: { orderNumber: "CMD-1" } });
    expect(page.getCheckout("personal").attempt).toMatchObject({ inFlight: false, settled: { kind: "approved", orderNumber: "CMD-1" } });
  });

  it("reload of the return page: the stored outcome is replayed, the gateway not asked again, nothing paid", async () => {
    mockApi.paymentForReturn.mockResolvedValue({ kind: "status", status: "captured", orderNumber: "CMD-1" });
    await page.handleReturn("personal", RETURN);
    const reload = newPage();
    await expect(reload.handleReturn("personal", RETURN)).resolves.toEqual({ kind: "approved", orderNumber: "CMD-1", replay: true });
    expect(mockApi.paymentForReturn).toHaveBeenCalledTimes(1);
  });

  it("declined: the payment step with the catalogued PAYMENT error, the cart intact", async () => {
    mockApi.paymentForReturn.mockResolvedValue({ kind: "status", status: "denied", errorCode: "4007" });
    const result = await page.handleReturn("personal", RETURN);
    expect(result).toMatchObject({
      kind: "declined",
      ribbonKey: "paymentDeclined",
      replay: false,
      error: { service: "PAYMENT", code: "4007" },
    });
    expect(page.getCartState("personal").cart.items).toHaveLength(1);
    expect(page.readSnapshot().personal.count).toBe(1);
    expect(page.getCheckout("personal")).toMatchObject({
      contract: { firstName: "Ana" },
      attempt: { inFlight: false, settled: { kind: "declined" } },
    });
    const reload = newPage();
    await expect(reload.handleReturn("personal", RETURN)).resolves.toMatchObject({ kind: "declined", replay: true });
  });

  it("abandoned (the back button from the bank's page): the payment step, the cart intact, the customer may pay again", async () => {
    mockApi.paymentForReturn.mockResolvedValue({ kind: "status", status: "pendingAuthorization" });
    const result = await page.handleReturn("personal", { pathname: "/checkout", search: "?pas=plata" });
    expect(result).toEqual({ kind: "abandoned", noticeKey: "paymentAbandoned", replay: false });
    expect(page.getCartState("personal").cart.items).toHaveLength(1);
    expect(page.getCheckout("personal").attempt).toMatchObject({ inFlight: false, settled: { kind: "abandoned" } });
  });

  it("session lost during the challenge: the sign-in address that returns to this very return address", async () => {
    mockApi.paymentForReturn.mockResolvedValue({ kind: "sessionLost" });
    const result = await page.handleReturn("personal", RETURN);
    expect(result.kind).toBe("signIn");
    const url = (result as { url: string }).url;
    const returnTo = new URLSearchParams(url.split("?")[1]).get("returnTo") ?? decodeURIComponent(url);
    expect(returnTo).toContain("retur3ds=1");
    expect(returnTo).toContain("paymentId=pay-1");
    expect(page.getCheckout("personal").attempt).toEqual(inFlight);
  });

  it("still pending at the gateway: ask again later, the attempt kept in flight (never pay again)", async () => {
    mockApi.paymentForReturn.mockResolvedValue({ kind: "status", status: "pendingAuthorization" });
    await expect(page.handleReturn("personal", RETURN)).resolves.toEqual({ kind: "pending", checkAgainMs: 2000 });
    expect(page.getCheckout("personal").attempt).toEqual(inFlight);
  });

  it("the gateway unreachable: unconfirmed, the cart kept, the attempt kept in flight", async () => {
    mockApi.paymentForReturn.mockResolvedValue({ kind: "unreachable" });
    await expect(page.handleReturn("personal", RETURN)).resolves.toEqual({ kind: "unconfirmed", noticeKey: "paymentUnconfirmed" });
    expect(page.getCartState("personal").cart.items).toHaveLength(1);
  });

  it("an unknown payment: the notice, the cart kept", async () => {
    mockApi.paymentForReturn.mockResolvedValue({ kind: "notFound" });
    await expect(page.handleReturn("personal", RETURN)).resolves.toEqual({ kind: "unknown", noticeKey: "paymentUnknown" });
    expect(page.getCheckout("personal").attempt?.inFlight).toBe(false);
  });

  it("no return marker and nothing in flight: nothing to decide, no call", async () => {
    page.setAttempt("personal", null);
    await expect(page.handleReturn("personal", { pathname: "/checkout", search: "?pas=plata" })).resolves.toEqual({ kind: "none" });
    expect(mockApi.paymentForReturn).not.toHaveBeenCalled();
  });

  it("issue 24 the return-link match: someone else's return link (their order, their signature) neither empties this tab's cart nor thanks", async () => {
    mockApi.paymentForReturn.mockResolvedValue({ kind: "status", status: "captured", orderNumber: "CMD-9" });
    const foreign = { pathname: "/checkout", search: "?pas=plata&retur3ds=1&paymentId=pay-9&orderNumber=CMD-9&sig=theirs" };
    await expect(page.handleReturn("personal", foreign)).resolves.toEqual({ kind: "unknown", noticeKey: "paymentUnknown" });
    expect(mockApi.paymentForReturn).not.toHaveBeenCalled();
    expect(page.getCartState("personal").cart.items).toHaveLength(1);
    expect(page.readSnapshot().personal.count).toBe(1);
    expect(page.getCheckout("personal")).toMatchObject({ contract: { firstName: "Ana" }, receipt: null, attempt: inFlight });
  });

  it("issue 24: a return link in a tab that stored no attempt does nothing either", async () => {
    page.setAttempt("personal", null);
    mockApi.paymentForReturn.mockResolvedValue({ kind: "status", status: "captured", orderNumber: "CMD-1" });
    await expect(page.handleReturn("personal", RETURN)).resolves.toEqual({ kind: "unknown", noticeKey: "paymentUnknown" });
    expect(mockApi.paymentForReturn).not.toHaveBeenCalled();
    expect(page.getCartState("personal").cart.items).toHaveLength(1);
    expect(page.getCheckout("personal").receipt).toBeNull();
  });

  describe("SPEC §8 FRAUD_AND_PREVENTEL triggers an error-page tracking event, also on the 3-D Secure return", () => {
    const layer = () => ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).slice();
    const errorPages = () => layer().filter((e) => e.event === "page_view" && e.page_type === "error");
    beforeEach(() => {
      delete (window as unknown as { dataLayer?: unknown[] }).dataLayer;
      (window as unknown as { ariaConsent?: unknown }).ariaConsent = { analytics: true, marketing: false };
    });
    afterEach(() => {
      delete (window as unknown as { ariaConsent?: unknown }).ariaConsent;
    });

    it("a fraud refusal read on the return fires the error-page event once; its reload does not fire it again", async () => {
      mockApi.paymentForReturn.mockResolvedValue({ kind: "status", status: "denied", errorCode: "FRAUD_AND_PREVENTEL" });
      await expect(page.handleReturn("personal", RETURN)).resolves.toMatchObject({
        kind: "declined",
        error: { code: "FRAUD_AND_PREVENTEL", track: "error_page" },
      });
      expect(errorPages()).toEqual([
        expect.objectContaining({ event: "page_view", page_type: "error", error_code: "FRAUD_AND_PREVENTEL" }),
      ]);
      const reload = newPage();
      await expect(reload.handleReturn("personal", RETURN)).resolves.toMatchObject({ kind: "declined", replay: true });
      expect(errorPages()).toHaveLength(1);
    });

    it("another refusal on the return is logged but is no error page", async () => {
      mockApi.paymentForReturn.mockResolvedValue({ kind: "status", status: "denied", errorCode: "4007" });
      await page.handleReturn("personal", RETURN);
      expect(layer()).toEqual([expect.objectContaining({ event: "shop_error", service: "PAYMENT", code: "4007" })]);
    });
  });

  it("two arrivals at once (React's double effect) ask the gateway once", async () => {
    mockApi.paymentForReturn.mockResolvedValue({ kind: "status", status: "captured", orderNumber: "CMD-1" });
    const [a, b] = await Promise.all([page.handleReturn("personal", RETURN), page.handleReturn("personal", RETURN)]);
    expect(a).toEqual(b);
    expect(mockApi.paymentForReturn).toHaveBeenCalledTimes(1);
  });
});
