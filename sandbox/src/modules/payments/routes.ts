// POST /payments/payment, GET /payments/payment/{id}, GET /payments/cardInfo (docs/checkout-contract.md "Payment";
// SPEC §7 POST payment, TMF676). Idempotent per order: one open payment at a time, never a second capture.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import type { CartError } from "../cart/errors";
import type { SandboxContext } from "../module";
import { getOrder } from "../orders/store";
import { requestOwner } from "../orders/owner";
import { cardTestingRefusal } from "./attempts";
import { checkBotcheck, PAYMENT_BOTCHECK_ACTION } from "./botcheck";
import { DENIAL, paymentErrors, type DeniedCode } from "./errors";
import { capture, challengeUrl, deny, paymentView, returnAddress, settleTimeout, signatureValid } from "./flow";
import type { Scenario } from "./cards";
import {
  getPayment,
  getToken,
  insertPayment,
  markTokenUsed,
  paymentsOfOrder,
  setPaymentStatus,
  TOKEN_TTL_MS,
  type PaymentRecord,
} from "./store";

const Body = z.object({
  type: z.string().optional(),
  "@type": z.string().optional(),
  correlatorId: z.string().max(100).optional(),
  paymentItem: z
    .array(z.object({ item: z.object({ id: z.string().min(1).max(100) }).passthrough() }).passthrough())
    .min(1)
    .max(1),
  paymentMethod: z.object({ token: z.string().min(1).max(200), cardType: z.string().max(50).optional() }).passthrough(),
  paymentCharacteristic: z
    .array(
      z.object({ name: z.string().min(1).max(100), value: z.union([z.string().max(2000), z.number(), z.boolean()]).transform(String) }),
    )
    .max(30)
    .default([]),
  totalAmount: z.object({ unit: z.string().max(10), value: z.number() }),
  // Issue 24: the bot-check (reCAPTCHA v3) token the site obtained for PAYMENT_BOTCHECK_ACTION, as SPEC §7 names them.
  "g-recaptcha-response": z.string().max(4000).optional(),
  "g-recaptcha-action": z.string().max(100).optional(),
});

/** SPEC §7's characteristics and what each must hold (EMV 3-D Secure browser data). */
const REQUIRED: Record<string, RegExp> = {
  browser_header: /^.{1,1000}$/s,
  java_enabled: /^(true|false)$/,
  language: /^[a-zA-Z]{2,3}(-[A-Za-z0-9]{2,8})*$/,
  color_depth: /^\d{1,2}$/,
  screen_height: /^\d{1,6}$/,
  screen_width: /^\d{1,6}$/,
  time_zone: /^[+-]?\d{1,4}$/,
  encrypted_cvv: /^.{1,200}$/,
};

const sandboxOrigin = (request: FastifyRequest) => `${request.protocol}://${request.headers.host ?? "127.0.0.1"}`;

/** The return address must be on one of the site's origins (SANDBOX_SITE_ORIGINS). */
export function allowedReturn(ctx: SandboxContext, value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && ctx.config.siteOrigins.includes(url.origin);
  } catch {
    return false;
  }
}

type Outcome =
  | { kind: "ok"; status: 200 | 201; payment: PaymentRecord }
  | { kind: "error"; error: CartError; paymentId?: string; retryAfterSeconds?: number | null };

const SCENARIO_DENIAL: Partial<Record<Scenario, DeniedCode>> = {
  declined: "4005",
  insufficient_funds: "4006",
  fraud: "FRAUD_AND_PREVENTEL",
  expired: "4009",
};

