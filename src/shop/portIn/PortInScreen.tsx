// The port-in checkout at /abonamente/portare-cu-portare/checkout (SPEC §2; issue 28): the journey's own steps —
// "numar" (the number and its proof), "cod" (the SMS code to that number), "portare" (date, provisional number,
// disclosures) — then the shared checkout steps (shop/checkout/CheckoutScreen with this page as its base), then the
// confirmation that files the port-in order. The step is in the address (?pas=…) and resolved by the domain
// (portInState.ts: a step not reached yet goes to the first open one); the journey is kept in the tab (state/portIn).
// The first paint is the "numar" form, which works before hydration. The shared checkout is rendered only after
// hydration, at its steps, so its code is a chunk of its own loaded then ("portin-checkout": the journey's first steps
// do not carry it, and the page stays within the client-only budget).
import { QueryClientProvider } from "@tanstack/react-query";
import { navigate } from "gatsby";
import React, { Suspense, lazy, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { Container } from "../../components/layout/Container";
import { NavLink } from "../../components/layout/NavLink";
import { isThreeDSReturn } from "../../domain/checkout/returnOutcome";
import { STEP_PARAM, STEP_TABLE, stepPath, thankYouPath } from "../../domain/checkout/steps";
import { nextPortInStep, PORT_IN_SLUGS, portInStepOfSlug, resolvePortInStep, type PortInStepId } from "../../domain/portIn/portInState";
import { offerOfQuery, PORT_IN_CHECKOUT_PATH } from "../../domain/portIn/checkoutLink";
import { thankYouShown } from "../../hooks/checkout/completeOrder";
import { dispatchPortIn, usePortInState } from "../../hooks/portIn/usePortIn";
import { roPortIn } from "../../i18n/ro/portIn";
import { useCheckoutState } from "../../state/checkout/checkoutStore";
import { createQueryClient } from "../../state/queryClient";
import type { CheckoutLocation } from "../checkout/CheckoutScreen";
import { CodeStep } from "./CodeStep";
import { NumberStep } from "./NumberStep";
import { PortInConfirmation } from "./PortInConfirmation";
import { PortingStep } from "./PortingStep";

const loadCheckout = () => import(/* webpackChunkName: "portin-checkout" */ "../checkout/CheckoutScreen");
const CheckoutScreen = lazy(() => loadCheckout().then((m) => ({ default: m.CheckoutScreen })));

const noop = () => () => undefined;
const useHydrated = () =>
  useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );

const CHECKOUT_SLUGS = STEP_TABLE.map((s) => s.slug);
const OWN_STEPS = ["number", "code", "porting"] as const;

/** The address of a step of the journey. */
function portInStepPath(step: PortInStepId): string {
  if (step === "checkout") return stepPath(PORT_IN_CHECKOUT_PATH, "contract");
  if (step === "confirmation") return thankYouPath(PORT_IN_CHECKOUT_PATH);
  return `${PORT_IN_CHECKOUT_PATH}?${STEP_PARAM}=${PORT_IN_SLUGS[step]}`;
}

export function PortInScreen({ location }: { location: CheckoutLocation }): React.ReactElement {
  const [client] = useState(createQueryClient);
  return (
    <QueryClientProvider client={client}>
      <Journey location={location} />
    </QueryClientProvider>
  );
}

function Journey({ location }: { location: CheckoutLocation }): React.ReactElement {
  const hydrated = useHydrated();
  const state = usePortInState();
  const receipt = useCheckoutState("personal").receipt;
  const query = new URLSearchParams(location.search);
  const offer = offerOfQuery(query);

  // The offer the listing's link names starts (or continues) the journey.
  useEffect(() => {
    if (offer) dispatchPortIn({ type: "offerChosen", offer });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- by its id and type only
  }, [offer?.id, offer?.offerType]);

  const asked = isThreeDSReturn(query) ? "checkout" : portInStepOfSlug(query.get(STEP_PARAM), CHECKOUT_SLUGS);
  const pending = offer !== null && state.selected?.id !== offer.id;
  const resolution = hydrated && !pending ? resolvePortInStep(asked, state, Date.now(), receipt !== null) : null;
  const step: PortInStepId = resolution?.step ?? "number";

  useEffect(() => {
    if (resolution?.redirect) void navigate(portInStepPath(resolution.step), { replace: true });
  }, [resolution?.redirect, resolution?.step]);

  // The last step before the checkout fetches its code while the terms are read.
  useEffect(() => {
    if (step === "porting") void loadCheckout().catch(() => undefined);
  }, [step]);

  // The checkout's thank-you navigation landed here, not on its own page: a new checkout may start.
  useEffect(() => {
    if (step === "confirmation") thankYouShown("personal");
  }, [step]);

  // A new step: focus goes to its heading.
  const shown = useRef<PortInStepId | null>(null);
  useEffect(() => {
    if (!hydrated) return;
    if (shown.current !== null && shown.current !== step) document.getElementById(`portin-step-${step}`)?.focus();
    shown.current = step;
  }, [hydrated, step]);

  if (hydrated && step === "checkout")
    return (
      <Suspense
        fallback={
          <Container className="shop-page checkout-page">
            <p role="status" className="cart-loading">
              {roPortIn.loadingCheckout}
            </p>
          </Container>
        }
      >
        <CheckoutScreen area="personal" location={location} base={PORT_IN_CHECKOUT_PATH} />
      </Suspense>
    );

  const go = (from: PortInStepId) => () => void navigate(portInStepPath(nextPortInStep(state, from)));
  const t = roPortIn;
  const index = (OWN_STEPS as readonly string[]).indexOf(step);

  return (
    <Container className="shop-page portin-page">
      {step === "confirmation" ? (
        <PortInConfirmation
          orderNumber={receipt?.orderNumber ?? state.shopOrderNumber}
          filedId={state.portInOrderId}
          onNewCode={() => void navigate(portInStepPath("code"))}
        />
      ) : (
        <>
          <h1>{t.title}</h1>
          {index >= 0 ? <p className="portin-progress">{t.progress(index + 1, OWN_STEPS.length)}</p> : null}
          {hydrated && state.selected === null && !pending ? (
            <div className="checkout-notice" role="status">
              <p>{t.noOffer}</p>
              <NavLink to="/abonamente/portare-cu-portare" variant="primary">
                {t.toListing}
              </NavLink>
            </div>
          ) : (
            <section className="portin-step" aria-labelledby={`portin-step-${step}`}>
              <h2 id={`portin-step-${step}`} tabIndex={-1}>
                {t.steps[step as (typeof OWN_STEPS)[number]]}
              </h2>
              {step === "number" ? <NumberStep hydrated={hydrated} stored={state.request} onSent={go("number")} /> : null}
              {step === "code" && state.request ? (
                <CodeStep
                  request={state.request}
                  resendTimestamp={state.vetting.resendTimestamp}
                  onValidated={go("code")}
                  onChangeNumber={() => void navigate(portInStepPath("number"))}
                />
              ) : null}
              {step === "porting" ? <PortingStep stored={state.porting} onDone={go("porting")} /> : null}
            </section>
          )}
        </>
      )}
    </Container>
  );
}
