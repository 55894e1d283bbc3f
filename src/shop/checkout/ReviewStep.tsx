// The last step (SPEC §4 "on checkout status is replaced with SUBMITTED"): what is ordered, the totals and the data
// given, each with a way back to change it; then "Plătește" with the provider's card form, or "Trimite comanda" for
// cash on delivery or when nothing is due now (no payment step: domain/checkout/steps.ts methodToSend).
import React from "react";
import type { Cart } from "../../domain/cart/model";
import { methodToSend, type CheckoutStepId } from "../../domain/checkout/steps";
import type { CardPayOutcome, ContractDraft, HostedCard, ShippingDraft } from "../../hooks/checkout/useCheckout";
import type { PaymentMethod } from "../../domain/enums";
import { roCheckout } from "../../i18n/ro/checkout";
import { CartTotals } from "../cart/CartTotals";
import { CardPayment } from "./CardPayment";

interface Props {
  cart: Cart;
  steps: readonly CheckoutStepId[];
  contract: ContractDraft;
  shipping: ShippingDraft;
  method: PaymentMethod | null;
  installments: number | null;
  submitting: boolean;
  paying: boolean;
  onEdit: (step: CheckoutStepId) => void;
  onSubmit: () => void;
  payWithCard: (card: HostedCard) => Promise<CardPayOutcome>;
}

const joined = (...parts: Array<string | undefined>) => parts.filter((p) => p && p.trim() !== "").join(", ");

export function ReviewStep(props: Props): React.ReactElement {
  const { cart, steps, contract, shipping, installments } = props;
  const method = methodToSend(steps, props.method);
  const t = roCheckout;
  const s = t.screen;
  const edit = (step: CheckoutStepId) => (
    <button type="button" className="aria-button" data-variant="outline" onClick={() => props.onEdit(step)}>
      {s.edit(t.steps[step])}
    </button>
  );
  return (
    <div className="checkout-review">
      <section aria-labelledby="checkout-review-items">
        <h3 id="checkout-review-items">{s.reviewItems}</h3>
        <ul className="checkout-items">
          {cart.items.map((item) => (
            <li key={item.cartItemId}>
              <span>{item.displayName || item.name}</span> <span>{t.thankYou.quantity(item.quantity)}</span>
              {item.children.length > 0 ? (
                <ul>
                  {item.children.map((c) => (
                    <li key={c.cartItemId}>{c.displayName || c.name}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
      <CartTotals totals={cart.totals} />
      <section aria-labelledby="checkout-review-contract" className="checkout-summary">
        <h3 id="checkout-review-contract">{s.contractSummary}</h3>
        <p>{joined(`${contract.firstName ?? ""} ${contract.lastName ?? ""}`, contract.phone, contract.email)}</p>
        <p>{joined(contract.address, contract.city, contract.county)}</p>
        {edit("contract")}
      </section>
      {steps.includes("shipping") ? (
        <section aria-labelledby="checkout-review-shipping" className="checkout-summary">
          <h3 id="checkout-review-shipping">{s.shippingSummary}</h3>
          <p>
            {shipping.useContractAddress
              ? s.contractAddress
              : joined(shipping.fullName, shipping.address, shipping.city, shipping.county, shipping.phone)}
          </p>
          {edit("shipping")}
        </section>
      ) : null}
      <section aria-labelledby="checkout-review-payment" className="checkout-summary">
        <h3 id="checkout-review-payment">{s.paymentSummary}</h3>
        {steps.includes("payment") ? (
          <>
            <p>
              {method === "COD" ? t.payment.cod : t.payment.card}
              {method === "CARD" && installments && installments > 1 ? ` – ${s.installmentsChosen(installments)}` : null}
            </p>
            {edit("payment")}
          </>
        ) : (
          <p>{t.payment.nothingDue}</p>
        )}
      </section>
      {method === "COD" ? (
        <div className="checkout-actions">
          <button
            type="button"
            className="aria-button"
            data-variant="primary"
            disabled={props.submitting}
            aria-busy={props.submitting || undefined}
            onClick={props.onSubmit}
          >
            {t.payment.submit}
          </button>
          {props.submitting ? <p role="status">{s.submitting}</p> : null}
        </div>
      ) : (
        <CardPayment busy={props.submitting || props.paying} payWithCard={props.payWithCard} />
      )}
    </div>
  );
}
