// The provider's full-page card form for a pay link (docs/billing-contract.md "Pay links"): a bill or a recharge,
// opened by the customer's browser at the address POST /ebill/payment-link, /dxl-ebill/api/paymentLinkClientCode or
// /ebill/recharge answered. No bearer (the link id is the secret, valid 30 minutes), no script: a plain form posted
// here. The card is checked like the hosted form's, tokenised and paid at once: approved → captured and 303 back to
// the site; challenge → 303 to the same 3-D Secure page as checkout ("Aprobă"/"Respinge"); refused → 303 back with
// the error code. Fields "Număr card", "Data expirării", "CVV", button "Plătește" (DESIGN.md "Sandbox payment pages").
import type { FastifyInstance, FastifyReply } from "fastify";
import { linkPayable } from "../ebill/payLinks";
import { getLink, setLinkPayment, setLinkStatus, type PayLink } from "../ebill/store";
import type { SandboxContext } from "../module";
import { installmentsOf, scenarioOf, type Scenario } from "./cards";
import { cardTestingRefusal } from "./attempts";
import { type DeniedCode } from "./errors";
import { capture, challengeUrl, deny, returnAddress, settleTimeout } from "./flow";
import { checkCard, esc, messagePage, page, securityHeaders } from "./pages";
import { getPayment, insertPayment, insertToken, markTokenUsed, paymentsOfOrder, setPaymentStatus, type PaymentRecord } from "./store";

const SCENARIO_DENIAL: Partial<Record<Scenario, DeniedCode>> = {
  declined: "4005",
  insufficient_funds: "4006",
  fraud: "FRAUD_AND_PREVENTEL",
  expired: "4009",
};

const money = (n: number, unit: string) => `${n.toFixed(2).replace(".", ",")} ${unit === "EUR" ? "€" : "lei"}`;

interface FieldError {
  field: string;
  message: string;
}

function payForm(link: PayLink, errors: FieldError[] = [], values: { expiry?: string; holder?: string } = {}): string {
  const errorOf = (f: string) => errors.find((e) => e.field === f)?.message ?? "";
  const field = (id: string, label: string, attrs: string, hint: string, value = "") => {
    const err = errorOf(id);
    return `
<label for="card-${id}">${label}</label>
${hint ? `<p class="hint" id="card-${id}-hint">${hint}</p>` : ""}
<input id="card-${id}" name="${id}" ${attrs}${value ? ` value="${esc(value)}"` : ""}${err ? ' aria-invalid="true"' : ""} aria-describedby="${hint ? `card-${id}-hint ` : ""}card-${id}-error">
<p class="field-error" id="card-${id}-error" aria-live="polite">${esc(err)}</p>`;
  };
  const title = link.kind === "bill" ? "Plătește factura" : "Reîncarcă cu cardul";
  const what =
    link.kind === "bill"
      ? `<dt>${link.bills.length === 1 ? "Factura" : "Cod client"}</dt><dd>${esc(link.reference)}</dd>`
      : `<dt>Numărul reîncărcat</dt><dd>${esc(link.msisdn ?? "")}</dd>`;
  const amount = link.currency === "EUR" ? `${money(link.amount, "EUR")} (${money(link.amountRon, "RON")})` : money(link.amountRon, "RON");
  return page(
    title,
    `<main>
<h1>${title}</h1>
<dl>
<dt>Comerciant</dt><dd>Aria</dd>
${what}
<dt>Suma</dt><dd>${esc(amount)}</dd>
</dl>
${errors.length ? `<p id="form-status" role="alert">Verifică datele cardului.</p>` : ""}
<form id="pay-form" method="post" action="/payments/pay/${esc(link.id)}" novalidate>
${field("number", "Număr card", 'type="text" inputmode="numeric" autocomplete="cc-number" required maxlength="23"', "16 cifre, de pe fața cardului")}
<div class="row"><div>
${field("expiry", "Data expirării", 'type="text" inputmode="numeric" autocomplete="cc-exp" required maxlength="7" placeholder="LL/AA"', "Luna și anul, LL/AA", values.expiry)}
</div><div>
${field("cvv", "CVV", 'type="password" inputmode="numeric" autocomplete="cc-csc" required maxlength="4"', "3 cifre, pe spatele cardului")}
</div></div>
${field("holder", "Numele de pe card", 'type="text" autocomplete="cc-name" maxlength="100"', "", values.holder)}
<button type="submit" class="primary">Plătește</button>
</form>
</main>`,
  );
}

