// SPEC §7 "GET HBO-max banner" (path ours: GET /dxl-hbo-max/banner; contract: docs/, "HBO Max banner"): whether the
// signed-in customer's account shows the HBO Max banner, and what it says. Shown to the CBU contract holder and plain
// users of a postpaid mobile account whose products include a plan with HBO Max (HBO_MAX_PLANS); everyone else is
// answered {show: false, reason}. The banner's texts are the operator's campaign content (Romanian), sent as they are.
import type { FastifyInstance } from "fastify";
import type { Role } from "../../auth/roles";
import { requireAuth } from "../../auth/guard";
import { notFound } from "../../http/errors";
import type { IdentityRecord } from "../identity/store";
import type { SandboxContext } from "../module";

/** Plans that include HBO Max (the seed's RED 12: postpaid.owner, multi.identity's personal account). */
export const HBO_MAX_PLANS: readonly string[] = ["PO-RED-12"];
const BANNER_ROLES: readonly Role[] = ["ContractOwner", "User"];

export type HiddenReason = "business_account" | "role_not_eligible" | "not_postpaid" | "plan_without_hbo_max";

export function hiddenReason(i: IdentityRecord): HiddenReason | null {
  if (i.customerType !== "CBU") return "business_account";
  if (!BANNER_ROLES.includes(i.role) || i.isNonVdf) return "role_not_eligible";
  if (i.isPrepaid || i.isHybrid || i.isFixed) return "not_postpaid";
  const plan = i.products.find((p) => p.status === "active" && HBO_MAX_PLANS.includes(p.productOfferingId));
  return plan ? null : "plan_without_hbo_max";
}

export function registerHboMaxRoutes(app: FastifyInstance, _ctx: SandboxContext): void {
  app.get("/banner", async (request) => {
    const caller = requireAuth(request, { authenticated: true, providers: ["sso"], identitySelected: true });
    const identity = caller.identity;
    if (!identity) throw notFound("No identity for this user.");
    const reason = hiddenReason(identity);
    if (reason) return { show: false, reason };
    const plan = identity.products.find((p) => HBO_MAX_PLANS.includes(p.productOfferingId));
    return {
      show: true,
      banner: {
        id: "hbo-max-included",
        title: "HBO Max este inclus în abonamentul tău",
        text: `Cu ${plan?.name ?? "abonamentul tău"} ai HBO Max fără cost în plus. Activează-ți contul HBO Max cu adresa ta de e-mail.`,
        link: { label: "Activează HBO Max", url: "https://www.hbomax.com/ro/ro" },
      },
    };
  });
}
