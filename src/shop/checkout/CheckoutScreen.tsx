// The checkout (issue 14; SPEC §3 Checkout, §4, §7, §8): /checkout and /business/eshop/checkout. The steps are the
// domain's (steps.ts), the step is in the address, and each step's form works from the first paint: the built page
// holds the contract, shipping and payment forms, an inline script marks <html> with the address's step and the
// stylesheet shows that one form until React takes over (checkoutCss.ts); the forms stay mounted afterwards, so what
// was typed before hydration is kept. The 3-D Secure return and the back button from the bank's page are handled
// on arrival, each outcome with its own message; catalogued errors show in their SPEC §8 variant.
import React, { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import type { Area } from "../../domain/area";
import { areaHome } from "../../domain/area";
import { arrivalOf } from "../../domain/checkout/returnOutcome";
import { previousStep, slugOf, STEP_PARAM, stepOfSlug, THANK_YOU_SLUG, type CheckoutStepId } from "../../domain/checkout/steps";
import { Container } from "../../components/layout/Container";
import { NavLink } from "../../components/layout/NavLink";
import { ShopErrorView } from "../../components/errors/catalogue/ShopErrorView";
import { closeCartError } from "../../hooks/cart/cartCommands";
import { useCart } from "../../hooks/cart/useCart";
import { useCheckout, type FieldMessages } from "../../hooks/checkout/useCheckout";
import { roCheckout } from "../../i18n/ro/checkout";
import { ContractStep } from "./ContractStep";
import { DocumentsStep } from "./DocumentsStep";
import { PaymentStep } from "./PaymentStep";
import { ReviewStep } from "./ReviewStep";
import { ShippingStep } from "./ShippingStep";
import { StepProgress } from "./StepProgress";
import { ThankYou } from "./ThankYou";

const noop = () => () => undefined;
/** false on the server and while hydrating, true after: the first client render must be the built HTML. */
const useHydrated = () =>
  useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );

export interface CheckoutLocation {
  pathname: string;
  search: string;
}

/** Moves focus to the step's error summary (components/forms/ErrorSummary), else its first field with a message. */
function focusFirstInvalid(): void {
  requestAnimationFrame(() =>
    document
      .querySelector<HTMLElement>(
        ".checkout-step:not([hidden]) .error-summary:not([hidden]), .checkout-step:not([hidden]) [aria-invalid=true]",
      )
      ?.focus(),
  );
}