export function registerPayLinkPages(app: FastifyInstance, ctx: SandboxContext): void {
  const html = (reply: FastifyReply, status: number, link: PayLink | null, body: string) =>
    securityHeaders(reply.code(status), "'none'", link ? [new URL(link.redirectTo).origin] : [])
      .type("text/html; charset=utf-8")
      .send(body);

  /** The link's captured payment, if any (a reload after paying goes back with the same outcome). */
  const capturedOf = (link: PayLink): PaymentRecord | null => paymentsOfOrder(ctx, link.id).find((p) => p.status === "captured") ?? null;

  /** Why the link cannot take a card now (a page), or null when the form may be shown. */
  function refusal(reply: FastifyReply, link: PayLink | null): FastifyReply | null {
    if (!link) return html(reply, 404, null, messagePage("Link de plată negăsit", "Acest link de plată nu există."));
    if (link.status === "open" && !linkPayable(ctx, link)) setLinkStatus(ctx, link.id, "canceled", null);
    const current = getLink(ctx, link.id) as PayLink;
    if (current.status === "canceled") {
      return html(
        reply,
        409,
        current,
        messagePage(
          "Factura este deja plătită",
          "Această factură a fost deja plătită. Nu s-a făcut o nouă plată; te poți întoarce în contul tău.",
        ),
      );
    }
    if (current.expiresAt <= ctx.now() && current.status === "open") {
      return html(reply, 410, current, messagePage("Link de plată expirat", "Linkul de plată a expirat. Cere unul nou din contul tău."));
    }
    return null;
  }

  /** A link already paid goes back to the site with its payment; an unknown, expired or settled one is its page. */
  function answered(id: string, reply: FastifyReply): { reply: FastifyReply } | { link: PayLink } {
    const link = getLink(ctx, id);
    const paid = link?.status === "paid" ? capturedOf(link) : null;
    if (paid)
      return {
        reply: reply
          .code(303)
          .header("location", returnAddress(ctx, paid, null))
          .send(),
      };
    const refused = ctx.db.transaction(() => refusal(reply, link))();
    return refused ? { reply: refused } : { link: link as PayLink };
  }

  app.get<{ Params: { id: string } }>("/pay/:id", async (request, reply) => {
    const found = answered(request.params.id, reply);
    if ("reply" in found) return found.reply;
    return html(reply, 200, found.link, payForm(found.link));
  });

  app.post<{ Params: { id: string } }>("/pay/:id", async (request, reply) => {
    const form = (request.body ?? {}) as Record<string, string | undefined>;
    const found = answered(request.params.id, reply);
    if ("reply" in found) return found.reply;
    const open = found.link;
    const typed = { number: form.number ?? "", expiry: form.expiry ?? "", cvv: form.cvv ?? "" };
    const checked = checkCard(ctx, typed);
    if (!checked.ok) return html(reply, 400, open, payForm(open, checked.errors, { expiry: typed.expiry, holder: form.holder }));
    // Issue 24: the card-testing caps hold for a pay link as for an order (the link is the order paid).
    const capped = cardTestingRefusal(ctx, { orderId: open.id, owner: open.owner, clientAddress: request.ip });
    if (capped) {
      if (capped.retryAfterSeconds) reply.header("retry-after", String(capped.retryAfterSeconds));
      return html(reply, capped.error.statusCode, open, messagePage("Plata nu a fost trimisă", capped.error.message));
    }

    const payment = ctx.db.transaction((): PaymentRecord => {
      // Another card while a challenge is open: that attempt is dropped (no charge), this one starts.
      for (const p of paymentsOfOrder(ctx, open.id).map((x) => settleTimeout(ctx, x))) {
        if (p.status === "pendingAuthorization") setPaymentStatus(ctx, p.id, "canceled");
      }
      const card = insertToken(ctx, {
        brand: checked.brand,
        last4: checked.pan.slice(-4),
        expMonth: checked.expiry.month,
        expYear: checked.expiry.year,
        scenario: scenarioOf(checked.pan),
        installments: installmentsOf(checked.pan),
        origin: new URL(open.redirectTo).origin,
      });
      const p = insertPayment(ctx, {
        orderId: open.id,
        owner: open.owner,
        token: card.token,
        status: "pendingAuthorization",
        amountRon: open.amountRon,
        installments: 1,
        characteristics: [{ name: "pay_link", value: open.id }],
        returnUrl: open.redirectTo,
        correlatorId: null,
        clientAddress: request.ip,
      });
      markTokenUsed(ctx, card.token, p.id);
      setLinkPayment(ctx, open.id, p.id);
      const denial = SCENARIO_DENIAL[card.scenario];
      if (denial) deny(ctx, p, denial);
      else if (card.scenario === "approved") capture(ctx, p);
      return getPayment(ctx, p.id) as PaymentRecord;
    })();
    const location = payment.status === "pendingAuthorization" ? challengeUrl("", payment.id) : returnAddress(ctx, payment, null);
    return reply.code(303).header("location", location).send();
  });
}
