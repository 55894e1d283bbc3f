// What happens to a payment and its order: capture (order acknowledged, the cart emptied), denial (order still
// pending, the cart kept), the challenge's time-out, the return address and its signature, and the TMF676 answer.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { stmt } from "../../db";
import { deleteCart, loadCart } from "../cart/store";
import type { SandboxContext } from "../module";
import { itemsKey } from "../orders/checkout";
import { ORDER_PREFIX } from "../orders/paths";
import { getOrder, setOrderState, type OrderRecord } from "../orders/store";
import { captureLinkPayment, isLinkPayment, linkReturnAddress } from "../ebill/payLinks";
import { DENIAL, type DeniedCode } from "./errors";
import { PAYMENT_PREFIX } from "./paths";
import { CHALLENGE_TTL_MS, getPayment, getToken, setPaymentStatus, type PaymentRecord } from "./store";

/** Captured: the order is acknowledged and its cart, unless changed since checkout, is emptied (SPEC §4). */
export function capture(ctx: SandboxContext, payment: PaymentRecord): void {
  // A pay link's payment (a bill, a recharge: docs/billing-contract.md) settles there, or is canceled when the bill
  // was paid meanwhile.
  if (isLinkPayment(payment)) {
    captureLinkPayment(ctx, payment);
    return;
  }
  setPaymentStatus(ctx, payment.id, "captured", null, `SBX${randomBytes(3).toString("hex").toUpperCase()}`);
  const order = getOrder(ctx, payment.orderId);
  if (!order) return;
  setOrderState(ctx, order.id, "acknowledged");
  const cart = loadCart(ctx, order.owner, order.customerType);
  if (cart.cart?.id === order.cartId && order.fingerprint.startsWith(`${itemsKey(cart)}|`)) deleteCart(ctx, order.cartId);
}

export function deny(ctx: SandboxContext, payment: PaymentRecord, code: DeniedCode): void {
  const err = DENIAL[code]();
  setPaymentStatus(ctx, payment.id, code === "40010" ? "failed" : "denied", { code, message: err.message });
}

/** A challenge left open too long has failed (40010); read paths call this before answering. */
export function settleTimeout(ctx: SandboxContext, payment: PaymentRecord): PaymentRecord {
  if (payment.status !== "pendingAuthorization" || ctx.now() - payment.createdAt <= CHALLENGE_TTL_MS) return payment;
  deny(ctx, payment, "40010");
  return getPayment(ctx, payment.id) as PaymentRecord;
}

/** HMAC key of the return signatures, kept in the database so that a restart does not break a return. */
function returnKey(ctx: SandboxContext): Buffer {
  const got = stmt(ctx.db, "SELECT value FROM sandbox_meta WHERE key = 'payments_return_key'").pluck().get() as string | undefined;
  if (got) return Buffer.from(got, "hex");
  const key = randomBytes(32).toString("hex");
  stmt(ctx.db, "INSERT OR IGNORE INTO sandbox_meta (key, value) VALUES ('payments_return_key', ?)").run(key);
  return returnKey(ctx);
}

export const signatureOf = (ctx: SandboxContext, paymentId: string): string =>
  createHmac("sha256", returnKey(ctx)).update(`return:${paymentId}`).digest("base64url");

export function signatureValid(ctx: SandboxContext, paymentId: string, sig: string | undefined): boolean {
  if (!sig) return false;
  const want = Buffer.from(signatureOf(ctx, paymentId));
  const got = Buffer.from(sig);
  return want.length === got.length && timingSafeEqual(want, got);
}

/** The site's return address with the payment: ?paymentId=…&orderNumber=…&sig=… (query kept, fragment dropped). */
export function returnAddress(ctx: SandboxContext, payment: PaymentRecord, order: OrderRecord | null): string {
  if (isLinkPayment(payment)) return linkReturnAddress(ctx, payment, signatureOf(ctx, payment.id));
  const url = new URL(payment.returnUrl);
  url.hash = "";
  url.searchParams.set("paymentId", payment.id);
  if (order) url.searchParams.set("orderNumber", order.number);
  url.searchParams.set("sig", signatureOf(ctx, payment.id));
  return url.toString();
}

/** The challenge page of a payment on this sandbox. */
export const challengeUrl = (origin: string, paymentId: string): string => `${origin}${PAYMENT_PREFIX}/3ds/${paymentId}`;

export function paymentView(ctx: SandboxContext, p: PaymentRecord, sandboxOrigin: string) {
  const order = getOrder(ctx, p.orderId);
  const card = getToken(ctx, p.token);
  const redirect =
    p.status === "pendingAuthorization" ? challengeUrl(sandboxOrigin, p.id) : p.status === "captured" ? returnAddress(ctx, p, order) : null;
  const err = p.errorCode ? DENIAL[p.errorCode as DeniedCode]?.() : undefined;
  return {
    "@type": "Payment",
    id: p.id,
    href: `${PAYMENT_PREFIX}/payment/${p.id}`,
    correlatorId: p.correlatorId,
    status: p.status,
    statusDate: new Date(p.updatedAt).toISOString(),
    paymentDate: new Date(p.createdAt).toISOString(),
    authorizationCode: p.authorizationCode,
    totalAmount: { unit: "RON", value: p.amountRon },
    paymentMethod: {
      "@type": "TokenizedCard",
      brand: card?.brand ?? null,
      lastFourDigits: card?.last4 ?? null,
      expirationDate: card ? `${String(card.expMonth).padStart(2, "0")}/${card.expYear}` : null,
    },
    paymentItem: [
      {
        id: "1",
        totalAmount: { unit: "RON", value: p.amountRon },
        item: isLinkPayment(p)
          ? { id: p.orderId, "@referredType": "PaymentLink" }
          : { id: p.orderId, href: `${ORDER_PREFIX}/productOrder/${p.orderId}`, "@referredType": "ProductOrder" },
      },
    ],
    paymentCharacteristic: [
      ...(redirect ? [{ name: "3ds_redirection_url", value: redirect }] : []),
      ...(order ? [{ name: "order_number", value: order.number }] : []),
      { name: "number_of_installments", value: String(p.installments) },
    ],
    ...(err ? { error: err.body() } : {}),
  };
}
