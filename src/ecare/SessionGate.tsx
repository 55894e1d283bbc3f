// Shows self-care only to a signed-in user with a profile; a loader while that is settled, the outage screen
// when the gateway is down. Route guards by role come with the self-care shell (issue 6).
import React, { createContext, useContext } from "react";
import { FullScreenLoader } from "../components/FullScreenLoader";
import type { Area } from "../domain/area";
import type { UserInfo } from "../domain/session/userInfo";
import { useSelfCareSession } from "../hooks/useSelfCareSession";
import { roEcare } from "../i18n/ro/ecare";
import { OutageScreen } from "./OutageScreen";

const ProfileContext = createContext<UserInfo | null>(null);

/** The signed-in user's profile; only inside SessionGate, where it always exists. */
export function useProfile(): UserInfo {
  const profile = useContext(ProfileContext);
  if (!profile) throw new Error("useProfile outside SessionGate");
  return profile;
}

export function SessionGate({ area, children }: { area: Area; children: React.ReactNode }): React.ReactElement {
  const session = useSelfCareSession(area);
  if (session.kind === "unavailable") return <OutageScreen onRetry={session.retry} />;
  if (session.kind !== "ready") return <FullScreenLoader label={roEcare.loading} />;
  return <ProfileContext.Provider value={session.profile}>{children}</ProfileContext.Provider>;
}
