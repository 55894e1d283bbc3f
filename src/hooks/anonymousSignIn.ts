// The anonymous session a visitor gets on their first cart add (SPEC §4 anonymous consumer / business sessions): a
// bot-check token for the anonymous sign-in's action, then applicationLogin with it (SPEC §7 "or empty body for
// anonymous, plus a bot-check token and action name"). A module of its own, so the cart's add handler loads neither
// the password sign-in's steps nor the identity chooser.
import { getBotcheckToken } from "../clients/botcheck/recaptcha";
import { ANONYMOUS_LOGIN_BOTCHECK_ACTION, type IdentityApi, type SignInResult } from "../clients/gateway/identity";
import type { IdentityClient } from "../domain/session/clientPaths";

/** Signs in anonymously; without a bot-check token the request goes without it and the gateway refuses it. */
export async function anonymousSignIn(api: IdentityApi, client: IdentityClient): Promise<SignInResult> {
  const botcheck = await getBotcheckToken(ANONYMOUS_LOGIN_BOTCHECK_ACTION);
  return api.anonymousLogin(client, botcheck);
}
