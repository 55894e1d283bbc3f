// Issue 14 "a return page that handles each outcome as its own branch" after the 3-D Secure challenge, with SPEC §4
// "Checkout payment" (pending → fulfilled / rejected), §4 "After successful checkout the cart is reset to empty and
// the anonymous cart cleared" and §9 "Payment retry: not retried". One decision, a closed union of outcomes; the
// screen only carries them out. The customer never pays twice: nothing here ever asks for a new payment, a reload
// replays the outcome decided on the first arrival, and a payment whose fate is unknown is checked, not repeated.

/** Our marker in the return address (steps.ts threeDSReturnUrl): this visit comes back from the bank's page. */
export const THREE_DS_PARAM = "retur3ds";
/** The gateway's payment id, appended to the return address by the gateway. */
export const PAYMENT_ID_PARAM = "paymentId";
/** The order number, appended to the return address by the gateway (docs/checkout-contract.md "Return address"). */
export const ORDER_NUMBER_PARAM = "orderNumber";

export function isThreeDSReturn(query: URLSearchParams): boolean {
  return query.get(THREE_DS_PARAM) === "1";
}

/** What the site stores (sessionStorage) before leaving for the bank's page; never any card data. */
export interface PaymentAttempt {
  /** The product order the payment is for (SPEC §7 paymentItem). */
  orderId: string;
  paymentId: string;
  /** SPEC §4 submittedResponse order number, when the payment's answer gave one. */
  orderNumber: string | null;
  /** Set when the customer leaves for the challenge; cleared once the outcome is known. */
  inFlight: boolean;
  /** The outcome decided on the first arrival back: a reload replays it. */
  settled: SettledOutcome | null;
}

export type SettledOutcome =
  { kind: "approved"; orderNumber: string } | { kind: "declined"; errorCode: string | null } | { kind: "abandoned" };

/** What the gateway said about the payment (GET payment/{id}, TMF676 status). */
export type GatewayAnswer =
  | { kind: "notAsked" }
  | { kind: "status"; status: string; orderNumber?: string | null; errorCode?: string | null }
  /** 401 with no token left to refresh (SPEC §4 "Refresh-token failure clears user info"). */
  | { kind: "sessionLost" }
  /** 403/404: no such payment for this customer. */
  | { kind: "notFound" }
  /** Network failure, 5xx, timeout. */
  | { kind: "unreachable" };

/** TMF676 PaymentStatusExampleType (docs: reference tmf-shapes) grouped by what they mean for the order. */
export const APPROVED_STATUSES = ["authorized", "captured", "done"] as const;
export const DECLINED_STATUSES = ["denied", "failed"] as const;
export const ABANDONED_STATUSES = ["canceled", "cancelled"] as const;
export const OPEN_STATUSES = ["pendingAuthorization"] as const;

/** How long the return page waits before asking again about a payment the gateway has not settled yet. */
export const CHECK_AGAIN_MS = 2000;

export type ReturnOutcome =
  /** Nothing to decide: no return marker and no payment in flight. The checkout shows its step as usual. */
  | { kind: "none" }
  /** Ask the gateway about this payment, then decide again with its answer. */
  | { kind: "checkGateway"; paymentId: string }
  /** Thank-you page with the order number; the cart is reset to empty and the anonymous cart cleared (SPEC §4). */
  | { kind: "approved"; orderId: string | null; orderNumber: string; resetCart: true; replay: boolean }
  /** Payment step with the catalogued ribbon (errorCode through the PAYMENT table, else "paymentDeclined"); cart intact. */
  | { kind: "declined"; errorCode: string | null; ribbonKey: "paymentDeclined"; resetCart: false; replay: boolean }
  /** Back from the challenge without finishing it: payment step, cart intact, the customer may pay again. */
  | { kind: "abandoned"; noticeKey: "paymentAbandoned"; resetCart: false; replay: boolean }
  /** The gateway has the challenge's answer on its way: ask again after a pause; never pay again. */
  | { kind: "pending"; paymentId: string; checkAgainMs: number }
  /** The gateway could not be asked: say so, offer to check again, keep the cart; never pay again. */
  | { kind: "unconfirmed"; paymentId: string; noticeKey: "paymentUnconfirmed" }
  /** The session ended during the challenge: sign in, then come back to this very address and decide again. */
  | { kind: "signIn"; returnTo: string }
  /** A return address with no payment this customer has: payment step with a notice; the cart is kept. */
  | { kind: "unknown"; noticeKey: "paymentUnknown" }
  /** A return address for another order than this tab's attempt (someone else's link): the same notice, nothing changed. */
  | { kind: "notThisTab"; noticeKey: "paymentUnknown" };

export interface ReturnInput {
  /** The query of the address the customer is on. */
  query: URLSearchParams;
  /** The attempt stored before the redirect, or null. */
  stored: PaymentAttempt | null;
  gateway: GatewayAnswer;
  /** The address (path and query) the customer is on, to come back to after signing in. */
  currentPath: string;
}

export type Arrival = "return" | "back" | "none";

/**
 * How the customer got here: by the return address ("return"), by the browser's back button from the bank's page
 * to the payment step while a payment was in flight ("back"), or neither.
 */
export function arrivalOf(query: URLSearchParams, stored: PaymentAttempt | null): Arrival {
  if (isThreeDSReturn(query)) return "return";
  return stored?.inFlight ? "back" : "none";
}

