// Every cart load and change (src/hooks/cart/cartCommands.ts) against a fake cart back end and identity service:
// SPEC §4 "Cart", §5 (extended login on add, quantity as text), §7 "Cart", §8 CART errors and close actions.
import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from "axios";
import type * as Gatsby from "gatsby";
import type * as CartCommands from "../../../src/hooks/cart/cartCommands";
import type { CartAction } from "../../../src/domain/cart/actions";
import { EXTENDED_LOGIN_REQUIRED } from "../../../src/domain/errors/shopCatalogue";
import type { ShopError } from "../../../src/domain/errors/shopError";
import { setAnonymousTokens, setBaseTokens, setExtendedTokens, setOtcTokens } from "../../../src/domain/session/tokens";
import { roCartPage } from "../../../src/i18n/ro/cart";
import type * as CartSnapshot from "../../../src/state/cart/cartSnapshot";
import type * as CartStore from "../../../src/state/cart/cartStore";
import type * as CheckoutStore from "../../../src/state/checkout/checkoutStore";
import { CHECKOUT_STORAGE_KEY } from "../../../src/state/checkout/forgetCheckouts";
import type * as SessionStore from "../../../src/state/sessionStore";
import { cartItem, device, prepaidSim, siteCart, tmfCart } from "../../domain/cart/fixtures";
import { pair } from "../../domain/session/fixtures";

const mockCartApi = { get: jest.fn(), patch: jest.fn(), remove: jest.fn() };
const mockIdentity = { anonymousLogin: jest.fn(), convertToken: jest.fn() };
// The cart client and the identity client (the anonymous sign-in) are the fakes.
jest.mock("../../../src/hooks/boundClient", () => ({
  boundClient: (create: { name: string }) => (create.name === "createCartApi" ? mockCartApi : mockIdentity),
}));
// SPEC §7: the anonymous sign-in carries a bot-check token (src/hooks/anonymousSignIn.ts); jsdom loads no script.
jest.mock("../../../src/clients/botcheck/recaptcha", () => ({
  getBotcheckToken: (action: string) => Promise.resolve({ token: "sbx1.anon", action }),
}));

/** A new page: every module loaded again (what the page held in memory is gone), the web storages kept. */
function newPage() {
  jest.resetModules();
  /* eslint-disable @typescript-eslint/no-require-imports -- the modules of the new page */
  const { closeCartError, loadCart, runCartAction } = require("../../../src/hooks/cart/cartCommands") as typeof CartCommands;
  const { badgeCount, readSnapshot, rememberAnonymousCarts, updateSnapshot } =
    require("../../../src/state/cart/cartSnapshot") as typeof CartSnapshot;
  const { dispatchCart, getCartState } = require("../../../src/state/cart/cartStore") as typeof CartStore;
  const { getCheckout, updateCheckout } = require("../../../src/state/checkout/checkoutStore") as typeof CheckoutStore;
  const { clearSession, getTokens, setTokens } = require("../../../src/state/sessionStore") as typeof SessionStore;
  const navigate = (require("gatsby") as typeof Gatsby).navigate as unknown as jest.Mock;
  /* eslint-enable @typescript-eslint/no-require-imports */
  return {
    closeCartError,
    loadCart,
    runCartAction,
    badgeCount,
    readSnapshot,
    rememberAnonymousCarts,
    updateSnapshot,
    dispatchCart,
    getCartState,
    getCheckout,
    updateCheckout,
    clearSession,
    getTokens,
    setTokens,
    navigate,
  };
}
let page = newPage();

type DataLayerWindow = Window & { dataLayer?: Record<string, unknown>[] };

/** A raw answer of the cart with these TMF items (fixtures of the domain tests). */
const rawCart = (...items: unknown[]) => tmfCart({ cartItem: items, cartTotalPrice: [] });

