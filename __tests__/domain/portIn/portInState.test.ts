import { offerOfQuery, portInCheckoutHref } from "../../../src/domain/portIn/checkoutLink";
import {
  checkPortingChoice,
  firstOpenPortInStep,
  initialPortInState,
  nextPortInStep,
  portInReducer,
  portInStepOfSlug,
  resolvePortInStep,
  type PortInState,
} from "../../../src/domain/portIn/portInState";
import type { PortInRequest } from "../../../src/domain/portIn/portInRequest";

const NOW = Date.parse("2026-03-02T09:00:00Z");
const REQUEST: PortInRequest = {
  msisdnToPort: "0745100001",
  donorOperator: "ORANGE",
  donorSubscriptionType: "prepaid",
  iccid: "8940100000000000016",
};
const OFFER = { id: "PLAN-CBU-SMART-15", offerType: "MobileService" };
const CHECKOUT_SLUGS = ["date-contract", "livrare", "plata", "sumar"];
const later = (min: number) => new Date(NOW + min * 60_000).toISOString();

const run = (...events: Parameters<typeof portInReducer>[1][]): PortInState => events.reduce(portInReducer, initialPortInState(OFFER));
const validated = () =>
  run({ type: "smsSent", request: REQUEST, resendTimestamp: later(1) }, { type: "codeValidated", token: "pin_1", expiresAt: later(30) });
const agreed = () =>
  portInReducer(portInReducer(validated(), { type: "portingAgreed", porting: { date: "asap", acceptProvisionalNumber: false } }), {
    type: "addedToCart",
  });

describe("SPEC §3 Port-in state", () => {
  it("SPEC §3 Port-in state: clientType default EXISTING, quantity 1, the offer's type, nothing agreed, no CNP field", () => {
    const s = initialPortInState(OFFER);
    expect(s).toMatchObject({
      shouldRedirectToPortin: true,
      clientType: "EXISTING",
      quantity: 1,
      offerType: "MobileService",
      selected: OFFER,
      hasAgreedToTerms: false,
    });
    expect(JSON.stringify(s)).not.toMatch(/cnp/i);
    expect(initialPortInState().shouldRedirectToPortin).toBe(false);
  });

  it("SPEC §4 port-in vetting starts at validating phone, then the code, then validated", () => {
    expect(initialPortInState().vetting.step).toBe("validatingPhone");
    const sent = run({ type: "smsSent", request: REQUEST, resendTimestamp: later(1) });
    expect(sent.vetting).toEqual({ step: "validatingCode", resendTimestamp: later(1) });
    expect(validated().vetting.step).toBe("validated");
  });

  it("SPEC §3 transitions: another number drops the token; the same offer keeps the journey, another starts over", () => {
    const other = portInReducer(validated(), {
      type: "smsSent",
      request: { ...REQUEST, msisdnToPort: "0745100002" },
      resendTimestamp: null,
    });
    expect(other.token).toBeNull();
    expect(portInReducer(validated(), { type: "offerChosen", offer: OFFER }).token?.value).toBe("pin_1");
    expect(portInReducer(validated(), { type: "offerChosen", offer: { id: "PLAN-X", offerType: "MobileService" } }).request).toBeNull();
    expect(agreed()).toMatchObject({ hasAgreedToTerms: true, inCart: true });
  });

  it("SPEC §3 steps as data: numar → cod → portare → checkout → confirmare, each reachable only when the ones before are done", () => {
    expect(firstOpenPortInStep(initialPortInState(OFFER), NOW)).toBe("number");
    expect(firstOpenPortInStep(run({ type: "smsSent", request: REQUEST, resendTimestamp: null }), NOW)).toBe("code");
    expect(firstOpenPortInStep(validated(), NOW)).toBe("porting");
    expect(firstOpenPortInStep(agreed(), NOW)).toBe("checkout");
    // An expired token sends the customer back to the code — not once the plan is in the cart (the checkout goes on).
    expect(firstOpenPortInStep(validated(), NOW + 31 * 60_000)).toBe("code");
    expect(firstOpenPortInStep(agreed(), NOW + 31 * 60_000)).toBe("checkout");

    expect(resolvePortInStep("porting", initialPortInState(OFFER), NOW)).toEqual({ step: "number", redirect: true });
    expect(resolvePortInStep("code", validated(), NOW)).toEqual({ step: "code", redirect: false });
    expect(resolvePortInStep(null, validated(), NOW)).toEqual({ step: "porting", redirect: true });
    expect(resolvePortInStep("checkout", validated(), NOW)).toEqual({ step: "porting", redirect: true });
    expect(resolvePortInStep("checkout", agreed(), NOW)).toEqual({ step: "checkout", redirect: false });
    // The confirmation once the shop order is paid (the checkout's receipt), not before.
    expect(resolvePortInStep("confirmation", agreed(), NOW)).toEqual({ step: "checkout", redirect: true });
    expect(resolvePortInStep("confirmation", agreed(), NOW, true)).toEqual({ step: "confirmation", redirect: false });
  });

  it("SPEC §2 ?pas=: the journey's slugs and the shared checkout's", () => {
    expect(portInStepOfSlug("numar", CHECKOUT_SLUGS)).toBe("number");
    expect(portInStepOfSlug("cod", CHECKOUT_SLUGS)).toBe("code");
    expect(portInStepOfSlug("portare", CHECKOUT_SLUGS)).toBe("porting");
    expect(portInStepOfSlug("confirmare", CHECKOUT_SLUGS)).toBe("confirmation");
    expect(portInStepOfSlug("plata", CHECKOUT_SLUGS)).toBe("checkout");
    expect(portInStepOfSlug("altceva", CHECKOUT_SLUGS)).toBeNull();
    expect(portInStepOfSlug(null, CHECKOUT_SLUGS)).toBeNull();
  });

  it("SPEC §3 after the code: the porting step, or the confirmation when the order is already paid (a new code for an expired token)", () => {
    expect(nextPortInStep(validated(), "code")).toBe("porting");
    expect(nextPortInStep(portInReducer(validated(), { type: "paid", orderNumber: "CMD-2026-000001" }), "code")).toBe("confirmation");
    expect(nextPortInStep(validated(), "number")).toBe("code");
  });
});

