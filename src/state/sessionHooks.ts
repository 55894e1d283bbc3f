// Session hooks for the client-only screens (inside ClientStateRoot). Screens and src/hooks use these instead
// of importing Recoil. Static pages use useSignedIn (./useSignedIn), which needs no Recoil root.
import { useRecoilState, useRecoilValue } from "recoil";
import type { Area } from "../domain/area";
import type { AuthProvider } from "../domain/enums";
import type { AuthTokens } from "../domain/session/tokens";
import type { UserInfo } from "../domain/session/userInfo";
import {
  activeMethodState,
  authTokensState,
  isLoggedInState,
  sessionStatusState,
  userInfoRequestState,
  userProfileState,
  type SessionStatus,
  type UserInfoRequest,
} from "./session";

export interface Session {
  tokens: AuthTokens;
  profile: UserInfo | null;
  status: SessionStatus;
  /** Tokens of a sign-in held (true also while `status` is "unavailable"). */
  isLoggedIn: boolean;
  /** SPEC §4 active sign-in method in the given area. */
  activeMethod: AuthProvider | null;
  userInfoRequest: UserInfoRequest;
}

export function useSession(area: Area): Session {
  const tokens = useRecoilValue(authTokensState);
  const profile = useRecoilValue(userProfileState);
  const status = useRecoilValue(sessionStatusState);
  const method = useRecoilValue(activeMethodState(area));
  const loggedIn = useRecoilValue(isLoggedInState);
  const userInfoRequest = useRecoilValue(userInfoRequestState);
  return { tokens, profile, status, isLoggedIn: loggedIn, activeMethod: method, userInfoRequest };
}

export function useUserInfoRequest(): [UserInfoRequest, (next: UserInfoRequest) => void] {
  return useRecoilState(userInfoRequestState);
}
