// Self-care navigation: the pages grouped as the menu shows them, filtered by the guards, so a menu entry never
// leads into a redirect (issue 6: "navigation that only offers what the guards allow").
import type { GuardFacts } from "./facts";
import { PATHS, type PageName } from "./paths";
import { resolveRouteForFacts } from "./resolveRoute";

export type NavSectionName = "account" | "services" | "billing" | "settings" | "business";

export interface NavSection {
  name: NavSectionName;
  pages: PageName[];
}

/** The menu in display order; the settings overview (/ecare/setari-cont) is reached through its section. */
export const NAVIGATION: readonly NavSection[] = [
  { name: "account", pages: ["dashboard", "associateServices"] },
  { name: "services", pages: ["bonuses", "offers", "subscription", "costControl", "roaming", "topUpHistory", "reports"] },
  { name: "billing", pages: ["bills", "billSummary", "billDetails", "closedAccounts"] },
  { name: "settings", pages: ["personalData", "simCard", "myRequests", "usersRequests", "fleetSummary", "permissions"] },
  { name: "business", pages: ["assurance"] },
];

/** True when the guards let the user stay on `path` (no redirect). */
export const canVisitPath = (user: GuardFacts, path: string): boolean => {
  const [pathname = "", search = ""] = path.split("?");
  return resolveRouteForFacts(pathname, search, user).allow;
};

/** The menu for this user: only pages the guards allow, empty sections dropped. */
export function navigationFor(user: GuardFacts): NavSection[] {
  return NAVIGATION.map((section) => ({ ...section, pages: section.pages.filter((page) => canVisitPath(user, PATHS[page])) })).filter(
    (section) => section.pages.length > 0,
  );
}
