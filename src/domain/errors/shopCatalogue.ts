// SPEC §8 "Shop error mapping" as one table, like the route guards' (src/domain/guards/table.ts): per service, the
// codes the spec lists, each row citing its line. shopError.ts applies it (code → row, else 999999); screens render
// the row's variant (components/errors/catalogue/) with the Romanian texts of src/i18n/ro/shopErrors.ts.
// errorClasses.ts stays the fallback for calls outside these five services.
import type { ErrorCloseAction, ErrorVariant } from "../enums";

export type CloseAction = ErrorCloseAction;

export const SHOP_SERVICES = ["CART", "PAYMENT", "PRODUCTS", "DOCUMENT_UPLOAD", "ORDER_HISTORY"] as const;
export type ShopService = (typeof SHOP_SERVICES)[number];

/**
 * SPEC §8 "the matched service (path contains the service's path)". The first service, in SHOP_SERVICES order, whose
 * path the request's path contains wins; the gateway prefixes (config/endpoints.ts: /cart, /payments, /products) sit
 * in front of these and do not matter.
 */
export const SERVICE_PATHS: Readonly<Record<ShopService, string>> = {
  CART: "/shoppingCart",
  PAYMENT: "/payment",
  PRODUCTS: "/productOffering",
  DOCUMENT_UPLOAD: "/document",
  ORDER_HISTORY: "/productOrder",
};

/** SPEC §8 "else 999999" and "Default: 999999 generic ribbon". */
export const DEFAULT_CODE = "999999";

/** The cart's answer to a base SSO token (docs/cart-contract.md "403 {code: EXTENDED_LOGIN_REQUIRED}"). */
export const EXTENDED_LOGIN_REQUIRED = "EXTENDED_LOGIN_REQUIRED";

/** Keys of the messages and titles in src/i18n/ro/shopErrors.ts (one per distinct situation, not per code). */
export type ShopErrorMessageKey =
  // CART
  | "emptyCart"
  | "customerTypeMismatch"
  | "offerNotAvailable"
  | "creditFraudPrevention"
  | "fraudPrevention"
  | "orderAlreadyExists"
  | "creditRatingUnavailable"
  | "checkoutUnknown"
  | "photoIdNotFound"
  | "inventoryUnavailable"
  | "productNotAvailable"
  | "ageRule"
  | "voucherNotApplicable"
  | "quantityNotAvailable"
  | "voucherNotFound"
  | "voucherMaxUses"
  | "eligibility"
  | "preorder"
  | "preorderCart"
  | "cartRule"
  | "subscriberAlreadyInCart"
  | "extendedLoginRequired"
  // PAYMENT
  | "invalidOrderNumber"
  | "invalidUserInfo"
  | "orderServiceError"
  | "invalidOrderDetails"
  | "paymentNotRegistered"
  | "orderHistoryInternal"
  | "paymentFraud"
  | "paymentAttemptsOrder"
  | "paymentAttemptsRecent"
  | "paymentBotcheck"
  // PRODUCTS
  | "productUnavailable"
  | "retryProduct"
  // DOCUMENT UPLOAD
  | "wrongDocumentFormat"
  | "uploadRetryFile"
  | "documentUploadFailed"
  | "documentNotAccepted"
  // ORDER HISTORY
  | "orderNotFound"
  // any service
  | "generic"
  | "technical"
  | "network";

/** SPEC §8 "triggers an error-page tracking event" (analytics page type `error`, SPEC §4). */
export type ShopErrorTrack = "error_page";

export interface CatalogueRow {
  /** The spec line the row comes from. */
  spec: string;
  /** The body codes the row answers, as text (SPEC §8 codes may come as numbers). */
  codes: readonly string[];
  variant: ErrorVariant;
  /** Run in this order when the error is closed (SPEC §4 close actions). */
  closeActions: readonly CloseAction[];
  dictionaryKey: ShopErrorMessageKey;
  /** Show the server's own message beside ours (SPEC §8 "with server text"). */
  showServerText: boolean;
  /** A ribbon shown only on a checkout page (SPEC §8 "Some ribbon errors apply only on /checkout"). */
  checkoutOnly: boolean;
  /** Offer "Încearcă din nou" (the screen passes what to retry). */
  retry: boolean;
  /** Nothing is shown (SPEC §8 PRODUCTS "several 4003xx codes silent"). */
  silent: boolean;
  /** The way out is signing in again (SPEC §5 "extended login is prompted"); not a SPEC §4 close action. */
  signIn: boolean;
  track: ShopErrorTrack | null;
}

type RowInit = Pick<CatalogueRow, "spec" | "codes" | "variant" | "dictionaryKey"> & Partial<CatalogueRow>;

const row = (init: RowInit): CatalogueRow => ({
  closeActions: [],
  showServerText: false,
  checkoutOnly: false,
  retry: false,
  silent: false,
  signIn: false,
  track: null,
  ...init,
});

