// SPEC §2 "/roaming and /roaming/tara... (authenticated users go to /ecare/serviciile-tale/roaming)". The shop's
// roaming pages are static; a signed-in visitor is moved to self-care right after hydration, straight to where the
// guards let them stay (the stored profile decides; without one, the self-care page's own guard does). The guard
// code loads only for signed-in visitors, so the public page does not carry it.
import { useEffect } from "react";
import { navigate } from "gatsby";
import { getUserProfile } from "../state/sessionStore";
import { useSignedIn } from "../state/useSignedIn";

export function useSignedInRoamingRedirect(): void {
  const signedIn = useSignedIn();
  useEffect(() => {
    if (!signedIn) return;
    let cancelled = false;
    void import("../domain/guards/resolveRoute").then(({ resolveRoute, ecareRoamingFor }) => {
      if (cancelled) return;
      const { pathname, search } = window.location;
      const profile = getUserProfile();
      const decision = profile
        ? resolveRoute(pathname, search, profile, profile.customerInfo?.productInventory ?? [])
        : { allow: false as const, redirect: ecareRoamingFor(pathname) ?? pathname };
      if (!decision.allow && decision.redirect !== pathname) void navigate(decision.redirect, { replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [signedIn]);
}