export function CheckoutScreen({
  area,
  location,
  base,
}: {
  area: Area;
  location: CheckoutLocation;
  /** The checkout's own address when it is not the shop's (the port-in checkout, SPEC §2). */
  base?: string;
}): React.ReactElement {
  const t = roCheckout;
  const s = t.screen;
  const hydrated = useHydrated();
  const co = useCheckout(area, location, { base });
  const cartView = useCart(area);
  const [errors, setErrors] = useState<Partial<Record<CheckoutStepId, FieldMessages>>>({});
  const [notice, setNotice] = useState<{ text: string; checkAgain?: boolean } | null>(null);
  const [visit, setVisit] = useState(0);

  const query = new URLSearchParams(location.search);
  const thankYou = query.get(STEP_PARAM) === THANK_YOU_SLUG;
  const current: CheckoutStepId = co.ready
    ? co.step === "thankYou"
      ? "contract"
      : co.step
    : (stepOfSlug(query.get(STEP_PARAM)) ?? "contract");

  // A new step (not the first one shown): focus goes to its heading, so a screen reader starts there.
  const shownStep = useRef<CheckoutStepId | null>(null);
  useEffect(() => {
    if (!hydrated || !co.ready) return;
    if (shownStep.current !== null && shownStep.current !== current) document.getElementById(`checkout-step-${current}`)?.focus();
    shownStep.current = current;
  }, [hydrated, co.ready, current]);

  // A page restored from the browser's memory (back from the bank's page) is an arrival too.
  useEffect(() => {
    const shown = (e: PageTransitionEvent) => e.persisted && setVisit((v) => v + 1);
    window.addEventListener("pageshow", shown);
    return () => window.removeEventListener("pageshow", shown);
  }, []);

  // The 3-D Secure return (or the back button while a payment was at the bank): decided once per arrival.
  const { handleReturn } = co;
  useEffect(() => {
    if (!hydrated || thankYou) return;
    if (arrivalOf(new URLSearchParams(location.search), co.state.attempt) === "none") return;
    let live = true;
    let timer: number | undefined;
    const decide = () =>
      void handleReturn().then((r) => {
        if (!live) return;
        switch (r.kind) {
          case "declined":
            setNotice({ text: t.outcome.paymentDeclined });
            return;
          case "abandoned":
            setNotice({ text: t.outcome.paymentAbandoned });
            return;
          case "pending":
            setNotice({ text: t.outcome.paymentPending });
            timer = window.setTimeout(decide, r.checkAgainMs);
            return;
          case "unconfirmed":
            setNotice({ text: t.outcome.paymentUnconfirmed, checkAgain: true });
            return;
          case "unknown":
            setNotice({ text: t.outcome.paymentUnknown });
            return;
          case "approved":
          case "signIn":
          case "none":
            // The hook goes to the thank-you page or the sign-in page.
            return;
        }
      });
    decide();
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per arrival: not again when the attempt changes here
  }, [hydrated, thankYou, handleReturn, visit]);

  const go = useCallback(
    (step: CheckoutStepId) => {
      setNotice(null);
      co.goTo(step);
    },
    [co],
  );
  const back = (step: CheckoutStepId) => {
    const previous = previousStep(co.steps, step);
    if (previous) go(previous);
  };
  const saved = (step: CheckoutStepId) => (result: Awaited<ReturnType<typeof co.saveStep>>) => {
    setErrors((e) => ({ ...e, [step]: result.ok ? {} : result.fieldErrors }));
    if (result.ok) setNotice(null);
    else focusFirstInvalid();
  };

  if (hydrated && thankYou) {
    return (
      <Container className="shop-page checkout-page">
        <ThankYou area={area} receipt={co.state.receipt} />
      </Container>
    );
  }

  const returning = co.state.pending.return;
  const empty = hydrated && co.ready && co.cart.items.length === 0 && !returning && notice === null;
  // While the cart loads, the step the address names (a form typed into before hydration stays where it is).
  const shows = (step: CheckoutStepId) => (hydrated ? current === step && !empty : undefined);
  const pathname = typeof window === "undefined" ? location.pathname : window.location.pathname;

  return (
    <Container className="shop-page checkout-page" data-early={hydrated ? undefined : ""}>
      <h1>{t.title}</h1>
      {hydrated && co.ready && !empty ? <StepProgress steps={co.steps} current={current} onGo={go} /> : null}
      {cartView.error ? (
        <ShopErrorView error={cartView.error} pathname={pathname} onClose={cartView.closeError} onSignIn={cartView.signIn} />
      ) : null}
      {co.state.error ? (
        <ShopErrorView
          error={co.state.error}
          pathname={pathname}
          onClose={(actions) => {
            co.clearError();
            if (actions.length > 0) void closeCartError(area, actions);
          }}
        />
      ) : null}
      {notice ? (
        <div className="checkout-notice" role="alert">
          <p>{notice.text}</p>
          {notice.checkAgain ? (
            <button type="button" className="aria-button" data-variant="outline" onClick={() => setVisit((v) => v + 1)}>
              {t.outcome.checkAgain}
            </button>
          ) : null}
        </div>
      ) : null}
      {hydrated && (!co.ready || returning) ? (
        <p role="status" className="cart-loading">
          {returning ? t.outcome.paymentPending : s.loading}
        </p>
      ) : null}
      {empty ? (
        <div className="cart-empty">
          <h2>{s.emptyCart}</h2>
          <p>{s.emptyLead}</p>
          <NavLink to={areaHome(area)} variant="primary">
            {s.backToShop}
          </NavLink>
        </div>
      ) : null}

      {/* Before hydration: the contract and payment forms (their labels are unique on the page), the stylesheet picks
          the one the address names. After it: the current step only, so no label is on the page twice. */}
      {!hydrated ? (
        <p role="status" className="checkout-early-loading">
          {s.loading}
        </p>
      ) : null}
      {!hydrated || shows("contract") ? (
        <Step id="contract" title={t.steps.contract} shown={shows("contract")}>
          <ContractStep
            area={area}
            contract={co.state.contract}
            organisation={co.state.organisation}
            errors={errors.contract ?? {}}
            hydrated={hydrated}
            onSave={(contract, organisation) => void co.saveStep("contract", { contract, organisation }).then(saved("contract"))}
            onDraft={(contract, organisation) => co.keep("contract", { contract, organisation })}
          />
        </Step>
      ) : null}
      {hydrated && shows("shipping") ? (
        <Step id="shipping" title={t.steps.shipping} shown>
          <ShippingStep
            draft={co.state.shipping}
            errors={errors.shipping ?? {}}
            hydrated={hydrated}
            onSave={(draft) => void co.saveStep("shipping", draft).then(saved("shipping"))}
            onDraft={(draft) => co.keep("shipping", draft)}
            onBack={() => back("shipping")}
          />
        </Step>
      ) : null}
      {hydrated && co.ready && shows("documents") ? (
        <Step id="documents" title={t.steps.documents} shown>
          <DocumentsStep
            uploaded={co.state.uploadedDocuments}
            errors={errors.documents ?? {}}
            busy={co.pending.upload}
            onUpload={co.upload}
            onSave={() => void co.saveStep("documents", {}).then(saved("documents"))}
            onBack={() => back("documents")}
          />
        </Step>
      ) : null}
      {!hydrated || shows("payment") ? (
        <Step id="payment" title={t.steps.payment} shown={shows("payment")}>
          <PaymentStep
            methods={co.methods}
            method={co.state.paymentMethod}
            installments={co.state.installments}
            errors={errors.payment ?? {}}
            hydrated={hydrated}
            onSave={(method, installments) => void co.saveStep("payment", { method, installments }).then(saved("payment"))}
            onBack={() => back("payment")}
          />
        </Step>
      ) : null}
      {hydrated && co.ready && shows("review") ? (
        <Step id="review" title={t.steps.review} shown>
          <ReviewStep
            cart={co.cart}
            steps={co.steps}
            contract={co.state.contract}
            shipping={co.state.shipping}
            method={co.state.paymentMethod}
            installments={co.state.installments}
            submitting={co.pending.submit}
            paying={co.pending.pay || co.pending.return}
            onEdit={go}
            onSubmit={() => void co.submitOrder()}
            payWithCard={co.payWithCard}
          />
        </Step>
      ) : null}
    </Container>
  );
}

/** A step's section; `shown` undefined = before hydration, when the stylesheet picks the step the address names. */
function Step({
  id,
  title,
  shown,
  children,
}: {
  id: CheckoutStepId;
  title: string;
  shown: boolean | undefined;
  children: React.ReactNode;
}) {
  return (
    <section className="checkout-step" data-step={slugOf(id)} hidden={shown === false} aria-labelledby={`checkout-step-${id}`}>
      <h2 id={`checkout-step-${id}`} tabIndex={-1}>
        {title}
      </h2>
      {children}
    </section>
  );
}
