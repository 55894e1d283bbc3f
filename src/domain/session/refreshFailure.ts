// SPEC §8 "a refresh with non-200 answer or invalid response clears user info", narrowed by issue 24: only an answer
// that says the refresh token itself is refused ends the session. A refresh that got no answer, a 5xx (the gateway or
// a proxy is down), a 429 or another 4xx (a firewall, a misroute) says nothing about the token, so the session is kept
// and a later call refreshes again; signing every tab out on a brief outage would be worse than a retry.

/** The statuses with which the identity service refuses a refresh token (OAuth's invalid_grant is 400). */
export const REFRESH_REFUSED_STATUSES: readonly number[] = [400, 401];

/**
 * Whether a failed refresh ends the session. `status` is the refresh answer's status (null: no answer came back);
 * a 200 here is one whose body was not a token answer (SPEC §8 "invalid response"): the gateway may have rotated the
 * pair we cannot read, so the held one is dead either way.
 */
export function refreshFailureEndsSession(status: number | null): boolean {
  if (status === null) return false;
  return status === 200 || REFRESH_REFUSED_STATUSES.includes(status);
}
