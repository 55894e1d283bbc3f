// Registration routes (SPEC §7 "Also routes for registration … (paths not shown)": ours), mounted under /identity.
// A visitor creates a web account: the login options step (SPEC §4: "I have a number of yours" / "I am new") with the
// number to prove, an SMS code to it (the otc module's code store, outbox and limits: SPEC §8 cannot_send_sms,
// sms_blocked, code_expired, GenericError, EC1005), then the details and the terms (SPEC §3 vetting tocAccepted). The
// last step answers tokens like applicationLogin, so the site is signed in. Every answer carries the vetting (SPEC §3)
// kept per registration id. Outcomes are 200 + errorCode as for sign-in; an unknown or expired id is a 404, a call
// for a step already passed a 409, malformed input a 400. The contract: docs (registration contract, issue 26).
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { checkDetails, type DetailsField, type RegistrationMessageKey } from "../../../../src/domain/registration/details";
import {
  nextRegistrationStep,
  REGISTRATION_OPTIONS,
  REGISTRATION_START,
  resendWaitSeconds,
  type RegistrationEvent,
} from "../../../../src/domain/registration/steps";
import { clearFailures, lockedForSeconds, recordFailure, TOO_MANY_ATTEMPTS } from "../../auth/attempts";
import { verifyBotcheckToken } from "../../auth/botcheck";
import { CLIENTS } from "../../auth/roles";
import { issueTokens } from "../../auth/tokens";
import { HttpError, notFound } from "../../http/errors";
import { parseBody, parseParams } from "../../http/validation";
import type { SandboxContext } from "../module";
import { checkCode, isSendableMsisdn, normalizeMsisdn, sendCode } from "../otc/codes";
import {
  createAccount,
  createRegistration,
  findRegistration,
  numberHasAccount,
  registrableCustomer,
  updateRegistration,
  usernameTaken,
  vettingOf,
  type Registration,
} from "./registrationStore";

export { REGISTRATION_MIGRATIONS } from "./registrationStore";

/** Bot-check action of the steps that send an SMS or make the account (ours: the spec names none). */
export const REGISTRATION_ACTION = "registration";

/** errorCode values of the registration answers besides the SPEC §8 ones (the registration contract). */
export const REGISTRATION_ERRORS = {
  botcheckFailed: "recaptcha_failed",
  /** The number already has a web account: sign in instead. */
  accountExists: "account_exists",
  /** "I have a number of yours" with a number that is no customer's. */
  notOperatorNumber: "not_operator_number",
  /** "I am new" with a number that is a customer's: the other option gives the customer's account. */
  operatorNumber: "operator_number",
  emailTaken: "email_taken",
  tocRequired: "toc_required",
  invalidDetails: "invalid_details",
  resendTooSoon: "resend_too_soon",
} as const;

const str = (max: number) => z.string().max(max);
const botFields = { "g-recaptcha-response": str(4000).optional(), "g-recaptcha-action": str(100).optional() };
const IdParams = z.object({ id: str(80).min(1) });
const StartBody = z.object({ option: z.enum(REGISTRATION_OPTIONS), msisdn: str(40), ...botFields });
const ResendBody = z.object({ ...botFields });
const CodeBody = z.object({ code: str(12) });
// Field rules are the domain's (checkDetails): they answer invalid_details naming each field, not a 400.
const AccountBody = z.object({
  client: z.enum(CLIENTS).optional(),
  firstName: str(200).optional(),
  lastName: str(200).optional(),
  email: str(400).optional(),
  password: str(200).optional(),
  tocAccepted: z.unknown().optional(),
  ...botFields,
});

const refused = (errorCode: string, payload: unknown = null) => ({ errorCode, payload });

function botcheck(ctx: SandboxContext, body: { "g-recaptcha-response"?: string; "g-recaptcha-action"?: string }) {
  const action = body["g-recaptcha-action"];
  if (action !== REGISTRATION_ACTION) return { ok: false as const, reason: body["g-recaptcha-response"] ? "wrong_action" : "missing" };
  return verifyBotcheckToken(ctx, body["g-recaptcha-response"], action);
}

const answer = (r: Registration, errorCode = "no_error", payload: unknown = null) => ({
  errorCode,
  registrationId: r.id,
  vetting: vettingOf(r),
  payload,
});

function live(ctx: SandboxContext, id: string): Registration {
  const r = findRegistration(ctx.db, id, ctx.now());
  if (!r) throw notFound("No registration with this id, or it has expired: start again.", "registration_not_found");
  return r;
}

/** The step `event` leads to from the registration's step; a 409 when that step is not where the event may happen. */
function stepAfter(r: Registration, event: RegistrationEvent, only?: Registration["step"]) {
  const next = only && r.step !== only ? null : nextRegistrationStep(r.step, event);
  if (!next) throw new HttpError(409, "wrong_step", `This registration is at ${r.step}; ${event} is not possible there.`);
  return next;
}

