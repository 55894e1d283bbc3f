// The sign-in page's query string: where to go back to (a same-origin path only: no open redirects) and why the
// user was sent there (session expired, reauthentication asked, signed out), which the page says in one line.
import type { Area } from "../area";
import { RETURN_TO_PARAM, loginPathWithReturn, safeReturnPath } from "./returnPath";

export const SIGN_IN_REASONS = ["expired", "reauth", "signedOut"] as const;
export type SignInReason = (typeof SIGN_IN_REASONS)[number];
export const REASON_PARAM = "reason";

export interface SignInQuery {
  returnTo: string | null;
  reason: SignInReason | null;
}

export function readSignInQuery(search: string): SignInQuery {
  const params = new URLSearchParams(search);
  const raw = params.get(RETURN_TO_PARAM);
  const safe = raw === null ? "" : safeReturnPath(raw, "");
  const reason = params.get(REASON_PARAM) ?? "";
  return {
    returnTo: safe === "" ? null : safe,
    reason: (SIGN_IN_REASONS as readonly string[]).includes(reason) ? (reason as SignInReason) : null,
  };
}

/** The sign-in page of an area that returns to `currentPathWithQuery` and says why the user is there. */
export function signInUrl(currentPathWithQuery: string, area: Area, reason?: SignInReason): string {
  const base = loginPathWithReturn(currentPathWithQuery, area);
  if (!reason) return base;
  return `${base}${base.includes("?") ? "&" : "?"}${REASON_PARAM}=${reason}`;
}
