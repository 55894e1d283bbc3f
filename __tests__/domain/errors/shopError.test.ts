// SPEC §3 "Error object" and §8 "Shop error mapping": how a failed call becomes a ShopError.
import {
  buttonKeyFor,
  fromGatewayError,
  isCheckoutPath,
  ribbonApplies,
  shopErrorFor,
  toShopError,
  type FailedCall,
} from "../../../src/domain/errors/shopError";

const CART = "https://gw.example/cart/shoppingCart";
const PAYMENT = "https://gw.example/payments/payment";
const PRODUCTS = "https://gw.example/products/productOffering/DEV-1";

const call = (init: Partial<FailedCall>): FailedCall => ({
  url: CART,
  status: 400,
  statusText: "Bad Request",
  body: {},
  isJson: true,
  transactionId: null,
  ...init,
});

describe("SPEC §3 Error object", () => {
  it("§3 carries message, status, payload, transactionId, code, closeAction, service, variant, dictionaryKey, modalTitle, modalButton", () => {
    const body = { "@type": "Error", code: "400116", message: "Oferta a fost retrasă." };
    const error = toShopError(call({ body, transactionId: "tx-42" }));
    expect(error).toEqual({
      message: "Oferta a fost retrasă.",
      status: 400,
      payload: body,
      transactionId: "tx-42",
      code: "400116",
      closeAction: ["cartDelete", "homepageRedirect"],
      service: "CART",
      variant: "MODAL",
      dictionaryKey: "productNotAvailable",
      modalTitle: "productNotAvailable",
      modalButton: "backToShop",
      showServerText: false,
      checkoutOnly: false,
      retry: false,
      silent: false,
      signIn: false,
      track: null,
    });
  });

  it("§3 a ribbon has no modal title; a ribbon without close actions has no button", () => {
    expect(toShopError(call({ body: { code: "400121" } }))).toMatchObject({ modalTitle: null, modalButton: null });
    expect(toShopError(call({ body: { code: "400502" } }))).toMatchObject({ modalTitle: null, modalButton: "backToShop" });
  });
});

describe("SPEC §8 Shop error mapping", () => {
  it("§8 message is errMsg over message", () => {
    expect(toShopError(call({ body: { code: "400115", errMsg: "Nordia X5 nu mai este în stoc", message: "out of stock" } })).message).toBe(
      "Nordia X5 nu mai este în stoc",
    );
    expect(toShopError(call({ body: { code: "400115", message: "out of stock" } })).message).toBe("out of stock");
    expect(toShopError(call({ body: { code: "400115", errMsg: "", message: "out of stock" } })).message).toBe("out of stock");
    expect(toShopError(call({ body: { code: "400115" } })).message).toBe("Bad Request");
  });

  it("§8 an unknown code is 999999: the service's own 999999 row where it lists one, else the default generic ribbon", () => {
    expect(toShopError(call({ body: { code: "123456" } }))).toMatchObject({
      code: "999999",
      service: "CART",
      variant: "RIBBON",
      dictionaryKey: "generic",
    });
    expect(toShopError(call({ url: PAYMENT, body: { code: "4242" } }))).toMatchObject({
      code: "999999",
      service: "PAYMENT",
      dictionaryKey: "paymentNotRegistered",
      retry: true,
    });
    expect(toShopError(call({ url: PRODUCTS, body: { code: "4242" } }))).toMatchObject({
      code: "999999",
      service: "PRODUCTS",
      variant: "RIBBON",
      dictionaryKey: "generic",
      retry: false,
    });
  });

  it("§8 a JSON body without a code (or not an object) is 999999", () => {
    expect(toShopError(call({ body: { message: "x" } })).code).toBe("999999");
    expect(toShopError(call({ body: ["x"] })).code).toBe("999999");
    expect(toShopError(call({ body: null })).code).toBe("999999");
  });

  it.each([
    ["CART", CART, "5011"],
    ["CART", CART, "404000"],
    ["CART", CART, "FRAUD_AND_PREVENTEL"],
    ["PAYMENT", PAYMENT, "400116"],
    ["PAYMENT", PAYMENT, "EXTENDED_LOGIN_REQUIRED"],
    ["PRODUCTS", PRODUCTS, "400116"],
    ["PRODUCTS", PRODUCTS, "400302"],
    ["ORDER_HISTORY", "https://gw.example/orders/productOrder", "400"],
  ])("§8 a code known for another service, not %s (%s %s), is 999999", (service, url, code) => {
    const error = toShopError(call({ url, body: { code } }));
    expect(error.service).toBe(service);
    expect(error.code).toBe("999999");
    expect(error.silent).toBe(false);
  });

  it('§8 "only 40011 is in the special-handling list": 40111 is no payment code', () => {
    expect(toShopError(call({ url: PAYMENT, body: { code: "40111", message: "m" } }))).toMatchObject({
      code: "999999",
      showServerText: false,
    });
    expect(toShopError(call({ url: PAYMENT, body: { code: "40011", message: "m" } }))).toMatchObject({
      code: "40011",
      showServerText: true,
    });
  });

  it('§8 "path contains the service\'s path": absolute or relative, the query is not the path, no match is no service', () => {
    expect(toShopError(call({ url: "/cart/shoppingCart/v5", body: { code: "400203" } })).service).toBe("CART");
    expect(toShopError(call({ url: "https://gw.example/payments/payment?ref=/shoppingCart", body: {} })).service).toBe("PAYMENT");
    expect(toShopError(call({ url: "https://gw.example/dxl/document", body: {} })).service).toBe("DOCUMENT_UPLOAD");
    const none = toShopError(call({ url: "https://gw.example/usage/summary", body: { code: "400" } }));
    expect(none).toMatchObject({ service: null, code: "999999", variant: "RIBBON", dictionaryKey: "generic" });
  });

  it("§8 a non-JSON failure is a technical error with the status text: a generic ribbon, retry offered", () => {
    const error = toShopError(
      call({ status: 502, statusText: "Bad Gateway", body: "<html>502</html>", isJson: false, transactionId: "t1" }),
    );
    expect(error).toMatchObject({
      code: "999999",
      message: "Bad Gateway",
      status: 502,
      payload: "<html>502</html>",
      transactionId: "t1",
      service: "CART",
      variant: "RIBBON",
      dictionaryKey: "technical",
      closeAction: [],
      retry: true,
      showServerText: false,
    });
  });

  it("§8 default: no answer at all is the generic ribbon with the network message, retry offered", () => {
    const error = toShopError(call({ status: 0, statusText: "", body: null, isJson: false }));
    expect(error).toMatchObject({ code: "999999", status: 0, variant: "RIBBON", dictionaryKey: "network", retry: true, service: "CART" });
    expect(error.message).not.toBe("");
  });

  it("§8 FRAUD_AND_PREVENTEL on PAYMENT triggers the error-page tracking event", () => {
    expect(toShopError(call({ url: PAYMENT, status: 402, body: { code: "FRAUD_AND_PREVENTEL" } }))).toMatchObject({
      track: "error_page",
      variant: "RIBBON",
      dictionaryKey: "paymentFraud",
    });
  });
});

