// The steps after the gateway accepted a sign-in, shared by the password form and the identity chooser
// (SPEC §4 "Identity selection: tokens are swapped, then extended tokens loaded"; DESIGN.md landing pages).
import type { IdentityApi } from "../clients/gateway/identity";
import type { Area } from "../domain/area";
import { clientPathForArea } from "../domain/session/clientPaths";
import { needsIdentityChoice, type ContactRole } from "../domain/session/contactRoles";
import { loadContactRoles } from "./contactRoles";
import { landingPathAfterSignIn } from "../domain/session/landing";
import { emptyTokens, setBaseTokens, setExtendedTokens, type TokenPair } from "../domain/session/tokens";
import { hasSsoRoles, mapUserInfo, type UserInfo } from "../domain/session/userInfo";
import { clearSession, setTokens, setUserProfile } from "../state/sessionStore";
import { carryCartInto, keepAnonymousCarts } from "./cart/carryOnSignIn";
import { loadEligibleFlowsAfterSignIn } from "./shop/eligibleFlowsAfterSignIn";

export type SignInOutcome = { kind: "chooseIdentity" } | { kind: "done"; to: string };

/** A new SSO sign-in replaces whatever this browser held: no token or profile of a previous user survives. */
export function startSsoSession(tokens: TokenPair): void {
  keepAnonymousCarts();
  clearSession();
  setTokens(setBaseTokens(emptyTokens(), tokens));
}

/**
 * Loads the profile with the base set, then the extended set of the shop the identity belongs to (business
 * identities act in the business shop whatever page they signed in from), and says where to land.
 */
export async function finishSsoSignIn(api: IdentityApi, area: Area, returnTo: string | null): Promise<string> {
  const profile: UserInfo = mapUserInfo(await api.userInfo(clientPathForArea(area)));
  setUserProfile(profile);
  if (hasSsoRoles(profile)) {
    try {
      const shop = clientPathForArea(profile.vfCustomerType === "EBU" ? "business" : "personal");
      const { tokens, clientType } = await api.convertToken(shop);
      setTokens((current) => setExtendedTokens(current, clientType ?? (shop === "shopebuweb" ? "shopEBU" : "shopCBU"), tokens));
      carryCartInto(shop === "shopebuweb" ? "business" : "personal");
      // The eligible flows the shop's renewal and add-a-line offers go by (SPEC §7, ACQ last); never fails the sign-in.
      await loadEligibleFlowsAfterSignIn(api, profile);
    } catch {
      // Extended tokens only serve the cart; without them self-care works and the cart asks for an extended
      // login itself (SPEC §5 "otherwise an error is thrown and extended login is prompted").
    }
  }
  return landingPathAfterSignIn(profile, returnTo);
}

/** After applicationLogin: the identity chooser when a choice is due, else the landing page. */
export async function continueSsoSignIn(api: IdentityApi, area: Area, returnTo: string | null): Promise<SignInOutcome> {
  let roles: ContactRole[] = [];
  try {
    roles = await loadContactRoles(api);
  } catch {
    // No identity list: continue with the identity the sign-in selected; the user info decides the landing.
  }
  if (needsIdentityChoice(roles)) return { kind: "chooseIdentity" };
  return { kind: "done", to: await finishSsoSignIn(api, area, returnTo) };
}
