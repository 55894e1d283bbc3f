// The catalogue table against the SPEC §8 text: the code lists below are copied from the spec, line by line, so a code
// the table lacks (or one it invents) fails here. Where a line names no variant the entry says "spec silent" and holds
// the catalogue's decision (src/domain/errors/shopCatalogue.ts says why).
import type { ErrorVariant } from "../../../src/domain/enums";
import {
  DEFAULT_ROW,
  NETWORK_ROW,
  SERVICE_PATHS,
  SHOP_CATALOGUE,
  SHOP_SERVICES,
  TECHNICAL_ROW,
  type CloseAction,
  type ShopService,
} from "../../../src/domain/errors/shopCatalogue";
import { toShopError } from "../../../src/domain/errors/shopError";

type Expected = readonly [ErrorVariant, readonly CloseAction[]];

const HOME: readonly CloseAction[] = ["cartDelete", "homepageRedirect"];
const PHONES: readonly CloseAction[] = ["cartDelete", "phoneListingRedirect"];

// SPEC §8 "CART service:"
const SPEC_CART: Record<string, Expected> = {
  "400": ["RIBBON", HOME], // 400: ribbon, empty cart (delete cart, go home).
  "403": ["EBUORCBU", []], // 403: business/consumer mismatch view.
  // 40112, 400103, 400104, 400105, 400107, 412001: modal offer not available (delete cart, home).
  "40112": ["MODAL", HOME],
  "400103": ["MODAL", HOME],
  "400104": ["MODAL", HOME],
  "400105": ["MODAL", HOME],
  "400107": ["MODAL", HOME],
  "412001": ["MODAL", HOME],
  "400108": ["MODAL", PHONES], // 400108: modal credit fraud prevention (delete cart, phone listing).
  "400109": ["RIBBON", []], // 400109, 400117: ribbon fraud prevention on checkout.
  "400117": ["RIBBON", []],
  "400110": ["RIBBON", []], // 400110: ribbon order already exists.
  "400111": ["RIBBON", []], // 400111: ribbon credit rating service not responding.
  "400113": ["RIBBON", []], // 400113: ribbon unknown checkout exception.
  "400114": ["MODAL", ["checkoutContractRedirect"]], // 400114: modal photo ID not found (go to contract).
  "400115": ["RIBBON", []], // 400115: ribbon inventory unavailable with server text.
  // 400116, 500101, 501001, 501000: modal product not available (delete cart, home).
  "400116": ["MODAL", HOME],
  "500101": ["MODAL", HOME],
  "501001": ["MODAL", HOME],
  "501000": ["MODAL", HOME],
  "400121": ["RIBBON", []], // 400121: ribbon age rule violation.
  "400201": ["MODAL", []], // 400201: voucher not applicable. (spec silent on the variant: like 400203/400205)
  "400202": ["QTY_MODAL", []], // 400202, 400301: quantity modal offer not available.
  "400301": ["QTY_MODAL", []],
  "400203": ["MODAL", []], // 400203: voucher not found modal.
  "400205": ["MODAL", ["cartGet"]], // 400205: voucher max uses reached modal with close button, reloads cart.
  "400300": ["ELIGIBILITY_MODAL", []], // 400300, 400303: eligibility modal.
  "400303": ["ELIGIBILITY_MODAL", []],
  "400305": ["PREORDER_MODAL", []], // 400305: preorder modal.
  "400306": ["PREORDER_MODAL", ["cartRedirect"]], // 400306: preorder modal then cart redirect.
  "400307": ["RIBBON", []], // 400307: ribbon with server text.
  "400502": ["RIBBON", HOME], // 400502: ribbon subscriber id already in cart (delete cart, home).
  "999999": ["RIBBON", []], // 999999: generic ribbon.
  // §8 General "Extended-login-required error on add to cart" (docs/cart-contract.md: 403 EXTENDED_LOGIN_REQUIRED).
  EXTENDED_LOGIN_REQUIRED: ["MODAL", []],
};

// SPEC §8 "PAYMENT: 4000 invalid order number; 4001 invalid user info parameter; 4002 order service error; 4003 invalid
// order details; 4004 to 40010, 5001, 999999 ribbon payment not registered, retry; 40011 same with server text; 5000
// order history internal error." (4000–4003 and 5000: spec silent on the variant, ribbons like the rest.)
const SPEC_PAYMENT: Record<string, Expected> = {
  "4000": ["RIBBON", []],
  "4001": ["RIBBON", []],
  "4002": ["RIBBON", []],
  "4003": ["RIBBON", []],
  "4004": ["RIBBON", []],
  "4005": ["RIBBON", []],
  "4006": ["RIBBON", []],
  "4007": ["RIBBON", []],
  "4008": ["RIBBON", []],
  "4009": ["RIBBON", []],
  "40010": ["RIBBON", []],
  "5001": ["RIBBON", []],
  "999999": ["RIBBON", []],
  "40011": ["RIBBON", []],
  "5000": ["RIBBON", []],
  // §8 "Payment error FRAUD_AND_PREVENTEL triggers an error-page tracking event" (spec silent on the variant).
  FRAUD_AND_PREVENTEL: ["RIBBON", []],
  // Issue 24 extensions (docs/checkout-contract.md): the card-testing caps and the bot-check, ribbons, the cart kept.
  "40012": ["RIBBON", []],
  "40013": ["RIBBON", []],
  "40014": ["RIBBON", []],
};

