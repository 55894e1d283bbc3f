// SPEC §1 "Currency is shown as the euro sign for EUR and "lei" for RON."

export type CurrencyCode = "EUR" | "RON";

/** An amount with its currency: an ISO 4217 code ("EUR", "RON"), shown through currencyLabel. */
export interface Money {
  value: number;
  unit: string;
}

/** The label shown next to an amount: "€" for EUR, "lei" for RON; any other code is shown as given. */
export function currencyLabel(code: string | null | undefined): string {
  const c = (code ?? "").trim().toUpperCase();
  if (c === "EUR") return "€";
  if (c === "RON") return "lei";
  return (code ?? "").trim();
}

/**
 * Splits an amount into the integer and decimal parts the price display shows
 * ("49,99" → integer "49", decimal "99"). Romanian formatting: "." groups thousands.
 * Whole amounts have no decimal part.
 */
export function splitAmount(amount: number): { integer: string; decimal: string } {
  if (!Number.isFinite(amount)) return { integer: "", decimal: "" };
  const cents = Math.round(Math.abs(amount) * 100);
  const whole = Math.floor(cents / 100);
  const rest = cents % 100;
  const sign = amount < 0 && cents > 0 ? "-" : "";
  const integer = sign + String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  return { integer, decimal: rest === 0 ? "" : String(rest).padStart(2, "0") };
}

/** "49,99 lei", "1.200 €": the accessible text form of an amount. */
export function formatAmount(amount: number, code: string): string {
  const { integer, decimal } = splitAmount(amount);
  const label = currencyLabel(code);
  return `${integer}${decimal ? `,${decimal}` : ""}${label ? ` ${label}` : ""}`;
}