export function registerPaymentRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.post("/payment", async (request, reply) => {
    const owner = requestOwner(request);
    const parsed = Body.safeParse(request.body ?? {});
    if (!parsed.success) {
      throw paymentErrors.invalidOrderDetails(parsed.error.issues.map((i) => `${i.path.join(".") || "corp"} ${i.message}`).join("; "));
    }
    const body = parsed.data;
    if (body.type !== "Payment" && body["@type"] !== "Payment") throw paymentErrors.invalidOrderDetails("type trebuie să fie Payment");
    const bot = checkBotcheck(ctx, body, PAYMENT_BOTCHECK_ACTION);
    if (!bot.ok) throw paymentErrors.botcheckFailed(bot.reason);
    const chars = Object.fromEntries(body.paymentCharacteristic.map((c) => [c.name, c.value]));

    // Everything is read and written in one transaction; a refusal that records a denied payment is thrown after it.
    const outcome = ctx.db.transaction((): Outcome => {
      const order = getOrder(ctx, body.paymentItem[0].item.id);
      if (!order || order.owner !== owner.key || order.state === "cancelled") {
        return { kind: "error", error: paymentErrors.invalidOrder(body.paymentItem[0].item.id) };
      }
      if (order.paymentMethod !== "CARD")
        return { kind: "error", error: paymentErrors.invalidOrderDetails("comanda se plătește la livrare") };
      const previous = paymentsOfOrder(ctx, order.id).map((p) => settleTimeout(ctx, p));
      const paid = previous.find((p) => p.status === "captured");
      if (paid) return { kind: "error", error: paymentErrors.alreadyPaid(order.number), paymentId: paid.id };
      const open = previous.find((p) => p.status === "pendingAuthorization");
      // The same card again (double click, reload): the same payment, no second one.
      if (open && open.token === body.paymentMethod.token) return { kind: "ok", status: 200, payment: open };
      // Card-testing caps: refused before anything is checked, used or sent to the bank.
      const capped = cardTestingRefusal(ctx, { orderId: order.id, owner: owner.key, clientAddress: request.ip });
      if (capped) return { kind: "error", error: capped.error, retryAfterSeconds: capped.retryAfterSeconds };

      const bad = Object.entries(REQUIRED)
        .filter(([name, re]) => !re.test(chars[name] ?? ""))
        .map(([name]) => name);
      const returnUrl = chars.return_url ?? `${ctx.config.siteOrigins[0] ?? "http://127.0.0.1:9000"}/checkout/plata/rezultat`;
      if (!allowedReturn(ctx, returnUrl)) bad.push("return_url");
      if (bad.length > 0) return { kind: "error", error: paymentErrors.invalidUserInfo(bad.join(", ")) };
      if (body.totalAmount.unit !== "RON" || Math.abs(body.totalAmount.value - order.totalRon) > 0.005) {
        return {
          kind: "error",
          error: paymentErrors.invalidOrderDetails(`totalAmount trebuie să fie ${order.totalRon.toFixed(2)} RON`),
        };
      }
      const card = getToken(ctx, body.paymentMethod.token);
      if (!card || card.usedBy || ctx.now() - card.createdAt > TOKEN_TTL_MS) return { kind: "error", error: paymentErrors.invalidToken() };
      if (chars.encrypted_cvv !== card.cvvRef) return { kind: "error", error: paymentErrors.invalidUserInfo("encrypted_cvv") };
      const installments = chars.number_of_installments === undefined ? 1 : Number(chars.number_of_installments);
      if (!Number.isInteger(installments) || !card.installments.includes(installments)) {
        return { kind: "error", error: paymentErrors.installmentsNotOffered(card.installments) };
      }

      // A different card while a challenge is open: that attempt is dropped (no charge), this one starts.
      if (open) setPaymentStatus(ctx, open.id, "canceled");
      const payment = insertPayment(ctx, {
        orderId: order.id,
        owner: owner.key,
        token: card.token,
        status: "pendingAuthorization",
        amountRon: order.totalRon,
        installments,
        characteristics: body.paymentCharacteristic.filter((c) => c.name !== "encrypted_cvv"),
        returnUrl,
        correlatorId: body.correlatorId ?? null,
        clientAddress: request.ip,
      });
      markTokenUsed(ctx, card.token, payment.id);
      const denial = SCENARIO_DENIAL[card.scenario];
      if (denial) {
        deny(ctx, payment, denial);
        return { kind: "error", error: DENIAL[denial](), paymentId: payment.id };
      }
      if (card.scenario === "approved") capture(ctx, payment);
      return { kind: "ok", status: 201, payment: getPayment(ctx, payment.id) as PaymentRecord };
    })();

    if (outcome.kind === "error") {
      const body = outcome.error.body();
      if (outcome.retryAfterSeconds) reply.header("retry-after", String(outcome.retryAfterSeconds));
      return reply
        .code(outcome.error.statusCode)
        .send(outcome.paymentId ? { ...body, referenceError: `/payments/payment/${outcome.paymentId}` } : body);
    }
    return reply.code(outcome.status).send(paymentView(ctx, outcome.payment, sandboxOrigin(request)));
  });

  // The return page reads the result here. The owner may read it; so may anyone holding the signed return address
  // (?sig= from the redirect), for a customer whose session was lost during the challenge and who signed in again.
  app.get<{ Params: { id: string }; Querystring: { sig?: string } }>("/payment/:id", async (request) => {
    const owner = requestOwner(request);
    const found = getPayment(ctx, request.params.id);
    if (!found || (found.owner !== owner.key && !signatureValid(ctx, found.id, request.query.sig))) {
      throw paymentErrors.notFound(request.params.id);
    }
    const payment = ctx.db.transaction(() => settleTimeout(ctx, found))();
    return paymentView(ctx, payment, sandboxOrigin(request));
  });

  // Card info (SPEC §7 "card info" base): the installment offer of a tokenized card (1, 3, 6, 12 for some ranges).
  app.get<{ Querystring: { token?: string } }>("/cardInfo", async (request) => {
    requestOwner(request);
    const card = request.query.token ? getToken(ctx, request.query.token) : null;
    if (!card || ctx.now() - card.createdAt > TOKEN_TTL_MS) throw paymentErrors.cardNotFound();
    return {
      brand: card.brand,
      lastFourDigits: card.last4,
      expirationDate: `${String(card.expMonth).padStart(2, "0")}/${card.expYear}`,
      installments: card.installments,
      installmentsAvailable: card.installments.length > 1,
      used: card.usedBy !== null,
    };
  });
}

export { challengeUrl, returnAddress };