/**
 * Issue 24 "a return link acts only when this tab's stored attempt matches its order": the link must name this tab's
 * order (its number), or, when it names no order, this tab's payment. A link with neither, or with nothing stored in
 * this tab, matches nothing: anyone can send a customer a return address of their own order (with its signature), and
 * it must not empty this tab's cart or thank them for an order they did not place.
 */
export function returnMatchesAttempt(query: URLSearchParams, stored: PaymentAttempt | null): boolean {
  if (stored === null) return false;
  const orderNumber = query.get(ORDER_NUMBER_PARAM);
  if (orderNumber) return stored.orderNumber !== null && orderNumber === stored.orderNumber;
  const paymentId = query.get(PAYMENT_ID_PARAM);
  return !!paymentId && paymentId === stored.paymentId;
}

const among = (list: readonly string[], status: string): boolean => list.includes(status);

function replayed(settled: SettledOutcome, stored: PaymentAttempt): ReturnOutcome {
  switch (settled.kind) {
    case "approved":
      return { kind: "approved", orderId: stored.orderId, orderNumber: settled.orderNumber, resetCart: true, replay: true };
    case "declined":
      return { kind: "declined", errorCode: settled.errorCode, ribbonKey: "paymentDeclined", resetCart: false, replay: true };
    case "abandoned":
      return { kind: "abandoned", noticeKey: "paymentAbandoned", resetCart: false, replay: true };
  }
}

/** Issue 14 3-D Secure return: one branch per outcome. */
export function decideReturn({ query, stored, gateway, currentPath }: ReturnInput): ReturnOutcome {
  const arrival = arrivalOf(query, stored);
  if (arrival === "none") return { kind: "none" };

  if (arrival === "return" && !returnMatchesAttempt(query, stored)) return { kind: "notThisTab", noticeKey: "paymentUnknown" };

  const queried = query.get(PAYMENT_ID_PARAM);
  // The latest attempt this tab made for the order is the one that matters (a stale address of an earlier attempt of
  // the same order checks the latest one).
  const sameAttempt = stored !== null && (queried === null || queried === stored.paymentId);
  const paymentId = stored?.paymentId ?? queried;

  // Reload of the return page: the outcome decided on the first arrival, without asking again.
  if (arrival === "return" && stored !== null && sameAttempt && stored.settled) return replayed(stored.settled, stored);
  if (paymentId === null || paymentId === "") return { kind: "unknown", noticeKey: "paymentUnknown" };

  switch (gateway.kind) {
    case "notAsked":
      return { kind: "checkGateway", paymentId };
    case "sessionLost":
      return { kind: "signIn", returnTo: currentPath };
    case "notFound":
      return { kind: "unknown", noticeKey: "paymentUnknown" };
    case "unreachable":
      return { kind: "unconfirmed", paymentId, noticeKey: "paymentUnconfirmed" };
    case "status": {
      const { status } = gateway;
      if (among(APPROVED_STATUSES, status)) {
        const orderNumber = gateway.orderNumber || stored?.orderNumber || stored?.orderId || paymentId;
        return { kind: "approved", orderId: stored?.orderId ?? null, orderNumber, resetCart: true, replay: false };
      }
      if (among(DECLINED_STATUSES, status)) {
        return { kind: "declined", errorCode: gateway.errorCode ?? null, ribbonKey: "paymentDeclined", resetCart: false, replay: false };
      }
      if (among(ABANDONED_STATUSES, status)) return { kind: "abandoned", noticeKey: "paymentAbandoned", resetCart: false, replay: false };
      if (among(OPEN_STATUSES, status)) {
        // Back button from the bank's page: the challenge was left open. By the return address: the bank answered and
        // the gateway has not caught up yet.
        return arrival === "back"
          ? { kind: "abandoned", noticeKey: "paymentAbandoned", resetCart: false, replay: false }
          : { kind: "pending", paymentId, checkAgainMs: CHECK_AGAIN_MS };
      }
      return { kind: "unconfirmed", paymentId, noticeKey: "paymentUnconfirmed" };
    }
  }
}

/** The attempt stored just before leaving for the bank's page (SPEC §7 answer: payment id, 3ds_redirection_url). */
export function startAttempt(orderId: string, paymentId: string, orderNumber: string | null): PaymentAttempt {
  return { orderId, paymentId, orderNumber, inFlight: true, settled: null };
}

/**
 * The attempt after an outcome: a final one is kept (no longer in flight) so a reload replays it; the others leave
 * the attempt as it was (the gateway is asked again).
 */
export function settle(attempt: PaymentAttempt, outcome: ReturnOutcome): PaymentAttempt {
  switch (outcome.kind) {
    case "approved":
      return { ...attempt, inFlight: false, settled: { kind: "approved", orderNumber: outcome.orderNumber } };
    case "declined":
      return { ...attempt, inFlight: false, settled: { kind: "declined", errorCode: outcome.errorCode } };
    case "abandoned":
      return { ...attempt, inFlight: false, settled: { kind: "abandoned" } };
    default:
      return attempt;
  }
}

/**
 * Issue 14 "a double click pays once" and SPEC §9 "Payment retry: not retried": a payment may start only when none is
 * being sent (`sending`: the click's request has not answered yet), none for this order is in flight at the bank, and
 * the order is not already paid.
 */
export function mayStartPayment(stored: PaymentAttempt | null, orderId: string, sending: boolean): boolean {
  if (sending) return false;
  if (stored === null || stored.orderId !== orderId) return true;
  return !stored.inFlight && stored.settled?.kind !== "approved";
}