/** An axios failure as the gateway client sees it (the cart client hands it to cartFailure). */
function httpFailure(status: number, data: unknown, statusText = "Service Unavailable"): AxiosError {
  const config = { headers: new AxiosHeaders({ "X-Transaction-Id": "tx-503" }) } as InternalAxiosRequestConfig;
  return new AxiosError(`Request failed with status code ${status}`, "ERR_BAD_RESPONSE", config, null, {
    status,
    statusText,
    data,
    headers: {},
    config,
  });
}

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const signInOtc = (area: "personal" | "business" = "personal") => page.setTokens((t) => setOtcTokens(t, area, pair(`otc-${area}`)));
const signInSsoBase = () => page.setTokens((t) => setBaseTokens(t, pair("base")));
const signInSsoExtended = () => page.setTokens((t) => setExtendedTokens(setBaseTokens(t, pair("base")), "shopCBU", pair("cbu")));
const anonymous = () => page.setTokens((t) => setAnonymousTokens(t, "anonymous", pair("anon")));

/** The cart as a signed-in page holds it after a load: items a and b (site model). */
function holdCart(area: "personal" | "business" = "personal") {
  const cart = siteCart([cartItem("a", { maxAllowedQuantity: 3 }), cartItem("b")], {
    vouchers: [{ cartItemId: "v-1", id: "VOUCHER", name: "Bun venit", code: "BUNVENIT10", priceEur: -10, priceRon: -49.75 }],
  });
  page.dispatchCart(area, { type: "fetchSucceeded", cart });
  return cart;
}

const addAction = (id = "DEV-NORDIA-X5-128-BLK"): CartAction => ({
  type: "add",
  product: { productOfferingId: id, offerType: "Device", externalId: id },
});

beforeEach(() => {
  page = newPage();
  page.clearSession();
  page.updateSnapshot((s) => ({ ...s, personal: { ...s.personal, pending: 0 }, business: { ...s.business, pending: 0 } }));
  window.localStorage.clear();
  window.sessionStorage.clear();
  (window as DataLayerWindow).dataLayer = [];
  // The visitor allowed analytics (issue 29): without it nothing reaches the data layer (browser/analytics tests).
  (window as unknown as { ariaConsent?: unknown }).ariaConsent = { analytics: true, marketing: false };
  for (const m of [mockCartApi.get, mockCartApi.patch, mockCartApi.remove, mockIdentity.anonymousLogin, mockIdentity.convertToken]) {
    m.mockReset();
  }
  page.navigate.mockReset();
});

