// SPEC §3 "Port-in state" (shouldRedirectToPortin, clientType default EXISTING, quantity, offerType, selected
// bundle/plan, personal fields with hasAgreedToTerms) and its transitions as data, for the port-in checkout at
// /abonamente/portare-cu-portare/checkout (SPEC §2). The journey's own steps come first — the number and its proof
// ("numar"), the SMS code to that number ("cod", SPEC §4 port-in vetting starts at validating phone), the porting date,
// provisional number and disclosures ("portare", ANCOM a5–a11) — then the shared checkout steps (src/domain/checkout/
// steps.ts), then the confirmation that files the port-in order. Like the checkout: each step reachable only when
// the ones before it are done, the step named in the URL (?pas=…). Never holds the CNP or card data.
import { isWorkingDay } from "./portingDate";
import { nextVettingStep, tokenValid, vettingStart, type VettingStep } from "./vetting";
import type { PortInRequest } from "./portInRequest";
import type { ChosenOffer } from "./checkoutLink";

export const PORT_IN_STEPS = ["number", "code", "porting", "checkout", "confirmation"] as const;
export type PortInStepId = (typeof PORT_IN_STEPS)[number];

/** The journey's own steps' names in the URL; "checkout" is the shared steps' own slugs, "confirmation" theirs too. */
export const PORT_IN_SLUGS: Record<Exclude<PortInStepId, "checkout">, string> = {
  number: "numar",
  code: "cod",
  porting: "portare",
  confirmation: "confirmare",
};

/** SPEC §3: the clientType of the port-in state (default EXISTING: a number that exists at another operator). */
export type PortInClientType = "EXISTING" | "NEW";

export interface PortingChoice {
  /** "asap" or a working day YYYY-MM-DD in the window. */
  date: string;
  /** ANCOM a8: an explicit yes/no, never pre-ticked. */
  acceptProvisionalNumber: boolean;
}

export interface PortInState {
  shouldRedirectToPortin: boolean;
  clientType: PortInClientType;
  quantity: number;
  offerType: string | null;
  selected: ChosenOffer | null;
  /** The checked request of the "numar" step (number, operator, subscription type, ICCID or client code). */
  request: PortInRequest | null;
  vetting: { step: VettingStep; resendTimestamp: string | null };
  token: { value: string; expiresAt: string } | null;
  porting: PortingChoice | null;
  hasAgreedToTerms: boolean;
  /** The plan is in the cart with flow MNP. */
  inCart: boolean;
  /** The paid shop order (the checkout's receipt) the port-in order is related to. */
  shopOrderNumber: string | null;
  /** The port-in order filed for it (the idempotency key of the confirmation). */
  portInOrderId: string | null;
}

export function initialPortInState(offer: ChosenOffer | null = null): PortInState {
  return {
    shouldRedirectToPortin: offer !== null,
    clientType: "EXISTING",
    quantity: 1,
    offerType: offer?.offerType ?? null,
    selected: offer,
    request: null,
    vetting: { step: vettingStart("portIn"), resendTimestamp: null },
    token: null,
    porting: null,
    hasAgreedToTerms: false,
    inCart: false,
    shopOrderNumber: null,
    portInOrderId: null,
  };
}

export type PortInEvent =
  | { type: "offerChosen"; offer: ChosenOffer }
  | { type: "smsSent"; request: PortInRequest; resendTimestamp: string | null }
  | { type: "codeValidated"; token: string; expiresAt: string }
  | { type: "portingAgreed"; porting: PortingChoice }
  | { type: "addedToCart" }
  | { type: "paid"; orderNumber: string }
  | { type: "portInFiled"; id: string };

/** The transitions of the port-in state (pure: the store applies them and keeps the result). */
export function portInReducer(state: PortInState, event: PortInEvent): PortInState {
  switch (event.type) {
    case "offerChosen":
      // Another plan starts over; the same one (a reload of the link) keeps what was done.
      return state.selected?.id === event.offer.id && state.portInOrderId === null ? state : initialPortInState(event.offer);
    case "smsSent": {
      const sameNumber = state.request?.msisdnToPort === event.request.msisdnToPort;
      return {
        ...state,
        request: event.request,
        vetting: { step: nextVettingStep(vettingStart("portIn")), resendTimestamp: event.resendTimestamp },
        token: sameNumber ? state.token : null,
      };
    }
    case "codeValidated":
      return {
        ...state,
        vetting: { ...state.vetting, step: nextVettingStep("validatingCode") },
        token: { value: event.token, expiresAt: event.expiresAt },
      };
    case "portingAgreed":
      return { ...state, porting: event.porting, hasAgreedToTerms: true };
    case "addedToCart":
      return { ...state, inCart: true };
    case "paid":
      return { ...state, shopOrderNumber: event.orderNumber };
    case "portInFiled":
      return { ...state, portInOrderId: event.id };
  }
}

