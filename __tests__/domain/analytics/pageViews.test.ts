import { isNewPageView } from "../../../src/domain/analytics/pageViews";
import { thankYouPath, stepPath } from "../../../src/domain/checkout/steps";

const at = (url: string) => {
  const u = new URL(url, "http://localhost");
  return { pathname: u.pathname, search: u.search };
};

describe("SPEC §4 analytics: exactly one page_view per navigation", () => {
  it("SPEC §4: counts page views over a navigation sequence", () => {
    // "reload" starts the page again: the client keeps no previous location across a load.
    const visits = [
      "/telefoane", // first load
      "/telefoane?brand=apple", // filter change in the address
      "/telefoane?brand=apple&pagina=2", // pagination
      "/telefoane/iphone-15", // another page
      "/telefoane?brand=apple", // back
      "/telefoane/", // trailing slash: the same page
      "/telefoane#oferte", // hash only
      "reload",
      "/telefoane#oferte", // reloaded: counts again
      "/cart",
    ];
    let previous: { pathname: string; search: string } | null = null;
    const counted: string[] = [];
    for (const url of visits) {
      if (url === "reload") {
        previous = null;
        continue;
      }
      const next = at(url);
      if (isNewPageView(previous, next)) counted.push(url);
      previous = next;
    }
    expect(counted).toEqual(["/telefoane", "/telefoane/iphone-15", "/telefoane?brand=apple", "/telefoane#oferte", "/cart"]);
  });

  it("SPEC §4: the first load and a reload of the same path (no previous location) count", () => {
    expect(isNewPageView(null, at("/"))).toBe(true);
    expect(isNewPageView(null, at("/telefoane?brand=apple"))).toBe(true);
  });

  it("SPEC §4: a change of path counts; a query-only or hash-only change does not", () => {
    expect(isNewPageView(at("/"), at("/business"))).toBe(true);
    expect(isNewPageView(at("/rezultate?q=iphone"), at("/rezultate?q=samsung"))).toBe(false);
    expect(isNewPageView(at("/asistenta"), at("/asistenta#facturi"))).toBe(false);
    expect(isNewPageView(at("/ecare/dashboard"), at("/ecare/dashboard/"))).toBe(false);
  });

  it("SPEC §4: the checkout's steps (?pas=) are one page view; its order confirmation is a new one", () => {
    expect(isNewPageView(at("/checkout"), at(stepPath("/checkout", "shipping")))).toBe(false);
    expect(isNewPageView(at(stepPath("/checkout", "shipping")), at(stepPath("/checkout", "payment")))).toBe(false);
    expect(isNewPageView(at(stepPath("/checkout", "payment")), at(thankYouPath("/checkout")))).toBe(true);
    expect(isNewPageView(at(thankYouPath("/business/eshop/checkout")), at("/business/eshop/checkout"))).toBe(true);
  });
});
