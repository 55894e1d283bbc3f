// Identity selection shared by POST selectedidentity/{client} and POST selectIdentity/{customerType}:
// find one of the caller's contact roles (or another BAN of the current one), then swap the token pair
// for one carrying it.
import type { Caller } from "../../auth/guard";
import type { Client } from "../../auth/roles";
import { issueTokens, revokePair } from "../../auth/tokens";
import { notFound } from "../../http/errors";
import type { SandboxContext } from "../module";
import { listIdentities, type IdentityRecord } from "./store";

/** SPEC §3 selectedBan: a switched BAN as is, else the subscriber's BAN (the base id for fixed-line subscribers). */
export function shownBan(identity: IdentityRecord, selectedBan: string | null): string | null {
  return selectedBan && selectedBan !== identity.ban ? selectedBan : (identity.fixedBanBaseId ?? identity.ban);
}

/** Swap: the presented pair dies, a new pair carrying `target` (and `selectedBan`, null = its own BAN) continues the session. */
function swapTo(ctx: SandboxContext, caller: Caller, client: Client, target: IdentityRecord, selectedBan: string | null) {
  const pair = ctx.db.transaction(() => {
    revokePair(ctx, caller.token.pairId);
    return issueTokens(ctx, { ...caller.token, client, identityId: target.id, selectedBan }, caller.token.sessionId);
  })();
  return {
    accessToken: pair.accessToken,
    refreshToken: pair.refreshToken,
    expiresIn: pair.expiresIn,
    errorCode: "no_error",
    payload: {
      identityId: target.id,
      selectedBan: shownBan(target, selectedBan),
      role: target.role,
      customerType: target.customerType,
    },
  };
}

export function selectIdentity(ctx: SandboxContext, caller: Caller, client: Client, matches: (i: IdentityRecord) => boolean) {
  const target = (caller.user ? listIdentities(ctx.db, caller.user.id) : []).find(matches);
  if (!target) throw notFound("No such identity for this user.");
  return swapTo(ctx, caller, client, target, null);
}

/**
 * SPEC §7 "selectedidentity (changedBanId etc.)": a BAN that is no identity's own BAN may still be one of the
 * current identity's `bans` (business.chooser holds three). The caller keeps the identity; the pair records the BAN.
 * Null when it is not, so the caller falls back to matching identities.
 */
export function switchBan(
  ctx: SandboxContext,
  caller: Caller,
  client: Client,
  ban: string,
  accepts: (i: IdentityRecord) => boolean,
): ReturnType<typeof swapTo> | null {
  const current = caller.identity;
  if (!current || !current.bans.includes(ban) || !accepts(current)) return null;
  return swapTo(ctx, caller, client, current, ban === current.ban ? null : ban);
}
