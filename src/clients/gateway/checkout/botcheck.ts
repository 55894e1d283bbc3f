// Issue 24: the operator's gateway asks for a bot-check (reCAPTCHA v3) token on card tokenisation and on payment
// (docs/checkout-contract.md "Bot-check"). These are the action names the tokens are obtained for; the sandbox checks
// the same ones (sandbox/src/modules/payments/botcheck.ts). Sent as SPEC §7 names them (g-recaptcha-response,
// g-recaptcha-action), in the JSON body: no extra request header, so no new CORS preflight entry.
import { botcheckBody, type Botcheck } from "../answers";

/** The card form's tokenisation (the page hands the token to the provider's frame). */
export const CARD_TOKEN_BOTCHECK_ACTION = "checkoutCardToken";
/** SPEC §7 POST payment. */
export const PAYMENT_BOTCHECK_ACTION = "checkoutPayment";

/** The POST payment body with the bot-check fields beside the TMF676 ones; none when no token could be had. */
export function withPaymentBotcheck<T extends object>(body: T, botcheck: Botcheck | null): T & Record<string, string> {
  return { ...body, ...botcheckBody(botcheck, PAYMENT_BOTCHECK_ACTION) };
}
