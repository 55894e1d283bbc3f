// Shows self-care only to a signed-in user with a profile; the page's shell while that is settled, the outage screen
// when the gateway is down. Route guards by role come with the self-care shell (issue 6).
import React, { createContext, useContext } from "react";
import { useLocation } from "@reach/router";
import type { Area } from "../domain/area";
import type { UserInfo } from "../domain/session/userInfo";
import { useEcareSession } from "../hooks/useEcareSession";
import { OutageScreen } from "./OutageScreen";
import { EcareShell } from "./shell/EcareShell";

const ProfileContext = createContext<UserInfo | null>(null);

/** The signed-in user's profile; only inside SessionGate, where it always exists. */
export function useProfile(): UserInfo {
  const profile = useContext(ProfileContext);
  if (!profile) throw new Error("useProfile outside SessionGate");
  return profile;
}

export function SessionGate({ area, children }: { area: Area; children: React.ReactNode }): React.ReactElement {
  const session = useEcareSession(area);
  const { pathname } = useLocation();
  if (session.kind === "unavailable") return <OutageScreen onRetry={session.retry} />;
  // The address's shell while the profile is settled: what the server painted stays in place.
  if (session.kind !== "ready") return <EcareShell pathname={pathname} />;
  return <ProfileContext.Provider value={session.profile}>{children}</ProfileContext.Provider>;
}
