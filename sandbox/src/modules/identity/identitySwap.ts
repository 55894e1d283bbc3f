// Identity selection shared by POST selectedidentity/{client} and POST selectIdentity/{customerType}:
// find one of the caller's contact roles, then swap the token pair for one carrying it.
import type { Caller } from "../../auth/guard";
import type { Client } from "../../auth/roles";
import { issueTokens, revokePair } from "../../auth/tokens";
import { notFound } from "../../http/errors";
import type { SandboxContext } from "../module";
import { listIdentities, type IdentityRecord } from "./store";

export function selectIdentity(ctx: SandboxContext, caller: Caller, client: Client, matches: (i: IdentityRecord) => boolean) {
  const target = (caller.user ? listIdentities(ctx.db, caller.user.id) : []).find(matches);
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
}
