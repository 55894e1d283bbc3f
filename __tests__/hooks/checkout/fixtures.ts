// Shared inputs of the checkout hook tests: a cart with a device, valid typed values, the gateway's answers.
import { GatewayError } from "../../../src/clients/gateway/errors";
import type { Payment } from "../../../src/clients/gateway/checkout/answers";
import { backendUrl } from "../../../src/config/endpoints";
import type { BrowserFacts } from "../../../src/domain/checkout/paymentRequest";
import { dispatchCart } from "../../../src/state/cart/cartStore";
import { cartItem, siteCart } from "../../domain/cart/fixtures";
import { GOOD_CNP } from "../../domain/checkout/fixtures";

export { GOOD_CNP };

export const CARD_TOKEN = "sbx_card_tok_7f3a9c";
export const CVV_REF = "enc_cvv_b81d2e";
export const LAST4 = "4918";
export const card = { token: CARD_TOKEN, last4: LAST4, brand: "VISA", cvvRef: CVV_REF };

export const browser: BrowserFacts = {
  userAgent: "Mozilla/5.0 test",
  javaEnabled: false,
  language: "ro-RO",
  colorDepth: 24,
  screenHeight: 900,
  screenWidth: 1440,
  timeZoneOffset: -120,
};

export const contract = {
  firstName: "Ana",
  lastName: "Popescu",
  county: "Cluj",
  city: "Cluj-Napoca",
  address: "Str. Lungă nr. 1",
  phone: "0722 123 456",
  email: "ana@exemplu.ro",
  cnp: GOOD_CNP,
};

/** The cart a checkout starts from: one device (shipped), card or cash on delivery allowed. */
export function holdDeviceCart(area: "personal" | "business" = "personal"): void {
  dispatchCart(area, {
    type: "fetchSucceeded",
    cart: siteCart([cartItem("dev", { offerType: "Device" })], {
      customerType: area === "business" ? "EBU" : "CBU",
      allowedPaymentMethods: ["CARD", "COD"],
      itemCount: 1,
    }),
  });
}

export const order = { id: "po-1", number: "CMD-2026-000001", state: "pending", paymentMethod: "CARD", amountRon: 1736.28 };

export function payment(over: Partial<Payment> = {}): Payment & { repeated: boolean } {
  return {
    id: "pay-1",
    status: "pendingAuthorization",
    orderId: "po-1",
    orderNumber: "CMD-2026-000001",
    // The gateway's own challenge page: on the default redirect allow-list (issue 24).
    redirectUrl: `${backendUrl("payments")}/3ds/pay-1`,
    installments: null,
    amountRon: 1736.28,
    errorCode: null,
    errorMessage: null,
    repeated: false,
    ...over,
  };
}

export function gatewayFailure(status: number, payload: unknown, service = "payments"): GatewayError {
  const code = (payload as { code?: string } | null)?.code ?? null;
  return new GatewayError({ kind: status === 0 ? "network" : "http", message: "failed", status, payload, service, code });
}

/** Everything both web storages hold, as one text. */
export function everythingStored(): string {
  const dump = (s: Storage) => Array.from({ length: s.length }, (_, i) => `${s.key(i)}=${s.getItem(s.key(i) as string)}`).join("\n");
  return `${dump(window.sessionStorage)}\n${dump(window.localStorage)}`;
}
