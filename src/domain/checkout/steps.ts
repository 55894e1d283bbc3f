// Issue 14 / SPEC §3 "Checkout": the checkout's steps as data, the way saleor's storefront models them (an ordered
// list of steps, each reachable only when the ones before it are done, the current one named in the URL). Which
// steps a checkout has depends on the cart and the customer; the screens only render the step this module names.
//
// The step travels in the query (`/checkout?pas=livrare`), not the path: every checkout page keeps the path
// SPEC §2 gives it (/checkout, /business/eshop/checkout, /abonamente/portare-cu-portare/checkout), which
// errors/shopError.ts isCheckoutPath reads for the checkout-only ribbons (SPEC §8), and
// /business/eshop/checkout/cart stays the business cart.
import type { AuthProvider, CustomerType, OfferType, PaymentMethod } from "../enums";
import { PAYMENT_ID_PARAM, isThreeDSReturn, THREE_DS_PARAM } from "./returnOutcome";
import { STEP_PARAM, THANK_YOU_SLUG } from "./stepParam";

export const CHECKOUT_STEPS = ["contract", "shipping", "documents", "payment", "review"] as const;
export type CheckoutStepId = (typeof CHECKOUT_STEPS)[number];

/** What decides which steps a checkout has. */
export interface CheckoutFacts {
  customerType: CustomerType;
  /** The sign-in method the checkout runs under (SPEC §4); null when none is known yet. */
  provider: AuthProvider | null;
  /** The offer types of the cart's items (bundle children included). */
  offerTypes: readonly OfferType[];
  /** What the cart asks to be paid now (its upfront total, lei); absent or null while unknown. */
  dueNowRon?: number | null;
}

/** Nothing to pay now: the cart holds only monthly charges (home internet and TV, whose installation is free). */
const nothingDue = (f: CheckoutFacts): boolean => f.dueNowRon != null && f.dueNowRon <= 0;

/**
 * The payment method the order is sent with: the one chosen at the payment step, or — when the checkout has no
 * payment step because nothing is due now — not by card (SPEC §3 payment methods CARD, COD: the order is sent with
 * `cardPayment=false`, and nothing is collected: the monthly charges come on the bill).
 */
export function methodToSend(steps: readonly CheckoutStepId[], chosen: PaymentMethod | null): PaymentMethod | null {
  return steps.includes("payment") ? chosen : "COD";
}

/** Offer types nothing is posted for: installed at the address (fixed services), switched on the line, or a discount. */
export const NOT_SHIPPED: ReadonlySet<OfferType> = new Set<OfferType>([
  "FixedServices",
  "FixedBundle",
  "FixedTV",
  "FixedInternet",
  "ServiceAddon",
  "Voucher",
]);

export interface StepDef {
  id: CheckoutStepId;
  /** The step's name in the URL (`?pas=`). */
  slug: string;
  /** The spec line the step and its condition come from. */
  spec: string;
  applies: (facts: CheckoutFacts) => boolean;
}

export const STEP_TABLE: readonly StepDef[] = [
  {
    id: "contract",
    slug: "date-contract",
    spec: "§3 Checkout contractData; §8 redirect target checkout contract page",
    applies: () => true,
  },
  {
    id: "shipping",
    slug: "livrare",
    spec: "§3 Checkout shippingData: only when something is delivered by courier",
    applies: (f) => f.offerTypes.some((t) => !NOT_SHIPPED.has(t)),
  },
  {
    id: "documents",
    slug: "documente",
    spec: "§6 documentsUploaded (only for the one-time-code provider): a business customer signed in by one-time code uploads CI and RegistrationCertificate",
    applies: (f) => f.customerType === "EBU" && f.provider === "otc",
  },
  {
    id: "payment",
    slug: "plata",
    spec: "§3 Checkout paymentData; §3 Payment methods: CARD, COD — only when something is due now (upfront > 0)",
    applies: (f) => !nothingDue(f),
  },
  {
    id: "review",
    slug: "sumar",
    spec: "§4 Cart: on checkout status is replaced with SUBMITTED (sent from the review)",
    applies: () => true,
  },
];

export { STEP_PARAM, THANK_YOU_SLUG };

/** The steps of this checkout, in order. */
export function stepsFor(facts: CheckoutFacts): CheckoutStepId[] {
  return STEP_TABLE.filter((s) => s.applies(facts)).map((s) => s.id);
}

export function slugOf(step: CheckoutStepId): string {
  return (STEP_TABLE.find((s) => s.id === step) as StepDef).slug;
}

/** The step a URL slug names, or null. */
export function stepOfSlug(slug: string | null | undefined): CheckoutStepId | null {
  return STEP_TABLE.find((s) => s.slug === slug)?.id ?? null;
}

/** The address of a step of the checkout at `base` (/checkout, /business/eshop/checkout, the port-in checkout). */
export function stepPath(base: string, step: CheckoutStepId): string {
  return `${base}?${STEP_PARAM}=${slugOf(step)}`;
}

/** The order confirmation page (SPEC §4 analytics page type thank-you) of the checkout at `base`. */
export function thankYouPath(base: string): string {
  return `${base}?${STEP_PARAM}=${THANK_YOU_SLUG}`;
}

/**
 * Where the bank's 3-D Secure page sends the customer back to: the payment step with the return marker (the gateway
 * appends `paymentId`, PAYMENT_ID_PARAM). Absolute, since it is handed to the gateway.
 */
export function threeDSReturnUrl(origin: string, base: string): string {
  return `${origin}${stepPath(base, "payment")}&${THREE_DS_PARAM}=1`;
}
export { PAYMENT_ID_PARAM };

export function nextStep(steps: readonly CheckoutStepId[], current: CheckoutStepId): CheckoutStepId | null {
  const i = steps.indexOf(current);
  return i < 0 ? null : (steps[i + 1] ?? null);
}

export function previousStep(steps: readonly CheckoutStepId[], current: CheckoutStepId): CheckoutStepId | null {
  const i = steps.indexOf(current);
  return i <= 0 ? null : (steps[i - 1] ?? null);
}

/** The first step not done yet (the review when every other one is). */
export function firstOpenStep(steps: readonly CheckoutStepId[], done: ReadonlySet<CheckoutStepId>): CheckoutStepId {
  return steps.find((s) => !done.has(s)) ?? (steps[steps.length - 1] as CheckoutStepId);
}

export interface StepResolution {
  step: CheckoutStepId;
  /** The URL named another step (or none, or one this checkout does not have): replace it with the step's address. */
  redirect: boolean;
}

/**
 * The step to show for a URL. A 3-D Secure return always shows the payment step (the return page's decision,
 * returnOutcome.ts, runs there; the forms' CNP, kept only in memory, is gone after the bank's page, and must not send
 * the customer back to the contract step). Otherwise the step the URL names, when this checkout has it and every step
 * before it is done; else the first step not done (saleor: a step cannot be skipped by typing its address).
 */
export function resolveStep(query: URLSearchParams, steps: readonly CheckoutStepId[], done: ReadonlySet<CheckoutStepId>): StepResolution {
  const asked = stepOfSlug(query.get(STEP_PARAM));
  if (isThreeDSReturn(query) && steps.includes("payment")) return { step: "payment", redirect: false };
  const open = firstOpenStep(steps, done);
  if (asked === null || !steps.includes(asked)) return { step: open, redirect: true };
  const reachable = steps.indexOf(asked) <= steps.indexOf(open);
  return reachable ? { step: asked, redirect: false } : { step: open, redirect: true };
}