describe('SPEC §8 "Some ribbon errors apply only on /checkout"', () => {
  const checkoutOnly = toShopError(call({ body: { code: "400110" } }));
  const everywhere = toShopError(call({ body: { code: "400121" } }));

  it.each(["/checkout", "/checkout/", "/business/eshop/checkout", "/abonamente/portare-cu-portare/checkout"])(
    "§8 a checkout-only ribbon applies on %s",
    (path) => {
      expect(isCheckoutPath(path)).toBe(true);
      expect(ribbonApplies(checkoutOnly, path)).toBe(true);
    },
  );

  it.each(["/cart", "/business/eshop/checkout/cart", "/", "/telefoane/checkout-x", "/checkouts"])("§8 … and not on %s", (path) => {
    expect(ribbonApplies(checkoutOnly, path)).toBe(false);
    expect(ribbonApplies(everywhere, path)).toBe(true);
  });
});

describe("SPEC §8/§5 extended login required on add to cart", () => {
  it("§8 CART EXTENDED_LOGIN_REQUIRED is a sign-in modal, not a SPEC §4 close action", () => {
    const error = toShopError(call({ status: 403, body: { code: "EXTENDED_LOGIN_REQUIRED", message: "extended" } }));
    expect(error).toMatchObject({ service: "CART", code: "EXTENDED_LOGIN_REQUIRED" });
    expect(error).toMatchObject({ variant: "MODAL", signIn: true, closeAction: [], modalButton: "signIn" });
  });

  it("§5 the same error raised without a call (no extended token yet)", () => {
    expect(shopErrorFor("CART", "EXTENDED_LOGIN_REQUIRED")).toMatchObject({ variant: "MODAL", signIn: true, modalButton: "signIn" });
  });

  it("§8 the cart's plain 403 is the business/consumer mismatch, not a sign-in", () => {
    const error = toShopError(call({ status: 403, body: { code: "403" } }));
    expect(error.signIn).toBe(false);
    expect(error.variant).toBe("EBUORCBU");
  });
});

describe("SPEC §4 close actions → the button's label key", () => {
  it.each([
    [["cartDelete", "homepageRedirect"], "backToShop"],
    [["cartDelete", "phoneListingRedirect"], "toPhoneListing"],
    [["phoneListingRedirect"], "toPhoneListing"],
    [["checkoutContractRedirect"], "toContract"],
    [["cartRedirect"], "toCart"],
    [["cartGet"], "reloadCart"],
    [["cartDelete"], "emptyCart"],
    [["checkoutDelete"], "close"],
    [[], "close"],
  ] as const)("§4 %j → %s", (actions, key) => {
    expect(buttonKeyFor(actions)).toBe(key);
  });
});

describe("SPEC §8 from the gateway client's GatewayError", () => {
  const gateway = (init: Partial<{ kind: string; status: number; payload: unknown; message: string; transactionId: string | null }>) => ({
    kind: "http",
    status: 400,
    payload: null,
    message: "Bad Request",
    transactionId: null,
    ...init,
  });

  it("§8 a JSON answer maps by its code", () => {
    expect(fromGatewayError(gateway({ payload: { code: "400203", message: "Voucher inexistent" } }), CART)).toMatchObject({
      code: "400203",
      message: "Voucher inexistent",
      dictionaryKey: "voucherNotFound",
    });
  });

  it("§8 a non-JSON answer (kept as text, status text as message) is the technical error", () => {
    expect(fromGatewayError(gateway({ status: 503, payload: "Service Unavailable", message: "Service Unavailable" }), CART)).toMatchObject({
      dictionaryKey: "technical",
      message: "Service Unavailable",
      status: 503,
    });
  });

  it.each(["network", "timeout"])("§8 %s (no answer) is the network ribbon", (kind) => {
    expect(fromGatewayError(gateway({ kind, status: 0, message: "timeout of 10000ms exceeded" }), PAYMENT)).toMatchObject({
      dictionaryKey: "network",
      status: 0,
      service: "PAYMENT",
    });
  });
});