// SPEC §8 "PRODUCTS: 5011 modal product unavailable with retry button (to phone listing); 400, 401, 404, 405
// retry-product view; several 4003xx codes silent." (Which 4003xx: the catalogue's decision, the CART ones.)
const SPEC_PRODUCTS: Record<string, Expected> = {
  "5011": ["MODAL", ["phoneListingRedirect"]],
  "400": ["RETRY_PRODUCT", []],
  "401": ["RETRY_PRODUCT", []],
  "404": ["RETRY_PRODUCT", []],
  "405": ["RETRY_PRODUCT", []],
  "400300": ["RIBBON", []],
  "400301": ["RIBBON", []],
  "400303": ["RIBBON", []],
  "400305": ["RIBBON", []],
  "400306": ["RIBBON", []],
  "400307": ["RIBBON", []],
};

// SPEC §8 "DOCUMENT UPLOAD: 400108 ribbon wrong document format; 400109 ribbon retry file; 400104 ribbon; 400112 to
// 400117, 500100, 413001, 403002, 409002 retry modal (delete cart, phone listing)."
const SPEC_DOCUMENT_UPLOAD: Record<string, Expected> = {
  "400108": ["RIBBON", []],
  "400109": ["RIBBON", []],
  "400104": ["RIBBON", []],
  "400112": ["MODAL", PHONES],
  "400113": ["MODAL", PHONES],
  "400114": ["MODAL", PHONES],
  "400115": ["MODAL", PHONES],
  "400116": ["MODAL", PHONES],
  "400117": ["MODAL", PHONES],
  "500100": ["MODAL", PHONES],
  "413001": ["MODAL", PHONES],
  "403002": ["MODAL", PHONES],
  "409002": ["MODAL", PHONES],
};

// SPEC §8 "ORDER HISTORY: 404000 ribbon with server text."
const SPEC_ORDER_HISTORY: Record<string, Expected> = { "404000": ["RIBBON", []] };

const SPEC: Record<ShopService, Record<string, Expected>> = {
  CART: SPEC_CART,
  PAYMENT: SPEC_PAYMENT,
  PRODUCTS: SPEC_PRODUCTS,
  DOCUMENT_UPLOAD: SPEC_DOCUMENT_UPLOAD,
  ORDER_HISTORY: SPEC_ORDER_HISTORY,
};

/** A URL of the service as the gateway client builds it (config/endpoints.ts prefixes). */
const URLS: Record<ShopService, string> = {
  CART: "https://gw.example/cart/shoppingCart/v5?miniCart=true",
  PAYMENT: "https://gw.example/payments/payment",
  PRODUCTS: "https://gw.example/products/productOffering/DEV-1",
  DOCUMENT_UPLOAD: "https://gw.example/dxl/document/upload",
  ORDER_HISTORY: "https://gw.example/orders/productOrder?state=inProgress",
};

const failed = (service: ShopService, code: string | number) =>
  toShopError({
    url: URLS[service],
    status: 400,
    statusText: "Bad Request",
    body: { code, message: "m" },
    isJson: true,
    transactionId: null,
  });

const cases = SHOP_SERVICES.flatMap((service) =>
  Object.entries(SPEC[service]).map(([code, [variant, actions]]) => [service, code, variant, actions] as const),
);

