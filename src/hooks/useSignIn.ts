// Sign-in with user name and password: bot-check token, applicationLogin, then the shared steps of signInFlow.
// A failure leaves the browser as it was (no half-made session) and says why in one dictionary text.
import { useCallback, useEffect, useRef, useState } from "react";
import { getBotcheckToken, loadBotcheckScript } from "../clients/botcheck/recaptcha";
import type { Area } from "../domain/area";
import { clientPathForArea } from "../domain/session/clientPaths";
import { DASHBOARD_PATH, identityChooserPath } from "../domain/session/landing";
import { signInErrorKey } from "../domain/session/signInErrors";
import { readSignInQuery } from "../domain/session/signInQuery";
import { clearSession, flushSession } from "../state/sessionStore";
import { roSignIn } from "../i18n/ro/signIn";
import { createIdentityApi } from "../clients/gateway/identity";
import { boundClient } from "./boundClient";
import { navigateInside } from "./navigateInside";
import { continueSsoSignIn, startSsoSession } from "./signInFlow";

/** The bot-check action of the password sign-in (the sandbox accepts any action its token was minted for). */
export const LOGIN_BOTCHECK_ACTION = "login";

export type SignInState = { kind: "idle" } | { kind: "submitting" } | { kind: "error"; message: string };

export function useSignIn({ area }: { area: Area }): {
  state: SignInState;
  signIn: (username: string, password: string) => void;
} {
  const [state, setState] = useState<SignInState>({ kind: "idle" });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    // Fetch the bot-check script while the user types, so signing in does not wait for it.
    void loadBotcheckScript();
    return () => {
      mounted.current = false;
    };
  }, []);

  const signIn = useCallback(
    async (username: string, password: string) => {
      setState({ kind: "submitting" });
      // Read now, not from render state: a sign-in held back before hydration is replayed before the page's effects.
      const { returnTo } = readSignInQuery(window.location.search);
      const api = boundClient(createIdentityApi);
      let started = false;
      try {
        const botcheck = await getBotcheckToken(LOGIN_BOTCHECK_ACTION);
        const { tokens } = await api.applicationLogin(clientPathForArea(area), { username, password, botcheck });
        startSsoSession(tokens);
        started = true;
        const outcome = await continueSsoSignIn(api, area, returnTo);
        await flushSession();
        await navigateInside(outcome.kind === "chooseIdentity" ? identityChooserPath(returnTo) : outcome.to, DASHBOARD_PATH);
      } catch (error) {
        if (started) clearSession();
        if (mounted.current) setState({ kind: "error", message: roSignIn.errors[signInErrorKey(error)] });
      }
    },
    [area],
  );

  return { state, signIn };
}
