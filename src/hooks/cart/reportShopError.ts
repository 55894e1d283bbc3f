// SPEC §8 "Cart errors are stored in the cart state and reported to an error logger" and "Payment error
// FRAUD_AND_PREVENTEL triggers an error-page tracking event". Both go to the page's data layer (SPEC §4 analytics:
// "Events ... are pushed to a data layer"), where the operator's tag manager forwards them; no third-party script here.
import type { ShopError } from "../../domain/errors/shopError";

type DataLayerWindow = Window & { dataLayer?: unknown[] };

function push(event: Record<string, unknown>): void {
  if (typeof window === "undefined") return;
  const w = window as DataLayerWindow;
  (w.dataLayer ??= []).push(event);
}

export function reportShopError(error: ShopError): void {
  push({
    event: "shop_error",
    service: error.service,
    code: error.code,
    status: error.status,
    transactionId: error.transactionId,
  });
  if (error.track === "error_page") push({ event: "page_view", page_type: "error", error_code: error.code });
}