describe("SPEC §2 port-in entry link", () => {
  it("SPEC §2 'Vino cu numărul tău' goes to /abonamente/portare-cu-portare/checkout?oferta=<id>, read back; bad ids are dropped", () => {
    const href = portInCheckoutHref(OFFER);
    expect(href).toBe("/abonamente/portare-cu-portare/checkout?oferta=PLAN-CBU-SMART-15&tip=MobileService");
    expect(offerOfQuery(new URL(href, "http://x").searchParams)).toEqual(OFFER);
    expect(offerOfQuery(new URLSearchParams("oferta=PLAN-1"))).toEqual({ id: "PLAN-1", offerType: "MobileService" });
    expect(offerOfQuery(new URLSearchParams("oferta=<script>"))).toBeNull();
    expect(offerOfQuery(new URLSearchParams(""))).toBeNull();
  });
});

describe("ANCOM a5/a6/a8 porting choice (issue 28)", () => {
  const window = { earliest: "2026-03-05", latest: "2026-04-06" };
  const ok = { when: "asap", day: "", provisional: "no", agreed: true };
  it("SPEC §3 hasAgreedToTerms: asap or a working day in the window, an explicit provisional choice, the agreement", () => {
    expect(checkPortingChoice(ok, window)).toEqual({ ok: true, value: { date: "asap", acceptProvisionalNumber: false } });
    expect(checkPortingChoice({ ...ok, when: "day", day: "2026-03-10", provisional: "yes" }, window)).toEqual({
      ok: true,
      value: { date: "2026-03-10", acceptProvisionalNumber: true },
    });
    const errors = (input: Partial<typeof ok>) => {
      const r = checkPortingChoice({ ...ok, ...input }, window);
      return r.ok ? null : r.errors;
    };
    expect(errors({ when: "day", day: "" })).toEqual({ date: "dateRequired" });
    expect(errors({ when: "day", day: "2026-03-04" })).toEqual({ date: "tooEarly" });
    expect(errors({ when: "day", day: "2026-04-07" })).toEqual({ date: "tooLate" });
    expect(errors({ when: "day", day: "2026-03-07" })).toEqual({ date: "notWorkingDay" });
    expect(errors({ when: "day", day: "5 martie" })).toEqual({ date: "invalidDate" });
    expect(errors({ provisional: "" })).toEqual({ provisional: "provisionalRequired" });
    expect(errors({ agreed: false, when: "" })).toEqual({ agreement: "agreementRequired", date: "dateRequired" });
  });
});
