// Shared by the order-*.test.ts and payment-*.test.ts files: the checkout PATCH of docs/checkout-contract.md, the
// hosted form's tokenisation and the POST payment body of SPEC §7.
import type { Reply, TestSandbox } from "./support/sandbox";
import { add, patchCart, type Session } from "./cart-helpers";

export const SITE = "http://127.0.0.1:9000";
export const RETURN_URL = `${SITE}/checkout/plata/rezultat`;

const postal = (contactType: "shipping" | "billing") => ({
  mediumType: "postalAddress",
  preferred: contactType === "shipping",
  characteristic: {
    contactType,
    city: "Cluj-Napoca",
    stateOrProvince: "Cluj",
    street1: "Str. Memorandumului 1",
    phoneNumber: "0722000111",
    postCode: "NA",
    country: "RO",
  },
});

/** The checkout ops of SPEC §7: contact media, parties, the cardPayment/paidSource notes, status SUBMITTED. */
export function checkoutOps(o: { card?: boolean; organisation?: Record<string, unknown> } = {}) {
  return [
    { op: "replace", path: "/contactMedium", value: [postal("shipping"), postal("billing")] },
    {
      op: "replace",
      path: "/relatedParty",
      value: [
        { role: "Customer", "@referredType": "Individual", name: "Ana Pop", givenName: "Ana", familyName: "Pop" },
        { role: "ShippingContact", "@referredType": "Individual", name: "Ana Pop" },
        ...(o.organisation ? [{ role: "Organization", "@referredType": "Organization", ...o.organisation }] : []),
      ],
    },
    {
      op: "add",
      path: "/note/-",
      value: { id: "payment", text: `cardPayment=${String(o.card ?? true)}&paidSource=${o.card === false ? "COD" : "CARD"}` },
    },
    { op: "replace", path: "/status", value: "SUBMITTED" },
  ];
}

/** A cart with a device, checked out; answers the PATCH reply. */
export async function checkout(t: TestSandbox, s: Session, o: { card?: boolean; offering?: string; path?: string } = {}): Promise<Reply> {
  await patchCart(t, s, [add(o.offering ?? "DEV-NORDIA-X5-ALBASTRU")], o.path);
  return patchCart(t, s, checkoutOps(o), o.path);
}

/** The bot-check actions of issue 24 (sandbox/src/modules/payments/botcheck.ts). */
export const CARD_TOKEN_ACTION = "checkoutCardToken";
export const PAYMENT_ACTION = "checkoutPayment";

/**
 * What the hosted form's script does: POST /payments/card-token from the sandbox origin, with the bot-check token the
 * page handed it (`botcheck: null` sends none).
 */
export async function tokenize(t: TestSandbox, number: string, o: { expiry?: string; cvv?: string; botcheck?: string | null } = {}) {
  const botcheck = o.botcheck === undefined ? await t.botToken(CARD_TOKEN_ACTION) : o.botcheck;
  const r = await t.request("POST", "/payments/card-token", {
    body: {
      number,
      expiry: o.expiry ?? "12/29",
      cvv: o.cvv ?? "123",
      holder: "ANA POP",
      origin: SITE,
      ...(botcheck === null ? {} : { "g-recaptcha-response": botcheck, "g-recaptcha-action": CARD_TOKEN_ACTION }),
    },
  });
  return r;
}

export function paymentBody(
  orderId: string,
  amount: number,
  card: { token: string; encryptedCvv: string },
  extra: Record<string, string> = {},
) {
  const chars: Record<string, string> = {
    browser_header: "text/html,application/xhtml+xml",
    java_enabled: "false",
    language: "ro-RO",
    color_depth: "24",
    screen_height: "900",
    screen_width: "1440",
    time_zone: "-120",
    encrypted_cvv: card.encryptedCvv,
    return_url: RETURN_URL,
    ...extra,
  };
  return {
    type: "Payment",
    paymentItem: [{ item: { id: orderId, "@referredType": "ProductOrder" } }],
    paymentMethod: { "@type": "TokenizedCard", token: card.token },
    paymentCharacteristic: Object.entries(chars).map(([name, value]) => ({ name, value })),
    totalAmount: { unit: "RON", value: amount },
  };
}

/** POST payment; a body without bot-check fields gets a fresh token for the payment action, as the site sends it. */
export async function pay(t: TestSandbox, s: Session, body: object, headers: Record<string, string> = {}): Promise<Reply> {
  const withBot =
    "g-recaptcha-response" in body
      ? body
      : { ...body, "g-recaptcha-response": await t.botToken(PAYMENT_ACTION), "g-recaptcha-action": PAYMENT_ACTION };
  return t.request("POST", "/payments/payment", { token: s.token, provider: s.provider, body: withBot, headers });
}

export const charOfPayment = (p: any, name: string): string | undefined => p.paymentCharacteristic.find((c: any) => c.name === name)?.value;
