// The card part of the review (issue 14): the payment provider's form in an iframe (fields "Număr card", "Data
// expirării", "CVV"; DESIGN.md) and the page's own "Plătește", which asks the form to check the card. Whichever
// "Plătește" was pressed, the page receives a token, never the card, and pays once.
import React, { useEffect, useState } from "react";
import { useHostedCard } from "../../hooks/checkout/useHostedCard";
import type { CardPayOutcome, HostedCard } from "../../hooks/checkout/useCheckout";
import { roCheckout } from "../../i18n/ro/checkout";

interface Props {
  busy: boolean;
  payWithCard: (card: HostedCard) => Promise<CardPayOutcome>;
}

type Phase = "idle" | "paying" | "redirecting";

export function CardPayment({ busy, payWithCard }: Props): React.ReactElement {
  const s = roCheckout.screen;
  const [phase, setPhase] = useState<Phase>("idle");
  const [notice, setNotice] = useState<string | null>(null);
  // A card the form checked whose payment was not sent (the installments question): the next click pays with it.
  const [held, setHeld] = useState<HostedCard | null>(null);

  const payWith = async (card: HostedCard) => {
    setNotice(null);
    setPhase("paying");
    const outcome = await payWithCard(card);
    switch (outcome.kind) {
      case "redirect":
        setPhase("redirecting");
        return;
      case "installmentsRefused":
        setHeld(card);
        setNotice(s.installmentsNotOffered(outcome.count, outcome.card));
        break;
      case "blocked":
        setNotice(s.blocked);
        break;
      case "approved":
      case "error":
      case "noOrder":
      case "notSubmitted":
      case "busy":
        // Approved: the thank-you page follows; the others show their message from the checkout's state.
        break;
    }
    setPhase("idle");
  };
  // Back from the bank's page with the page restored from the browser's memory: the redirect is over.
  useEffect(() => {
    const shown = (e: PageTransitionEvent) => {
      if (!e.persisted) return;
      setPhase("idle");
      setNotice(null);
    };
    window.addEventListener("pageshow", shown);
    return () => window.removeEventListener("pageshow", shown);
  }, []);
  const frame = useHostedCard((card) => {
    setHeld(null);
    void payWith(card);
  });

  const working = busy || phase !== "idle" || frame.status === "checking" || frame.status === "loading";
  const status =
    phase === "redirecting"
      ? s.redirecting
      : phase === "paying"
        ? s.paying
        : frame.status === "checking"
          ? s.cardChecking
          : frame.status === "loading"
            ? s.cardLoading
            : frame.status === "refused"
              ? s.cardRefused
              : "";

  return (
    <section className="checkout-card" aria-labelledby="checkout-card-title">
      <h3 id="checkout-card-title">{s.cardFrameTitle}</h3>
      <p className="cart-hint">{s.cardLead}</p>
      {frame.src ? <iframe ref={frame.frameRef} src={frame.src} title={s.cardFrameTitle} className="checkout-card-frame" /> : null}
      {notice ? (
        <p className="checkout-notice" role="alert">
          {notice}
        </p>
      ) : null}
      <p className="cart-hint" role="status">
        {status}
      </p>
      <button
        type="button"
        className="aria-button checkout-pay"
        data-variant="primary"
        disabled={working}
        aria-busy={working || undefined}
        onClick={() => (held ? void payWith(held) : frame.submit())}
      >
        {roCheckout.payment.pay}
      </button>
    </section>
  );
}
