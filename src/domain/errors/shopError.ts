// SPEC §3 "Error object" and §8 "Shop error mapping": a failed shop call (cart, payment, products, document upload,
// order history) becomes one ShopError by the table in shopCatalogue.ts. Pure: the transport (clients/gateway) hands
// over what it saw as a FailedCall, or its GatewayError through fromGatewayError.
import type { ErrorVariant } from "../enums";
import { isRecord } from "../read";
import {
  DEFAULT_CODE,
  DEFAULT_ROW,
  NETWORK_ROW,
  TECHNICAL_ROW,
  rowOf,
  serviceOf,
  type CatalogueRow,
  type CloseAction,
  type ShopErrorMessageKey,
  type ShopService,
} from "./shopCatalogue";

/** What the transport saw of a failed call. */
export interface FailedCall {
  url: string;
  /** HTTP status; 0 = no answer came back. */
  status: number;
  statusText: string;
  body: unknown;
  /** The answer was JSON (content type and parse). */
  isJson: boolean;
  transactionId: string | null;
}

/** Keys of the button labels in src/i18n/ro/shopErrors.ts: named by where the close actions leave the customer. */
export type ShopErrorButtonKey =
  "backToShop" | "toPhoneListing" | "toContract" | "toCart" | "reloadCart" | "emptyCart" | "close" | "signIn";

/** SPEC §3 "Error object" (message … modalButton) with the §8 row's display rules beside it (shopCatalogue.ts). */
export interface ShopError extends Pick<
  CatalogueRow,
  "variant" | "dictionaryKey" | "showServerText" | "checkoutOnly" | "retry" | "silent" | "signIn" | "track"
> {
  /** The server's errMsg, else its message, else the status text (SPEC §8). */
  message: string;
  status: number;
  payload: unknown;
  transactionId: string | null;
  /** A code the service's rows list, else "999999". */
  code: string;
  closeAction: readonly CloseAction[];
  service: ShopService | null;
  /** Title of a dialog or view (null for a ribbon: its message says it all). */
  modalTitle: ShopErrorMessageKey | null;
  /** The button that runs the close actions (null when there is none: a ribbon or retry view without actions). */
  modalButton: ShopErrorButtonKey | null;
}

/** The variants shown as a dialog (DESIGN.md: "every MODAL-like variant is a dialog"); the rest sit in the page. */
const DIALOG_VARIANTS: ReadonlySet<ErrorVariant> = new Set(["MODAL", "QTY_MODAL", "ELIGIBILITY_MODAL", "PREORDER_MODAL", "EBUORCBU"]);

export const isDialogVariant = (variant: ErrorVariant): boolean => DIALOG_VARIANTS.has(variant);

/**
 * The label of the button that runs these close actions: where they leave the customer (the last redirect), else what
 * they do to the cart. "Înapoi la magazin" for cartDelete + homepageRedirect; "Închide" for none.
 */
export function buttonKeyFor(actions: readonly CloseAction[], signIn = false): ShopErrorButtonKey {
  if (signIn) return "signIn";
  const last = [...actions].reverse();
  const redirect = last.find((a) => a.endsWith("Redirect"));
  switch (redirect) {
    case "homepageRedirect":
      return "backToShop";
    case "phoneListingRedirect":
      return "toPhoneListing";
    case "checkoutContractRedirect":
      return "toContract";
    case "cartRedirect":
      return "toCart";
  }
  if (actions.includes("cartGet")) return "reloadCart";
  if (actions.includes("cartDelete")) return "emptyCart";
  return "close";
}

interface CallDetails {
  message: string;
  status: number;
  payload: unknown;
  transactionId: string | null;
}

