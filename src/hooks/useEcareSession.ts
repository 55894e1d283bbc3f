// The session of a self-care page: a guest is sent to sign in (and brought back after); a signed-in user's
// profile is fetched again on every visit (it may have changed since it was stored) while the stored one shows.
// A gateway failure that is not about the session makes the page "unavailable" instead of signing the user out
// (Saleor's guest | authenticated | unavailable); an expired session is handled by the gateway's refresh path.
import { useEffect, useRef, useSyncExternalStore } from "react";
import { useQuery } from "@tanstack/react-query";
import { isGatewayError } from "../clients/gateway/errors";
import { GATEWAY_TIMEOUT_MS } from "../clients/gateway/http";
import type { Area } from "../domain/area";
import { shouldRetryWithin } from "../domain/retry";
import { clientPathForArea } from "../domain/session/clientPaths";
import { loginPathFor } from "../domain/session/returnPath";
import { signInUrl } from "../domain/session/signInQuery";
import { mapUserInfo, type UserInfo } from "../domain/session/userInfo";
import { isLoggedIn } from "../domain/session/activeMethod";
import { UNAUTHORIZED } from "../state/session";
import { useSession, useUserInfoRequest } from "../state/sessionHooks";
import { getTokens, getUserProfile, setUserProfile, subscribe } from "../state/sessionStore";
import { sessionEndingReason } from "../state/sessionEnding";
import { createIdentityApi } from "../clients/gateway/identity";
import { boundClient } from "./boundClient";
import { navigateInside } from "./navigateInside";
import { earlyRequest } from "./earlyRequest";
import { accountKey } from "./ecareData";

export type EcareSession =
  { kind: "redirecting" } | { kind: "loading" } | { kind: "unavailable"; retry: () => void } | { kind: "ready"; profile: UserInfo };

/** The profile query's key per area; a change of the user's own data (date-personale) updates its entries. */
export const PROFILE_QUERY_KEY = ["session", "userInfo"] as const;

const isUnauthorized = (error: unknown) => isGatewayError(error) && error.kind === "unauthorized";

const fetchProfile = async (area: Area): Promise<UserInfo> =>
  mapUserInfo(await boundClient(createIdentityApi).userInfo(clientPathForArea(area)));

/** The profile request started before React rendered the page (requestProfileEarly), taken once by the query. */
const earlyProfile = earlyRequest<{ area: Area; profile: UserInfo }>();

/**
 * Starts the profile request as soon as a self-care page's code runs, while its shell is still on screen: the page's
 * own data waits for the profile. Only with a session stored; the query below takes the answer instead of asking again.
 */
export function requestProfileEarly(area: Area): void {
  if (!isLoggedIn(getTokens())) return;
  earlyProfile.start(async () => ({ area, profile: await fetchProfile(area) }));
}

async function takeEarlyProfile(area: Area): Promise<UserInfo | null> {
  const early = earlyProfile.take();
  if (!early) return null;
  const answer = await early;
  return answer.area === area ? answer.profile : null;
}

export function useEcareSession(area: Area): EcareSession {
  const session = useSession(area);
  const stored = useSyncExternalStore(subscribe, getUserProfile, () => null);
  const [, setRequest] = useUserInfoRequest();
  const signedIn = session.isLoggedIn;

  useEffect(() => {
    // A logout or failed refresh navigates itself (with its reason): no second redirect racing it.
    if (signedIn || sessionEndingReason() !== null) return;
    void navigateInside(signInUrl(`${window.location.pathname}${window.location.search}`, area), loginPathFor(area), { replace: true });
  }, [signedIn, area]);

  // When this fetch first failed: retries stop in time for the outage screen to show within 25 s (domain/retry.ts).
  const firstFailure = useRef<number | null>(null);
  const query = useQuery({
    queryKey: [...PROFILE_QUERY_KEY, area],
    queryFn: async () => {
      try {
        const profile = (await takeEarlyProfile(area)) ?? (await fetchProfile(area));
        firstFailure.current = null;
        return profile;
      } catch (error) {
        firstFailure.current ??= Date.now();
        throw error;
      }
    },
    enabled: signedIn,
    // Personal data: always fetched again on a new visit, never kept for another session.
    staleTime: 0,
    gcTime: 0,
    retry: (failures, error) =>
      shouldRetryWithin(failures, error, {
        sinceFirstFailureMs: Date.now() - (firstFailure.current ?? Date.now()),
        attemptTimeoutMs: GATEWAY_TIMEOUT_MS,
      }),
  });

  useEffect(() => {
    if (query.data) setUserProfile(query.data);
  }, [query.data]);
  useEffect(() => {
    if (query.isPending && query.fetchStatus === "fetching") setRequest({ status: "pending", error: null });
    else if (query.isError) {
      const error = query.error;
      setRequest({
        status: "error",
        error: isUnauthorized(error) ? UNAUTHORIZED : isGatewayError(error) ? String(error.code ?? error.kind) : "unknown",
      });
    } else if (query.isSuccess) setRequest({ status: "ready", error: null });
  }, [query.isPending, query.fetchStatus, query.isError, query.isSuccess, query.error, setRequest]);

  if (!signedIn) return { kind: "redirecting" };
  if (query.isError && !isUnauthorized(query.error)) {
    return {
      kind: "unavailable",
      retry: () => {
        firstFailure.current = null;
        void query.refetch();
      },
    };
  }
  // An account switch stores the new account's profile before this query fetches it again: until then the stored one
  // is the truth, so the page and every query keyed by the account (useAccountIdentity) speak of the same account.
  const switched = stored !== null && query.data !== undefined && accountKey(stored) !== accountKey(query.data);
  const profile = switched ? stored : (query.data ?? session.profile);
  return profile ? { kind: "ready", profile } : { kind: "loading" };
}
