// One-time-code routes (SPEC §7), mounted under /dxl-otc so paths end in /dxl-otc/otc/... as the site calls them.
// Outcomes are HTTP 200 + errorCode (SPEC §5/§8); only malformed input is a 400.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { clearFailures, lockedForSeconds, recordFailure, TOO_MANY_ATTEMPTS } from "../../auth/attempts";
import { verifyBotcheckToken } from "../../auth/botcheck";
import { requireAuth } from "../../auth/guard";
import { OTC_CLIENTS } from "../../auth/roles";
import { issueTokens } from "../../auth/tokens";
import { badRequest } from "../../http/errors";
import { parseBody } from "../../http/validation";
import type { SandboxContext } from "../module";
import { findIdentityByMsisdn } from "../identity/store";
import { checkCode, isSendableMsisdn, normalizeMsisdn, sendCode } from "./codes";

/** Bot-check action the SMS send must be made with (SPEC §7). */
export const OTC_SMS_ACTION = "otcSendValidationSms";

const str = (max: number) => z.string().max(max);
const botFields = { "g-recaptcha-response": str(4000).optional(), "g-recaptcha-action": str(100).optional() };
const SendSmsBody = z.object({ payload: z.object({ msisdn: str(40) }), ...botFields });
const SendEmailBody = z.object({ payload: z.object({ email: z.email().max(200) }) });
const ValidateBody = z.object({ payload: z.object({ msisdn: str(40), code: str(12) }), client: z.enum(OTC_CLIENTS).optional() });
const ValidateEmailBody = z.object({ payload: z.object({ email: z.email().max(200), code: str(12) }), username: str(200).optional() });

const header = (request: FastifyRequest, name: string): string | undefined => {
  const v = request.headers[name];
  return typeof v === "string" && v !== "" ? v : undefined;
};

export function registerOtcRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.post("/otc/sendValidationSms", async (request) => {
    const body = parseBody(SendSmsBody, request.body);
    // The token may come in the body (like applicationLogin) or as headers of the same names.
    const action = body["g-recaptcha-action"] ?? header(request, "g-recaptcha-action") ?? OTC_SMS_ACTION;
    const bot =
      action === OTC_SMS_ACTION
        ? verifyBotcheckToken(ctx, body["g-recaptcha-response"] ?? header(request, "g-recaptcha-response"), action)
        : ({ ok: false, reason: "wrong_action" } as const);
    if (!bot.ok) return { errorCode: "recaptcha_failed", payload: { reason: bot.reason } };
    const msisdn = normalizeMsisdn(body.payload.msisdn);
    if (!isSendableMsisdn(msisdn)) return { errorCode: "cannot_send_sms", payload: null };
    const sent = sendCode(ctx, "sms", msisdn, header(request, "client-id") ?? null);
    return sent.errorCode === "no_error"
      ? { errorCode: "no_error", payload: { msisdn, expiresIn: sent.expiresIn } }
      : { errorCode: sent.errorCode, payload: null };
  });

  // Sign-in with a code: an OTC session for one of the shops (client from body or client-id header).
  app.post("/otc/validate", async (request) => {
    const body = parseBody(ValidateBody, request.body);
    const client = body.client ?? header(request, "client-id") ?? "shopcbuweb";
    if (!(OTC_CLIENTS as readonly string[]).includes(client))
      throw badRequest(`client must be one of ${OTC_CLIENTS.join(", ")}`, "invalid_client");
    const msisdn = normalizeMsisdn(body.payload.msisdn);
    if (!msisdn) return { errorCode: "GenericError", accessToken: null, refreshToken: null, payload: null };
    // Attempt limit per number (auth/attempts.ts): a locked number's code is not even looked at.
    const retryAfterSeconds = lockedForSeconds(ctx, "otc", msisdn);
    if (retryAfterSeconds > 0)
      return { errorCode: TOO_MANY_ATTEMPTS, accessToken: null, refreshToken: null, payload: { retryAfterSeconds } };
    const result = checkCode(ctx, "sms", msisdn, body.payload.code);
    if (result !== "no_error") {
      recordFailure(ctx, "otc", msisdn);
      return { errorCode: result, accessToken: null, refreshToken: null, payload: null };
    }
    clearFailures(ctx, "otc", msisdn);
    const known = findIdentityByMsisdn(ctx.db, msisdn);
    const pair = issueTokens(ctx, {
      userId: known?.userId ?? null,
      subject: msisdn,
      client: client as (typeof OTC_CLIENTS)[number],
      provider: "otc",
      identityId: known?.id ?? null,
    });
    return {
      errorCode: "no_error",
      accessToken: pair.accessToken,
      refreshToken: pair.refreshToken,
      payload: { provider: "otc", msisdn, clientType: client, expiresIn: pair.expiresIn, isCustomer: Boolean(known) },
    };
  });

  // E-mail verification for signed-in users (e-bill address); client-id digitalfirst in the site.
  app.post("/otc/sendValidationEmail", async (request) => {
    const body = parseBody(SendEmailBody, request.body);
    requireAuth(request, { authenticated: true });
    const sent = sendCode(ctx, "email", body.payload.email.toLowerCase(), header(request, "client-id") ?? null);
    return sent.errorCode === "no_error"
      ? { errorCode: "no_error", payload: { email: body.payload.email, expiresIn: sent.expiresIn } }
      : { errorCode: sent.errorCode, payload: null };
  });

  app.post("/otc/validateEmail", async (request) => {
    const body = parseBody(ValidateEmailBody, request.body);
    const caller = requireAuth(request, { authenticated: true });
    const email = body.payload.email.toLowerCase();
    const result = checkCode(ctx, "email", email, body.payload.code);
    if (result === "no_error") {
      const owner = caller.user?.id ?? caller.token.subject ?? "unknown";
      ctx.db
        .prepare("INSERT OR REPLACE INTO otc_verified_emails (email, user_id, verified_at) VALUES (?, ?, ?)")
        .run(email, owner, ctx.now());
    }
    return { errorCode: result };
  });
}