describe("loadCart (SPEC §4 cart loading, SPEC §2 full/mini cart)", () => {
  it("an anonymous visitor without a session: an empty, loaded cart and no call at all", async () => {
    page.updateSnapshot((s) => ({ ...s, personal: { ...s.personal, count: 3 } }));
    await page.loadCart("personal");
    expect(mockCartApi.get).not.toHaveBeenCalled();
    expect(mockIdentity.anonymousLogin).not.toHaveBeenCalled();
    expect(page.getCartState("personal")).toMatchObject({ loaded: true, error: null, cart: { items: [], itemCount: 0 } });
    // The stored badge follows: no session, no cart.
    expect(page.readSnapshot().personal.count).toBe(0);
    expect(page.getTokens().anonymous).toBeNull();
  });

  it("a signed-in load fetches the full cart of the area and stores its count for the badge", async () => {
    signInOtc();
    mockCartApi.get.mockResolvedValue(rawCart(device, prepaidSim));
    await page.loadCart("personal");
    expect(mockCartApi.get).toHaveBeenCalledTimes(1);
    expect(mockCartApi.get).toHaveBeenCalledWith({ area: "personal", mini: false, carryToken: null });
    const state = page.getCartState("personal");
    expect(state.loaded).toBe(true);
    expect(state.cart.items.map((i) => i.cartItemId)).toEqual(["i-dev", "i-sim"]);
    expect(state.cart.itemCount).toBe(2);
    expect(page.readSnapshot().personal.count).toBe(2);
    expect(page.badgeCount("personal")).toBe(2);
    expect(page.readSnapshot().business.count).toBe(0);
  });

  it("the business area reads the business cart (SPEC §7 customer type routes)", async () => {
    signInOtc("business");
    mockCartApi.get.mockResolvedValue(tmfCart({ customerType: "EBU", cartItem: [device], cartTotalPrice: [] }));
    await page.loadCart("business", { mini: true });
    expect(mockCartApi.get).toHaveBeenCalledWith({ area: "business", mini: true, carryToken: null });
    expect(page.getCartState("business").cart.customerType).toBe("EBU");
    expect(page.getCartState("business").mini).toBe(true);
    expect(page.readSnapshot().business.count).toBe(1);
    expect(page.getCartState("personal").loaded).toBe(false);
  });

  it("SPEC §9 cached indefinitely: a full cart already loaded is not fetched again unless forced", async () => {
    signInOtc();
    mockCartApi.get.mockResolvedValue(rawCart(device));
    await page.loadCart("personal");
    await page.loadCart("personal");
    expect(mockCartApi.get).toHaveBeenCalledTimes(1);
    await page.loadCart("personal", { force: true });
    expect(mockCartApi.get).toHaveBeenCalledTimes(2);
  });

  it("SPEC §4 cart fetch failure falls back to an empty cart with the error attached (and reported)", async () => {
    signInOtc();
    holdCart();
    mockCartApi.get.mockRejectedValue(httpFailure(503, { code: "500101", errMsg: "Indisponibil" }));
    await page.loadCart("personal", { force: true });
    const state = page.getCartState("personal");
    expect(state.loaded).toBe(true);
    expect(state.cart.items).toEqual([]);
    const error = state.error as ShopError;
    expect(error).toMatchObject({ service: "CART", code: "500101", status: 503, transactionId: "tx-503", message: "Indisponibil" });
    expect((window as DataLayerWindow).dataLayer).toContainEqual(expect.objectContaining({ event: "shop_error", code: "500101" }));
  });

  it("a network failure of the load is the network ribbon (status 0), not a crash", async () => {
    signInOtc();
    mockCartApi.get.mockRejectedValue(new AxiosError("Network Error", "ERR_NETWORK", { headers: new AxiosHeaders() }));
    await expect(page.loadCart("personal")).resolves.toBeUndefined();
    expect(page.getCartState("personal").error).toMatchObject({ status: 0, variant: "RIBBON" });
  });

  it("SSO without an extended shop set: no load is sent, the extended-login error is stored (SPEC §4 account type)", async () => {
    signInSsoBase();
    await page.loadCart("personal");
    expect(mockCartApi.get).not.toHaveBeenCalled();
    const error = page.getCartState("personal").error as ShopError;
    expect(error).toMatchObject({ service: "CART", code: EXTENDED_LOGIN_REQUIRED, signIn: true });
  });

  it("SPEC §4 loading disabled while a mutation is pending: loadCart does not fetch", async () => {
    signInOtc();
    holdCart();
    const answer = deferred<unknown>();
    mockCartApi.patch.mockReturnValue(answer.promise);
    const change = page.runCartAction("personal", { type: "remove", cartItemId: "b" });
    await page.loadCart("personal", { force: true });
    expect(mockCartApi.get).not.toHaveBeenCalled();
    answer.resolve(rawCart(device));
    await change;
    mockCartApi.get.mockResolvedValue(rawCart(device));
    await page.loadCart("personal", { force: true });
    expect(mockCartApi.get).toHaveBeenCalledTimes(1);
  });

  it("SPEC §4 loading disabled while a fetch is pending: two loads, one GET", async () => {
    signInOtc();
    const answer = deferred<unknown>();
    mockCartApi.get.mockReturnValue(answer.promise);
    const first = page.loadCart("personal");
    const second = page.loadCart("personal");
    await second;
    answer.resolve(rawCart(device));
    await first;
    expect(mockCartApi.get).toHaveBeenCalledTimes(1);
    expect(page.getCartState("personal").pending.fetch).toBe(false);
  });
});

