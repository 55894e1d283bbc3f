// A change of the user's own data (name, contact e-mail) shows at once wherever the profile is read: the self-care
// session's profile query (useEcareSession: the account bar's name) and the stored session profile (the first paint
// of the next page). A reload reads the back end, which holds the change.
import type { QueryClient } from "@tanstack/react-query";
import type { UserInfo } from "../../domain/session/userInfo";
import { getUserProfile, setUserProfile } from "../../state/sessionStore";
import { PROFILE_QUERY_KEY } from "../useEcareSession";

export function patchProfile(client: QueryClient, patch: (profile: UserInfo) => UserInfo): void {
  client.setQueriesData<UserInfo>({ queryKey: PROFILE_QUERY_KEY }, (old) => (old ? patch(old) : old));
  const stored = getUserProfile();
  if (stored) setUserProfile(patch(stored));
}

/** The profile is read again (ssoRoles changed with a disassociation). */
export const refetchProfile = (client: QueryClient): Promise<void> => client.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
