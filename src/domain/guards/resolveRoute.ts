// The one decision every self-care page asks before it renders or fetches: may this user see this address, and if
// not, where to instead. Pure: the same inputs always give the same answer (tests walk every persona × page).
import { areaFromPath } from "../area";
import { identityChooserPath } from "../session/landing";
import { loginPathWithReturn } from "../session/returnPath";
import type { ProductInventoryItem } from "../session/userInfo";
import { guardFacts, type GuardFacts, type GuardUser } from "./facts";
import { COUNTRY_PARAM, normalisePath, pageOf, PATHS, ECARE_ROOT, SHOP_ROAMING_PATH } from "./paths";
import { GUARD_TABLE, type ExternalPage } from "./table";

export type RouteDecision = { allow: true } | { allow: false; redirect: string; newTab?: ExternalPage };

type Inventory = readonly Pick<ProductInventoryItem, "isSpecial">[];

const ALLOW: RouteDecision = { allow: true };

/** More hops than the table can make: a table that needs them has a loop. */
const MAX_HOPS = 5;

const within = (path: string, base: string) => path === base || path.startsWith(`${base}/`);

/** Addresses that need a signed-in user: all of self-care and the business assurance area. */
export const needsSignIn = (pathname: string): boolean => {
  const path = normalisePath(pathname);
  return within(path, ECARE_ROOT) || within(path, PATHS.assurance);
};

const withQuery = (path: string, query: URLSearchParams) => {
  const search = query.toString();
  return search ? `${path}?${search}` : path;
};

/**
 * SPEC §2 "/roaming and /roaming/tara... (authenticated users go to /ecare/serviciile-tale/roaming)": the self-care
 * roaming address for a shop roaming address (the country carried in ?tara=), null for any other address.
 */
export function ecareRoamingFor(pathname: string): string | null {
  const path = normalisePath(pathname);
  if (!within(path, SHOP_ROAMING_PATH)) return null;
  const country = path.slice(SHOP_ROAMING_PATH.length + 1);
  return country ? withQuery(PATHS.roaming, new URLSearchParams({ [COUNTRY_PARAM]: country })) : PATHS.roaming;
}

type Step = { to: string; newTab?: ExternalPage } | null;

/** One hop: the first rule that applies to `path`, or null when the user may stay. */
function step(path: string, query: URLSearchParams, user: GuardFacts | null): Step {
  const roaming = ecareRoamingFor(path);
  if (roaming !== null) return user ? { to: roaming } : null;
  if (!needsSignIn(path)) return null;
  // Anonymous users sign in first and come back (DESIGN.md "After sign-in the user returns to the page").
  if (!user) return { to: loginPathWithReturn(withQuery(path, query), areaFromPath(path)) };

  const page = pageOf(path);
  if (page === "associateServices") return null;
  // SPEC §2 "A user with no SSO roles is redirected to an associate-services page".
  if (!user.hasRoles) return { to: PATHS.associateServices };
  // Several contact roles, none chosen: the identity decides every rule below, so it is chosen first.
  if (user.mustChooseIdentity) {
    return { to: identityChooserPath(withQuery(path, query)) };
  }
  // "/ecare" itself has no page of its own: the dashboard is self-care's front door.
  if (path === ECARE_ROOT) return { to: PATHS.dashboard };
  // Unknown self-care addresses are allowed through to the self-care "page not found".
  if (page === null) return null;

  const rule = GUARD_TABLE[page].find((r) => r.when(user, query));
  if (!rule) return null;
  return { to: rule.keepQuery ? withQuery(PATHS[rule.to], query) : PATHS[rule.to], ...(rule.newTab ? { newTab: rule.newTab } : {}) };
}

/** The decision for `path` with its `search` (with or without "?"); null user = nobody signed in. */
export function resolveRouteForFacts(pathname: string, search: string, user: GuardFacts | null): RouteDecision {
  let path = normalisePath(pathname);
  let query = new URLSearchParams(search);
  let result: RouteDecision = ALLOW;
  const seen = new Set<string>();
  // Follow the table to the page the user may see, so the browser makes one redirect, never a chain.
  for (let hop = 0; hop <= MAX_HOPS; hop++) {
    const here = withQuery(path, query);
    if (seen.has(here)) throw new Error(`Route guard loop at ${here}`);
    seen.add(here);
    const next = step(path, query, user);
    if (!next) return result;
    const newTab = next.newTab ?? (result.allow ? undefined : result.newTab);
    result = { allow: false, redirect: next.to, ...(newTab ? { newTab } : {}) };
    const [nextPath = "", nextSearch = ""] = next.to.split("?");
    path = nextPath;
    query = new URLSearchParams(nextSearch);
  }
  throw new Error(`Route guard needs more than ${MAX_HOPS} hops from ${pathname}`);
}

/** SPEC §2 "Route guards": may `user` see `pathname`? If not, where to instead (and what to open beside it). */
export function resolveRoute(pathname: string, search: string, user: GuardUser | null, productInventory: Inventory): RouteDecision {
  return resolveRouteForFacts(pathname, search, user ? guardFacts(user, productInventory) : null);
}
