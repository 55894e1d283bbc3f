// The checkout's commands (src/hooks/checkout/checkoutCommands.ts) against a fake checkout client: SPEC §3 Checkout
// (forms kept, Romanian messages), §7 checkout PATCH and POST payment, §8 PAYMENT, §9 payment not retried, and issue
// 14's "a double click pays once", "never card data in storage", "CNP only in memory".
import type * as CheckoutCommands from "../../../src/hooks/checkout/checkoutCommands";
import { backendUrl } from "../../../src/config/endpoints";
import { checkoutErrorText, roCheckout } from "../../../src/i18n/ro/checkout";
import { roShopErrors } from "../../../src/i18n/ro/shopErrors";
import type * as CartSnapshot from "../../../src/state/cart/cartSnapshot";
import type * as CartStore from "../../../src/state/cart/cartStore";
import type * as CheckoutStore from "../../../src/state/checkout/checkoutStore";
import { CHECKOUT_STORAGE_KEY } from "../../../src/state/checkout/forgetCheckouts";
import type * as SessionStore from "../../../src/state/sessionStore";
import type * as Fixtures from "./fixtures";
import type * as CartFixtures from "../../domain/cart/fixtures";
import { browser, card, CARD_TOKEN, contract, CVV_REF, everythingStored, GOOD_CNP, LAST4, order, payment } from "./fixtures";

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

/** A new page: every module loaded again (what the page held in memory is gone), the web storages kept. */
function newPage() {
  jest.resetModules();
  /* eslint-disable @typescript-eslint/no-require-imports -- the modules of the new page */
  const { pay, saveStep, submitOrder, uploadDocument } = require("../../../src/hooks/checkout/checkoutCommands") as typeof CheckoutCommands;
  const { readSnapshot, updateSnapshot } = require("../../../src/state/cart/cartSnapshot") as typeof CartSnapshot;
  const { getCartState } = require("../../../src/state/cart/cartStore") as typeof CartStore;
  const { getCheckout, updateCheckout } = require("../../../src/state/checkout/checkoutStore") as typeof CheckoutStore;
  const { clearSession } = require("../../../src/state/sessionStore") as typeof SessionStore;
  // The fixtures fill this page's cart store and make this page's GatewayError.
  const { gatewayFailure, holdDeviceCart } = require("./fixtures") as typeof Fixtures;
  /* eslint-enable @typescript-eslint/no-require-imports */
  return {
    pay,
    saveStep,
    submitOrder,
    uploadDocument,
    readSnapshot,
    updateSnapshot,
    getCartState,
    getCheckout,
    updateCheckout,
    clearSession,
    gatewayFailure,
    holdDeviceCart,
  };
}
let page = newPage();

/** The checkout page opened again (a reload, the return from the bank's page): it loads its cart as the page does. */
function reload(): void {
  page = newPage();
  page.holdDeviceCart();
}

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

/** A checkout filled in up to the review, by card. */
function fillCheckout(method: "CARD" | "COD" = "CARD") {
  expect(page.saveStep("personal", "contract", { contract })).toEqual({ ok: true, next: "shipping" });
  expect(page.saveStep("personal", "shipping", { useContractAddress: true })).toEqual({ ok: true, next: "payment" });
  expect(page.saveStep("personal", "payment", { method })).toEqual({ ok: true, next: "review" });
}

const withOrder = () =>
  page.updateCheckout("personal", (s) => ({
    ...s,
    order: { id: "po-1", number: order.number, amountRon: 1736.28, paymentMethod: "CARD" },
  }));

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  page = newPage();
  page.clearSession();
  Object.values(mockApi).forEach((m) => m.mockReset());
  page.holdDeviceCart();
  page.updateSnapshot((s) => ({ ...s, personal: { count: 1, pending: 0 }, carry: { personal: "anon-refresh", business: null } }));
});