describe("runCartAction: add (SPEC §4, §5, §7 PATCH)", () => {
  it("an anonymous visitor without a session: one anonymous session, even for two quick adds (single flight)", async () => {
    const login = deferred<{ tokens: ReturnType<typeof pair>; payload: unknown }>();
    mockIdentity.anonymousLogin.mockReturnValue(login.promise);
    mockCartApi.patch.mockResolvedValueOnce(rawCart(device)).mockResolvedValueOnce(rawCart(device, prepaidSim));
    const first = page.runCartAction("personal", addAction());
    const second = page.runCartAction("personal", addAction("SIM-PREPAID-START"));
    await Promise.resolve();
    expect(mockCartApi.patch).not.toHaveBeenCalled();
    login.resolve({ tokens: pair("anon"), payload: {} });
    const results = await Promise.all([first, second]);
    expect(mockIdentity.anonymousLogin).toHaveBeenCalledTimes(1);
    expect(mockIdentity.anonymousLogin).toHaveBeenCalledWith("shopcbuweb", { token: "sbx1.anon", action: "anonymousLogin" });
    expect(page.getTokens().anonymous).toEqual(pair("anon"));
    expect(mockCartApi.patch).toHaveBeenCalledTimes(2);
    expect(results.every((r) => r.ok)).toBe(true);
    // Anonymous: nothing to carry.
    expect(mockCartApi.patch.mock.calls.map((c) => c[1])).toEqual([
      { area: "personal", carryToken: null },
      { area: "personal", carryToken: null },
    ]);
  });

  it("a later add reuses the anonymous session (no second sign-in)", async () => {
    mockIdentity.anonymousLogin.mockResolvedValue({ tokens: pair("anon"), payload: {} });
    mockCartApi.patch.mockResolvedValue(rawCart(device));
    await page.runCartAction("personal", addAction());
    await page.runCartAction("personal", addAction());
    expect(mockIdentity.anonymousLogin).toHaveBeenCalledTimes(1);
  });

  it("the business shop gets a business anonymous session", async () => {
    mockIdentity.anonymousLogin.mockResolvedValue({ tokens: pair("ebu-anon"), payload: {} });
    mockCartApi.patch.mockResolvedValue(tmfCart({ customerType: "EBU", cartItem: [device], cartTotalPrice: [] }));
    await page.runCartAction("business", addAction());
    expect(mockIdentity.anonymousLogin).toHaveBeenCalledWith("shopebuweb", { token: "sbx1.anon", action: "anonymousLogin" });
    expect(page.getTokens().ebuAnonymous).toEqual(pair("ebu-anon"));
    expect(page.getTokens().anonymous).toBeNull();
  });

  it("a failed anonymous sign-in: the add fails with a catalogued error and no PATCH is sent", async () => {
    mockIdentity.anonymousLogin.mockRejectedValue(httpFailure(503, "<html>down</html>"));
    const result = await page.runCartAction("personal", addAction());
    expect(result.ok).toBe(false);
    expect(mockCartApi.patch).not.toHaveBeenCalled();
    expect(page.getCartState("personal").error).toMatchObject({ status: 503 });
    expect(page.getCartState("personal").pending.mutations).toEqual([]);
  });

  it("SPEC §5 SSO without the extended login: the add fails with the extended-login-required error, no PATCH", async () => {
    signInSsoBase();
    const result = await page.runCartAction("personal", addAction());
    expect(result.ok).toBe(false);
    const error = (result as { error: ShopError }).error;
    expect(error).toMatchObject({ service: "CART", code: EXTENDED_LOGIN_REQUIRED });
    expect(error.signIn).toBe(true);
    expect(mockCartApi.patch).not.toHaveBeenCalled();
    expect(mockIdentity.anonymousLogin).not.toHaveBeenCalled();
    // SPEC §8 "Cart errors are stored in the cart state"; the optimistic add is undone.
    expect(page.getCartState("personal").error).toBe(error);
    expect(page.getCartState("personal").cart.itemCount).toBe(0);
  });

  it("SSO with the shop's extended set: the add is sent", async () => {
    signInSsoExtended();
    mockCartApi.patch.mockResolvedValue(rawCart(device));
    const result = await page.runCartAction("personal", addAction());
    expect(result.ok).toBe(true);
    expect(mockCartApi.patch).toHaveBeenCalledTimes(1);
  });

  it("success: the patch of the action is sent, the cart and the badge's stored count follow the answer", async () => {
    signInOtc();
    mockCartApi.patch.mockResolvedValue(rawCart(device));
    const result = await page.runCartAction("personal", addAction());
    expect(mockCartApi.patch).toHaveBeenCalledWith([expect.objectContaining({ op: "add", path: "/cartItem/-" })], {
      area: "personal",
      carryToken: null,
    });
    expect(result.ok).toBe(true);
    const cart = (result as { cart: { itemCount: number } }).cart;
    expect(cart.itemCount).toBe(1);
    expect(page.getCartState("personal").cart.items.map((i) => i.cartItemId)).toEqual(["i-dev"]);
    expect(page.readSnapshot().personal.count).toBe(1);
  });

  it("SPEC §4 the change shows while pending (optimistic count) and a new mutation clears a stored error", async () => {
    signInOtc();
    page.dispatchCart("personal", { type: "fetchFailed", error: { variant: "RIBBON" } });
    const answer = deferred<unknown>();
    mockCartApi.patch.mockReturnValue(answer.promise);
    const run = page.runCartAction("personal", addAction());
    expect(page.getCartState("personal").error).toBeNull();
    expect(page.getCartState("personal").cart.itemCount).toBe(1);
    expect(page.getCartState("personal").pending.mutations).toHaveLength(1);
    answer.resolve(rawCart(device));
    await run;
    expect(page.getCartState("personal").pending.mutations).toEqual([]);
  });
});

