// Where a user goes after SSO sign-in: DESIGN.md personas ("noroles.user goes to the associate-services
// page", "business.technical lands on /business/assurance", "After sign-in the user returns to the page
// that sent them there, else /ecare/dashboard") and the SPEC §2 route guards they come from.
// Choosing among several contact roles happens before this (IDENTITY_CHOOSER_PATH), in the caller.

import { RETURN_TO_PARAM, safeReturnPath } from "./returnPath";
import { activeRole, hasSsoRoles, type UserInfo } from "./userInfo";

export { BUSINESS_LOGIN_PATH, LOGIN_PATH } from "./returnPath";

export const DASHBOARD_PATH = "/ecare/dashboard";
/** SPEC §2 "Technical chooser at dashboard goes to /business/assurance." */
export const ASSURANCE_PATH = "/business/assurance";
/** SPEC §2 "associate-services page (target not shown)": our choice of path. */
export const ASSOCIATE_SERVICES_PATH = "/ecare/asociaza-servicii";
/** Where a user with several contact roles picks the one to act in. */
export const IDENTITY_CHOOSER_PATH = "/login/identitate";

/** The identity chooser, sending the user on to `returnTo` once an identity is chosen. */
export const identityChooserPath = (returnTo: string | null): string =>
  returnTo ? `${IDENTITY_CHOOSER_PATH}?${RETURN_TO_PARAM}=${encodeURIComponent(returnTo)}` : IDENTITY_CHOOSER_PATH;

/** The path itself or a page under it. */
const isWithin = (path: string, base: string) => path === base || ["/", "?", "#"].some((next) => path.startsWith(base + next));

/**
 * The first page after sign-in: no SSO roles → associate services (SPEC §2); technical chooser → the
 * assurance area (the only self-care area of that role), or a return path inside it; anyone else → the
 * safe return path, else the dashboard.
 */
export function landingPathAfterSignIn(user: Pick<UserInfo, "ssoRoles" | "selectedRole">, returnTo: string | null): string {
  if (!hasSsoRoles(user)) return ASSOCIATE_SERVICES_PATH;
  const back = safeReturnPath(returnTo, DASHBOARD_PATH);
  if (activeRole(user) === "TechnicalChooser") return isWithin(back, ASSURANCE_PATH) ? back : ASSURANCE_PATH;
  return back;
}
