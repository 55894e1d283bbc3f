// The sandbox's card network: test cards (docs/checkout-contract.md "Test cards"), brands, the Luhn check and the
// installment offer by card range. Only the hosted form (hostedForm.ts) ever sees a card number; what is kept is a
// token with the brand, the last four digits, the expiry, the behaviour of the card and its installment offer.

/** What the issuer does with a payment by this card. */
export type Scenario = "approved" | "challenge" | "declined" | "insufficient_funds" | "fraud" | "expired";

export interface TestCard {
  number: string;
  scenario: Scenario;
  label: string;
}

export const TEST_CARDS: readonly TestCard[] = [
  { number: "4111111111111111", scenario: "approved", label: "aprobat fără 3-D Secure" },
  { number: "4242424242424242", scenario: "approved", label: "aprobat fără 3-D Secure, rate 1/3/6/12" },
  { number: "4000000000003220", scenario: "challenge", label: "3-D Secure (pagina de confirmare)" },
  { number: "5555555555554444", scenario: "challenge", label: "3-D Secure, rate 1/3/6/12" },
  { number: "4000000000000002", scenario: "declined", label: "refuzat de bancă (4005)" },
  { number: "4000000000009995", scenario: "insufficient_funds", label: "fonduri insuficiente (4006)" },
  { number: "4100000000000019", scenario: "fraud", label: "suspect de fraudă (FRAUD_AND_PREVENTEL)" },
  { number: "4000000000000069", scenario: "expired", label: "card expirat la bancă (4009)" },
];

/** Any other valid number: issuers in the EU ask for strong authentication, so the challenge. */
export const DEFAULT_SCENARIO: Scenario = "challenge";

/** Card ranges (first six digits) of the partner banks that offer installments; others pay in one go. */
export const INSTALLMENT_RANGES: readonly string[] = ["424242", "555555", "402360"];
export const INSTALLMENT_OPTIONS: readonly number[] = [1, 3, 6, 12];

export type Brand = "VISA" | "MASTERCARD" | "MAESTRO" | "AMEX";

export function brandOf(pan: string): Brand | null {
  if (/^4/.test(pan)) return "VISA";
  if (/^(5[1-5]|2[2-7])/.test(pan)) return "MASTERCARD";
  if (/^(50|5[6-9]|6)/.test(pan)) return "MAESTRO";
  if (/^3[47]/.test(pan)) return "AMEX";
  return null;
}

export function luhnValid(pan: string): boolean {
  if (!/^\d{12,19}$/.test(pan)) return false;
  let sum = 0;
  for (let i = 0; i < pan.length; i++) {
    let d = Number(pan[pan.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export const scenarioOf = (pan: string): Scenario => TEST_CARDS.find((c) => c.number === pan)?.scenario ?? DEFAULT_SCENARIO;

export const installmentsOf = (pan: string): number[] =>
  INSTALLMENT_RANGES.some((r) => pan.startsWith(r)) ? [...INSTALLMENT_OPTIONS] : [1];
