// Identity routes (SPEC §7 "Identity and sign-in"), mounted under /identity.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { attemptSubject, clearFailures, lockedForSeconds, recordFailure, TOO_MANY_ATTEMPTS } from "../../auth/attempts";
import { verifyBotcheckToken } from "../../auth/botcheck";
import { requireAuth } from "../../auth/guard";
import { verifyPassword } from "../../auth/password";
import { CLIENTS, ROLES } from "../../auth/roles";
import { issueTokens, revokeSession, rotateRefreshToken } from "../../auth/tokens";
import { notFound, unauthorized } from "../../http/errors";
import { parseBody, parseParams, parseQuery } from "../../http/validation";
import type { SandboxContext } from "../module";
import { flowsForCustomerType } from "./flows";
import { selectIdentity, switchBan } from "./identitySwap";
import { updateUserProfile } from "./profile";
import { findUserByUsername, listIdentities, type IdentityRecord } from "./store";
import { buildUserInfo } from "./userinfo";

/** errorCode values of applicationLogin besides the SPEC §8 ones (decision: 200 + errorCode, as SPEC §7 expects). */
export const LOGIN_ERRORS = {
  invalidCredentials: "invalid_credentials",
  botcheckFailed: "recaptcha_failed",
  /** SPEC §8 EC1005: too many failed sign-ins for this username; refused without checking the password. */
  tooManyAttempts: TOO_MANY_ATTEMPTS,
} as const;

const ClientParams = z.object({ client: z.enum(CLIENTS) });
const str = (max: number) => z.string().max(max);

const LoginBody = z.object({
  username: str(200).optional(),
  password: str(200).optional(),
  "g-recaptcha-response": str(4000).optional(),
  "g-recaptcha-action": str(100).optional(),
});
const RefreshBody = z.object({ accessToken: str(200).optional(), refreshToken: str(200).min(1) });
const SelectIdentityBody = z
  .object({
    changedBanId: str(40).optional(),
    identityId: str(80).optional(),
    role: z.enum(ROLES).optional(),
    customerType: z.enum(["CBU", "EBU"]).optional(),
  })
  .refine((b) => b.changedBanId || b.identityId, { message: "changedBanId or identityId is required" });

const CustomerTypeParams = z.object({ customerType: z.enum(["CBU", "EBU"]) });
/** A contact-roles entry; extra keys (selected, resourceValue, …) are ignored. */
const IdentityBody = z
  .object({
    id: str(80).optional(),
    ban: str(40).nullish(),
    role: z.enum(ROLES).optional(),
    customerType: z.enum(["CBU", "EBU"]).optional(),
  })
  .refine((b) => b.id || b.ban, { message: "id or ban is required" });

/** Bot-check action continueOnboarding must be made with (SPEC §7). */
export const ONBOARDING_ACTION = "customerInfoUpdate";
/** Bot-check action of the anonymous applicationLogin (SPEC §7 "a bot-check token and action name"; the site's name). */
export const ANONYMOUS_LOGIN_ACTION = "anonymousLogin";
const name = z.string().trim().min(1).max(100);
// Only these fields are kept; anything else in the profile (cnp, addresses, …) is dropped, never stored.
const OnboardingBody = z.object({
  profile: z
    .object({ firstName: name.optional(), lastName: name.optional(), email: z.email().max(200).optional() })
    .refine((p) => p.firstName !== undefined || p.lastName !== undefined || p.email !== undefined, {
      message: "firstName, lastName or email is required",
    }),
  "g-recaptcha-response": str(4000).optional(),
  "g-recaptcha-action": str(100).optional(),
});

/** SPEC §6 "optional AuthProvider header" on identity selection: accepted under that name too, and must then be sso. */
function checkAuthProviderAlias(request: FastifyRequest): void {
  const v = request.headers.authprovider;
  if (v !== undefined && v !== "sso") throw unauthorized(`An SSO token was sent with AuthProvider: ${String(v)}.`, "provider_mismatch");
}

const failedLogin = (errorCode: string, reason?: string) => ({
  accessToken: null,
  refreshToken: null,
  errorCode,
  payload: reason ? { reason } : null,
});

