// The checkout screens' hook (issue 14, SPEC §3 Checkout): the step the address names (domain resolveStep; a step
// not reached yet is replaced by the first open one), the values the store holds, the commands bound to the shop,
// and the pending flags the screens disable their controls with.
import { navigate } from "gatsby";
import { useCallback, useEffect, useMemo, useSyncExternalStore } from "react";
import type { Area } from "../../domain/area";
import type { BrowserFacts } from "../../domain/checkout/paymentRequest";
import { resolveStep, stepPath, STEP_PARAM, THANK_YOU_SLUG, thankYouPath, type CheckoutStepId } from "../../domain/checkout/steps";
import { checkoutPathFor } from "../../domain/shop/cartOffer";
import { useCartState } from "../../state/cart/cartStore";
import { useCheckoutState, type CheckoutState } from "../../state/checkout/checkoutStore";
import { getTokens, subscribe as subscribeSession } from "../../state/sessionStore";
import { loadCart } from "../cart/cartCommands";
import { browserFacts } from "./browserFacts";
import { checkoutSteps, doneSteps } from "./checkoutFacts";
import {
  clearCheckoutError,
  pay,
  saveStep,
  submitOrder,
  type HostedCard,
  type PayResult,
  type SaveResult,
  type StepValues,
  type SubmitResult,
} from "./checkoutCommands";
import { handleReturn, type HandledReturn, type ReturnLocation } from "./handleReturn";

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
  /** Saves the step and, when valid, goes to the next one. */
  saveStep: <S extends CheckoutStepId>(step: S, values: StepValues[S]) => Promise<SaveResult>;
  /** The review's "Trimite comanda": a cash-on-delivery order goes to the thank-you page. */
  submitOrder: () => Promise<SubmitResult>;
  pay: (card: HostedCard, browser?: BrowserFacts) => Promise<PayResult>;
  /** The payment step's arrival (3-D Secure return or back button); the thank-you page follows an approval. */
  handleReturn: () => Promise<HandledReturn>;
  clearError: () => void;
}

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
    if (ready && !thankYou && resolution.redirect) void navigate(stepPath(base, resolution.step), { replace: true });
  }, [ready, thankYou, resolution.redirect, resolution.step, base]);

  const goTo = useCallback((step: CheckoutStepId) => void navigate(stepPath(base, step)), [base]);

  // Stable between renders (the pending flags these commands set re-render the screen): a screen that runs one in an
  // effect, the payment step's handleReturn on arrival, runs it once and not again on every re-render.
  const { pathname, search } = location;
  const save = useCallback(
    async <S extends CheckoutStepId>(step: S, values: StepValues[S]): Promise<SaveResult> => {
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

  return {
    steps,
    step: thankYou ? "thankYou" : resolution.step,
    ready,
    state,
    pending: state.pending,
    goTo,
    saveStep: save,
    submitOrder: submit,
    pay: payWith,
    handleReturn: returned,
    clearError,
  };
}
