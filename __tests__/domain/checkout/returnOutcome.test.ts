import {
  arrivalOf,
  CHECK_AGAIN_MS,
  decideReturn,
  mayStartPayment,
  returnMatchesAttempt,
  settle,
  startAttempt,
  type GatewayAnswer,
  type PaymentAttempt,
} from "../../../src/domain/checkout/returnOutcome";

const RETURN = "/checkout?pas=plata&retur3ds=1&paymentId=pay-1&orderNumber=VDF-2026-0001";
const returnQuery = new URLSearchParams("pas=plata&retur3ds=1&paymentId=pay-1&orderNumber=VDF-2026-0001");
const paymentStep = new URLSearchParams("pas=plata");
const inFlight = startAttempt("PO-1", "pay-1", "VDF-2026-0001");
const status = (s: string, extra: Partial<Extract<GatewayAnswer, { kind: "status" }>> = {}): GatewayAnswer => ({
  kind: "status",
  status: s,
  ...extra,
});
const decide = (stored: PaymentAttempt | null, gateway: GatewayAnswer, query = returnQuery) =>
  decideReturn({ query, stored, gateway, currentPath: RETURN });

describe("Issue 14 / SPEC §4 Checkout payment: the 3-D Secure return, one branch per outcome", () => {
  it("first arrival: ask the gateway about the stored payment before deciding anything", () => {
    expect(decide(inFlight, { kind: "notAsked" })).toEqual({ kind: "checkGateway", paymentId: "pay-1" });
  });

  it.each(["authorized", "captured", "done"])("approved (%s) → thank-you with the order number, cart reset (SPEC §4)", (s) => {
    expect(decide(inFlight, status(s))).toEqual({
      kind: "approved",
      orderId: "PO-1",
      orderNumber: "VDF-2026-0001",
      resetCart: true,
      replay: false,
    });
  });

  it("approved: the gateway's order number wins over the stored one", () => {
    expect(decide(inFlight, status("authorized", { orderNumber: "VDF-9" }))).toMatchObject({ kind: "approved", orderNumber: "VDF-9" });
  });

  it.each(["denied", "failed"])("declined (%s) → payment step with the ribbon, cart intact", (s) => {
    expect(decide(inFlight, status(s, { errorCode: "FRAUD_AND_PREVENTEL" }))).toEqual({
      kind: "declined",
      errorCode: "FRAUD_AND_PREVENTEL",
      ribbonKey: "paymentDeclined",
      resetCart: false,
      replay: false,
    });
    expect(decide(inFlight, status(s))).toMatchObject({ kind: "declined", errorCode: null });
  });

  it("abandoned: back button from the challenge to the payment step while the challenge is open", () => {
    expect(arrivalOf(paymentStep, inFlight)).toBe("back");
    expect(decide(inFlight, status("pendingAuthorization"), paymentStep)).toEqual({
      kind: "abandoned",
      noticeKey: "paymentAbandoned",
      resetCart: false,
      replay: false,
    });
    expect(decide(inFlight, status("canceled"))).toMatchObject({ kind: "abandoned" });
  });

  it("back from the challenge after approving it is still approved", () => {
    expect(decide(inFlight, status("captured"), paymentStep)).toMatchObject({ kind: "approved", resetCart: true });
  });

  it("returned while the gateway has not settled yet → ask again after a pause, never pay again", () => {
    expect(decide(inFlight, status("pendingAuthorization"))).toEqual({ kind: "pending", paymentId: "pay-1", checkAgainMs: CHECK_AGAIN_MS });
  });

  it("reload of the return page → the same result, without asking the gateway or paying again", () => {
    for (const gateway of [status("authorized"), status("denied"), status("canceled")]) {
      const first = decide(inFlight, gateway);
      const stored = settle(inFlight, first);
      expect(stored.inFlight).toBe(false);
      const again = decide(stored, { kind: "notAsked" });
      expect(again).toEqual({ ...first, replay: true });
    }
  });

  it("session lost during the challenge → sign in, then back to this very return address", () => {
    expect(decide(inFlight, { kind: "sessionLost" })).toEqual({ kind: "signIn", returnTo: RETURN });
  });

  it("the gateway unreachable, or an unknown status → unconfirmed: check again, never pay again", () => {
    expect(decide(inFlight, { kind: "unreachable" })).toEqual({ kind: "unconfirmed", paymentId: "pay-1", noticeKey: "paymentUnconfirmed" });
    expect(decide(inFlight, status("weird"))).toMatchObject({ kind: "unconfirmed" });
    expect(settle(inFlight, decide(inFlight, { kind: "unreachable" }))).toBe(inFlight);
  });

  it("nothing stored in this tab: the link is not acted on, the gateway is not asked (issue 24)", () => {
    expect(decide(null, { kind: "notAsked" })).toEqual({ kind: "notThisTab", noticeKey: "paymentUnknown" });
    expect(decide(null, status("authorized", { orderNumber: "VDF-7" }))).toEqual({ kind: "notThisTab", noticeKey: "paymentUnknown" });
    expect(decide(null, { kind: "notAsked" }, new URLSearchParams("pas=plata&retur3ds=1"))).toEqual({
      kind: "notThisTab",
      noticeKey: "paymentUnknown",
    });
  });

  it("the gateway does not know this tab's payment → unknown", () => {
    expect(decide(inFlight, { kind: "notFound" })).toEqual({ kind: "unknown", noticeKey: "paymentUnknown" });
  });

  it("a stale return address (an earlier attempt's id, the same order): the latest stored attempt is the one checked, not replayed", () => {
    const settled = settle(inFlight, decide(inFlight, status("denied")));
    const newer = { ...startAttempt("PO-1", "pay-2", "VDF-2026-0001") };
    expect(decide(newer, { kind: "notAsked" })).toEqual({ kind: "checkGateway", paymentId: "pay-2" });
    expect(decide({ ...settled, paymentId: "pay-0" }, { kind: "notAsked" })).toEqual({ kind: "checkGateway", paymentId: "pay-0" });
  });

  it("no return marker and nothing in flight → nothing to decide", () => {
    expect(arrivalOf(paymentStep, null)).toBe("none");
    expect(decide(null, { kind: "notAsked" }, paymentStep)).toEqual({ kind: "none" });
    expect(decide(settle(inFlight, decide(inFlight, status("denied"))), { kind: "notAsked" }, paymentStep)).toEqual({ kind: "none" });
  });
});

