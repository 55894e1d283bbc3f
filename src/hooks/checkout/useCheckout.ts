// The checkout screens' hook (issue 14, SPEC §3 Checkout): the step the address names (domain resolveStep; a step
// not reached yet is replaced by the first open one), the values the store holds, the commands bound to the shop,
// and the pending flags the screens disable their controls with.
import { navigate } from "gatsby";
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from "react";
import type { Cart } from "../../domain/cart/model";
import { installmentsRefused } from "../../domain/checkout/installments";
import type { PaymentMethod, UploadDocumentType } from "../../domain/enums";
import type { Area } from "../../domain/area";
import type { BrowserFacts } from "../../domain/checkout/paymentRequest";
import { resolveStep, stepPath, STEP_PARAM, THANK_YOU_SLUG, thankYouPath, type CheckoutStepId } from "../../domain/checkout/steps";
import { checkoutPathFor } from "../../domain/shop/cartOffer";
import { useCartState, whenCartLoaded } from "../../state/cart/cartStore";
import { getCheckout, useCheckoutState, type CheckoutState } from "../../state/checkout/checkoutStore";
import { getTokens, subscribe as subscribeSession } from "../../state/sessionStore";
import { loadCart } from "../cart/cartCommands";
import { browserFacts } from "./browserFacts";
import { allowedMethods, checkoutSteps, doneSteps } from "./checkoutFacts";
import {
  clearCheckoutError,
  keepStep,
  pay,
  payInFull,
  saveStep,
  submitOrder,
  uploadDocument,
  type HostedCard,
  type PayResult,
  type SaveResult,
  type StepValues,
  type SubmitResult,
} from "./checkoutCommands";
import { handleReturn, type HandledReturn, type ReturnLocation } from "./handleReturn";
import { leaveFor } from "./leavePage";
import { justCompleted, thankYouShown } from "./completeOrder";

export type { ContractDraft, OrganisationDraft, ShippingDraft, Receipt } from "../../state/checkout/checkoutStore";
export type { FieldMessages, HostedCard } from "./checkoutCommands";

export interface UseCheckout {
  /** The steps of this checkout, in order. */
  steps: CheckoutStepId[];
  /** The step to show; "thankYou" on the order confirmation (`?pas=confirmare`). */
  step: CheckoutStepId | "thankYou";
  /** false until the cart is loaded (the steps depend on it): the screen shows its skeleton. */
  ready: boolean;
  state: CheckoutState;
  pending: CheckoutState["pending"];
  goTo: (step: CheckoutStepId) => void;
  /** Keeps what is typed in a step (no check): a reload finds it. */
  keep: <S extends CheckoutStepId>(step: S, values: StepValues[S]) => void;
  /** Saves the step and, when valid, goes to the next one. */
  saveStep: <S extends CheckoutStepId>(step: S, values: StepValues[S]) => Promise<SaveResult>;
  /** The review's "Trimite comanda": a cash-on-delivery order goes to the thank-you page. */
  submitOrder: () => Promise<SubmitResult>;
  pay: (card: HostedCard, browser?: BrowserFacts) => Promise<PayResult>;
  /** The payment step's arrival (3-D Secure return or back button); the thank-you page follows an approval. */
  handleReturn: () => Promise<HandledReturn>;
  clearError: () => void;
  /** The shop's cart (the review lists it). */
  cart: Cart;
  /** The payment methods the cart allows; null until it is loaded. */
  methods: PaymentMethod[] | null;
  /** The documents step: sends a file as soon as it is chosen; false when refused (the error is in the state). */
  upload: (type: UploadDocumentType, file: File) => Promise<boolean>;
  /** The review's card payment, once the provider's form handed over a token. */
  payWithCard: (card: HostedCard) => Promise<CardPayOutcome>;
}

export type CardPayOutcome =
  | PayResult
  /** The card does not allow the count asked for: nothing was sent; the next "Plătește" pays in full. */
  | { kind: "installmentsRefused"; count: number; card: string }
  /** The order could not be submitted: the error or the step to fix is on screen. */
  | { kind: "notSubmitted" }
  /** A payment of this screen is already under way (a double click). */
  | { kind: "busy" };

export interface UseCheckoutOptions {
  /** The checkout's address (the port-in checkout reuses the steps); default the shop's. */
  base?: string;
}