describe("runCartAction: bad input is refused before anything is sent (SPEC §5, Romanian messages)", () => {
  beforeEach(() => {
    signInOtc();
    holdCart();
  });

  it.each([
    ["not a number", Number.NaN],
    ["zero", 0],
    ["negative", -1],
    ["fractional", 1.5],
    ["above the sanity bound", 100],
  ])("quantity %s: the quantity message, no PATCH, nothing pending", async (_label, quantity) => {
    const before = page.getCartState("personal");
    const result = await page.runCartAction("personal", { type: "setQuantity", cartItemId: "a", quantity });
    expect(result).toEqual({ ok: false, invalid: roCartPage.errors.quantity });
    expect(mockCartApi.patch).not.toHaveBeenCalled();
    expect(page.getCartState("personal")).toBe(before);
  });

  it.each([
    ["empty", "", roCartPage.errors.voucherEmpty],
    ["blank", "   ", roCartPage.errors.voucherEmpty],
    ["with a space", "BUN VENIT", roCartPage.errors.voucherFormat],
    ["with punctuation", "BUN!", roCartPage.errors.voucherFormat],
    ["too long", "A".repeat(31), roCartPage.errors.voucherFormat],
  ])("voucher %s: its message, no PATCH", async (_label, code, message) => {
    const result = await page.runCartAction("personal", { type: "applyVoucher", code });
    expect(result).toEqual({ ok: false, invalid: message });
    expect(mockCartApi.patch).not.toHaveBeenCalled();
  });

  it("an item no longer in the cart: the 'cart changed' message, no PATCH", async () => {
    const result = await page.runCartAction("personal", { type: "remove", cartItemId: "gone" });
    expect(result).toEqual({ ok: false, invalid: roCartPage.errors.stale });
    expect(mockCartApi.patch).not.toHaveBeenCalled();
  });

  it("an add with an empty offer type is refused (SPEC §5 'offerType is empty')", async () => {
    const result = await page.runCartAction("personal", {
      type: "add",
      product: { productOfferingId: "X", offerType: " ", externalId: "X" },
    });
    expect(result).toEqual({ ok: false, invalid: roCartPage.errors.stale });
    expect(mockCartApi.patch).not.toHaveBeenCalled();
  });

  it("a voucher typed in lower case with spaces around is sent trimmed, upper case", async () => {
    mockCartApi.patch.mockResolvedValue(rawCart(device));
    const result = await page.runCartAction("personal", { type: "applyVoucher", code: " bunvenit10 " });
    expect(result.ok).toBe(true);
    expect(JSON.stringify(mockCartApi.patch.mock.calls[0][0])).toContain("BUNVENIT10");
    expect(JSON.stringify(mockCartApi.patch.mock.calls[0][0])).not.toContain("bunvenit10");
  });
});

