// SPEC §4 analytics page types, one per route of SPEC §2 (docs/decisions.md, "Analytics page type per route"):
// - static shop pages by their template (the build passes it): Home, Assistance and Roaming → landing_page, Listing →
//   listing_page (servicii_fixe for the fixed-services listings, /fixe and under), Product → product_page,
//   RoamingCountry → listing_page (the country's roaming offers), Search → search_page;
// - /cart → cart, /business/eshop/checkout/cart → cartVBU; /checkout and the port-in checkout → checkout_page, and
//   thank-you on their confirmation (`?pas=confirmare`); /business/eshop/checkout → contractVBU, its confirmation
//   VBU_thankyou_page;
// - the sign-in pages (/login, /login/*, /business/login) → otp, the one-time-code sign-in's type;
// - self-care (/ecare/*, /business/assurance) → SELF_CARE_PAGE_TYPE (SPEC §4 has no self-care type);
// - /accesibilitate (the accessibility statement) → landing_page, like assistance;
// - /404, /eroare and any other address → error.
// configurator and reddays: no route of the site is a configurator or a Red Days campaign page today, so nothing maps
// to them; they stay in the vocabulary for when such a route comes.
//
// Path literals that live in modules the every-page bundle does not load (guards/paths.ts pulls the session model in)
// are repeated here; __tests__/domain/analytics/pageType.test.ts fails when they drift from their source.
import { cartPathFor, checkoutPathFor } from "../shop/cartOffer";
import { PORT_IN_CHECKOUT_PATH } from "../portIn/checkoutLink";
import { BUSINESS_LOGIN_PATH, LOGIN_PATH } from "../session/returnPath";
import type { AnalyticsPageType } from "./vocabulary";
import { isConfirmation, isWithin, pagePath } from "./route";

/** The static shop templates (build/shopPages.ts Template; gatsby-node.ts TEMPLATES). */
export type ShopTemplate = "Home" | "Listing" | "Product" | "Search" | "Assistance" | "Roaming" | "RoamingCountry";

/** Self-care's page type: the site's own landing area after sign-in, told apart by the journey "ecare" (events.ts). */
const SELF_CARE_PAGE_TYPE: AnalyticsPageType = "landing_page";
/** guards/paths.ts ECARE_ROOT and session/landing.ts ASSURANCE_PATH. */
const SELF_CARE_ROOTS = ["/ecare", "/business/assurance"];
/** The fixed-services listings (shop/routes.ts LISTINGS of kind fixed). */
const FIXED_LISTINGS_ROOT = "/fixe";

const BY_TEMPLATE: Record<Exclude<ShopTemplate, "Listing">, AnalyticsPageType> = {
  Home: "landing_page",
  Product: "product_page",
  Search: "search_page",
  Assistance: "landing_page",
  Roaming: "landing_page",
  RoamingCountry: "listing_page",
};

/** Client-only and template-less pages by path (a template, when given, decides first). */
const BY_PATH = new Map<string, AnalyticsPageType>([
  ["/", "landing_page"],
  ["/business", "landing_page"],
  ["/rezultate", "search_page"],
  ["/business/rezultate", "search_page"],
  ["/asistenta", "landing_page"],
  ["/business/asistenta", "landing_page"],
  ["/roaming", "landing_page"],
  [cartPathFor("personal"), "cart"],
  [cartPathFor("business"), "cartVBU"],
  [checkoutPathFor("personal"), "checkout_page"],
  [PORT_IN_CHECKOUT_PATH, "checkout_page"],
  [checkoutPathFor("business"), "contractVBU"],
  [BUSINESS_LOGIN_PATH, "otp"],
  // The accessibility statement (templates/InfoPageTemplate.tsx): an information page, like assistance.
  ["/accesibilitate", "landing_page"],
]);

const THANK_YOU: Partial<Record<AnalyticsPageType, AnalyticsPageType>> = {
  checkout_page: "thank-you",
  contractVBU: "VBU_thankyou_page",
};

export function pageTypeFor(route: { pathname: string; template?: ShopTemplate; search?: string }): AnalyticsPageType {
  const path = pagePath(route.pathname);
  if (route.template === "Listing") return isWithin(path, FIXED_LISTINGS_ROOT) ? "servicii_fixe" : "listing_page";
  if (route.template) return BY_TEMPLATE[route.template];
  const byPath = BY_PATH.get(path);
  if (byPath) return (isConfirmation(route.search) && THANK_YOU[byPath]) || byPath;
  if (isWithin(path, LOGIN_PATH)) return "otp";
  if (SELF_CARE_ROOTS.some((root) => isWithin(path, root))) return SELF_CARE_PAGE_TYPE;
  return "error";
}