export function useCheckout(area: Area, location: ReturnLocation, { base: given }: UseCheckoutOptions = {}): UseCheckout {
  const base = given ?? checkoutPathFor(area);
  const state = useCheckoutState(area);
  const cartState = useCartState(area);
  // Re-render when the session changes (the steps depend on the sign-in method).
  useSyncExternalStore(subscribeSession, getTokens, getTokens);
  const cart = cartState.cart;

  useEffect(() => {
    void loadCart(area);
  }, [area]);

  const query = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const thankYou = query.get(STEP_PARAM) === THANK_YOU_SLUG;
  const steps = checkoutSteps(area, cart);
  const resolution = resolveStep(query, steps, doneSteps(area, state, cart));
  const ready = cartState.loaded;

  useEffect(() => {
    if (thankYou) thankYouShown(area);
    else if (ready && resolution.redirect && !justCompleted(area)) void navigate(stepPath(base, resolution.step), { replace: true });
  }, [area, ready, thankYou, resolution.redirect, resolution.step, base]);

  const goTo = useCallback((step: CheckoutStepId) => void navigate(stepPath(base, step)), [base]);

  // Stable between renders (the pending flags these commands set re-render the screen): a screen that runs one in an
  // effect, the payment step's handleReturn on arrival, runs it once and not again on every re-render.
  const { pathname, search } = location;
  const save = useCallback(
    async <S extends CheckoutStepId>(step: S, values: StepValues[S]): Promise<SaveResult> => {
      // The next step depends on the cart (a form submitted before hydration is replayed before it has loaded).
      await whenCartLoaded(area);
      const result = saveStep(area, step, values);
      if (result.ok && result.next !== null) goTo(result.next);
      return result;
    },
    [area, goTo],
  );
  const submit = useCallback(async () => {
    const result = await submitOrder(area);
    if (result.ok && result.complete) void navigate(thankYouPath(base));
    else if (!result.ok && "step" in result) goTo(result.step);
    return result;
  }, [area, base, goTo]);
  const payWith = useCallback(
    async (card: HostedCard, browser: BrowserFacts = browserFacts()) => {
      const result = await pay(area, card, browser, { base });
      if (result.kind === "approved") void navigate(thankYouPath(base));
      return result;
    },
    [area, base],
  );
  const returned = useCallback(async () => {
    const result = await handleReturn(area, { pathname, search });
    if (result.kind === "approved") void navigate(thankYouPath(base), { replace: true });
    else if (result.kind === "signIn") void navigate(result.url, { replace: true });
    return result;
  }, [area, base, pathname, search]);
  const clearError = useCallback(() => clearCheckoutError(area), [area]);
  const keep = useCallback(<S extends CheckoutStepId>(step: S, values: StepValues[S]) => keepStep(area, step, values), [area]);
  const upload = useCallback(
    async (type: UploadDocumentType, file: File) => (await uploadDocument(area, type, file, file.name)).ok,
    [area],
  );

  // One card payment at a time from this screen (the commands guard the gateway side: mayStartPayment).
  const paying = useRef(false);
  const payWithCard = useCallback(
    async (card: HostedCard): Promise<CardPayOutcome> => {
      if (paying.current) return { kind: "busy" };
      paying.current = true;
      try {
        const chosen = getCheckout(area).installments;
        if (chosen !== null && installmentsRefused(chosen, card.installmentsOffered ?? [1])) {
          payInFull(area);
          return { kind: "installmentsRefused", count: chosen, card: `${card.brand ?? ""} •••• ${card.last4}`.trim() };
        }
        const submitted = await submit();
        if (!submitted.ok) return { kind: "notSubmitted" };
        const result = await payWith(card);
        // The bank's page: the whole page goes there and comes back to the return address.
        if (result.kind === "redirect") leaveFor(result.url);
        return result;
      } finally {
        paying.current = false;
      }
    },
    [area, submit, payWith],
  );

  return {
    steps,
    step: thankYou ? "thankYou" : resolution.step,
    ready,
    state,
    pending: state.pending,
    goTo,
    keep,
    saveStep: save,
    submitOrder: submit,
    pay: payWith,
    handleReturn: returned,
    clearError,
    cart,
    methods: ready ? allowedMethods(cart) : null,
    upload,
    payWithCard,
  };
}