describe("runCartAction: a failed PATCH keeps the cart and stores the catalogued error (SPEC §4, §8 CART)", () => {
  beforeEach(() => signInOtc());

  it("503 with a JSON body: the items stay, the error is the code's row, reported to the data layer", async () => {
    const held = holdCart();
    mockCartApi.patch.mockRejectedValue(httpFailure(503, { code: "500101", errMsg: "Produs indisponibil" }));
    const result = await page.runCartAction("personal", { type: "remove", cartItemId: "a" });
    expect(result.ok).toBe(false);
    const error = (result as { error: ShopError }).error;
    expect(error).toMatchObject({
      service: "CART",
      code: "500101",
      variant: "MODAL",
      status: 503,
      transactionId: "tx-503",
      closeAction: ["cartDelete", "homepageRedirect"],
    });
    const state = page.getCartState("personal");
    // The optimistic removal is undone: the cart is as the gateway last said.
    expect(state.cart.items.map((i) => i.cartItemId)).toEqual(held.items.map((i) => i.cartItemId));
    expect(state.cart.itemCount).toBe(held.itemCount);
    expect(state.error).toBe(error);
    expect(state.pending.mutations).toEqual([]);
    expect((window as DataLayerWindow).dataLayer).toEqual([
      expect.objectContaining({ event: "shop_error", service: "CART", code: "500101", status: 503, transactionId: "tx-503" }),
    ]);
  });

  it("503 with a non-JSON body: the technical ribbon with the status text, items kept", async () => {
    holdCart();
    mockCartApi.patch.mockRejectedValue(httpFailure(503, "<html>Service Unavailable</html>"));
    const result = await page.runCartAction("personal", { type: "setQuantity", cartItemId: "a", quantity: 2 });
    const error = (result as { error: ShopError }).error;
    expect(error).toMatchObject({ code: "999999", variant: "RIBBON", status: 503, message: "Service Unavailable" });
    expect(page.getCartState("personal").cart.items.find((i) => i.cartItemId === "a")?.quantity).toBe(1);
  });

  it("a failure does not change the badge's stored count", async () => {
    holdCart();
    page.updateSnapshot((s) => ({ ...s, personal: { ...s.personal, count: 2 } }));
    mockCartApi.patch.mockRejectedValue(httpFailure(400, { code: "400202" }, "Bad Request"));
    await page.runCartAction("personal", { type: "setQuantity", cartItemId: "a", quantity: 3 });
    expect(page.readSnapshot().personal.count).toBe(2);
    expect(page.getCartState("personal").error).toMatchObject({ code: "400202", variant: "QTY_MODAL" });
  });
});

