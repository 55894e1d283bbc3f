// Amounts as the cart shows them: euro first (the shop's prices), lei beside (what the card is charged).
import { formatAmount } from "../../domain/currency";
import type { Amount2 } from "../../domain/cart/model";

export const eur = (a: Amount2): string => formatAmount(a.eur, "EUR");
export const ron = (a: Amount2): string => formatAmount(a.ron, "RON");
