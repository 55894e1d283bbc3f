// Logout (SPEC §4): the gateway ends the session with the base tokens, this browser forgets every token and the
// profile (all tabs, through the store), and the user goes to the server's after-logout address or to sign-in.
import { navigate } from "gatsby";
import { AFTER_LOGOUT_HOSTS } from "../config/endpoints";
import type { Area } from "../domain/area";
import { afterLogoutTarget } from "../domain/session/afterLogout";
import { clientPathForArea } from "../domain/session/clientPaths";
import { loginPathFor } from "../domain/session/returnPath";
import { REASON_PARAM } from "../domain/session/signInQuery";
import { clearSession, isSignedIn } from "../state/sessionStore";
import { forgetCarts } from "../state/cart/cartSnapshot";
import { forgetCheckouts } from "../state/checkout/forgetCheckouts";
import { markSessionEnding } from "../state/sessionEnding";
import { createIdentityApi } from "../clients/gateway/identity";
import { boundClient } from "./boundClient";

export async function signOut(area: Area): Promise<void> {
  let after: string | null = null;
  markSessionEnding("signedOut");
  try {
    if (isSignedIn()) {
      const { afterLogoutUrl } = await boundClient(createIdentityApi).logout(clientPathForArea(area));
      after = afterLogoutTarget(afterLogoutUrl, AFTER_LOGOUT_HOSTS);
    }
  } catch {
    // The tokens are forgotten here anyway; the server session then ends when its tokens expire.
  } finally {
    clearSession();
    forgetCarts();
    // Issue 24: the checkout drafts (name, phone, e-mail, address) of this tab go with the session.
    forgetCheckouts();
  }
  if (after) window.location.assign(after);
  else await navigate(`${loginPathFor(area)}?${REASON_PARAM}=signedOut`);
}
