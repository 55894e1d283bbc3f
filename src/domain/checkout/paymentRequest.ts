// SPEC §7 "POST payment: type Payment; paymentItem referring to the product order id; paymentMethod tokenized card
// (token, cardType if installments); paymentCharacteristic list (browser header, java enabled, language, color depth,
// screen height/width, time zone, encrypted_cvv, number_of_installments); totalAmount unit RON and value" (TMF676).
// Plain inputs only: the screen reads the browser's facts and the hosted card form's token; the card number and
// the CVV in clear never reach this module (the provider's fields give a token and an encrypted CVV).
import { installmentsToSend } from "./installments";

/** What the browser tells a 3-D Secure server about itself (EMV 3DS browser data), read by the screen. */
export interface BrowserFacts {
  /** navigator.userAgent: the one request header a page's script can read. */
  userAgent: string;
  /** navigator.javaEnabled() (false in every current browser). */
  javaEnabled: boolean;
  /** navigator.language, e.g. "ro-RO". */
  language: string;
  /** screen.colorDepth. */
  colorDepth: number;
  screenHeight: number;
  screenWidth: number;
  /** new Date().getTimezoneOffset(): minutes, UTC minus local (-120 in Bucharest in winter). */
  timeZoneOffset: number;
}

/** What the hosted card form hands back. */
export interface TokenizedCard {
  token: string;
  encryptedCvv: string;
  /** The card's scheme as card info names it (e.g. VISA), sent with installments only. */
  cardType?: string | null;
}

export interface PaymentInput {
  /** The product order the checkout created (SPEC §7 paymentItem). */
  orderId: string;
  card: TokenizedCard;
  browser: BrowserFacts;
  /** The upfront total in lei (SPEC §7 totalAmount unit RON). */
  totalRon: number;
  /** The count the customer chose and the counts the card offers (SPEC §4 installments rule). */
  installments?: { chosen: number | null; offered: readonly number[] };
  /** Where the bank's page sends the customer back to (steps.ts threeDSReturnUrl). */
  returnUrl?: string;
}

export interface PaymentCharacteristic {
  name: string;
  value: string;
}

export interface PaymentRequest {
  /** SPEC §7 "type Payment"; "@type" beside it is the TMF676 spelling. */
  type: "Payment";
  "@type": "Payment";
  /** TMF676 client-side correlation id: the order, so the gateway can refuse a second payment of a paid order. */
  correlatorId: string;
  paymentItem: { item: { id: string; "@referredType": "ProductOrder" } }[];
  paymentMethod: { "@type": "TokenizedCard"; token: string; cardType?: string };
  paymentCharacteristic: PaymentCharacteristic[];
  totalAmount: { unit: "RON"; value: number };
}

/** SPEC §7 characteristic names, in the spec's order. */
export const PAYMENT_CHARACTERISTICS = [
  "browser_header",
  "java_enabled",
  "language",
  "color_depth",
  "screen_height",
  "screen_width",
  "time_zone",
  "encrypted_cvv",
  "number_of_installments",
] as const;

export const PAYMENT_INPUT_INVALID = "payment input is invalid";

/** Lei to two decimals, half away from zero (docs/cart-contract.md money rule). */
const toBani = (ron: number): number => (Math.sign(ron) * Math.round(Math.abs(ron) * 100 + Number.EPSILON)) / 100;

/** The SPEC §7 POST payment body. Throws on an empty order id or token, or a total that is not a positive amount. */
export function paymentRequest(input: PaymentInput): PaymentRequest {
  const { orderId, card, browser } = input;
  if (orderId.trim() === "" || card.token.trim() === "" || !Number.isFinite(input.totalRon) || input.totalRon <= 0) {
    throw new Error(PAYMENT_INPUT_INVALID);
  }
  const installments = input.installments ? installmentsToSend(input.installments.chosen, input.installments.offered) : null;
  const values: Record<(typeof PAYMENT_CHARACTERISTICS)[number], string | null> = {
    browser_header: browser.userAgent,
    java_enabled: String(browser.javaEnabled),
    language: browser.language,
    color_depth: String(browser.colorDepth),
    screen_height: String(browser.screenHeight),
    screen_width: String(browser.screenWidth),
    time_zone: String(browser.timeZoneOffset),
    encrypted_cvv: card.encryptedCvv,
    // SPEC §4: only when the chosen count is above 1 and more than one option exists.
    number_of_installments: installments === null ? null : String(installments),
  };
  const paymentCharacteristic: PaymentCharacteristic[] = PAYMENT_CHARACTERISTICS.flatMap((name) => {
    const value = values[name];
    return value === null ? [] : [{ name, value }];
  });
  if (input.returnUrl) paymentCharacteristic.push({ name: "return_url", value: input.returnUrl });
  const cardType = installments !== null && card.cardType ? { cardType: card.cardType } : {};
  return {
    type: "Payment",
    "@type": "Payment",
    correlatorId: orderId,
    paymentItem: [{ item: { id: orderId, "@referredType": "ProductOrder" } }],
    paymentMethod: { "@type": "TokenizedCard", token: card.token, ...cardType },
    paymentCharacteristic,
    totalAmount: { unit: "RON", value: toBani(input.totalRon) },
  };
}

/**
 * SPEC §7 "Response: paymentItem and paymentCharacteristic 3ds_redirection_url": where to send the customer for the
 * challenge, or null when the answer names none (approved without a challenge).
 */
export function threeDSRedirectionUrl(answer: unknown): string | null {
  if (typeof answer !== "object" || answer === null) return null;
  const list = (answer as { paymentCharacteristic?: unknown }).paymentCharacteristic;
  if (!Array.isArray(list)) return null;
  const found = list.find(
    (c): c is PaymentCharacteristic => typeof c === "object" && c !== null && (c as PaymentCharacteristic).name === "3ds_redirection_url",
  );
  // Only a web address: anything else (javascript:, data:) is no page to send the customer to.
  return typeof found?.value === "string" && /^https?:\/\//i.test(found.value) ? found.value : null;
}