/** A GET /contact-roles entry; also what disassociate-roles answers (accountRoutes.ts). */
export const contactRole = (i: IdentityRecord, selectedId: string | null) => ({
  id: i.id,
  ban: i.ban,
  role: i.role,
  customerType: i.customerType,
  customerId: i.customerId,
  companyName: i.companyName ?? null,
  cui: i.cui ?? null,
  resourceType: i.resourceType,
  resourceValue: i.resourceValue,
  selected: i.id === selectedId,
});

export function registerIdentityRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.post("/applicationLogin/:client", async (request) => {
    const { client } = parseParams(ClientParams, request.params);
    const body = parseBody(LoginBody, request.body);

    if (!body.username) {
      // SPEC §7: the anonymous sign-in carries a bot-check token minted for its own action, so a script cannot mint
      // anonymous sessions (and carts, card attempts) without running the bot-check.
      const token = body["g-recaptcha-response"];
      const bot =
        body["g-recaptcha-action"] === ANONYMOUS_LOGIN_ACTION
          ? verifyBotcheckToken(ctx, token, ANONYMOUS_LOGIN_ACTION)
          : ({ ok: false, reason: token ? "wrong_action" : "missing" } as const);
      if (!bot.ok) return failedLogin(LOGIN_ERRORS.botcheckFailed, bot.reason);
      const provider = client === "shopebuweb" ? "ebuAnonymous" : "anonymous";
      const pair = issueTokens(ctx, { userId: null, subject: null, client, provider, identityId: null });
      return {
        accessToken: pair.accessToken,
        refreshToken: pair.refreshToken,
        errorCode: "no_error",
        payload: { provider, clientType: client, expiresIn: pair.expiresIn },
      };
    }

    const bot = verifyBotcheckToken(ctx, body["g-recaptcha-response"], body["g-recaptcha-action"]);
    if (!bot.ok) return failedLogin(LOGIN_ERRORS.botcheckFailed, bot.reason);

    // Attempt limit (auth/attempts.ts): known and unknown usernames alike, so the lock tells nothing about accounts.
    const subject = attemptSubject("password", body.username);
    const retryAfterSeconds = lockedForSeconds(ctx, "password", subject);
    if (retryAfterSeconds > 0) return { ...failedLogin(LOGIN_ERRORS.tooManyAttempts), payload: { retryAfterSeconds } };

    const user = findUserByUsername(ctx.db, body.username);
    if (!user || !body.password || !verifyPassword(body.password, user.passwordHash)) {
      recordFailure(ctx, "password", subject);
      return failedLogin(LOGIN_ERRORS.invalidCredentials);
    }
    clearFailures(ctx, "password", subject);
    const identities = listIdentities(ctx.db, user.id);
    // One identity is selected at sign-in; several must be chosen with POST selectedidentity.
    const identityId = identities.length === 1 ? identities[0].id : null;
    const pair = issueTokens(ctx, { userId: user.id, subject: user.username, client, provider: "sso", identityId });
    return {
      accessToken: pair.accessToken,
      refreshToken: pair.refreshToken,
      errorCode: "no_error",
      payload: { provider: "sso", clientType: client, expiresIn: pair.expiresIn, requiresIdentitySelection: identities.length > 1 },
    };
  });

  app.post("/refresh/:client", async (request) => {
    parseParams(ClientParams, request.params);
    const body = parseBody(RefreshBody, request.body);
    const pair = rotateRefreshToken(ctx, body.refreshToken);
    const tokens = { accessToken: pair.accessToken, refreshToken: pair.refreshToken };
    return { ...tokens, expiresIn: pair.expiresIn, baseTokens: tokens };
  });

  app.get("/userinfo/:client", async (request) => {
    parseParams(ClientParams, request.params);
    return buildUserInfo(requireAuth(request), request.server.sandbox.db);
  });

  app.post("/logout/:client", async (request) => {
    parseParams(ClientParams, request.params);
    const caller = requireAuth(request);
    ctx.db.transaction(() => revokeSession(ctx, caller.token.sessionId))();
    return { afterLogoutUrl: ctx.config.afterLogoutUrl || null };
  });

  app.get("/contact-roles", async (request) => {
    const caller = requireAuth(request, { authenticated: true, providers: ["sso"] });
    const identities = caller.user ? listIdentities(ctx.db, caller.user.id) : [];
    return {
      contactRoles: identities.map((i) => contactRole(i, caller.identity?.id ?? null)),
    };
  });

  app.post("/selectedidentity/:client", async (request) => {
    const { client } = parseParams(ClientParams, request.params);
    const body = parseBody(SelectIdentityBody, request.body);
    const caller = requireAuth(request, { authenticated: true, providers: ["sso"] });
    const accepts = (i: IdentityRecord) =>
      (!body.role || i.role === body.role) && (!body.customerType || i.customerType === body.customerType);
    const matches = (i: IdentityRecord) => (body.identityId ? i.id === body.identityId : i.ban === body.changedBanId) && accepts(i);
    // An identity's own BAN wins (as before the BAN switch); otherwise another BAN of the current identity.
    const banSwitch =
      body.changedBanId && !body.identityId && !(caller.user && listIdentities(ctx.db, caller.user.id).some(matches))
        ? switchBan(ctx, caller, client, body.changedBanId, accepts)
        : null;
    return banSwitch ?? selectIdentity(ctx, caller, client, matches);
  });

  // SPEC §7: the body is one identity as listed by contact-roles; it must be of the path's customer type.
  app.post("/selectIdentity/:customerType", async (request) => {
    const { customerType } = parseParams(CustomerTypeParams, request.params);
    const body = parseBody(IdentityBody, request.body);
    const caller = requireAuth(request, { authenticated: true, providers: ["sso"] });
    checkAuthProviderAlias(request);
    return selectIdentity(
      ctx,
      caller,
      caller.token.client,
      (i) =>
        (!body.id || i.id === body.id) &&
        (!body.ban || i.ban === body.ban) &&
        i.customerType === customerType &&
        (!body.customerType || i.customerType === body.customerType) &&
        (!body.role || i.role === body.role),
    );
  });

  app.post("/continueOnboarding", async (request) => {
    const body = parseBody(OnboardingBody, request.body);
    const caller = requireAuth(request, { authenticated: true, providers: ["sso"] });
    const action = body["g-recaptcha-action"] ?? ONBOARDING_ACTION;
    const bot =
      action === ONBOARDING_ACTION
        ? verifyBotcheckToken(ctx, body["g-recaptcha-response"], action)
        : ({ ok: false, reason: "wrong_action" } as const);
    if (!bot.ok) return { errorCode: LOGIN_ERRORS.botcheckFailed, payload: { reason: bot.reason } };
    const stored = caller.user ? updateUserProfile(ctx.db, caller.user.id, body.profile) : null;
    if (!stored) throw notFound("No user behind this token.");
    return { errorCode: "no_error", payload: stored };
  });

  app.get("/eligible-flows/:customerType", async (request) => {
    const { customerType } = parseParams(CustomerTypeParams, request.params);
    parseQuery(z.object({ dmp: z.literal("true", { message: "dmp=true is required" }) }), request.query);
    const caller = requireAuth(request);
    const all = caller.user && caller.token.provider === "sso" ? listIdentities(ctx.db, caller.user.id) : [];
    return { customerType, flows: flowsForCustomerType(caller.identity, all, customerType) };
  });

  // Base SSO token → extended token set for one client (shopCBU / shopEBU / tobi), same session.
  app.get("/convert-token", async (request) => {
    const query = parseQuery(z.object({ client: z.enum(CLIENTS).optional() }), request.query);
    const caller = requireAuth(request, { authenticated: true, providers: ["sso"] });
    const client = query.client ?? caller.token.client;
    const pair = issueTokens(ctx, { ...caller.token, client, extended: true }, caller.token.sessionId);
    return {
      accessToken: pair.accessToken,
      refreshToken: pair.refreshToken,
      expiresIn: pair.expiresIn,
      clientType: client,
      errorCode: "no_error",
    };
  });
}