describe("issue 24: the return-link match (a return link acts only when this tab's stored attempt matches its order)", () => {
  const link = (q: string) => new URLSearchParams(`pas=plata&retur3ds=1&${q}`);

  it("the link names this tab's order (whatever its payment id) → it matches", () => {
    expect(returnMatchesAttempt(link("paymentId=pay-1&orderNumber=VDF-2026-0001"), inFlight)).toBe(true);
    expect(returnMatchesAttempt(link("paymentId=pay-0&orderNumber=VDF-2026-0001"), inFlight)).toBe(true);
    expect(returnMatchesAttempt(link("orderNumber=VDF-2026-0001"), inFlight)).toBe(true);
  });

  it("the link names another order, even with this tab's payment id → no match", () => {
    expect(returnMatchesAttempt(link("paymentId=pay-1&orderNumber=VDF-2026-0999"), inFlight)).toBe(false);
    expect(returnMatchesAttempt(link("orderNumber=VDF-2026-0001"), startAttempt("PO-1", "pay-1", null))).toBe(false);
  });

  it("no order named: this tab's payment id must be the link's", () => {
    expect(returnMatchesAttempt(link("paymentId=pay-1"), inFlight)).toBe(true);
    expect(returnMatchesAttempt(link("paymentId=pay-9"), inFlight)).toBe(false);
    expect(returnMatchesAttempt(link(""), inFlight)).toBe(false);
    expect(returnMatchesAttempt(link("paymentId="), startAttempt("PO-1", "", null))).toBe(false);
  });

  it("nothing stored in this tab → no link matches", () => {
    expect(returnMatchesAttempt(link("paymentId=pay-1&orderNumber=VDF-2026-0001"), null)).toBe(false);
  });

  it("someone else's link, even approved at the gateway, neither asks the gateway nor thanks nor resets the cart; a settled attempt is not replayed for it", () => {
    const foreign = link("paymentId=pay-x&orderNumber=VDF-2026-0999&sig=theirs");
    expect(decide(inFlight, { kind: "notAsked" }, foreign)).toEqual({ kind: "notThisTab", noticeKey: "paymentUnknown" });
    expect(decide(inFlight, status("captured", { orderNumber: "VDF-2026-0999" }), foreign)).toEqual({
      kind: "notThisTab",
      noticeKey: "paymentUnknown",
    });
    const approved = settle(inFlight, decide(inFlight, status("captured")));
    expect(decide(approved, { kind: "notAsked" }, foreign)).toEqual({ kind: "notThisTab", noticeKey: "paymentUnknown" });
  });
});

describe("Issue 14 a double click pays once; SPEC §9 payment not retried", () => {
  it("no second payment while one is being sent, in flight at the bank, or for a paid order", () => {
    expect(mayStartPayment(null, "PO-1", false)).toBe(true);
    expect(mayStartPayment(null, "PO-1", true)).toBe(false);
    expect(mayStartPayment(inFlight, "PO-1", false)).toBe(false);
    expect(mayStartPayment(settle(inFlight, decide(inFlight, status("authorized"))), "PO-1", false)).toBe(false);
  });

  it("paying again after a decline or an abandon is the customer's choice; another order is free", () => {
    expect(mayStartPayment(settle(inFlight, decide(inFlight, status("denied"))), "PO-1", false)).toBe(true);
    expect(mayStartPayment(settle(inFlight, decide(inFlight, status("canceled"))), "PO-1", false)).toBe(true);
    expect(mayStartPayment(inFlight, "PO-2", false)).toBe(true);
  });
});