const DELETE_CART_GO_HOME: readonly CloseAction[] = ["cartDelete", "homepageRedirect"];
const DELETE_CART_GO_PHONES: readonly CloseAction[] = ["cartDelete", "phoneListingRedirect"];

// Checkout-only ribbons (SPEC §8 "Some ribbon errors apply only on /checkout"): the codes the checkout submission
// answers — fraud prevention, order already placed, credit rating, checkout exception. Cart errors are kept in the
// cart state until the next mutation (SPEC §4), so without this the cart page would still show "order already exists"
// after the customer steps back from /checkout. Every other ribbon comes from what the customer just did, wherever.

export const SHOP_CATALOGUE: Readonly<Record<ShopService, readonly CatalogueRow[]>> = {
  CART: [
    row({
      spec: "§8 CART 400: ribbon, empty cart (delete cart, go home)",
      codes: ["400"],
      variant: "RIBBON",
      dictionaryKey: "emptyCart",
      closeActions: DELETE_CART_GO_HOME,
    }),
    row({
      spec: "§8 CART 403: business/consumer mismatch view",
      codes: ["403"],
      variant: "EBUORCBU",
      dictionaryKey: "customerTypeMismatch",
    }),
    row({
      spec: "§8 CART 40112, 400103, 400104, 400105, 400107, 412001: modal offer not available (delete cart, home)",
      codes: ["40112", "400103", "400104", "400105", "400107", "412001"],
      variant: "MODAL",
      dictionaryKey: "offerNotAvailable",
      closeActions: DELETE_CART_GO_HOME,
    }),
    row({
      spec: "§8 CART 400108: modal credit fraud prevention (delete cart, phone listing)",
      codes: ["400108"],
      variant: "MODAL",
      dictionaryKey: "creditFraudPrevention",
      closeActions: DELETE_CART_GO_PHONES,
    }),
    row({
      spec: "§8 CART 400109, 400117: ribbon fraud prevention on checkout",
      codes: ["400109", "400117"],
      variant: "RIBBON",
      dictionaryKey: "fraudPrevention",
      checkoutOnly: true,
    }),
    row({
      spec: "§8 CART 400110: ribbon order already exists",
      codes: ["400110"],
      variant: "RIBBON",
      dictionaryKey: "orderAlreadyExists",
      checkoutOnly: true,
    }),
    row({
      spec: "§8 CART 400111: ribbon credit rating service not responding",
      codes: ["400111"],
      variant: "RIBBON",
      dictionaryKey: "creditRatingUnavailable",
      checkoutOnly: true,
    }),
    row({
      spec: "§8 CART 400113: ribbon unknown checkout exception",
      codes: ["400113"],
      variant: "RIBBON",
      dictionaryKey: "checkoutUnknown",
      checkoutOnly: true,
    }),
    row({
      spec: "§8 CART 400114: modal photo ID not found (go to contract)",
      codes: ["400114"],
      variant: "MODAL",
      dictionaryKey: "photoIdNotFound",
      closeActions: ["checkoutContractRedirect"],
    }),
    row({
      spec: "§8 CART 400115: ribbon inventory unavailable with server text",
      codes: ["400115"],
      variant: "RIBBON",
      dictionaryKey: "inventoryUnavailable",
      showServerText: true,
    }),
    row({
      spec: "§8 CART 400116, 500101, 501001, 501000: modal product not available (delete cart, home)",
      codes: ["400116", "500101", "501001", "501000"],
      variant: "MODAL",
      dictionaryKey: "productNotAvailable",
      closeActions: DELETE_CART_GO_HOME,
    }),
    row({ spec: "§8 CART 400121: ribbon age rule violation", codes: ["400121"], variant: "RIBBON", dictionaryKey: "ageRule" }),
    // The spec names no variant for 400201; its two siblings (400203, 400205) are modals, so the voucher field
    // answers the same way whichever voucher problem it is.
    row({ spec: "§8 CART 400201: voucher not applicable", codes: ["400201"], variant: "MODAL", dictionaryKey: "voucherNotApplicable" }),
    row({
      spec: "§8 CART 400202, 400301: quantity modal offer not available",
      codes: ["400202", "400301"],
      variant: "QTY_MODAL",
      dictionaryKey: "quantityNotAvailable",
    }),
    row({ spec: "§8 CART 400203: voucher not found modal", codes: ["400203"], variant: "MODAL", dictionaryKey: "voucherNotFound" }),
    row({
      spec: "§8 CART 400205: voucher max uses reached modal with close button, reloads cart",
      codes: ["400205"],
      variant: "MODAL",
      dictionaryKey: "voucherMaxUses",
      closeActions: ["cartGet"],
    }),
    row({
      spec: "§8 CART 400300, 400303: eligibility modal",
      codes: ["400300", "400303"],
      variant: "ELIGIBILITY_MODAL",
      dictionaryKey: "eligibility",
    }),
    row({ spec: "§8 CART 400305: preorder modal", codes: ["400305"], variant: "PREORDER_MODAL", dictionaryKey: "preorder" }),
    row({
      spec: "§8 CART 400306: preorder modal then cart redirect",
      codes: ["400306"],
      variant: "PREORDER_MODAL",
      dictionaryKey: "preorderCart",
      closeActions: ["cartRedirect"],
    }),
    row({
      spec: "§8 CART 400307: ribbon with server text",
      codes: ["400307"],
      variant: "RIBBON",
      dictionaryKey: "cartRule",
      showServerText: true,
    }),
    row({
      spec: "§8 CART 400502: ribbon subscriber id already in cart (delete cart, home)",
      codes: ["400502"],
      variant: "RIBBON",
      dictionaryKey: "subscriberAlreadyInCart",
      closeActions: DELETE_CART_GO_HOME,
    }),
    row({ spec: "§8 CART 999999: generic ribbon", codes: [DEFAULT_CODE], variant: "RIBBON", dictionaryKey: "generic" }),
    // docs/cart-contract.md: a base SSO token gets 403 {code: "EXTENDED_LOGIN_REQUIRED"}.
    row({
      spec: "§8 General 'Extended-login-required error on add to cart'; §5 'otherwise an error is thrown and extended login is prompted'",
      codes: [EXTENDED_LOGIN_REQUIRED],
      variant: "MODAL",
      dictionaryKey: "extendedLoginRequired",
      signIn: true,
    }),
  ],

  // The spec gives 4000–4003 and 5000 no variant: ribbons like the rest of the payment list, without a retry, since
  // the same request fails the same way (issue 12).
  PAYMENT: [
    row({ spec: "§8 PAYMENT 4000 invalid order number", codes: ["4000"], variant: "RIBBON", dictionaryKey: "invalidOrderNumber" }),
    row({ spec: "§8 PAYMENT 4001 invalid user info parameter", codes: ["4001"], variant: "RIBBON", dictionaryKey: "invalidUserInfo" }),
    row({ spec: "§8 PAYMENT 4002 order service error", codes: ["4002"], variant: "RIBBON", dictionaryKey: "orderServiceError" }),
    row({ spec: "§8 PAYMENT 4003 invalid order details", codes: ["4003"], variant: "RIBBON", dictionaryKey: "invalidOrderDetails" }),
    row({
      spec: "§8 PAYMENT 4004 to 40010, 5001, 999999 ribbon payment not registered, retry",
      codes: ["4004", "4005", "4006", "4007", "4008", "4009", "40010", "5001", DEFAULT_CODE],
      variant: "RIBBON",
      dictionaryKey: "paymentNotRegistered",
      retry: true,
    }),
    // SPEC §8 "Some codes show the server message (list includes 40111... only 40011 is in the special-handling
    // list)": 40011 is the one; 40111 is in no service's list, so it is an unknown code (999999) like any other.
    row({
      spec: "§8 PAYMENT 40011 same with server text",
      codes: ["40011"],
      variant: "RIBBON",
      dictionaryKey: "paymentNotRegistered",
      retry: true,
      showServerText: true,
    }),
    row({
      spec: "§8 PAYMENT 5000 order history internal error",
      codes: ["5000"],
      variant: "RIBBON",
      dictionaryKey: "orderHistoryInternal",
    }),
    // DESIGN.md: the sandbox's fraud test card answers FRAUD_AND_PREVENTEL. No retry: the same card is refused again.
    row({
      spec: "§8 Shop error mapping: Payment error FRAUD_AND_PREVENTEL triggers an error-page tracking event",
      codes: ["FRAUD_AND_PREVENTEL"],
      variant: "RIBBON",
      dictionaryKey: "paymentFraud",
      track: "error_page",
    }),
    // Issue 24 card-testing caps and bot-check (docs/checkout-contract.md "Every PAYMENT code"): codes the operator's
    // gateway answers beyond SPEC §8's list. Nothing was charged and the cart is kept; no retry, since the same
    // request is refused again (cash on delivery, or later, is the way on).
    row({
      spec: "§8 PAYMENT (issue 24 extension) 40012: card payments of this order refused after 3 declined attempts",
      codes: ["40012"],
      variant: "RIBBON",
      dictionaryKey: "paymentAttemptsOrder",
    }),
    row({
      spec: "§8 PAYMENT (issue 24 extension) 40013: over 10 declined attempts per session or address in an hour",
      codes: ["40013"],
      variant: "RIBBON",
      dictionaryKey: "paymentAttemptsRecent",
    }),
    row({
      spec: "§8 PAYMENT (issue 24 extension) 40014: the bot-check token is missing or not valid",
      codes: ["40014"],
      variant: "RIBBON",
      dictionaryKey: "paymentBotcheck",
    }),
  ],

  PRODUCTS: [
    // The "retry button" leads to the phone listing: the close action; "Încearcă din nou" reloads the product when the
    // screen offers it (onRetry).
    row({
      spec: "§8 PRODUCTS 5011 modal product unavailable with retry button (to phone listing)",
      codes: ["5011"],
      variant: "MODAL",
      dictionaryKey: "productUnavailable",
      closeActions: ["phoneListingRedirect"],
      retry: true,
    }),
    row({
      spec: "§8 PRODUCTS 400, 401, 404, 405 retry-product view",
      codes: ["400", "401", "404", "405"],
      variant: "RETRY_PRODUCT",
      dictionaryKey: "retryProduct",
      retry: true,
    }),
    // "Several 4003xx codes silent": the 4003xx codes the catalogue knows (CART's eligibility, quantity, preorder and
    // rule codes). A product lookup answering them says the customer may not buy this offer; the product page shows
    // that through its own eligibility state, and adding to cart answers them as CART modals. Other 4003xx are
    // unknown (999999), not silenced: an error nobody listed must be seen.
    row({
      spec: "§8 PRODUCTS several 4003xx codes silent",
      codes: ["400300", "400301", "400303", "400305", "400306", "400307"],
      variant: "RIBBON",
      dictionaryKey: "generic",
      silent: true,
    }),
  ],

  DOCUMENT_UPLOAD: [
    row({
      spec: "§8 DOCUMENT UPLOAD 400108 ribbon wrong document format",
      codes: ["400108"],
      variant: "RIBBON",
      dictionaryKey: "wrongDocumentFormat",
    }),
    row({
      spec: "§8 DOCUMENT UPLOAD 400109 ribbon retry file",
      codes: ["400109"],
      variant: "RIBBON",
      dictionaryKey: "uploadRetryFile",
      retry: true,
    }),
    row({ spec: "§8 DOCUMENT UPLOAD 400104 ribbon", codes: ["400104"], variant: "RIBBON", dictionaryKey: "documentUploadFailed" }),
    row({
      spec: "§8 DOCUMENT UPLOAD 400112 to 400117, 500100, 413001, 403002, 409002 retry modal (delete cart, phone listing)",
      codes: ["400112", "400113", "400114", "400115", "400116", "400117", "500100", "413001", "403002", "409002"],
      variant: "MODAL",
      dictionaryKey: "documentNotAccepted",
      closeActions: DELETE_CART_GO_PHONES,
      retry: true,
    }),
  ],

  ORDER_HISTORY: [
    row({
      spec: "§8 ORDER HISTORY 404000 ribbon with server text",
      codes: ["404000"],
      variant: "RIBBON",
      dictionaryKey: "orderNotFound",
      showServerText: true,
    }),
  ],
};

