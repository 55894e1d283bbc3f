// The identity chooser (/login/identitate): lists the contact roles, swaps the tokens for the chosen identity,
// then loads the extended tokens and the profile (SPEC §4 "Identity selection") and lands.
import { useCallback, useEffect, useRef, useState } from "react";
import { areaFromPath } from "../domain/area";
import { clientPathForArea } from "../domain/session/clientPaths";
import type { ContactRole } from "../domain/session/contactRoles";
import { DASHBOARD_PATH, LOGIN_PATH } from "../domain/session/landing";
import { readSignInQuery, signInUrl } from "../domain/session/signInQuery";
import { signInErrorKey } from "../domain/session/signInErrors";
import { holdsToken, swapIdentityTokens } from "../domain/session/tokens";
import { flushSession, getTokens, setTokens } from "../state/sessionStore";
import { roSignIn } from "../i18n/ro/signIn";
import { createIdentityApi } from "../clients/gateway/identity";
import { boundClient } from "./boundClient";
import { navigateInside } from "./navigateInside";
import { loadContactRoles } from "./contactRoles";
import { finishSsoSignIn } from "./signInFlow";

export type ChooserState =
  | { kind: "loading" }
  | { kind: "failed" }
  | { kind: "ready"; roles: ContactRole[]; error: string | null }
  | { kind: "submitting"; roles: ContactRole[] };

export function useIdentityChooser(): { state: ChooserState; choose: (id: string) => void; reload: () => void } {
  const [state, setState] = useState<ChooserState>({ kind: "loading" });
  const [attempt, setAttempt] = useState(0);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    // Only an SSO session has identities to choose from; anyone else signs in first.
    if (!holdsToken(getTokens().baseSSO)) {
      void navigateInside(signInUrl(DASHBOARD_PATH, "personal"), LOGIN_PATH, { replace: true });
      return;
    }
    setState({ kind: "loading" });
    loadContactRoles(boundClient(createIdentityApi))
      .then((roles) => mounted.current && setState({ kind: "ready", roles, error: null }))
      .catch(() => mounted.current && setState({ kind: "failed" }));
    return () => {
      mounted.current = false;
    };
  }, [attempt]);

  const choose = useCallback(
    async (id: string) => {
      if (state.kind !== "ready") return;
      const roles = state.roles;
      const role = roles.find((r) => r.id === id);
      if (!role) return;
      setState({ kind: "submitting", roles });
      const { returnTo } = readSignInQuery(window.location.search);
      const area = areaFromPath(window.location.pathname);
      const api = boundClient(createIdentityApi);
      try {
        const { tokens } = await api.selectIdentity(clientPathForArea(area), {
          changedBanId: role.ban,
          role: role.role,
          customerType: role.customerType,
        });
        // The presented pair was revoked by the swap: the new pair replaces it.
        setTokens(swapIdentityTokens(tokens));
        const landing = await finishSsoSignIn(api, area, returnTo);
        await flushSession();
        await navigateInside(landing, DASHBOARD_PATH);
      } catch (error) {
        if (mounted.current) setState({ kind: "ready", roles, error: roSignIn.errors[signInErrorKey(error)] });
      }
    },
    [state],
  );

  return { state, choose, reload: () => setAttempt((n) => n + 1) };
}