describe("saveStep (SPEC §3 Checkout forms, issue 14 values kept)", () => {
  it("bad contract data answers the Romanian message of each field and keeps every value typed", () => {
    const typed = { ...contract, phone: "12", cnp: `${GOOD_CNP.slice(0, 12)}5`, email: "" };
    const result = page.saveStep("personal", "contract", { contract: typed });
    expect(result).toEqual({
      ok: false,
      fieldErrors: {
        phone: checkoutErrorText("phone", "phoneInvalid"),
        cnp: checkoutErrorText("cnp", "cnpChecksum"),
        email: checkoutErrorText("email", "required"),
      },
    });
    expect(page.getCheckout("personal").contract).toEqual(typed);
  });

  it("a 10,000-character paste is refused (too long) but kept as typed", () => {
    const long = "a".repeat(10_000);
    const result = page.saveStep("personal", "contract", { contract: { ...contract, address: long } });
    expect(result).toEqual({ ok: false, fieldErrors: { address: checkoutErrorText("address", "tooLong") } });
    expect(page.getCheckout("personal").contract.address).toBe(long);
  });

  it("SPEC §3 steps: good values lead to the next step of this cart; a business contract needs the company (SPEC §6)", () => {
    fillCheckout();
    page.holdDeviceCart("business");
    const business = page.saveStep("business", "contract", {
      contract,
      organisation: { companyName: "", cui: "8971726", role: "Administrator" },
    });
    expect(business).toEqual({ ok: false, fieldErrors: { companyName: checkoutErrorText("companyName", "required") } });
    expect(page.getCheckout("business").organisation).toEqual({ companyName: "", cui: "8971726", role: "Administrator" });
  });

  it("SPEC §3 payment methods: none chosen, or one the cart does not allow, is refused", () => {
    expect(page.saveStep("personal", "payment", { method: null })).toEqual({
      ok: false,
      fieldErrors: { paymentMethod: roCheckout.stepErrors.paymentMethodMissing },
    });
  });

  it("SPEC §6 documents: the step is done only with both CI and registration certificate uploaded", async () => {
    expect(page.saveStep("business", "documents", {})).toMatchObject({
      ok: false,
      fieldErrors: { CI: expect.any(String), RegistrationCertificate: expect.any(String) },
    });
    mockApi.uploadDocument.mockResolvedValue({ id: "doc-1", documentType: "CI" });
    await expect(page.uploadDocument("business", "CI", new Blob(["x"], { type: "image/jpeg" }))).resolves.toEqual({ ok: true });
    await page.uploadDocument("business", "RegistrationCertificate", new Blob(["x"], { type: "application/pdf" }));
    expect(page.saveStep("business", "documents", {})).toMatchObject({ ok: true });
  });

  it("SPEC §8 DOCUMENT UPLOAD: a wrong format is its catalogued error and nothing is marked uploaded", async () => {
    mockApi.uploadDocument.mockRejectedValue(page.gatewayFailure(400, { code: "400108", message: "Format greșit" }, "documentUpload"));
    const result = await page.uploadDocument("business", "CI", new Blob(["x"]));
    expect(result).toMatchObject({ ok: false, error: { service: "DOCUMENT_UPLOAD", code: "400108" } });
    expect(page.getCheckout("business").uploadedDocuments).toEqual([]);
  });
});

