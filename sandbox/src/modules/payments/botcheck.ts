// Issue 24: the operator's gateway asks for a bot-check (reCAPTCHA v3) token on card tokenisation and on payment
// (docs/checkout-contract.md "Bot-check"), sent as SPEC §7 names them: g-recaptcha-response and g-recaptcha-action.
// The token must have been minted for the action named here (the site's src/clients/gateway/checkout uses the same
// names), so a token obtained for a sign-in cannot pay.
import { verifyBotcheckToken, type BotcheckResult } from "../../auth/botcheck";
import type { SandboxContext } from "../module";

export const CARD_TOKEN_BOTCHECK_ACTION = "checkoutCardToken";
export const PAYMENT_BOTCHECK_ACTION = "checkoutPayment";

export interface BotcheckFields {
  "g-recaptcha-response"?: string;
  "g-recaptcha-action"?: string;
}

export function checkBotcheck(ctx: SandboxContext, fields: BotcheckFields, action: string): BotcheckResult {
  const token = fields["g-recaptcha-response"];
  if (typeof token !== "string" || token === "") return { ok: false, reason: "missing" };
  if (fields["g-recaptcha-action"] !== action) return { ok: false, reason: "wrong_action" };
  return verifyBotcheckToken(ctx, token, action);
}
