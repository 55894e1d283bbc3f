// Switching the account shown in self-care: another identity, or another billing account of the current one. The
// tokens are swapped (SPEC §4 "Identity selection: tokens are swapped, then extended tokens loaded"), then the
// profile is fetched again; the route guards re-decide the page for the new account by themselves.
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useQueryClient, type Query } from "@tanstack/react-query";
import type { Area } from "../domain/area";
import { accountOptions, type AccountOption } from "../domain/session/accountOptions";
import type { ContactRole } from "../domain/session/contactRoles";
import { clientPathForArea } from "../domain/session/clientPaths";
import { swapIdentityTokens } from "../domain/session/tokens";
import type { UserInfo } from "../domain/session/userInfo";
import { flushSession, getUserProfile, setTokens } from "../state/sessionStore";
import { accountKey } from "./ecareData";
import { loadContactRoles } from "./contactRoles";
import { createIdentityApi } from "../clients/gateway/identity";
import { boundClient } from "./boundClient";

export type SwitcherState =
  | { kind: "loading" }
  | { kind: "failed" }
  | { kind: "ready"; options: AccountOption[]; error: boolean }
  | { kind: "switching"; options: AccountOption[] };

export function useAccountSwitcher(profile: UserInfo, area: Area): { state: SwitcherState; switchTo: (key: string) => void } {
  const [roles, setRoles] = useState<ContactRole[] | null>(null);
  const [status, setStatus] = useState<"loading" | "failed" | "ready" | "switching" | "error">("loading");
  const queryClient = useQueryClient();
  const mounted = useRef(true);
  // The identities are read again when the user's roles change (an identity disassociated on date-personale).
  const rolesKey = profile.ssoRoles.join(",");

  useEffect(() => {
    mounted.current = true;
    // Only an SSO session has identities; a one-time-code session sees its one account.
    if (profile.authProvider !== "sso") {
      setRoles([]);
      setStatus("ready");
      return;
    }
    loadContactRoles(boundClient(createIdentityApi))
      .then((list) => {
        if (!mounted.current) return;
        setRoles(list);
        setStatus("ready");
      })
      .catch(() => mounted.current && setStatus("failed"));
    return () => {
      mounted.current = false;
    };
  }, [profile.authProvider, profile.selectedIdentityId, profile.selectedBan, rolesKey]);

  const bans = profile.customerInfo?.bans;
  const options = useMemo(
    () =>
      roles
        ? accountOptions(roles, { selectedIdentityId: profile.selectedIdentityId, selectedBan: profile.selectedBan, bans: bans ?? [] })
        : [],
    [roles, profile.selectedIdentityId, profile.selectedBan, bans],
  );

  const switchTo = useCallback(
    async (key: string) => {
      const option = options.find((o) => o.key === key);
      if (!option || option.current || status === "switching") return;
      setStatus("switching");
      const api = boundClient(createIdentityApi);
      try {
        // The sign-in steps (and the cart they carry over) load only when a switch happens: every self-care page's
        // first load stays without the cart's code (bench/budgets.json).
        const { finishSsoSignIn } = await import(/* webpackChunkName: "sign-in-steps" */ "./signInFlow");
        const { tokens } = await api.selectIdentity(clientPathForArea(area), {
          changedBanId: option.ban,
          role: option.role,
          customerType: option.customerType,
        });
        setTokens(swapIdentityTokens(tokens));
        await finishSsoSignIn(api, area, null);
        await flushSession();
        // Everything personal belongs to the previous account now. What is keyed by another account than the new
        // one is only marked stale: asked again now, with the new tokens, it would store the new account's answer
        // (or its refusal) under the previous account's key while the page still shows it.
        const now = getUserProfile();
        const previous = accountKey(profile);
        const ofPrevious = (q: Query) => now !== null && accountKey(now) !== previous && q.queryKey.includes(previous);
        await queryClient.invalidateQueries({ predicate: ofPrevious, refetchType: "none" });
        await queryClient.invalidateQueries({ predicate: (q) => !ofPrevious(q) });
        if (mounted.current) setStatus("ready");
      } catch {
        if (mounted.current) setStatus("error");
      }
    },
    [options, status, area, queryClient, profile],
  );

  let state: SwitcherState;
  if (status === "loading") state = { kind: "loading" };
  else if (status === "failed") state = { kind: "failed" };
  else if (status === "switching") state = { kind: "switching", options };
  else state = { kind: "ready", options, error: status === "error" };
  return { state, switchTo: (key) => void switchTo(key) };
}