/** SPEC §8 "Default: 999999 generic ribbon": an unknown code of a service without its own 999999 row, or no service. */
export const DEFAULT_ROW: CatalogueRow = row({
  spec: "§8 Default: 999999 generic ribbon",
  codes: [DEFAULT_CODE],
  variant: "RIBBON",
  dictionaryKey: "generic",
});

/**
 * SPEC §8 "A non-JSON failure gives a technical error with the status text" (a proxy's HTML 502, say): a generic
 * ribbon with its own text; the status text is the error's message, for support, not shown (it is protocol English).
 * Retry offered: such answers come from a gateway or proxy failing, which a retry can cure (issue 12).
 */
export const TECHNICAL_ROW: CatalogueRow = row({
  spec: "§8 Shop error mapping: a non-JSON failure gives a technical error with the status text",
  codes: [DEFAULT_CODE],
  variant: "RIBBON",
  dictionaryKey: "technical",
  retry: true,
});

/** No answer at all (offline, refused, timed out): the generic ribbon with the network text, and a retry (issue 12). */
export const NETWORK_ROW: CatalogueRow = row({
  spec: "§8 Default: 999999 generic ribbon (no answer: issue 12 network message, retryable)",
  codes: [DEFAULT_CODE],
  variant: "RIBBON",
  dictionaryKey: "network",
  retry: true,
});

/** The service whose path the request's path contains (query and fragment ignored), or null. */
export function serviceOf(url: string): ShopService | null {
  const path = url.split(/[?#]/, 1)[0] ?? "";
  return SHOP_SERVICES.find((service) => path.includes(SERVICE_PATHS[service])) ?? null;
}

/** The row of a code the service knows, or undefined (the caller falls back to 999999). */
export function rowOf(service: ShopService, code: string): CatalogueRow | undefined {
  return SHOP_CATALOGUE[service].find((r) => r.codes.includes(code));
}