describe("SPEC §8 Shop error mapping: every code the spec lists, per service, with its variant and close actions", () => {
  it.each(cases)("§8 %s %s → %s %j", (service, code, variant, actions) => {
    const error = failed(service, code);
    expect(error.service).toBe(service);
    expect(error.code).toBe(code);
    expect(error.variant).toBe(variant);
    expect(error.closeAction).toEqual(actions);
  });

  it.each(cases.filter(([, code]) => /^\d+$/.test(code)))("§8 %s %s sent as a number is the same code", (service, code, variant) => {
    const error = failed(service, Number(code));
    expect(error.code).toBe(code);
    expect(error.variant).toBe(variant);
  });

  it.each(SHOP_SERVICES)("§8 %s: the table lists no code the spec does not", (service) => {
    const tableCodes = SHOP_CATALOGUE[service].flatMap((row) => [...row.codes]).sort();
    expect(tableCodes).toEqual(Object.keys(SPEC[service]).sort());
  });

  it.each(SHOP_SERVICES)("§8 %s: a code has one row only", (service) => {
    const codes = SHOP_CATALOGUE[service].flatMap((row) => [...row.codes]);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it("§8 every row cites its spec line, and close actions are the §4 ones in the order the line gives", () => {
    const rows = [...SHOP_SERVICES.flatMap((s) => SHOP_CATALOGUE[s]), DEFAULT_ROW, TECHNICAL_ROW, NETWORK_ROW];
    for (const row of rows) expect(row.spec).toMatch(/^§[58] /);
    expect(SHOP_CATALOGUE.CART.find((r) => r.codes.includes("400108"))?.closeActions).toEqual(["cartDelete", "phoneListingRedirect"]);
  });

  it('§8 "path contains the service\'s path": the five paths as data', () => {
    expect(SERVICE_PATHS).toEqual({
      CART: "/shoppingCart",
      PAYMENT: "/payment",
      PRODUCTS: "/productOffering",
      DOCUMENT_UPLOAD: "/document",
      ORDER_HISTORY: "/productOrder",
    });
  });
});

describe("SPEC §8 per-code rules beside the variant", () => {
  const flagged = (flag: "showServerText" | "checkoutOnly" | "retry" | "silent") =>
    cases
      .filter(([service, code]) => failed(service, code)[flag])
      .map(([service, code]) => `${service} ${code}`)
      .sort();
  // Object keys that look like numbers come out in numeric order, so compare as sorted lists.
  const sorted = (list: string[]) => [...list].sort();

  it('§8 "with server text": CART 400115, 400307; PAYMENT 40011; ORDER HISTORY 404000 — and nothing else', () => {
    expect(flagged("showServerText")).toEqual(sorted(["CART 400115", "CART 400307", "PAYMENT 40011", "ORDER_HISTORY 404000"]));
  });

  it('§8 "Some ribbon errors apply only on /checkout": the checkout submission ribbons 400109, 400117, 400110, 400111, 400113', () => {
    expect(flagged("checkoutOnly")).toEqual(sorted(["CART 400109", "CART 400117", "CART 400110", "CART 400111", "CART 400113"]));
    for (const entry of flagged("checkoutOnly")) expect(SPEC_CART[entry.split(" ")[1]!]?.[0]).toBe("RIBBON");
  });

  it('§8 "retry": PAYMENT 4004–40010, 5001, 999999, 40011; PRODUCTS 5011 and the retry-product view; DOCUMENT UPLOAD retry file and retry modal', () => {
    expect(flagged("retry")).toEqual(
      sorted([
        ...["4004", "4005", "4006", "4007", "4008", "4009", "40010", "5001", "999999", "40011"].map((c) => `PAYMENT ${c}`),
        ...["5011", "400", "401", "404", "405"].map((c) => `PRODUCTS ${c}`),
        ...["400109", "400112", "400113", "400114", "400115", "400116", "400117", "500100", "413001", "403002", "409002"].map(
          (c) => `DOCUMENT_UPLOAD ${c}`,
        ),
      ]),
    );
  });

  it('§8 PRODUCTS "several 4003xx codes silent": the 4003xx codes the catalogue knows, on PRODUCTS only', () => {
    expect(flagged("silent")).toEqual(sorted(["400300", "400301", "400303", "400305", "400306", "400307"].map((c) => `PRODUCTS ${c}`)));
  });

  it("§8 the same code means what its service says: 400108 is a CART modal and a DOCUMENT UPLOAD ribbon", () => {
    expect(failed("CART", "400108").dictionaryKey).toBe("creditFraudPrevention");
    expect(failed("DOCUMENT_UPLOAD", "400108")).toMatchObject({ variant: "RIBBON", dictionaryKey: "wrongDocumentFormat" });
    expect(failed("PRODUCTS", "400")).toMatchObject({ variant: "RETRY_PRODUCT" });
    expect(failed("CART", "400")).toMatchObject({ variant: "RIBBON", dictionaryKey: "emptyCart" });
  });

  it("§8 FRAUD_AND_PREVENTEL is the one error that tracks the error page", () => {
    const tracked = cases.filter(([service, code]) => failed(service, code).track !== null);
    expect(tracked.map(([service, code]) => `${service} ${code}`)).toEqual(["PAYMENT FRAUD_AND_PREVENTEL"]);
    expect(failed("PAYMENT", "FRAUD_AND_PREVENTEL").track).toBe("error_page");
  });
});
