// Runs the route guards (src/domain/guards) for the address in the browser before any screen mounts, so no screen
// fetches what its user may not see. A redirect replaces the history entry (Back does not bounce into it again).
import React, { useEffect, useMemo, useRef } from "react";
import { useLocation } from "@reach/router";
import { FullScreenLoader } from "../../components/FullScreenLoader";
import { resolveRoute } from "../../domain/guards/resolveRoute";
import { DASHBOARD_PATH } from "../../domain/session/landing";
import { navigateInside } from "../../hooks/navigateInside";
import { roEcare } from "../../i18n/ro/ecare";
import { useProfile } from "../SessionGate";
import { EXTERNAL_PAGES, type GuardNoticeState } from "./externalPages";

export function RouteGuard({ children }: { children: React.ReactNode }): React.ReactElement {
  const profile = useProfile();
  const { pathname, search } = useLocation();
  const decision = useMemo(
    () => resolveRoute(pathname, search, profile, profile.customerInfo?.productInventory ?? []),
    [pathname, search, profile],
  );
  // One redirect per decision, even when React runs effects twice.
  const done = useRef<string | null>(null);

  useEffect(() => {
    if (decision.allow) {
      done.current = null;
      return;
    }
    const key = `${pathname}${search}→${decision.redirect}`;
    if (done.current === key) return;
    done.current = key;
    const state: GuardNoticeState = {};
    if (decision.newTab) {
      // Browsers may block a tab not opened by a click; the page we land on always offers the link too.
      window.open(EXTERNAL_PAGES[decision.newTab], "_blank", "noopener");
      state.openedExternal = decision.newTab;
    }
    void navigateInside(decision.redirect, DASHBOARD_PATH, { replace: true, state });
  }, [decision, pathname, search]);

  if (!decision.allow) return <FullScreenLoader label={roEcare.redirecting} />;
  return <>{children}</>;
}
