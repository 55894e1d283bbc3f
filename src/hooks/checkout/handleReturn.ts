// Issue 14: the 3-D Secure return, carried out. The decision is the domain's (returnOutcome.ts decideReturn, one
// branch per outcome); this runs it with what the page has (the return address's query and the attempt stored before
// the redirect), asks the gateway when the decision says so, records the final outcome so a reload replays it, and
// applies it: approved → the cart emptied and the checkout reset (SPEC §4), declined/abandoned → the payment step
// with the cart intact, session lost → the sign-in page and back here. Never a second payment (SPEC §9).
import type { Area } from "../../domain/area";
import { decideReturn, settle, type GatewayAnswer, type ReturnOutcome } from "../../domain/checkout/returnOutcome";
import { shopErrorFor, type ShopError } from "../../domain/errors/shopError";
import { signInUrl } from "../../domain/session/signInQuery";
import { getCheckout, setAttempt, setPending, updateCheckout } from "../../state/checkout/checkoutStore";
import { reportShopError } from "../cart/reportShopError";
import { createCheckoutApi } from "../../clients/gateway/checkout";
import { boundClient } from "../boundClient";
import { completeOrder } from "./completeOrder";

/** The return address's signature (docs/checkout-contract.md): lets a customer who signed in again read the payment. */
export const SIGNATURE_PARAM = "sig";

export type HandledReturn =
  | { kind: "none" }
  | { kind: "approved"; orderNumber: string; replay: boolean }
  /** `error`: the refusal's code through the PAYMENT table (SPEC §8), or null for the generic "paymentDeclined". */
  | { kind: "declined"; error: ShopError | null; ribbonKey: "paymentDeclined"; replay: boolean }
  | { kind: "abandoned"; noticeKey: "paymentAbandoned"; replay: boolean }
  /** Ask again (call handleReturn again) after `checkAgainMs`; never pay again. */
  | { kind: "pending"; checkAgainMs: number }
  | { kind: "unconfirmed"; noticeKey: "paymentUnconfirmed" }
  /** The sign-in page that brings the customer back to this very address. */
  | { kind: "signIn"; url: string }
  | { kind: "unknown"; noticeKey: "paymentUnknown" };

export interface ReturnLocation {
  pathname: string;
  search: string;
}

function apply(area: Area, outcome: ReturnOutcome): HandledReturn {
  const stored = getCheckout(area).attempt;
  switch (outcome.kind) {
    case "approved":
      if (!outcome.replay) {
        completeOrder(area, { orderId: outcome.orderId, orderNumber: outcome.orderNumber });
        if (stored) setAttempt(area, settle(stored, outcome));
      }
      return { kind: "approved", orderNumber: outcome.orderNumber, replay: outcome.replay };
    case "declined": {
      if (stored && !outcome.replay) setAttempt(area, settle(stored, outcome));
      const error = outcome.errorCode ? shopErrorFor("PAYMENT", outcome.errorCode) : null;
      // SPEC §8: FRAUD_AND_PREVENTEL's error-page event (and the error log) whichever path brings the refusal; once,
      // on the arrival that decided it, not on a reload that replays it.
      if (error && !outcome.replay) reportShopError(error);
      updateCheckout(area, (s) => ({ ...s, error }));
      return { kind: "declined", error, ribbonKey: outcome.ribbonKey, replay: outcome.replay };
    }
    case "abandoned":
      if (stored && !outcome.replay) setAttempt(area, settle(stored, outcome));
      return { kind: "abandoned", noticeKey: outcome.noticeKey, replay: outcome.replay };
    case "pending":
      return { kind: "pending", checkAgainMs: outcome.checkAgainMs };
    case "unconfirmed":
      return { kind: "unconfirmed", noticeKey: outcome.noticeKey };
    case "signIn":
      return { kind: "signIn", url: signInUrl(outcome.returnTo, area, "expired") };
    case "unknown":
      // No such payment: an attempt whose POST never answered is over (the gateway keeps one payment per order, so a
      // new click cannot charge twice).
      if (stored?.inFlight) setAttempt(area, { ...stored, inFlight: false });
      return { kind: "unknown", noticeKey: outcome.noticeKey };
    case "notThisTab":
      // Another order's return address (issue 24): said so, and nothing of this tab's checkout or cart is touched.
      return { kind: "unknown", noticeKey: outcome.noticeKey };
    case "none":
    case "checkGateway":
      return { kind: "none" };
  }
}

async function decide(area: Area, location: ReturnLocation): Promise<HandledReturn> {
  const query = new URLSearchParams(location.search);
  const currentPath = `${location.pathname}${location.search}`;
  const input = { query, stored: getCheckout(area).attempt, currentPath };
  let outcome = decideReturn({ ...input, gateway: { kind: "notAsked" } });
  if (outcome.kind === "checkGateway") {
    const gateway: GatewayAnswer = await boundClient(createCheckoutApi).paymentForReturn(outcome.paymentId, query.get(SIGNATURE_PARAM));
    outcome = decideReturn({ ...input, stored: getCheckout(area).attempt, gateway });
  }
  return apply(area, outcome);
}

const deciding: Partial<Record<Area, Promise<HandledReturn>>> = {};

/** The payment step's arrival: one decision at a time per shop (React's double effects ask once). */
export function handleReturn(area: Area, location: ReturnLocation): Promise<HandledReturn> {
  if (deciding[area]) return deciding[area];
  setPending(area, "return", true);
  deciding[area] = decide(area, location).finally(() => {
    delete deciding[area];
    setPending(area, "return", false);
  });
  return deciding[area];
}