describe("submitOrder (SPEC §7 checkout PATCH)", () => {
  it("sends one PATCH built by the domain (status SUBMITTED last) and stores the order", async () => {
    fillCheckout();
    mockApi.submitCheckout.mockResolvedValue({ cart: {}, order });
    const result = await page.submitOrder("personal");
    expect(result).toEqual({
      ok: true,
      complete: false,
      order: { id: "po-1", number: order.number, amountRon: 1736.28, paymentMethod: "CARD" },
    });
    const [area, ops] = mockApi.submitCheckout.mock.calls[0];
    expect(area).toBe("personal");
    expect(ops[ops.length - 1]).toMatchObject({ op: "replace", path: "/status", value: "SUBMITTED" });
    expect(page.getCheckout("personal").order?.id).toBe("po-1");
    // The card order keeps the cart until the payment is approved (SPEC §4).
    expect(page.getCartState("personal").cart.items).toHaveLength(1);
  });

  it("a failed submit answers the catalogued error (SPEC §8) and keeps every value typed", async () => {
    fillCheckout();
    const before = page.getCheckout("personal");
    mockApi.submitCheckout.mockRejectedValue(page.gatewayFailure(400, { code: "400113", message: "Date incomplete" }, "cart"));
    const result = await page.submitOrder("personal");
    expect(result).toMatchObject({ ok: false, error: { code: "400113", service: "CART" } });
    const after = page.getCheckout("personal");
    expect(after.contract).toEqual(before.contract);
    expect(after.shipping).toEqual(before.shipping);
    expect(after.error).toMatchObject({ code: "400113" });
    expect(after.pending.submit).toBe(false);
  });

  it("a double click sends one PATCH", async () => {
    fillCheckout();
    const answer = deferred<unknown>();
    mockApi.submitCheckout.mockReturnValue(answer.promise);
    const first = page.submitOrder("personal");
    const second = page.submitOrder("personal");
    expect(page.getCheckout("personal").pending.submit).toBe(true);
    answer.resolve({ cart: {}, order });
    await Promise.all([first, second]);
    expect(mockApi.submitCheckout).toHaveBeenCalledTimes(1);
  });

  it("after a reload the CNP (memory only) is gone: nothing is sent and the contract step asks for it", async () => {
    fillCheckout();
    reload(); // memory gone, sessionStorage kept
    const result = await page.submitOrder("personal");
    expect(result).toEqual({ ok: false, step: "contract", fieldErrors: { cnp: checkoutErrorText("cnp", "required") } });
    expect(mockApi.submitCheckout).not.toHaveBeenCalled();
    expect(page.getCheckout("personal").contract.firstName).toBe("Ana");
  });

  it("issue 14: back from the bank's page (a new page, no CNP), the card order already submitted is paid again as it is", async () => {
    fillCheckout("CARD");
    withOrder();
    reload(); // the return from the bank's page: memory gone, sessionStorage kept
    expect(page.getCheckout("personal").contract.cnp).toBeUndefined();
    const result = await page.submitOrder("personal");
    expect(result).toEqual({ ok: true, order: page.getCheckout("personal").order, complete: false });
    expect(mockApi.submitCheckout).not.toHaveBeenCalled();
  });

  it("issue 14: without the CNP, a change to cash on delivery is a new order and asks for the CNP again", async () => {
    fillCheckout("CARD");
    withOrder();
    reload();
    expect(page.saveStep("personal", "payment", { method: "COD" })).toEqual({ ok: true, next: "review" });
    const result = await page.submitOrder("personal");
    expect(result).toEqual({ ok: false, step: "contract", fieldErrors: { cnp: checkoutErrorText("cnp", "required") } });
    expect(mockApi.submitCheckout).not.toHaveBeenCalled();
  });

  it("SPEC §4 cart after checkout: a COD order is complete at once, the cart and the badge count are emptied", async () => {
    fillCheckout("COD");
    mockApi.submitCheckout.mockResolvedValue({ cart: {}, order: { ...order, paymentMethod: "COD" } });
    const result = await page.submitOrder("personal");
    expect(result).toMatchObject({ ok: true, complete: true });
    expect(page.getCartState("personal").cart.items).toEqual([]);
    expect(page.readSnapshot().personal.count).toBe(0);
    expect(page.readSnapshot().carry.personal).toBeNull();
    expect(page.getCheckout("personal")).toMatchObject({ contract: {}, order: null, receipt: { orderNumber: order.number } });
  });
});

