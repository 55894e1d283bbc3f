// SPEC §5 "Adding to cart under SSO needs extended login with a subscriber key; otherwise an error is thrown and
// extended login is prompted". The prompt's button lands here: the shop's extended set is asked for with the base set
// (convert-token, as after a sign-in); when that is refused, the sign-in page takes over and brings the user back.
import { navigate } from "gatsby";
import type { Area } from "../../domain/area";
import { clientPathForArea } from "../../domain/session/clientPaths";
import { signInUrl } from "../../domain/session/signInQuery";
import { setExtendedTokens } from "../../domain/session/tokens";
import { setTokens } from "../../state/sessionStore";
import { createIdentityApi } from "../../clients/gateway/identity";
import { boundClient } from "../boundClient";

/** true: the extended set is held now (the customer can add again); false: sent to the sign-in page. */
export async function startExtendedLogin(area: Area): Promise<boolean> {
  const shop = clientPathForArea(area);
  try {
    const { tokens, clientType } = await boundClient(createIdentityApi).convertToken(shop);
    setTokens((current) => setExtendedTokens(current, clientType ?? (area === "business" ? "shopEBU" : "shopCBU"), tokens));
    return true;
  } catch {
    await navigate(signInUrl(`${window.location.pathname}${window.location.search}`, area, "reauth"));
    return false;
  }
}
