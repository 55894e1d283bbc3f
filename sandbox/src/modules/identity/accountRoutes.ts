// Account routes of the identity back end (issue 26 "My account"; contract: docs/, "Account settings"), mounted under
// /identity beside routes.ts:
// - POST contact-email {email}: the contact e-mail, only for an address this user proved by an e-mail code (POST
//   /dxl-otc/otc/sendValidationEmail, then validateEmail answering no_error) within EMAIL_PROOF_TTL_MS; else 409
//   email_not_verified. Records an "emailChange" customer request.
// - POST disassociate-roles {identityId}: SPEC §7 "disassociate roles": one of the caller's identities leaves their web
//   user. Ownership: another user's identity is 404; the identity in use is 409 identity_in_use; the last one 409
//   last_identity.
// - GET closed-account-roles: SPEC §7 "closed-account roles": the caller's roles on closed accounts (SPEC §3 "Closed
//   account: customerId, crmCustomerSegment, ban"), for the identities whose role may see bills (SPEC §6).
// - GET share-code: SPEC §7 "share-code" (purpose ours): a 6-digit code the customer reads to a support agent to prove
//   who they are, valid SHARE_CODE_TTL_MS, the same code while it lives.
// All need a signed-in SSO user (one-time-code sessions prove a number, not an account: 403 provider_not_allowed).
import { randomInt } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { mayUseBilling } from "../../auth/billingAccess";
import { requireAuth, type Caller } from "../../auth/guard";
import { stmt } from "../../db";
import { HttpError, notFound } from "../../http/errors";
import { parseBody } from "../../http/validation";
import type { SandboxContext } from "../module";
import { recordCustomerRequest } from "../trouble-ticket/requests";
import { releaseIdentity, shareCodeOf } from "./accountStore";
import { updateUserProfile } from "./profile";
import { contactRole } from "./routes";
import { listIdentities, type UserRecord } from "./store";

/** How long an e-mail code's proof counts for a contact-address change. */
export const EMAIL_PROOF_TTL_MS = 30 * 60 * 1000;
/** How long a share code lives. */
export const SHARE_CODE_TTL_MS = 10 * 60 * 1000;
export const SHARE_CODE_PURPOSE = "supportVerification";

export const accountErrors = {
  emailNotVerified: (email: string) =>
    new HttpError(
      409,
      "email_not_verified",
      `Adresa ${email} nu a fost verificată cu un cod în ultimele ${EMAIL_PROOF_TTL_MS / 60000} minute. Cere un cod pe e-mail și introdu-l mai întâi.`,
    ),
  identityInUse: () =>
    new HttpError(409, "identity_in_use", "Contul cu care lucrezi acum nu poate fi dezasociat. Schimbă mai întâi contul afișat."),
  lastIdentity: () => new HttpError(409, "last_identity", "Ultimul cont asociat utilizatorului nu poate fi dezasociat."),
};

const EmailBody = z.object({ email: z.email().max(200) });
const DisassociateBody = z.object({ identityId: z.string().trim().min(1).max(80) });

/** The caller's web user (an SSO session always has one; a token of a removed user is 404). */
function userOf(caller: Caller): UserRecord {
  if (!caller.user) throw notFound("No user behind this token.");
  return caller.user;
}

const sso = { authenticated: true, providers: ["sso"] } as const;

export function registerAccountRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.post("/contact-email", async (request) => {
    const caller = requireAuth(request, sso);
    const user = userOf(caller);
    const email = parseBody(EmailBody, request.body).email.trim().toLowerCase();
    if (email === (user.profile.email ?? "").toLowerCase()) return { email, changed: false, requestId: null };
    const verifiedAt = stmt(ctx.db, "SELECT verified_at FROM otc_verified_emails WHERE email = ? AND user_id = ?")
      .pluck()
      .get(email, user.id) as number | undefined;
    if (verifiedAt === undefined || verifiedAt < ctx.now() - EMAIL_PROOF_TTL_MS) throw accountErrors.emailNotVerified(email);
    const requestId = ctx.db.transaction(() => {
      updateUserProfile(ctx.db, user.id, { email });
      return recordCustomerRequest(ctx, { userId: user.id, kind: "emailChange", description: `Schimbare e-mail de contact în ${email}` })
        .id;
    })();
    return { email, changed: true, requestId };
  });

  app.post("/disassociate-roles", async (request) => {
    const caller = requireAuth(request, sso);
    const user = userOf(caller);
    const { identityId } = parseBody(DisassociateBody, request.body);
    const all = listIdentities(ctx.db, user.id);
    // Ownership: an identity of another user is answered like one that does not exist.
    const target = all.find((i) => i.id === identityId);
    if (!target) throw notFound("No such identity for this user.");
    if (target.id === caller.identity?.id) throw accountErrors.identityInUse();
    if (all.length <= 1) throw accountErrors.lastIdentity();
    const left = releaseIdentity(ctx, user.id, target);
    return {
      disassociated: contactRole(target, null),
      contactRoles: left.map((i) => contactRole(i, caller.identity?.id ?? null)),
    };
  });

  app.get("/closed-account-roles", async (request) => {
    const caller = requireAuth(request, sso);
    const user = userOf(caller);
    const closedAccountRoles = listIdentities(ctx.db, user.id)
      .filter((i) => mayUseBilling(i.role, i))
      .flatMap((i) =>
        i.closedBans.map((ban) => ({
          ban,
          role: i.role,
          customerType: i.customerType,
          customerId: i.customerId,
          crmCustomerSegment: i.crmSegment,
          companyName: i.companyName ?? null,
          identityId: i.id,
        })),
      );
    return { closedAccountRoles };
  });

  app.get("/share-code", async (request, reply) => {
    const caller = requireAuth(request, { ...sso, identitySelected: true });
    const user = userOf(caller);
    if (!caller.identity) throw notFound("No identity for this user.");
    const mint = () => String(randomInt(0, 1_000_000)).padStart(6, "0");
    const { code, expiresAt } = shareCodeOf(ctx, user.id, caller.identity.id, SHARE_CODE_TTL_MS, mint);
    reply.header("cache-control", "no-store");
    return {
      code,
      purpose: SHARE_CODE_PURPOSE,
      identityId: caller.identity.id,
      expiresAt: new Date(expiresAt).toISOString(),
      expiresIn: Math.max(0, Math.round((expiresAt - ctx.now()) / 1000)),
    };
  });
}