describe("carry on sign-in (SPEC §4 new base tokens clear anonymous ones; docs/cart-contract.md)", () => {
  it("signed in with a stored carry: the token is sent once, then cleared; the other area's carry is kept", async () => {
    page.rememberAnonymousCarts({ personal: "anon-refresh", business: "ebu-refresh" });
    signInOtc();
    mockCartApi.get.mockResolvedValue(rawCart(device));
    await page.loadCart("personal", { mini: true, force: true });
    expect(mockCartApi.get).toHaveBeenLastCalledWith({ area: "personal", mini: true, carryToken: "anon-refresh" });
    expect(page.readSnapshot().carry).toEqual({ personal: null, business: "ebu-refresh" });
    await page.loadCart("personal", { force: true });
    expect(mockCartApi.get).toHaveBeenLastCalledWith({ area: "personal", mini: false, carryToken: null });
  });

  it("the carry also rides on a change; the next change does not send it again", async () => {
    page.rememberAnonymousCarts({ personal: "anon-refresh", business: null });
    signInOtc();
    mockCartApi.patch.mockResolvedValue(rawCart(device));
    await page.runCartAction("personal", addAction());
    await page.runCartAction("personal", addAction());
    expect(mockCartApi.patch.mock.calls.map((c) => c[1].carryToken)).toEqual(["anon-refresh", null]);
    expect(page.readSnapshot().carry.personal).toBeNull();
  });

  it("a failed carrying call keeps the carry for the next one", async () => {
    page.rememberAnonymousCarts({ personal: "anon-refresh", business: null });
    signInOtc();
    mockCartApi.get.mockRejectedValueOnce(httpFailure(503, { code: "999999" })).mockResolvedValueOnce(rawCart(device));
    await page.loadCart("personal", { force: true });
    expect(page.readSnapshot().carry.personal).toBe("anon-refresh");
    await page.loadCart("personal", { force: true });
    expect(mockCartApi.get.mock.calls.map((c) => c[0].carryToken)).toEqual(["anon-refresh", "anon-refresh"]);
    expect(page.readSnapshot().carry.personal).toBeNull();
  });

  it("an anonymous session never sends a carry (it is its own cart)", async () => {
    page.rememberAnonymousCarts({ personal: "older-anon", business: null });
    anonymous();
    mockCartApi.get.mockResolvedValue(rawCart(device));
    await page.loadCart("personal");
    expect(mockCartApi.get).toHaveBeenCalledWith({ area: "personal", mini: false, carryToken: null });
    expect(page.readSnapshot().carry.personal).toBe("older-anon");
  });
});

