// SPEC §8 ORDER HISTORY on the orders page: "404000 ribbon with server text. Default: 999999 generic ribbon", and the
// PAYMENT family's "5000 order history internal error", which names the order history: an order-history call (its
// path contains /productOrder, so shopCatalogue.ts matches it to ORDER_HISTORY) answering 5000 shows that ribbon
// rather than the generic one. Everything else is shopError.ts's mapping for the ORDER_HISTORY service.
import { SERVICE_PATHS } from "../errors/shopCatalogue";
import { fromGatewayError, shopErrorFor, type GatewayErrorLike, type ShopError } from "../errors/shopError";
import { isRecord } from "../read";

/** PAYMENT 5000 (shopCatalogue.ts "§8 PAYMENT 5000 order history internal error"). */
export const ORDER_HISTORY_INTERNAL_CODE = "5000";

/** The gateway client's error, read structurally (the domain does not import the client). */
function isGatewayErrorLike(e: unknown): e is GatewayErrorLike {
  if (typeof e !== "object" || e === null) return false;
  const x = e as Partial<GatewayErrorLike>;
  return typeof x.kind === "string" && typeof x.status === "number";
}

function bodyCode(payload: unknown): string {
  if (!isRecord(payload)) return "";
  const code = payload.code;
  if (typeof code === "number" && Number.isFinite(code)) return String(code);
  return typeof code === "string" ? code.trim() : "";
}

/**
 * The catalogued error of a failed order-history call (the list or one order). Something that is not a gateway error
 * (a bug, a render failure) is the generic ribbon: the page never shows a raw error.
 */
export function orderHistoryError(error: unknown): ShopError {
  if (!isGatewayErrorLike(error)) return shopErrorFor("ORDER_HISTORY", "999999", { message: "" });
  const mapped = fromGatewayError(error, SERVICE_PATHS.ORDER_HISTORY);
  if (bodyCode(error.payload) === ORDER_HISTORY_INTERNAL_CODE && mapped.code !== ORDER_HISTORY_INTERNAL_CODE) {
    const { message, status, payload, transactionId } = mapped;
    return shopErrorFor("PAYMENT", ORDER_HISTORY_INTERNAL_CODE, { message, status, payload, transactionId });
  }
  return mapped;
}
