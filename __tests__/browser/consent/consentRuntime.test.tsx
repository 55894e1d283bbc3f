import "../../textEncoder";
import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { fireEvent } from "@testing-library/react";
import { consentRuntime, consentScript } from "../../../src/browser/consent/consentRuntime";
import { CONSENT_EVENT, currentConsent } from "../../../src/browser/consent/consentState";
import { consentRuntimeConfig } from "../../../src/app/consentConfig";
import { ConsentBanner } from "../../../src/components/layout/ConsentBanner";
import { CONSENT_COOKIE, consentDefaults, consentUpdate, CONSENT_REVISION } from "../../../src/domain/consent/cookieConsent";

/** The cookie value the runtime writes for a choice: `<revision>.a<0|1>m<0|1>`. */
const cookieValue = (c: { analytics: boolean; marketing: boolean }, revision = CONSENT_REVISION): string =>
  `${revision}.a${c.analytics ? 1 : 0}m${c.marketing ? 1 : 0}`;

type Win = Window & { dataLayer?: unknown[]; ariaConsent?: unknown };
const w = window as Win;
const layer = () => (w.dataLayer ?? []).map((e) => (e && typeof e === "object" && "length" in e ? Array.from(e as ArrayLike<unknown>) : e));
const button = (name: string) => Array.from(document.querySelectorAll("button")).find((b) => b.textContent === name)!;
const clearCookies = () => {
  for (const c of document.cookie.split("; ")) if (c) document.cookie = `${c.split("=")[0]}=; Max-Age=0; Path=/`;
};
const listeners: [string, EventListener][] = [];

function page(cookie?: string): void {
  clearCookies();
  if (cookie) document.cookie = `${CONSENT_COOKIE}=${cookie}; Path=/`;
  document.documentElement.className = "";
  document.body.innerHTML = `${renderToStaticMarkup(<ConsentBanner />)}<main id="continut"><h1>Acasă</h1><button>Altceva</button></main><footer><a href="#aria-consent" data-consent="open">Setări cookie-uri</a></footer>`;
  delete w.dataLayer;
  delete w.ariaConsent;
  // Each run adds document listeners: track and remove them so runs do not stack.
  const add = document.addEventListener.bind(document);
  jest
    .spyOn(document, "addEventListener")
    .mockImplementation((type: string, fn: EventListenerOrEventListenerObject | null, o?: unknown) => {
      listeners.push([type, fn as EventListener]);
      add(type, fn as EventListener, o as AddEventListenerOptions);
    });
  consentRuntime(window, consentRuntimeConfig());
  jest.restoreAllMocks();
}

afterEach(() => {
  for (const [type, fn] of listeners.splice(0)) document.removeEventListener(type, fn);
});

describe("Issue 29 consent runtime (inline in <head>): Consent Mode v2 order, the banner's choices", () => {
  it("first visit: defaults denied are the first thing in the data layer, the banner shows, nothing else is pushed", () => {
    page();
    expect(layer()).toEqual([["consent", "default", { wait_for_update: 500, ...consentDefaults() }]]);
    expect(document.documentElement).not.toHaveClass("consent-set");
    expect(currentConsent()).toBeNull();
  });

  it("returning visitor: the stored choice's update follows the defaults at once, before any page view; the banner stays hidden", () => {
    page(cookieValue({ analytics: true, marketing: false }));
    expect(layer()).toEqual([
      ["consent", "default", expect.any(Object)],
      ["consent", "update", consentUpdate({ analytics: true, marketing: false })],
    ]);
    expect(document.documentElement).toHaveClass("consent-set");
    expect(currentConsent()).toEqual({ analytics: true, marketing: false });
  });

  it("a choice stored under an older policy revision is asked again", () => {
    page(cookieValue({ analytics: true, marketing: true }, 0));
    expect(layer()).toHaveLength(1);
    expect(document.documentElement).not.toHaveClass("consent-set");
  });

  it('"Accept toate" stores the choice, pushes the update, hides the banner and tells the page', () => {
    page();
    const seen: unknown[] = [];
    const onConsent = (e: Event) => seen.push((e as CustomEvent).detail);
    window.addEventListener(CONSENT_EVENT, onConsent);
    fireEvent.click(button("Accept toate"));
    window.removeEventListener(CONSENT_EVENT, onConsent);
    expect(document.cookie).toContain(`${CONSENT_COOKIE}=${cookieValue({ analytics: true, marketing: true })}`);
    expect(layer()[1]).toEqual(["consent", "update", consentUpdate({ analytics: true, marketing: true })]);
    expect(document.documentElement).toHaveClass("consent-set");
    expect(seen).toEqual([{ analytics: true, marketing: true }]);
  });

  it('"Refuz" stores a refusal, keeps every optional signal denied and removes analytics cookies', () => {
    page();
    document.cookie = "_ga=GA1.1.1; Path=/";
    document.cookie = "_ga_ABC=GS1; Path=/";
    fireEvent.click(button("Refuz"));
    expect(layer()[1]).toEqual(["consent", "update", consentUpdate({ analytics: false, marketing: false })]);
    expect(document.cookie).not.toMatch(/_ga/);
    expect(currentConsent()).toEqual({ analytics: false, marketing: false });
  });

  it('"Setări" opens the categories unticked, Escape closes them with focus back on "Setări", and saving stores what was ticked', () => {
    page();
    const settings = button("Setări");
    fireEvent.click(settings);
    expect(settings).toHaveAttribute("aria-expanded", "true");
    const panel = document.getElementById("aria-consent-settings")!;
    expect(panel).not.toHaveAttribute("hidden");
    const analytics = panel.querySelector<HTMLInputElement>('input[name="analytics"]')!;
    const marketing = panel.querySelector<HTMLInputElement>('input[name="marketing"]')!;
    expect([analytics.checked, marketing.checked]).toEqual([false, false]);
    analytics.focus();
    fireEvent.keyDown(analytics, { key: "Escape" });
    expect(panel).toHaveAttribute("hidden");
    expect(document.activeElement).toBe(settings);
    fireEvent.click(settings);
    fireEvent.click(analytics);
    fireEvent.click(button("Salvează alegerile"));
    expect(currentConsent()).toEqual({ analytics: true, marketing: false });
    expect(document.cookie).toContain(`${CONSENT_COOKIE}=${cookieValue({ analytics: true, marketing: false })}`);
  });

  it('the footer\'s "Setări cookie-uri" reopens the banner with focus in it; a new choice returns focus to the footer', () => {
    page(cookieValue({ analytics: true, marketing: false }));
    const reopen = document.querySelector<HTMLAnchorElement>('footer a[data-consent="open"]')!;
    reopen.focus();
    fireEvent.click(reopen);
    expect(document.documentElement).not.toHaveClass("consent-set");
    expect(document.activeElement).toBe(document.getElementById("aria-consent"));
    fireEvent.click(button("Setări"));
    // The categories show the stored choice.
    expect(document.querySelector<HTMLInputElement>('input[name="analytics"]')!.checked).toBe(true);
    fireEvent.click(button("Refuz"));
    expect(document.activeElement).toBe(reopen);
    expect(currentConsent()).toEqual({ analytics: false, marketing: false });
  });

  it("the inline script is the runtime itself with its tables, and runs as such", () => {
    const script = consentScript(consentRuntimeConfig());
    clearCookies();
    delete w.dataLayer;
    new Function(script.replace("(window,", "(arguments[0],"))(window);
    expect(layer()[0]).toEqual(["consent", "default", { wait_for_update: 500, ...consentDefaults() }]);
  });
});
