import { waitFor } from "@testing-library/react";
import type * as TrackingModule from "../../../src/app/analytics/tracking";
import { consentRuntime } from "../../../src/browser/consent/consentRuntime";
import { consentRuntimeConfig } from "../../../src/app/consentConfig";
import { CONSENT_COOKIE, CONSENT_REVISION } from "../../../src/domain/consent/cookieConsent";

/** The cookie value the runtime writes for a choice: `<revision>.a<0|1>m<0|1>`. */
const cookieValue = (c: { analytics: boolean; marketing: boolean }, revision = CONSENT_REVISION): string =>
  `${revision}.a${c.analytics ? 1 : 0}m${c.marketing ? 1 : 0}`;

type Win = Window & { dataLayer?: unknown[]; ariaConsent?: unknown };
const w = window as Win;
type Tracking = typeof TrackingModule;

const events = () => (w.dataLayer ?? []).filter((e): e is Record<string, unknown> => !!e && typeof e === "object" && "event" in e);
const log = () =>
  (w.dataLayer ?? []).map((e) =>
    e && typeof e === "object" && "event" in e
      ? `event:${(e as { event: string }).event}`
      : `consent:${Array.from(e as ArrayLike<string>)[1]}`,
  );
const settle = () => new Promise((r) => setTimeout(r, 120));

const added: [EventTarget, string, EventListener][] = [];
function track(target: EventTarget): void {
  const add = target.addEventListener.bind(target);
  jest.spyOn(target, "addEventListener").mockImplementation((type: string, fn: EventListenerOrEventListenerObject | null, o?: unknown) => {
    added.push([target, type, fn as EventListener]);
    add(type, fn as EventListener, o as AddEventListenerOptions);
  });
}

/** A fresh page: the inline runtime (with a stored choice or none), then the bundle's tracking module. */
function loadPage(cookie?: string): Tracking {
  for (const c of document.cookie.split("; ")) if (c) document.cookie = `${c.split("=")[0]}=; Max-Age=0; Path=/`;
  if (cookie) document.cookie = `${CONSENT_COOKIE}=${cookie}; Path=/`;
  delete w.dataLayer;
  delete w.ariaConsent;
  document.body.innerHTML = `<button data-consent="all">Accept toate</button><button data-consent="none">Refuz</button><main><a data-cta="add_to_cart" href="/cart">Adaugă în coș</a></main>`;
  track(document);
  track(window);
  consentRuntime(window, consentRuntimeConfig());
  let mod!: Tracking;
  jest.isolateModules(() => {
    mod = jest.requireActual("../../../src/app/analytics/tracking");
  });
  mod.armAnalytics();
  // jsdom cannot follow a link: the click is measured, the navigation is not the test's business.
  document.addEventListener("click", (e) => e.preventDefault());
  jest.restoreAllMocks();
  return mod;
}

afterEach(() => {
  for (const [t, type, fn] of added.splice(0)) {
    t.removeEventListener(type, fn);
    t.removeEventListener(type, fn, true);
  }
});

const at = (pathname: string, search = "") => ({ pathname, search });

// Gatsby's loader as the browser has it: static pages carry their template (gatsby-node), client-only routes none.
const TEMPLATES: Record<string, string> = {
  "/": "Home",
  "/telefoane": "Listing",
  "/telefoane/": "Listing",
  "/telefoane/dev-nordia-x5-negru": "Product",
};
beforeAll(() => {
  (window as unknown as { ___loader: unknown }).___loader = {
    loadPageSync: (p: string) => ({ json: { pageContext: TEMPLATES[p] ? { template: TEMPLATES[p] } : {} }, page: { path: p } }),
  };
});
afterAll(() => delete (window as unknown as { ___loader?: unknown }).___loader);

describe("Issue 29 / SPEC §4 analytics: page_view once per navigation, only with consent", () => {
  it("nothing is pushed before a choice; after 'Accept toate' the consent update precedes the first page_view", async () => {
    const t = loadPage();
    t.trackNavigation(at("/telefoane"));
    await settle();
    expect(events()).toEqual([]);
    document.querySelector<HTMLButtonElement>('[data-consent="all"]')!.click();
    await waitFor(() => expect(events()).toHaveLength(1));
    expect(log()).toEqual(["consent:default", "consent:update", "event:page_view"]);
    expect(events()[0]).toMatchObject({
      event: "page_view",
      page_type: "listing_page",
      page_path: "/telefoane",
      country: "RO",
      locale: "RO-ro",
    });
  });

  it("after 'Refuz' nothing is pushed: not the waiting view, not later navigations, not clicks", async () => {
    const t = loadPage();
    t.trackNavigation(at("/"));
    document.querySelector<HTMLButtonElement>('[data-consent="none"]')!.click();
    t.trackNavigation(at("/cart"));
    document.querySelector<HTMLAnchorElement>("[data-cta]")!.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    await settle();
    expect(events()).toEqual([]);
    expect(log()).toEqual(["consent:default", "consent:update"]);
  });

  it("exactly one page_view per navigation over a sequence, the first load included", async () => {
    const t = loadPage(cookieValue({ analytics: true, marketing: false }));
    const sequence = [
      at("/"), // first load
      at("/telefoane"),
      at("/telefoane", "?marca=nordia"), // a filter in the address: same page
      at("/telefoane/"), // trailing slash: same page
      at("/checkout"),
      at("/checkout", "?pas=livrare"), // a checkout step: same page
      at("/checkout", "?pas=confirmare"), // the confirmation: a page of its own
      at("/ecare/dashboard"),
      at("/"), // back home: a navigation
    ];
    for (const where of sequence) {
      t.trackNavigation(where);
      await settle();
    }
    expect(events().map((e) => [e.event, e.page_path, e.page_type])).toEqual([
      ["page_view", "/", "landing_page"],
      ["page_view", "/telefoane", "listing_page"],
      ["page_view", "/checkout", "checkout_page"],
      ["page_view", "/checkout", "thank-you"],
      ["page_view", "/ecare/dashboard", "landing_page"],
      ["page_view", "/", "landing_page"],
    ]);
  });

  it("a call to action marked data-cta pushes action_click with the page's context", async () => {
    loadPage(cookieValue({ analytics: true, marketing: false }));
    window.history.pushState({}, "", "/telefoane/dev-nordia-x5-negru");
    document.querySelector<HTMLAnchorElement>("[data-cta]")!.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    await waitFor(() => expect(events()).toHaveLength(1));
    expect(events()[0]).toMatchObject({
      event: "action_click",
      action_label: "add_to_cart",
      action_target: "/cart",
      master_tab: "personal",
    });
    window.history.pushState({}, "", "/");
  });
});