/** What each step needs done before it (the steps as data: id, slug, condition). */
const DONE: Record<PortInStepId, (s: PortInState, nowMs: number) => boolean> = {
  number: (s) => s.request !== null && s.vetting.step !== "validatingPhone",
  // A filed order no longer needs a live token (it was spent on it); nor does a checkout under way (the plan is in the
  // cart): an expired token is renewed from the confirmation ("Cere un cod nou"), not by interrupting the payment.
  code: (s, now) => s.portInOrderId !== null || s.inCart || tokenValid(s.token, now),
  porting: (s) => s.porting !== null && s.hasAgreedToTerms && s.inCart,
  checkout: (s) => s.shopOrderNumber !== null,
  confirmation: (s) => s.portInOrderId !== null,
};

/** The first step not done (the confirmation when every other one is). */
export function firstOpenPortInStep(state: PortInState, nowMs: number): PortInStepId {
  return PORT_IN_STEPS.find((id) => !DONE[id](state, nowMs)) ?? "confirmation";
}

/** The step a `?pas=` value names: one of the journey's, "checkout" for a shared checkout slug, or null. */
export function portInStepOfSlug(slug: string | null, checkoutSlugs: readonly string[]): PortInStepId | null {
  if (slug === null) return null;
  const own = (Object.entries(PORT_IN_SLUGS) as [PortInStepId, string][]).find(([, s]) => s === slug);
  if (own) return own[0];
  return checkoutSlugs.includes(slug) ? "checkout" : null;
}

export interface PortInResolution {
  step: PortInStepId;
  /** The URL named a step not reachable yet (or none): show this one and replace the address. */
  redirect: boolean;
}

/**
 * The step to show for `?pas=`. The confirmation is reachable once the shop order is paid — the checkout's own
 * thank-you navigation brings the receipt, so it is reachable from the checkout too (`paid` below); every other step
 * when those before it are done, else the first open one.
 */
export function resolvePortInStep(asked: PortInStepId | null, state: PortInState, nowMs: number, paid = false): PortInResolution {
  if (asked === "confirmation" && (paid || state.shopOrderNumber !== null)) return { step: "confirmation", redirect: false };
  // A 3-D Secure return or a step of the shared checkout: the checkout decides among its own steps.
  const open = firstOpenPortInStep(state, nowMs);
  if (asked === null) return { step: open, redirect: true };
  const reachable = PORT_IN_STEPS.indexOf(asked) <= PORT_IN_STEPS.indexOf(open);
  return reachable ? { step: asked, redirect: false } : { step: open, redirect: true };
}

/** Where "Continuă" of a step leads: after the code, straight to the confirmation when the order is already paid. */
export function nextPortInStep(state: PortInState, from: PortInStepId): PortInStepId {
  if (from === "code" && state.shopOrderNumber !== null) return "confirmation";
  const i = PORT_IN_STEPS.indexOf(from);
  return PORT_IN_STEPS[Math.min(i + 1, PORT_IN_STEPS.length - 1)] as PortInStepId;
}

export type PortingChoiceProblem =
  "dateRequired" | "invalidDate" | "notWorkingDay" | "tooEarly" | "tooLate" | "provisionalRequired" | "agreementRequired";

export interface PortingWindowDays {
  earliest: string;
  latest: string;
}

/**
 * The "portare" step (ANCOM a5, a6, a8): as soon as possible or a chosen working day inside the back end's window, an
 * explicit provisional-number choice, the disclosures agreed. Every problem, by field.
 */
export function checkPortingChoice(
  input: { when: string; day: string; provisional: string; agreed: boolean },
  window: PortingWindowDays,
): { ok: true; value: PortingChoice } | { ok: false; errors: Partial<Record<"date" | "provisional" | "agreement", PortingChoiceProblem>> } {
  const errors: Partial<Record<"date" | "provisional" | "agreement", PortingChoiceProblem>> = {};
  let date = "asap";
  if (input.when === "day") {
    const day = input.day.trim();
    if (day === "") errors.date = "dateRequired";
    else if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) errors.date = "invalidDate";
    else if (day < window.earliest) errors.date = "tooEarly";
    else if (day > window.latest) errors.date = "tooLate";
    else if (!isWorkingDay(day)) errors.date = "notWorkingDay";
    date = day;
  } else if (input.when !== "asap") errors.date = "dateRequired";
  if (input.provisional !== "yes" && input.provisional !== "no") errors.provisional = "provisionalRequired";
  if (!input.agreed) errors.agreement = "agreementRequired";
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { date, acceptProvisionalNumber: input.provisional === "yes" } };
}