describe("submitOrder when nothing is posted nor due now (home internet and TV, issue 28)", () => {
  it("SPEC §3: contract then review; the order is sent not by card, shipped to nobody (contract address), and complete at once", async () => {
    const { dispatchCart } = require("../../../src/state/cart/cartStore") as typeof CartStore; // eslint-disable-line @typescript-eslint/no-require-imports -- this page's store
    const { cartItem, siteCart } = require("../../domain/cart/fixtures") as typeof CartFixtures; // eslint-disable-line @typescript-eslint/no-require-imports -- this page's model
    const fixed = siteCart([cartItem("fix", { offerType: "FixedBundle" })], { allowedPaymentMethods: ["CARD", "COD"], itemCount: 1 });
    dispatchCart("personal", { type: "fetchSucceeded", cart: { ...fixed, totals: { ...fixed.totals, upfront: { eur: 0, ron: 0 } } } });
    expect(page.saveStep("personal", "contract", { contract })).toEqual({ ok: true, next: "review" });
    mockApi.submitCheckout.mockResolvedValue({ cart: {}, order: { ...order, paymentMethod: "COD", amountRon: 0 } });
    const result = await page.submitOrder("personal");
    expect(result).toMatchObject({ ok: true, complete: true });
    const [, ops] = mockApi.submitCheckout.mock.calls[0];
    const sent = JSON.stringify(ops);
    expect(sent).toContain("cardPayment=false");
    expect(sent).not.toContain("cardPayment=true");
  });
});

