// SPEC §7 "POST loyalty tier" (path ours: POST /dxl-loyalty/tier; contract: docs/, "Loyalty"). The programme is the
// contract holder's: a CBU ContractOwner of a postpaid mobile account has a tier and points; every other caller (a plain
// User of that account, prepaid, hybrid, fixed, business, non-operator) is answered 200 {applicable: false, reason}. The
// body may name the customer asked about; one the caller does not act for is 403 customer_not_allowed. Points are
// derived per customer (stable across runs), the tier from them, valid to the end of the calendar year.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { requireAuth } from "../../auth/guard";
import { HttpError, notFound } from "../../http/errors";
import { parseBody } from "../../http/validation";
import { stableFraction } from "../../seed/stableNumber";
import type { IdentityRecord } from "../identity/store";
import type { SandboxContext } from "../module";
import { localTime } from "../usage-management/zone";

/** Lowest points of each tier, highest first. */
export const TIER_FLOORS = [
  ["platinum", 5000],
  ["gold", 2500],
  ["silver", 1000],
  ["bronze", 0],
] as const;
export type Tier = (typeof TIER_FLOORS)[number][0];

export type NotApplicableReason = "business_account" | "not_contract_owner" | "not_postpaid" | "non_operator";

/** Why the programme does not apply to this identity, or null when it does. */
export function notApplicable(i: IdentityRecord): NotApplicableReason | null {
  if (i.isNonVdf || i.role === "nonVFUser") return "non_operator";
  if (i.customerType !== "CBU") return "business_account";
  if (i.isPrepaid || i.isHybrid || i.isFixed) return "not_postpaid";
  if (i.role !== "ContractOwner") return "not_contract_owner";
  return null;
}

export const pointsOf = (customerId: string): number => Math.round(stableFraction(`loyalty:${customerId}`, 200, 6000));

export function tierOf(points: number): { tier: Tier; nextTier: Tier | null; pointsToNextTier: number | null } {
  const index = TIER_FLOORS.findIndex(([, floor]) => points >= floor);
  const [tier] = TIER_FLOORS[index];
  const next = index > 0 ? TIER_FLOORS[index - 1] : null;
  return { tier, nextTier: next ? next[0] : null, pointsToNextTier: next ? next[1] - points : null };
}

const TierBody = z.object({ customerId: z.string().trim().min(1).max(60).optional() });

export function registerLoyaltyRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.post("/tier", async (request) => {
    const caller = requireAuth(request, { authenticated: true, providers: ["sso"], identitySelected: true });
    const body = parseBody(TierBody, request.body);
    const identity = caller.identity;
    if (!identity) throw notFound("No identity for this user.");
    if (body.customerId !== undefined && body.customerId !== identity.customerId) {
      throw new HttpError(403, "customer_not_allowed", `Clientul ${body.customerId} nu este cel pentru care lucrezi.`);
    }
    const reason = notApplicable(identity);
    if (reason) return { customerId: identity.customerId, applicable: false, reason };
    const points = pointsOf(identity.customerId);
    return {
      customerId: identity.customerId,
      applicable: true,
      ...tierOf(points),
      points,
      validUntil: `${localTime(ctx.now()).year}-12-31`,
    };
  });
}
