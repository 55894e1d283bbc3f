// Self-care navigation: the pages grouped as the menu shows them, filtered by the guards, so a menu entry never
// leads into a redirect (issue 6: "navigation that only offers what the guards allow"). The menu (and the
// dashboard's shortcuts) offer a subset of what the guards allow: a page the spec leaves open to a user it has
// nothing for is not advertised (docs/decisions.md "Menu").
import type { GuardFacts } from "./facts";
import { pageOf, PATHS, type PageName } from "./paths";
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
  {
    name: "settings",
    pages: ["personalData", "privacy", "orders", "simCard", "myRequests", "usersRequests", "fleetSummary", "permissions"],
  },
  { name: "business", pages: ["assurance"] },
];

/** True when the guards let the user stay on `path` (no redirect). */
export const canVisitPath = (user: GuardFacts, path: string): boolean => {
  const [pathname = "", search = ""] = path.split("?");
  return resolveRouteForFacts(pathname, search, user).allow;
};

/** Who each page is for, where the guards let more people in than the page serves. */
const RELEVANT: Partial<Record<PageName, (user: GuardFacts) => boolean>> = {
  // The prepaid twins (DESIGN.md): offers, cost control and top-ups are for users who top up.
  offers: (u) => u.isPrepaid || u.isHybrid,
  costControl: (u) => u.isPrepaid || u.isHybrid,
  topUpHistory: (u) => u.isPrepaid || u.isHybrid,
  // For users whose account holds no services yet (SPEC §2 "no SSO roles").
  associateServices: (u) => !u.hasRoles,
};

/** Offered in the menu and shortcuts: allowed by the guards and of use to this user. */
export function isOffered(user: GuardFacts, page: PageName): boolean {
  return (RELEVANT[page]?.(user) ?? true) && canVisitPath(user, PATHS[page]);
}

/** The same for an address: self-care pages by their name, any other address by the guards alone. */
export function isOfferedPath(user: GuardFacts, path: string): boolean {
  const page = pageOf(path.split("?")[0] ?? "");
  return page ? isOffered(user, page) : canVisitPath(user, path);
}

/** The menu for this user: only pages offered to them, empty sections dropped. */
export function navigationFor(user: GuardFacts): NavSection[] {
  return NAVIGATION.map((section) => ({ ...section, pages: section.pages.filter((page) => isOffered(user, page)) })).filter(
    (section) => section.pages.length > 0,
  );
}
