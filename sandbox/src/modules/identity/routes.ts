// Identity routes (SPEC §7 "Identity and sign-in"), mounted under /identity.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { verifyBotcheckToken } from "../../auth/botcheck";
import { requireAuth } from "../../auth/guard";
import { verifyPassword } from "../../auth/password";
import { CLIENTS, ROLES } from "../../auth/roles";
import { issueTokens, revokePair, revokeSession, rotateRefreshToken } from "../../auth/tokens";
import { notFound } from "../../http/errors";
import { parseBody, parseParams, parseQuery } from "../../http/validation";
import type { SandboxContext } from "../module";
import { flowsForCustomerType } from "./flows";
import { findUserByUsername, listIdentities } from "./store";
import { buildUserInfo } from "./userinfo";

/** errorCode values of applicationLogin besides the SPEC §8 ones (decision: 200 + errorCode, as SPEC §7 expects). */
export const LOGIN_ERRORS = {
  invalidCredentials: "invalid_credentials",
  botcheckFailed: "recaptcha_failed",
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

const failedLogin = (errorCode: string, reason?: string) => ({
  accessToken: null,
  refreshToken: null,
  errorCode,
  payload: reason ? { reason } : null,
});

export function registerIdentityRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.post("/applicationLogin/:client", async (request) => {
    const { client } = parseParams(ClientParams, request.params);
    const body = parseBody(LoginBody, request.body);

    if (!body.username) {
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

    const user = findUserByUsername(ctx.db, body.username);
    if (!user || !body.password || !verifyPassword(body.password, user.passwordHash)) {
      return failedLogin(LOGIN_ERRORS.invalidCredentials);
    }
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
    return buildUserInfo(requireAuth(request));
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
      contactRoles: identities.map((i) => ({
        id: i.id,
        ban: i.ban,
        role: i.role,
        customerType: i.customerType,
        customerId: i.customerId,
        companyName: i.companyName ?? null,
        cui: i.cui ?? null,
        resourceType: i.resourceType,
        resourceValue: i.resourceValue,
        selected: i.id === caller.identity?.id,
      })),
    };
  });

  app.post("/selectedidentity/:client", async (request) => {
    const { client } = parseParams(ClientParams, request.params);
    const body = parseBody(SelectIdentityBody, request.body);
    const caller = requireAuth(request, { authenticated: true, providers: ["sso"] });
    const target = (caller.user ? listIdentities(ctx.db, caller.user.id) : []).find(
      (i) =>
        (body.identityId ? i.id === body.identityId : i.ban === body.changedBanId) &&
        (!body.role || i.role === body.role) &&
        (!body.customerType || i.customerType === body.customerType),
    );
    if (!target) throw notFound("No such identity for this user.");
    // Swap: the presented pair dies, a new pair carrying the chosen identity continues the session.
    const pair = ctx.db.transaction(() => {
      revokePair(ctx, caller.token.pairId);
      return issueTokens(ctx, { ...caller.token, client, identityId: target.id }, caller.token.sessionId);
    })();
    return {
      accessToken: pair.accessToken,
      refreshToken: pair.refreshToken,
      expiresIn: pair.expiresIn,
      errorCode: "no_error",
      payload: {
        identityId: target.id,
        selectedBan: target.fixedBanBaseId ?? target.ban,
        role: target.role,
        customerType: target.customerType,
      },
    };
  });

  app.get("/eligible-flows/:customerType", async (request) => {
    const { customerType } = parseParams(z.object({ customerType: z.enum(["CBU", "EBU"]) }), request.params);
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
    const pair = issueTokens(ctx, { ...caller.token, client }, caller.token.sessionId);
    return {
      accessToken: pair.accessToken,
      refreshToken: pair.refreshToken,
      expiresIn: pair.expiresIn,
      clientType: client,
      errorCode: "no_error",
    };
  });
}