describe("pay (SPEC §7 POST payment, §9 not retried, issue 14 double click)", () => {
  beforeEach(() => {
    fillCheckout();
    withOrder();
  });

  it("SPEC §7 fulfilled with a 3ds_redirection_url: the redirect, the attempt stored in flight", async () => {
    mockApi.createPayment.mockResolvedValue(payment());
    const result = await page.pay("personal", card, browser);
    expect(result).toEqual({ kind: "redirect", url: payment().redirectUrl });
    const body = mockApi.createPayment.mock.calls[0][0];
    expect(body).toMatchObject({ type: "Payment", paymentItem: [{ item: { id: "po-1" } }], paymentMethod: { token: CARD_TOKEN } });
    expect(body.paymentCharacteristic).toEqual(
      expect.arrayContaining([
        { name: "encrypted_cvv", value: CVV_REF },
        { name: "return_url", value: "http://localhost/checkout?pas=plata&retur3ds=1" },
      ]),
    );
    expect(page.getCheckout("personal").attempt).toEqual({
      orderId: "po-1",
      paymentId: "pay-1",
      orderNumber: order.number,
      inFlight: true,
      settled: null,
    });
  });

  it("the attempt is in sessionStorage before the POST leaves (the last abort point before money moves)", async () => {
    let storedAtPost: unknown = null;
    mockApi.createPayment.mockImplementation(async () => {
      storedAtPost = JSON.parse(window.sessionStorage.getItem(CHECKOUT_STORAGE_KEY) as string).personal.attempt;
      return payment();
    });
    await page.pay("personal", card, browser);
    expect(storedAtPost).toMatchObject({ orderId: "po-1", inFlight: true, settled: null });
  });

  it("a double click pays once: one POST, the second click is blocked", async () => {
    const answer = deferred<unknown>();
    mockApi.createPayment.mockReturnValue(answer.promise);
    const first = page.pay("personal", card, browser);
    const second = await page.pay("personal", card, browser);
    expect(second).toEqual({ kind: "blocked" });
    answer.resolve(payment());
    await first;
    // Still at the bank's page: a third click does nothing either.
    await expect(page.pay("personal", card, browser)).resolves.toEqual({ kind: "blocked" });
    expect(mockApi.createPayment).toHaveBeenCalledTimes(1);
  });

  it("captured without a challenge: approved, the cart emptied and the badge at 0 (SPEC §4)", async () => {
    mockApi.createPayment.mockResolvedValue(payment({ status: "captured", redirectUrl: "http://localhost/checkout?pas=plata&retur3ds=1" }));
    await expect(page.pay("personal", card, browser)).resolves.toEqual({ kind: "approved", orderNumber: order.number });
    expect(page.getCartState("personal").cart.items).toEqual([]);
    expect(page.readSnapshot().personal.count).toBe(0);
    expect(page.getCheckout("personal").attempt?.settled).toEqual({ kind: "approved", orderNumber: order.number });
    await expect(page.pay("personal", card, browser)).resolves.toEqual({ kind: "noOrder" });
  });

  it("409 400110 for an already-paid order: the paid payment is read and the answer is approved, not 'payment not registered'", async () => {
    mockApi.createPayment.mockRejectedValue(page.gatewayFailure(409, { code: "400110", referenceError: "/payments/payment/pay-0" }));
    mockApi.getPayment.mockResolvedValue(payment({ id: "pay-0", status: "captured", orderNumber: "CMD-2026-000001" }));
    await expect(page.pay("personal", card, browser)).resolves.toEqual({ kind: "approved", orderNumber: "CMD-2026-000001" });
    expect(mockApi.getPayment).toHaveBeenCalledWith("pay-0");
    expect(page.getCheckout("personal").error).toBeNull();
    expect(page.getCartState("personal").cart.items).toEqual([]);
  });

  it("SPEC §8 PAYMENT: a refused card is the catalogued error; SPEC §9 nothing is sent again, the customer may pay again", async () => {
    mockApi.createPayment.mockRejectedValue(
      page.gatewayFailure(400, { code: "FRAUD_AND_PREVENTEL", message: "Refuzat", referenceError: "/payments/payment/pay-9" }),
    );
    const result = await page.pay("personal", card, browser);
    expect(result).toMatchObject({ kind: "error", error: { service: "PAYMENT", code: "FRAUD_AND_PREVENTEL" } });
    expect(mockApi.createPayment).toHaveBeenCalledTimes(1);
    expect(page.getCheckout("personal").attempt).toMatchObject({ paymentId: "pay-9", inFlight: false, settled: { kind: "declined" } });
    expect(page.getCartState("personal").cart.items).toHaveLength(1);
    mockApi.createPayment.mockResolvedValue(payment({ id: "pay-10" }));
    await expect(page.pay("personal", card, browser)).resolves.toMatchObject({ kind: "redirect" });
  });

  it("no answer at all: the network error, the attempt no longer in flight (no automatic retry)", async () => {
    mockApi.createPayment.mockRejectedValue(page.gatewayFailure(0, null));
    const result = await page.pay("personal", card, browser);
    expect(result).toMatchObject({ kind: "error", error: { status: 0 } });
    expect(mockApi.createPayment).toHaveBeenCalledTimes(1);
    expect(page.getCheckout("personal").attempt).toMatchObject({ inFlight: false, settled: null });
  });

  it("SPEC §4 installments: card info is asked only for a count above 1, and the count sent only when offered", async () => {
    page.saveStep("personal", "payment", { method: "CARD", installments: 6 });
    mockApi.cardInfo.mockResolvedValue({ installments: [1, 3, 6, 12] });
    mockApi.createPayment.mockResolvedValue(payment());
    await page.pay("personal", card, browser);
    expect(mockApi.cardInfo).toHaveBeenCalledWith(CARD_TOKEN);
    expect(mockApi.createPayment.mock.calls[0][0].paymentCharacteristic).toContainEqual({ name: "number_of_installments", value: "6" });
  });

  it("issue 24: the payment is sent with a bot-check token obtained for the payment action", async () => {
    mockApi.createPayment.mockResolvedValue(payment());
    await page.pay("personal", card, browser);
    expect(mockBotcheck).toHaveBeenCalledWith("checkoutPayment");
    expect(mockApi.createPayment.mock.calls[0][1]).toEqual({ token: "bot-checkoutPayment", action: "checkoutPayment" });
  });

  it.each([
    ["not https", "http://evil.example/payments/3ds/pay-1"],
    ["https off the allow-list", "https://evil.example/payments/3ds/pay-1"],
    ["the gateway's host on another port", `${backendUrl("payments").replace(/:(\d+)/, ":9")}/3ds/pay-1`],
  ])(
    "issue 24: a 3-D Secure address %s is not followed: the catalogued PAYMENT ribbon, the cart kept, a new payment allowed",
    async (_why, url) => {
      mockApi.createPayment.mockResolvedValue(payment({ redirectUrl: url }));
      const result = await page.pay("personal", card, browser);
      expect(result).toMatchObject({ kind: "error", error: { service: "PAYMENT", code: "999999", dictionaryKey: "paymentNotRegistered" } });
      expect(page.getCheckout("personal").error).toMatchObject({ code: "999999" });
      expect(page.getCheckout("personal").attempt).toMatchObject({ paymentId: "pay-1", inFlight: false, settled: null });
      expect(page.getCartState("personal").cart.items).toHaveLength(1);
      mockApi.createPayment.mockResolvedValue(payment({ id: "pay-2" }));
      await expect(page.pay("personal", card, browser)).resolves.toEqual({ kind: "redirect", url: payment().redirectUrl });
    },
  );

  it.each([
    ["40012", 403, "paymentAttemptsOrder"],
    ["40013", 429, "paymentAttemptsRecent"],
    ["40014", 400, "paymentBotcheck"],
  ])(
    "issue 24: the gateway's refusal %s (card-testing caps, bot-check) is its catalogued message; the cart is kept",
    async (code, status, key) => {
      mockApi.createPayment.mockRejectedValue(page.gatewayFailure(status, { code, message: "Refuzat" }));
      const result = await page.pay("personal", card, browser);
      expect(result).toMatchObject({ kind: "error", error: { service: "PAYMENT", code, dictionaryKey: key, variant: "RIBBON" } });
      expect(page.getCheckout("personal").error).toMatchObject({ code, dictionaryKey: key });
      expect(roShopErrors.texts[key as keyof typeof roShopErrors.texts].message).not.toBe("");
      expect(page.getCartState("personal").cart.items).toHaveLength(1);
      expect(page.getCheckout("personal").attempt).toMatchObject({ inFlight: false, settled: null });
    },
  );

  it("SPEC §8 FRAUD_AND_PREVENTEL in a 2xx answer's payment fires the error-page event too", async () => {
    delete (window as unknown as { dataLayer?: unknown[] }).dataLayer;
    (window as unknown as { ariaConsent?: unknown }).ariaConsent = { analytics: true, marketing: false };
    mockApi.createPayment.mockResolvedValue(payment({ status: "denied", redirectUrl: null, errorCode: "FRAUD_AND_PREVENTEL" }));
    await expect(page.pay("personal", card, browser)).resolves.toMatchObject({ kind: "error", error: { code: "FRAUD_AND_PREVENTEL" } });
    expect((window as unknown as { dataLayer: unknown[] }).dataLayer).toContainEqual(
      expect.objectContaining({ event: "page_view", page_type: "error", error_code: "FRAUD_AND_PREVENTEL", country: "RO" }),
    );
  });

  it("no order submitted yet: nothing is sent", async () => {
    page.updateCheckout("personal", (s) => ({ ...s, order: null }));
    await expect(page.pay("personal", card, browser)).resolves.toEqual({ kind: "noOrder" });
    expect(mockApi.createPayment).not.toHaveBeenCalled();
  });

  it("issue 14: no CNP, card token, CVV reference or card digits in sessionStorage or localStorage, at any point", async () => {
    const seen: string[] = [];
    mockApi.createPayment.mockImplementation(async () => {
      seen.push(everythingStored());
      return payment();
    });
    await page.pay("personal", card, browser);
    seen.push(everythingStored());
    for (const text of seen) {
      expect(text).toContain("aria-checkout");
      for (const secret of [GOOD_CNP, CARD_TOKEN, CVV_REF, LAST4]) expect(text).not.toContain(secret);
    }
  });
});
