// SPEC §2 price display: title, integer part, decimal part, struck-through full price with a red
// bar, and a unit or text-price suffix. Screen readers get one plain sentence instead of the parts.
// Plain elements styled by classes (theme/layoutCss.ts): a listing shows a dozen prices, and per-element
// style props cost measurable hydration time on a phone (bench/RESULTS.md).
import React from "react";
import { currencyLabel, formatAmount, splitAmount } from "../domain/currency";
import { roPrice } from "../i18n/ro/common";

export interface PriceProps {
  title?: string;
  /** The price to pay. Omit it to show only `textPrice` (e.g. "Gratuit"). */
  amount?: number;
  currency?: string;
  /** Full price before a discount; shown struck through when it differs from `amount`. */
  fullPrice?: number | null;
  /** Unit after the price, e.g. "/lună". */
  unit?: string;
  /** Text shown instead of, or after, the amount, e.g. "Gratuit" or "cu TVA". */
  textPrice?: string;
  size?: "sm" | "md" | "lg";
}

export function Price({ title, amount, currency = "RON", fullPrice, unit, textPrice, size = "md" }: PriceProps): React.ReactElement {
  const hasAmount = typeof amount === "number" && Number.isFinite(amount);
  const parts = hasAmount ? splitAmount(amount) : null;
  const showFull = hasAmount && typeof fullPrice === "number" && Number.isFinite(fullPrice) && fullPrice !== amount;
  const spoken = [
    title,
    hasAmount ? `${formatAmount(amount, currency)}${unit ?? ""}` : null,
    textPrice,
    showFull ? `${roPrice.fullPrice} ${formatAmount(fullPrice, currency)}` : null,
  ]
    .filter(Boolean)
    .join(", ");

  return (
    <div className="aria-price" data-size={size} data-testid="price">
      <div aria-hidden="true">
        {title ? <div className="aria-price__title">{title}</div> : null}
        <div className="aria-price__row">
          {parts ? (
            <span className="aria-price__amount">
              <span data-part="integer">{parts.integer}</span>
              {parts.decimal ? <span data-part="decimal">,{parts.decimal}</span> : null}
              <span data-part="currency">
                {currencyLabel(currency)}
                {unit ? <span data-part="unit">{unit}</span> : null}
              </span>
            </span>
          ) : null}
          {textPrice ? (
            <span data-part="text-price" data-strong={parts ? undefined : "true"}>
              {textPrice}
            </span>
          ) : null}
          {showFull ? (
            <span data-part="full-price">
              {formatAmount(fullPrice, currency)}
              {/* The red bar: drawn, not text-decoration, so its colour and thickness are ours. */}
              <span className="aria-price__bar" />
            </span>
          ) : null}
        </div>
      </div>
      <span className="sr-only">{spoken}</span>
    </div>
  );
}
