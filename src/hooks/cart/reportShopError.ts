// SPEC §8 "Cart errors are stored in the cart state and reported to an error logger" and "Payment error
// FRAUD_AND_PREVENTEL triggers an error-page tracking event". Both go to the page's data layer (SPEC §4 analytics:
// "Events ... are pushed to a data layer"), where the operator's tag manager forwards them, through the one analytics
// client: only with the visitor's consent to analytics (issue 29). The error page's event carries the visitor and the
// page, so it is built by the analytics chunk, loaded for it (cart code is on every page: it stays out of the first load).
import { mayTrack, pushEvent } from "../../browser/analytics/dataLayer";
import type { ShopError } from "../../domain/errors/shopError";

export function reportShopError(error: ShopError): void {
  if (typeof window === "undefined") return;
  pushEvent({
    event: "shop_error",
    service: error.service,
    code: error.code,
    status: error.status,
    transactionId: error.transactionId,
  });
  if (error.track !== "error_page" || !mayTrack()) return;
  void import(/* webpackChunkName: "analytics" */ "../../state/analyticsEvents").then((m) => m.pushFraudErrorPage(error.code));
}
