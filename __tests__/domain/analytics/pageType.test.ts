import { pageTypeFor, type ShopTemplate } from "../../../src/domain/analytics/pageType";
import { ANALYTICS_PAGE_TYPES, type AnalyticsPageType } from "../../../src/domain/analytics/vocabulary";
import { thankYouPath, stepPath } from "../../../src/domain/checkout/steps";
import { PATHS } from "../../../src/domain/guards/paths";
import { IDENTITY_CHOOSER_PATH } from "../../../src/domain/session/landing";
import { BUSINESS_LOGIN_PATH, LOGIN_PATH } from "../../../src/domain/session/returnPath";
import { LISTINGS, productPath } from "../../../src/domain/shop/routes";
import { PORT_IN_CHECKOUT_PATH } from "../../../src/domain/portIn/checkoutLink";

const at = (url: string, template?: ShopTemplate) => {
  const u = new URL(url, "http://localhost");
  return pageTypeFor({ pathname: u.pathname, search: u.search, template });
};

describe("SPEC §4 analytics page type per route (SPEC §2 routes)", () => {
  it.each<[string, ShopTemplate, AnalyticsPageType]>([
    ["/", "Home", "landing_page"],
    ["/business", "Home", "landing_page"],
    ["/abonamente", "Listing", "listing_page"],
    ["/abonamente/portare-cu-portare", "Listing", "listing_page"],
    ["/abonamente/portare-cu-portare-cu-telefon", "Listing", "listing_page"],
    ["/business/eshop/oferte-business", "Listing", "listing_page"],
    ["/business/eshop/oferte-clienti-existenti", "Listing", "listing_page"],
    ["/fixe", "Listing", "servicii_fixe"],
    ["/fixe/internet", "Listing", "servicii_fixe"],
    ["/fixe/tv/", "Listing", "servicii_fixe"],
    [productPath("device", "CBU", "iPhone 15"), "Product", "product_page"],
    [productPath("fixed", "CBU", "Fibra 1000"), "Product", "product_page"],
    ["/rezultate", "Search", "search_page"],
    ["/business/rezultate", "Search", "search_page"],
    ["/asistenta", "Assistance", "landing_page"],
    ["/business/asistenta", "Assistance", "landing_page"],
    ["/roaming", "Roaming", "landing_page"],
    ["/roaming/franta", "RoamingCountry", "listing_page"],
  ])("SPEC §4: static shop page %s (%s template) is %s", (path, template, expected) => {
    expect(at(path, template)).toBe(expected);
  });

  it("SPEC §4: every fixed-services listing of the shop is servicii_fixe, every other listing listing_page", () => {
    for (const def of LISTINGS) {
      const expected = def.kinds.includes("fixed") ? "servicii_fixe" : "listing_page";
      expect([def.path, at(def.path, "Listing")]).toEqual([def.path, expected]);
    }
  });

  it.each<[string, AnalyticsPageType]>([
    ["/cart", "cart"],
    ["/cart/", "cart"],
    ["/checkout", "checkout_page"],
    [stepPath("/checkout", "payment"), "checkout_page"],
    [thankYouPath("/checkout"), "thank-you"],
    [PORT_IN_CHECKOUT_PATH, "checkout_page"],
    [`${PORT_IN_CHECKOUT_PATH}?oferta=abc&tip=MobileService`, "checkout_page"],
    [thankYouPath(PORT_IN_CHECKOUT_PATH), "thank-you"],
    ["/business/eshop/checkout/cart", "cartVBU"],
    ["/business/eshop/checkout", "contractVBU"],
    [stepPath("/business/eshop/checkout", "documents"), "contractVBU"],
    [thankYouPath("/business/eshop/checkout"), "VBU_thankyou_page"],
    [`${thankYouPath("/business/eshop/checkout/cart")}`, "cartVBU"],
    ["/rezultate?q=iphone", "search_page"],
  ])("SPEC §4: client-only page %s is %s", (url, expected) => {
    expect(at(url)).toBe(expected);
  });

  it.each([LOGIN_PATH, `${LOGIN_PATH}/`, BUSINESS_LOGIN_PATH, IDENTITY_CHOOSER_PATH, "/login/creeaza-cont"])(
    "SPEC §4: sign-in page %s is otp",
    (path) => {
      expect(at(path)).toBe("otp");
    },
  );

  it("SPEC §4: every self-care page (SPEC §2 Self-care, /business/assurance) has the self-care type, landing_page", () => {
    for (const path of Object.values(PATHS)) expect([path, at(path)]).toEqual([path, "landing_page"]);
    expect(at("/ecare")).toBe("landing_page");
  });

  it("SPEC §4: the accessibility statement is an information page (landing_page); the general error page is error", () => {
    expect(at("/accesibilitate")).toBe("landing_page");
    expect(at("/eroare/")).toBe("error");
  });

  it.each(["/404", "/404/", "/nu-exista", "/business/nu-exista", "/loginx", "/ecarex", "/cart/altceva", "/telefoane/iphone-15"])(
    "SPEC §4: %s (404, unknown, or a static page without its template) is error",
    (path) => {
      expect(at(path)).toBe("error");
    },
  );

  it("SPEC §4: no route maps to configurator or reddays (no such page on the site today)", () => {
    const routes: Array<[string, ShopTemplate | undefined]> = [
      ...LISTINGS.map((d) => [d.path, "Listing"] as [string, ShopTemplate]),
      ...(["Home", "Product", "Search", "Assistance", "Roaming", "RoamingCountry"] as const).map(
        (t) => ["/x", t] as [string, ShopTemplate],
      ),
      ...Object.values(PATHS).map((p) => [p, undefined] as [string, undefined]),
      ...["/", "/business", "/cart", "/checkout", "/business/eshop/checkout/cart", "/business/eshop/checkout", "/login", "/404"].map(
        (p) => [p, undefined] as [string, undefined],
      ),
      [thankYouPath("/checkout"), undefined],
      [thankYouPath("/business/eshop/checkout"), undefined],
    ];
    const types = new Set(routes.map(([path, template]) => at(path, template)));
    expect(types.has("configurator")).toBe(false);
    expect(types.has("reddays")).toBe(false);
    // Every other page type of SPEC §4 is reached by some route.
    expect([...types].sort()).toEqual(ANALYTICS_PAGE_TYPES.filter((t) => t !== "configurator" && t !== "reddays").sort());
  });
});