function fromRow(row: CatalogueRow, service: ShopService | null, code: string, details: CallDetails): ShopError {
  const dialog = isDialogVariant(row.variant);
  const hasButton = dialog || row.closeActions.length > 0 || row.signIn;
  return {
    ...details,
    code,
    closeAction: row.closeActions,
    service,
    variant: row.variant,
    dictionaryKey: row.dictionaryKey,
    modalTitle: row.variant === "RIBBON" ? null : row.dictionaryKey,
    modalButton: hasButton ? buttonKeyFor(row.closeActions, row.signIn) : null,
    showServerText: row.showServerText,
    checkoutOnly: row.checkoutOnly,
    retry: row.retry,
    silent: row.silent,
    signIn: row.signIn,
    track: row.track,
  };
}

const NO_DETAILS: CallDetails = { message: "", status: 0, payload: null, transactionId: null };

/**
 * SPEC §8: the service's row for a code it lists; otherwise code 999999 with the service's own 999999 row (CART and
 * PAYMENT list one) or the default generic ribbon. Also for errors raised without a call (SPEC §5: adding to cart
 * under SSO without the extended login).
 */
export function shopErrorFor(service: ShopService | null, code: string, details: Partial<CallDetails> = {}): ShopError {
  const all = { ...NO_DETAILS, ...details };
  const known = service ? rowOf(service, code) : undefined;
  if (known) return fromRow(known, service, code, all);
  const fallback = (service ? rowOf(service, DEFAULT_CODE) : undefined) ?? DEFAULT_ROW;
  return fromRow(fallback, service, DEFAULT_CODE, all);
}

const text = (v: unknown): string | undefined => (typeof v === "string" && v.trim() !== "" ? v : undefined);

/** The body's code as text: "400203" and 400203 are the same code. */
function codeOf(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  const code = body.code;
  if (typeof code === "number" && Number.isFinite(code)) return String(code);
  return text(code)?.trim();
}

/** SPEC §8 "Shop error mapping" for one failed call. */
export function toShopError(call: FailedCall): ShopError {
  const service = serviceOf(call.url);
  const details = { status: call.status, payload: call.body, transactionId: call.transactionId };
  if (call.status === 0) {
    return fromRow(NETWORK_ROW, service, DEFAULT_CODE, { ...details, message: text(call.statusText) ?? "No answer" });
  }
  if (!call.isJson) {
    return fromRow(TECHNICAL_ROW, service, DEFAULT_CODE, { ...details, message: call.statusText });
  }
  const body = isRecord(call.body) ? call.body : {};
  const message = text(body.errMsg) ?? text(body.message) ?? call.statusText;
  return shopErrorFor(service, codeOf(body) ?? DEFAULT_CODE, { ...details, message });
}

/** The fields of clients/gateway's GatewayError this needs (structural: domain/ does not import the client). */
export interface GatewayErrorLike {
  kind: string;
  status: number;
  payload: unknown;
  message: string;
  transactionId: string | null;
}

/**
 * A GatewayError of a shop call. No answer (network, timeout) is status 0; a body that is not a JSON object is the
 * non-JSON case, since toGatewayError keeps a non-JSON body as its text and the status text as the message.
 */
export function fromGatewayError(e: GatewayErrorLike, url: string): ShopError {
  const noAnswer = e.kind === "network" || e.kind === "timeout";
  return toShopError({
    url,
    status: noAnswer ? 0 : e.status,
    statusText: e.message,
    body: e.payload,
    isJson: isRecord(e.payload),
    transactionId: e.transactionId,
  });
}

/** A checkout page: /checkout, /business/eshop/checkout, /abonamente/portare-cu-portare/checkout (SPEC §2). */
export function isCheckoutPath(pathname: string): boolean {
  const path = pathname.split(/[?#]/, 1)[0] ?? "";
  return /(^|\/)checkout\/?$/.test(path);
}

/** SPEC §8 "Some ribbon errors apply only on /checkout": false when such a ribbon is read on another page. */
export const ribbonApplies = (error: ShopError, pathname: string): boolean => !error.checkoutOnly || isCheckoutPath(pathname);