export function registerRegistrationRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  // Login options step (SPEC §4) → the number is validated by a code: the registration starts and the code is sent.
  app.post("/registration", async (request) => {
    const body = parseBody(StartBody, request.body);
    const bot = botcheck(ctx, body);
    if (!bot.ok) return refused(REGISTRATION_ERRORS.botcheckFailed, { reason: bot.reason });
    const msisdn = normalizeMsisdn(body.msisdn);
    if (!isSendableMsisdn(msisdn)) return refused("cannot_send_sms");
    // A number locked by wrong codes (auth/attempts.ts, shared with the code sign-in) cannot start over to dodge it.
    const retryAfterSeconds = lockedForSeconds(ctx, "otc", msisdn);
    if (retryAfterSeconds > 0) return refused(TOO_MANY_ATTEMPTS, { retryAfterSeconds });
    if (numberHasAccount(ctx.db, msisdn)) return refused(REGISTRATION_ERRORS.accountExists);
    const customer = registrableCustomer(msisdn);
    if (body.option === "EXISTING_NUMBER" && !customer) return refused(REGISTRATION_ERRORS.notOperatorNumber);
    if (body.option === "NEW_CUSTOMER" && customer) return refused(REGISTRATION_ERRORS.operatorNumber);
    const validating = nextRegistrationStep(REGISTRATION_START, "optionChosen");
    const step = validating && nextRegistrationStep(validating, "codeSent");
    if (!step) throw new Error("registration steps: no path from the options step to a sent code");
    return ctx.db.transaction(() => {
      const sent = sendCode(ctx, "sms", msisdn, REGISTRATION_ACTION);
      if (sent.errorCode !== "no_error") return refused(sent.errorCode);
      return answer(createRegistration(ctx.db, ctx.now(), { option: body.option, msisdn, step, customer }));
    })();
  });

  // The step state, as after a reload.
  app.get("/registration/:id", async (request) => {
    const { id } = parseParams(IdParams, request.params);
    return answer(live(ctx, id));
  });

  // Another code to the same number, once the interval since the last one has passed (SPEC §3 resendTimestamp).
  app.post("/registration/:id/resend", async (request) => {
    const { id } = parseParams(IdParams, request.params);
    const body = parseBody(ResendBody, request.body);
    const bot = botcheck(ctx, body);
    if (!bot.ok) return refused(REGISTRATION_ERRORS.botcheckFailed, { reason: bot.reason });
    const r = live(ctx, id);
    const step = stepAfter(r, "codeSent", "CODE_SENT");
    const wait = resendWaitSeconds(r.resendAt, ctx.now());
    if (wait > 0) return answer(r, REGISTRATION_ERRORS.resendTooSoon, { retryAfterSeconds: wait });
    return ctx.db.transaction(() => {
      const sent = sendCode(ctx, "sms", r.msisdn, REGISTRATION_ACTION);
      if (sent.errorCode !== "no_error") return answer(r, sent.errorCode);
      updateRegistration(ctx.db, r.id, { step, resendAt: ctx.now() });
      return answer(live(ctx, r.id));
    })();
  });

  // The code from the SMS. Wrong codes count towards the number's lock (EC1005), like the code sign-in's.
  app.post("/registration/:id/code", async (request) => {
    const { id } = parseParams(IdParams, request.params);
    const body = parseBody(CodeBody, request.body);
    const r = live(ctx, id);
    const step = stepAfter(r, "codeValidated");
    const retryAfterSeconds = lockedForSeconds(ctx, "otc", r.msisdn);
    if (retryAfterSeconds > 0) return answer(r, TOO_MANY_ATTEMPTS, { retryAfterSeconds });
    const result = checkCode(ctx, "sms", r.msisdn, body.code);
    if (result !== "no_error") {
      recordFailure(ctx, "otc", r.msisdn);
      return answer(r, result);
    }
    clearFailures(ctx, "otc", r.msisdn);
    updateRegistration(ctx.db, r.id, { step });
    return answer(live(ctx, r.id));
  });

  // The details and the terms: the account is made and signed in (tokens as applicationLogin answers them).
  app.post("/registration/:id/account", async (request) => {
    const { id } = parseParams(IdParams, request.params);
    const body = parseBody(AccountBody, request.body);
    const bot = botcheck(ctx, body);
    if (!bot.ok) return refused(REGISTRATION_ERRORS.botcheckFailed, { reason: bot.reason });
    const r = live(ctx, id);
    const step = stepAfter(r, "accountCreated");
    const checked = checkDetails(body, r.msisdn);
    if (!checked.ok) {
      const fields: Partial<Record<DetailsField, RegistrationMessageKey>> = checked.errors;
      const onlyTerms = Object.keys(fields).length === 1 && fields.tocAccepted !== undefined;
      return answer(r, onlyTerms ? REGISTRATION_ERRORS.tocRequired : REGISTRATION_ERRORS.invalidDetails, { fields });
    }
    const client = body.client ?? "shopcbuweb";
    return ctx.db.transaction(() => {
      // Checked again inside the write: two tabs finishing the same number, or the e-mail taken in between.
      if (numberHasAccount(ctx.db, r.msisdn)) return answer(r, REGISTRATION_ERRORS.accountExists);
      if (usernameTaken(ctx.db, checked.value.email)) return answer(r, REGISTRATION_ERRORS.emailTaken);
      const made = createAccount(ctx.db, { msisdn: r.msisdn, option: r.option, ...checked.value });
      updateRegistration(ctx.db, r.id, { step, tocAccepted: true, userId: made.userId });
      const pair = issueTokens(ctx, { userId: made.userId, subject: made.username, client, provider: "sso", identityId: made.identityId });
      return {
        ...answer(live(ctx, r.id)),
        accessToken: pair.accessToken,
        refreshToken: pair.refreshToken,
        payload: {
          provider: "sso",
          clientType: client,
          expiresIn: pair.expiresIn,
          requiresIdentitySelection: false,
          username: made.username,
        },
      };
    })();
  });
}
