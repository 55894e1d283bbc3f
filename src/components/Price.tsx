// SPEC §2 price display: title, integer part, decimal part, struck-through full price with a red
// bar, and a unit or text-price suffix. Screen readers get one plain sentence instead of the parts.
import React from "react";
import { Box } from "@chakra-ui/react/box";
import { chakra } from "@chakra-ui/react/styled-system";
import { VisuallyHidden } from "@chakra-ui/react/visually-hidden";
import { currencyLabel, formatAmount, splitAmount } from "../domain/currency";
import { ro } from "../i18n/ro";

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

const fontSizes = { sm: "20px", md: "32px", lg: "44px" } as const;

export function Price({ title, amount, currency = "RON", fullPrice, unit, textPrice, size = "md" }: PriceProps): React.ReactElement {
  const small = `calc(${fontSizes[size]} * 0.45)`;
  const hasAmount = typeof amount === "number" && Number.isFinite(amount);
  const parts = hasAmount ? splitAmount(amount) : null;
  const showFull = hasAmount && typeof fullPrice === "number" && Number.isFinite(fullPrice) && fullPrice !== amount;
  const spoken = [
    title,
    hasAmount ? `${formatAmount(amount, currency)}${unit ?? ""}` : null,
    textPrice,
    showFull ? `${ro.price.fullPrice} ${formatAmount(fullPrice, currency)}` : null,
  ]
    .filter(Boolean)
    .join(", ");

  return (
    <Box data-testid="price" color="text">
      <Box aria-hidden="true">
        {title ? (
          <Box fontSize="14px" color="textMuted" mb="1">
            {title}
          </Box>
        ) : null}
        <Box display="flex" alignItems="flex-start" gap="2" flexWrap="wrap">
          {parts ? (
            <Box display="flex" alignItems="flex-start" fontWeight="700" lineHeight="1">
              <chakra.span fontSize={fontSizes[size]} data-part="integer">
                {parts.integer}
              </chakra.span>
              {parts.decimal ? (
                <chakra.span fontSize={small} mt="0.15em" ms="0.05em" data-part="decimal">
                  ,{parts.decimal}
                </chakra.span>
              ) : null}
              <chakra.span ms="1" alignSelf="flex-end" fontSize={small} data-part="currency">
                {currencyLabel(currency)}
                {unit ? <chakra.span data-part="unit">{unit}</chakra.span> : null}
              </chakra.span>
            </Box>
          ) : null}
          {textPrice ? (
            <chakra.span alignSelf="flex-end" fontWeight={parts ? "400" : "700"} data-part="text-price">
              {textPrice}
            </chakra.span>
          ) : null}
          {showFull ? (
            <chakra.span position="relative" alignSelf="flex-end" color="textMuted" data-part="full-price">
              {formatAmount(fullPrice, currency)}
              {/* The red bar: drawn, not text-decoration, so its colour and thickness are ours. */}
              <chakra.span position="absolute" left="-2px" right="-2px" top="50%" height="2px" bg="strike" transform="rotate(-8deg)" />
            </chakra.span>
          ) : null}
        </Box>
      </Box>
      <VisuallyHidden>{spoken}</VisuallyHidden>
    </Box>
  );
}