describe("closeCartError runs the close actions in order (SPEC §4 close actions, §8 per code)", () => {
  it("cartDelete then homepageRedirect: the cart is deleted and empty, then the area's home", async () => {
    signInOtc();
    page.dispatchCart("personal", { type: "fetchFailed", error: { variant: "MODAL" } });
    holdCart();
    expect(page.getCartState("personal").error).not.toBeNull();
    const log: string[] = [];
    mockCartApi.remove.mockImplementation(async () => {
      log.push("DELETE");
      return {};
    });
    page.navigate.mockImplementation(async (to: string) => {
      log.push(`navigate ${to}`);
    });
    page.updateSnapshot((s) => ({ ...s, personal: { ...s.personal, count: 2 } }));
    await page.closeCartError("personal", ["cartDelete", "homepageRedirect"]);
    expect(log).toEqual(["DELETE", "navigate /"]);
    expect(mockCartApi.remove).toHaveBeenCalledWith({ area: "personal" });
    const state = page.getCartState("personal");
    expect(state).toMatchObject({ loaded: true, error: null, cart: { items: [], itemCount: 0 } });
    expect(page.readSnapshot().personal.count).toBe(0);
  });

  it("business: home is /business", async () => {
    signInOtc("business");
    mockCartApi.remove.mockResolvedValue({});
    await page.closeCartError("business", ["cartDelete", "homepageRedirect"]);
    expect(page.navigate).toHaveBeenCalledWith("/business");
  });

  it("cartDelete with no session: nothing to delete there, the cart is emptied here", async () => {
    holdCart();
    await page.closeCartError("personal", ["cartDelete"]);
    expect(mockCartApi.remove).not.toHaveBeenCalled();
    expect(page.getCartState("personal").cart.items).toEqual([]);
  });

  it("cartDelete that fails on the gateway still empties the cart here and reports the failure", async () => {
    signInOtc();
    holdCart();
    mockCartApi.remove.mockRejectedValue(httpFailure(503, { code: "999999" }));
    await page.closeCartError("personal", ["cartDelete"]);
    expect(page.getCartState("personal").cart.items).toEqual([]);
    expect((window as DataLayerWindow).dataLayer).toContainEqual(expect.objectContaining({ event: "shop_error" }));
  });

  it("cartGet reloads the cart although a full cart is held (SPEC §8 400205)", async () => {
    signInOtc();
    holdCart();
    mockCartApi.get.mockResolvedValue(rawCart(device));
    await page.closeCartError("personal", ["cartGet"]);
    expect(mockCartApi.get).toHaveBeenCalledTimes(1);
    expect(page.getCartState("personal").cart.items.map((i) => i.cartItemId)).toEqual(["i-dev"]);
  });

  it("cartDelete then cartGet: delete first, then the reload", async () => {
    signInOtc();
    holdCart();
    const log: string[] = [];
    mockCartApi.remove.mockImplementation(async () => log.push("DELETE"));
    mockCartApi.get.mockImplementation(async () => {
      log.push("GET");
      return rawCart();
    });
    await page.closeCartError("personal", ["cartDelete", "cartGet"]);
    expect(log).toEqual(["DELETE", "GET"]);
  });

  it.each([
    ["phoneListingRedirect", "personal", "/telefoane"],
    ["phoneListingRedirect", "business", "/business/telefoane"],
    ["checkoutContractRedirect", "personal", "/checkout"],
    ["cartRedirect", "business", "/business/eshop/checkout/cart"],
  ] as const)("%s in %s goes to %s", async (action, area, to) => {
    await page.closeCartError(area, [action]);
    expect(page.navigate).toHaveBeenCalledWith(to);
  });

  it("SPEC §4 checkoutDelete: the checkout's data is cleared and the customer is back at the cart, which keeps its items", async () => {
    holdCart();
    page.updateCheckout("personal", (s) => ({
      ...s,
      contract: { firstName: "Ana", phone: "0722123456" },
      order: { id: "po-1", number: "CMD-1", amountRon: 10, paymentMethod: "CARD" },
      attempt: { orderId: "po-1", paymentId: "pay-1", orderNumber: "CMD-1", inFlight: false, settled: null },
    }));
    page.updateCheckout("business", (s) => ({ ...s, contract: { firstName: "Ion" } }));
    await page.closeCartError("personal", ["checkoutDelete"]);
    expect(page.getCheckout("personal")).toMatchObject({ contract: {}, order: null, attempt: null, receipt: null });
    expect(window.sessionStorage.getItem(CHECKOUT_STORAGE_KEY)).not.toContain("0722123456");
    expect(page.navigate).toHaveBeenCalledWith("/cart");
    expect(page.getCartState("personal").cart.items).toHaveLength(2);
    expect(mockCartApi.remove).not.toHaveBeenCalled();
    // The other shop's checkout is its own.
    expect(page.getCheckout("business").contract).toEqual({ firstName: "Ion" });
  });

  it("SPEC §4 checkoutDelete in the business shop returns to the business cart", async () => {
    await page.closeCartError("business", ["checkoutDelete"]);
    expect(page.navigate).toHaveBeenCalledWith("/business/eshop/checkout/cart");
  });

  it("no actions: the stored error is forgotten and nothing is called", async () => {
    signInOtc();
    page.dispatchCart("personal", { type: "fetchFailed", error: { variant: "RIBBON" } });
    await page.closeCartError("personal", []);
    expect(page.getCartState("personal").error).toBeNull();
    expect(mockCartApi.get).not.toHaveBeenCalled();
    expect(mockCartApi.remove).not.toHaveBeenCalled();
    expect(page.navigate).not.toHaveBeenCalled();
  });
});
