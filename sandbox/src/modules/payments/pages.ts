// The provider's pages on the sandbox origin (docs/checkout-contract.md "Hosted card form", "3-D Secure challenge"):
//   GET  /payments/hosted-form?origin=<site origin>  the card form the site embeds in an iframe; its script posts the
//        card to POST /payments/card-token (same origin) and answers the parent with a token by postMessage, to that
//        origin only. The site's own script never sees the card number or the CVV.
//   GET/POST /payments/3ds/{paymentId}  the bank's challenge: "Aprobă" / "Respinge", then 303 to the site's return address.
// Pages are plain HTML in Romanian, scripts and styles are files (no inline code), with their own strict headers.
import { createHmac, randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import { describeLinkPayment, isLinkPayment } from "../ebill/payLinks";
import type { SandboxContext } from "../module";
import { getOrder } from "../orders/store";
import { CARD_TOKEN_BOTCHECK_ACTION, checkBotcheck } from "./botcheck";
import { brandOf, installmentsOf, luhnValid, scenarioOf, TEST_CARDS } from "./cards";
import { capture, deny, returnAddress, settleTimeout } from "./flow";
import { PAYMENT_PREFIX } from "./paths";
import { getPayment, getToken, insertToken, type PaymentRecord } from "./store";

export const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** `formTargets`: where a form of the page may lead, redirects included (Chromium checks form-action on a redirect). */
export function securityHeaders(reply: FastifyReply, frameAncestors: string, formTargets: readonly string[] = []): FastifyReply {
  return reply
    .header(
      "content-security-policy",
      `default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'; form-action ${["'self'", ...formTargets].join(" ")}; base-uri 'none'; frame-ancestors ${frameAncestors}`,
    )
    .header("x-content-type-options", "nosniff")
    .header("referrer-policy", "no-referrer")
    .header("cache-control", "no-store");
}

export const page = (title: string, body: string, script?: string) => `<!doctype html>
<html lang="ro">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<link rel="stylesheet" href="${PAYMENT_PREFIX}/pages.css">
${script ? `<script src="${PAYMENT_PREFIX}/${script}" defer></script>` : ""}
</head>
<body>
${body}
</body>
</html>
`;

const CSS = `body{font-family:Arial,Helvetica,sans-serif;margin:0;padding:16px;color:#1a1a1a;background:#fff}
main{max-width:420px;margin:0 auto}h1{font-size:1.25rem;margin:0 0 12px}
label{display:block;font-weight:bold;margin:12px 0 4px}input{width:100%;box-sizing:border-box;padding:10px;font-size:1rem;border:1px solid #666;border-radius:6px}
input[aria-invalid=true]{border-color:#b00020}.hint{font-size:.875rem;color:#444}.field-error{color:#b00020;font-size:.875rem;min-height:1em;margin:4px 0 0}
.row{display:flex;gap:12px}.row>div{flex:1}button{margin-top:16px;padding:12px 20px;font-size:1rem;border-radius:6px;border:2px solid #1a1a1a;background:#fff;cursor:pointer}
button.primary{background:#1a1a1a;color:#fff}button:focus-visible,input:focus-visible{outline:3px solid #005fcc;outline-offset:2px}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px}dt{font-weight:bold}dd{margin:0}
.actions{display:flex;gap:12px;flex-wrap:wrap}#form-status{min-height:1.25em;margin-top:12px}`;

/**
 * The hosted form's script: tokenise on submit, tell the parent, forget the card. No inline handlers. Issue 24: the
 * tokenisation carries the site's bot-check token, so every submit goes through the page: the form's own "Plătește"
 * asks the page (sandbox-card:submit-request), and the page answers sandbox-card:submit with {botcheck: {token, action}}.
 */
const FORM_JS = `(function () {
  "use strict";
  var form = document.getElementById("card-form");
  var parentOrigin = form.getAttribute("data-parent-origin");
  var status = document.getElementById("form-status");
  function post(message) { if (window.parent !== window) window.parent.postMessage(message, parentOrigin); }
  function setError(field, text) {
    var input = document.getElementById("card-" + field);
    var out = document.getElementById("card-" + field + "-error");
    if (!input || !out) return;
    out.textContent = text || "";
    if (text) input.setAttribute("aria-invalid", "true"); else input.removeAttribute("aria-invalid");
  }
  function submit(botcheck) {
    ["number", "expiry", "cvv", "holder"].forEach(function (f) { setError(f, ""); });
    status.textContent = "Se verifică cardul…";
    var data = {
      number: form.elements.number.value, expiry: form.elements.expiry.value,
      cvv: form.elements.cvv.value, holder: form.elements.holder.value, origin: parentOrigin
    };
    if (botcheck && typeof botcheck.token === "string") {
      data["g-recaptcha-response"] = botcheck.token;
      data["g-recaptcha-action"] = String(botcheck.action || "");
    }
    fetch(form.action, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(data) })
      .then(function (r) { return r.json().then(function (body) { return { ok: r.ok, body: body }; }); })
      .then(function (res) {
        if (!res.ok) {
          var fields = res.body.fields || [];
          fields.forEach(function (f) { setError(f.field, f.message); });
          status.textContent = res.body.message || "Cardul nu a putut fi verificat.";
          if (fields.length) { var first = document.getElementById("card-" + fields[0].field); if (first) first.focus(); }
          post({ type: "sandbox-card:error", fields: fields.map(function (f) { return f.field; }) });
          return;
        }
        form.elements.number.value = ""; form.elements.cvv.value = "";
        status.textContent = "Cardul a fost verificat: " + res.body.brand + " •••• " + res.body.last4;
        post({ type: "sandbox-card:token", token: res.body.token, encryptedCvv: res.body.encryptedCvv, brand: res.body.brand,
               last4: res.body.last4, expiryMonth: res.body.expiryMonth, expiryYear: res.body.expiryYear,
               installments: res.body.installments });
      })
      .catch(function () { status.textContent = "Legătura cu banca a eșuat. Încearcă din nou."; post({ type: "sandbox-card:error", fields: [] }); });
  }
  form.addEventListener("submit", function (e) {
    e.preventDefault();
    status.textContent = "Se verifică cardul…";
    post({ type: "sandbox-card:submit-request" });
  });
  window.addEventListener("message", function (e) {
    if (e.origin === parentOrigin && e.data && e.data.type === "sandbox-card:submit") submit(e.data.botcheck);
  });
  post({ type: "sandbox-card:ready" });
})();
`;

// Accessible names fixed by DESIGN.md ("Sandbox payment pages"): fields "Număr card", "Data expirării", "CVV", button
// "Plătește"; the page (the iframe's title on the site) is "Datele cardului".
function hostedForm(origin: string): string {
  const field = (id: string, label: string, attrs: string, hint?: string) => `
<label for="card-${id}">${label}</label>
${hint ? `<p class="hint" id="card-${id}-hint">${hint}</p>` : ""}
<input id="card-${id}" name="${id}" ${attrs} aria-describedby="${hint ? `card-${id}-hint ` : ""}card-${id}-error">
<p class="field-error" id="card-${id}-error" aria-live="polite"></p>`;
  return page(
    "Datele cardului",
    `<main>
<h1>Datele cardului</h1>
<form id="card-form" method="post" action="${PAYMENT_PREFIX}/card-token" data-parent-origin="${esc(origin)}" novalidate>
${field("number", "Număr card", 'type="text" inputmode="numeric" autocomplete="cc-number" required maxlength="23"', "16 cifre, de pe fața cardului")}
<div class="row"><div>
${field("expiry", "Data expirării", 'type="text" inputmode="numeric" autocomplete="cc-exp" required maxlength="7" placeholder="LL/AA"', "Luna și anul, LL/AA")}
</div><div>
${field("cvv", "CVV", 'type="password" inputmode="numeric" autocomplete="cc-csc" required maxlength="4"', "3 cifre, pe spatele cardului")}
</div></div>
${field("holder", "Numele de pe card", 'type="text" autocomplete="cc-name" maxlength="100"')}
<button type="submit" class="primary">Plătește</button>
<p id="form-status" role="status"></p>
</form>
</main>`,
    "hosted-form.js",
  );
}

const CardBody = z.object({
  number: z.string().max(40),
  expiry: z.string().max(10),
  cvv: z.string().max(10),
  holder: z.string().max(100).optional(),
  origin: z.string().max(200),
  "g-recaptcha-response": z.string().max(4000).optional(),
  "g-recaptcha-action": z.string().max(100).optional(),
});

/** Month and four-digit year of "LL/AA" or "LL/AAAA", or null. */
export function parseExpiry(v: string): { month: number; year: number } | null {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(v);
  if (!m) return null;
  const month = Number(m[1]);
  const year = m[2].length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

function challengePage(p: PaymentRecord, what: { label: string; reference: string }, last4: string, nonce: string): string {
  const amount = `${p.amountRon.toFixed(2).replace(".", ",")} lei`;
  return page(
    "Confirmă plata – 3-D Secure",
    `<main>
<h1>Confirmă plata cu cardul</h1>
<p>Banca ta îți cere să confirmi această plată (3-D Secure).</p>
<dl>
<dt>Comerciant</dt><dd>Magazinul online</dd>
<dt>${esc(what.label)}</dt><dd>${esc(what.reference)}</dd>
<dt>Suma</dt><dd>${esc(amount)}${p.installments > 1 ? `, în ${p.installments} rate` : ""}</dd>
<dt>Card</dt><dd>•••• ${esc(last4)}</dd>
</dl>
<form method="post" action="${PAYMENT_PREFIX}/3ds/${esc(p.id)}">
<input type="hidden" name="nonce" value="${esc(nonce)}">
<div class="actions">
<button type="submit" name="decision" value="approve" class="primary">Aprobă</button>
<button type="submit" name="decision" value="reject">Respinge</button>
</div>
</form>
</main>`,
  );
}

export function messagePage(title: string, text: string): string {
  return page(title, `<main>\n<h1>${esc(title)}</h1>\n<p>${esc(text)}</p>\n</main>`);
}

export type CardCheck =
  | { ok: true; pan: string; brand: NonNullable<ReturnType<typeof brandOf>>; expiry: { month: number; year: number } }
  | { ok: false; errors: { field: string; message: string }[] };

/** The card as typed: a valid number of a known brand, a future expiry, a CVV of the brand's length. */
export function checkCard(ctx: SandboxContext, b: { number: string; expiry: string; cvv: string }): CardCheck {
  const pan = b.number.replace(/[\s-]/g, "");
  const brand = brandOf(pan);
  const expiry = parseExpiry(b.expiry);
  const now = new Date(ctx.now());
  const errors: { field: string; message: string }[] = [];
  if (!luhnValid(pan) || !brand) errors.push({ field: "number", message: "Numărul cardului nu este valid." });
  if (!expiry) errors.push({ field: "expiry", message: "Scrie data expirării ca LL/AA." });
  else if (expiry.year * 12 + expiry.month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) {
    errors.push({ field: "expiry", message: "Cardul este expirat." });
  }
  const cvvLength = brand === "AMEX" ? 4 : 3;
  if (!new RegExp(`^\\d{${cvvLength}}$`).test(b.cvv.trim())) {
    errors.push({ field: "cvv", message: `Codul de securitate are ${cvvLength} cifre.` });
  }
  if (errors.length > 0 || !brand || !expiry) return { ok: false, errors };
  return { ok: true, pan, brand, expiry };
}

export function registerPaymentPages(app: FastifyInstance, ctx: SandboxContext): void {
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(typeof body === "string" ? body : body.toString("utf8"))));
  });
  // The challenge form's nonce: a cross-site page cannot read it, so it cannot approve a payment on its own.
  const nonceKey = randomBytes(32);
  const nonceOf = (paymentId: string) => createHmac("sha256", nonceKey).update(paymentId).digest("base64url");

  app.get("/pages.css", async (_r, reply) =>
    reply.type("text/css; charset=utf-8").header("cache-control", "public, max-age=300").send(CSS),
  );
  app.get("/hosted-form.js", async (_r, reply) =>
    reply.type("text/javascript; charset=utf-8").header("cache-control", "public, max-age=300").send(FORM_JS),
  );

  app.get<{ Querystring: { origin?: string } }>("/hosted-form", async (request, reply) => {
    const origin = request.query.origin ?? "";
    if (!ctx.config.siteOrigins.includes(origin)) {
      return securityHeaders(reply.code(400), "'none'")
        .type("text/html; charset=utf-8")
        .send(messagePage("Formular indisponibil", "Acest formular de card nu poate fi afișat pe site-ul care l-a cerut."));
    }
    return securityHeaders(reply, origin).type("text/html; charset=utf-8").send(hostedForm(origin));
  });

  // Tokenisation: the card is checked and forgotten; only the token, brand, last four digits and expiry are kept.
  app.post("/card-token", async (request, reply) => {
    const parsed = CardBody.safeParse(request.body ?? {});
    const fail = (fields: { field: string; message: string }[], message = "Verifică datele cardului.") =>
      reply.code(400).send({ "@type": "Error", code: "invalid_card", reason: "invalid_card", message, status: "400", fields });
    if (!parsed.success) return fail([{ field: "number", message: "Introdu datele cardului." }]);
    const b = parsed.data;
    if (!ctx.config.siteOrigins.includes(b.origin)) {
      return reply.code(403).send({
        "@type": "Error",
        code: "origin_not_allowed",
        reason: "origin_not_allowed",
        message: "Originea nu este permisă.",
        status: "403",
      });
    }
    // Issue 24: no bot-check token for this action, no token (and no word on whether the number is valid).
    const bot = checkBotcheck(ctx, b, CARD_TOKEN_BOTCHECK_ACTION);
    if (!bot.ok) {
      return reply.code(400).send({
        "@type": "Error",
        code: "recaptcha_failed",
        reason: bot.reason,
        message: "Verificarea de securitate nu a reușit. Reîncarcă pagina și încearcă din nou.",
        status: "400",
        fields: [],
      });
    }
    const checked = checkCard(ctx, b);
    if (!checked.ok) return fail(checked.errors);
    const { pan, brand, expiry } = checked;
    const card = insertToken(ctx, {
      brand,
      last4: pan.slice(-4),
      expMonth: expiry.month,
      expYear: expiry.year,
      scenario: scenarioOf(pan),
      installments: installmentsOf(pan),
      origin: b.origin,
    });
    return reply.code(201).header("cache-control", "no-store").send({
      token: card.token,
      encryptedCvv: card.cvvRef,
      brand: card.brand,
      last4: card.last4,
      expiryMonth: card.expMonth,
      expiryYear: card.expYear,
      installments: card.installments,
    });
  });

  app.get<{ Params: { id: string } }>("/3ds/:id", async (request, reply) => {
    const found = getPayment(ctx, request.params.id);
    if (!found) {
      return securityHeaders(reply.code(404), "'none'")
        .type("text/html; charset=utf-8")
        .send(messagePage("Plată negăsită", "Această plată nu există."));
    }
    const p = ctx.db.transaction(() => settleTimeout(ctx, found))();
    const order = getOrder(ctx, p.orderId);
    // Decided already (or timed out): back to the site with the same result; a reload never decides twice.
    if (p.status !== "pendingAuthorization")
      return reply
        .code(303)
        .header("location", returnAddress(ctx, p, order))
        .send();
    const card = getToken(ctx, p.token);
    // "Aprobă"/"Respinge" post here and are redirected (303) to the site's return address.
    return securityHeaders(reply, "'none'", [new URL(p.returnUrl).origin])
      .type("text/html; charset=utf-8")
      .send(
        challengePage(
          p,
          isLinkPayment(p) ? describeLinkPayment(ctx, p) : { label: "Comanda", reference: order?.number ?? "" },
          card?.last4 ?? "",
          nonceOf(p.id),
        ),
      );
  });

  app.post<{ Params: { id: string } }>("/3ds/:id", async (request, reply) => {
    const form = (request.body ?? {}) as Record<string, string>;
    const found = getPayment(ctx, request.params.id);
    if (!found || form.nonce !== nonceOf(found.id) || !["approve", "reject"].includes(form.decision)) {
      return securityHeaders(reply.code(400), "'none'")
        .type("text/html; charset=utf-8")
        .send(messagePage("Cerere nevalidă", "Confirmarea nu a putut fi citită. Întoarce-te la magazin și încearcă din nou."));
    }
    const p = ctx.db.transaction(() => {
      const current = settleTimeout(ctx, found);
      if (current.status === "pendingAuthorization") {
        if (form.decision === "approve") capture(ctx, current);
        else deny(ctx, current, "4007");
      }
      return getPayment(ctx, found.id) as PaymentRecord;
    })();
    return reply
      .code(303)
      .header("location", returnAddress(ctx, p, getOrder(ctx, p.orderId)))
      .send();
  });

  // The test cards, for people trying the sandbox by hand (no card data beyond the public test numbers).
  app.get("/test-cards", async () => TEST_CARDS.map((c) => ({ ...c, installments: installmentsOf(c.number) })));
}
