// The recharge amount in euro (issue 15) and SPEC §5/§9 "Exchange-rate lookup runs only when the recharge amount is
// between 3 and 100 inclusive". SPEC §5 "Recharge limits beyond the 3 to 100 lookup range: not shown": we accept
// exactly that range (docs/decisions.md "Billing rules and screens"), so every amount the form takes has its lei
// equivalent shown before paying, and no amount the lookup refuses can be paid without it.
import { RECHARGE_RATE_LOOKUP_MAX, RECHARGE_RATE_LOOKUP_MIN } from "../constants";

/** Accepted recharge amounts, in €: the SPEC §9 lookup range. */
export const RECHARGE_AMOUNT_MIN = RECHARGE_RATE_LOOKUP_MIN;
export const RECHARGE_AMOUNT_MAX = RECHARGE_RATE_LOOKUP_MAX;
/** Longest amount text read ("100,00" is 6): a paste is "too long", never parsed. */
export const AMOUNT_TEXT_MAX = 10;

/**
 * Digits, then at most 2 decimals after a comma (Romanian) or a dot: "10", "10,5", "10.50". No sign, no exponent
 * ("1e2"), no thousands separator, no leading zero before a digit ("05").
 */
const EURO_AMOUNT = /^(?:0|[1-9]\d*)(?:[.,]\d{1,2})?$/;

export type AmountReading = { ok: true; amount: number } | { ok: false; problem: "required" | "tooLong" | "amountInvalid" };

/** The typed amount (text, or a number from a numeric field) as euro with cents; never guesses. */
export function readEuroAmount(raw: unknown): AmountReading {
  let value: string;
  if (typeof raw === "number") {
    if (!Number.isFinite(raw)) return { ok: false, problem: "amountInvalid" };
    value = String(raw);
  } else value = typeof raw === "string" ? raw.trim() : "";
  if (value === "") return { ok: false, problem: "required" };
  if (value.length > AMOUNT_TEXT_MAX) return { ok: false, problem: "tooLong" };
  if (!EURO_AMOUNT.test(value)) return { ok: false, problem: "amountInvalid" };
  return { ok: true, amount: Math.round(Number(value.replace(",", ".")) * 100) / 100 };
}

/** The accepted range, inclusive. */
export function isRechargeAmountInRange(amount: number): boolean {
  return amount >= RECHARGE_AMOUNT_MIN && amount <= RECHARGE_AMOUNT_MAX;
}

/**
 * SPEC §5/§9: ask for the lei equivalent only for an amount of 3 to 100 € inclusive, read as the form reads it (a
 * number, or typed text such as "10,50"). NaN, text that is not an amount and out-of-range amounts: no lookup.
 */
export function shouldLookUpRate(amount: unknown): boolean {
  const reading = readEuroAmount(amount);
  return reading.ok && reading.amount >= RECHARGE_RATE_LOOKUP_MIN && reading.amount <= RECHARGE_RATE_LOOKUP_MAX;
}
