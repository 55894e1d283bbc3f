// Issue 29: the cookie-consent runtime, inline in every page's <head> (gatsby-ssr.tsx; allowed by its hash in the page's
// Content-Security-Policy). Why inline and not in the bundle:
// - Consent Mode's "default: denied" must reach the data layer before any tag, and a returning visitor's stored choice
//   right after it (the "update"), before the first page view: only a script that runs before the body does that.
// - The banner (components/layout/ConsentBanner.tsx, static HTML outside React's root) answers from first paint,
//   before and without hydration, and costs the JS budgets nothing.
// It only looks up the tables of domain/consent/cookieConsent.ts (passed in as `c`): what a choice means is decided
// there. Written as plain, dependency-free JavaScript in one self-contained function (no imports, no closures over the module) because it is
// serialised with Function.prototype.toString; unit tests call it directly in jsdom.

export interface ConsentRuntimeConfig {
  cookie: string;
  revision: number;
  maxAge: number;
  defaults: Record<string, string>;
  table: Record<string, { choice: { analytics: boolean; marketing: boolean }; update: Record<string, string>; clear: string[] }>;
}

// The runtime writes two names as literals (it is serialised, so it cannot import them): the event "aria:consent"
// (consentState.ts CONSENT_EVENT) and the <html> class "consent-set" that hides the banner (theme/layoutCss.ts).

export function consentRuntime(w: Window, c: ConsentRuntimeConfig): void {
  const d = w.document;
  const root = d.documentElement;
  const win = w as unknown as { dataLayer?: unknown[]; ariaConsent?: { analytics: boolean; marketing: boolean } | null };
  const dl = (win.dataLayer = win.dataLayer || []);
  let opener: HTMLElement | null = null;
  // gtag's shape: the Arguments object itself is pushed (Google's consent guide).
  function gtag(..._args: unknown[]): void {
    // eslint-disable-next-line prefer-rest-params
    dl.push(arguments);
  }
  const defaults: Record<string, unknown> = { wait_for_update: 500 };
  for (const k in c.defaults) defaults[k] = c.defaults[k];
  gtag("consent", "default", defaults);
  win.ariaConsent = null;

  function storedKey(): string | null {
    const m = new RegExp("(?:^|; )" + c.cookie + "=(\\d+)\\.(\\w+)").exec(d.cookie);
    return m && Number(m[1]) === c.revision && c.table[m[2]!] ? m[2]! : null;
  }
  function banner(): HTMLElement | null {
    return d.getElementById("aria-consent");
  }
  function panel(open: boolean): void {
    const b = banner();
    const toggle = b && (b.querySelector('[data-consent="settings"]') as HTMLElement | null);
    const form = d.getElementById("aria-consent-settings");
    if (!toggle || !form) return;
    toggle.setAttribute("aria-expanded", open ? "true" : "false");
    if (open) {
      const choice = win.ariaConsent;
      const boxes = form.querySelectorAll("input[name]");
      for (let i = 0; i < boxes.length; i++) {
        const box = boxes[i] as HTMLInputElement;
        box.checked = !!(choice && (choice as Record<string, boolean>)[box.name]);
      }
      form.removeAttribute("hidden");
    } else form.setAttribute("hidden", "");
  }
  function apply(key: string, fresh: boolean): void {
    const entry = c.table[key]!;
    gtag("consent", "update", entry.update);
    win.ariaConsent = entry.choice;
    root.classList.add("consent-set");
    if (!fresh) return;
    const secure = w.location.protocol === "https:" ? "; Secure" : "";
    d.cookie = c.cookie + "=" + c.revision + "." + key + "; Max-Age=" + c.maxAge + "; Path=/; SameSite=Lax" + secure;
    // A refused or withdrawn category's cookies go at once (on this host and its parent domain).
    const names = d.cookie.split("; ");
    for (let i = 0; i < names.length; i++) {
      const name = names[i]!.split("=")[0]!;
      for (let j = 0; j < entry.clear.length; j++) {
        if (name.indexOf(entry.clear[j]!) === 0) {
          d.cookie = name + "=; Max-Age=0; Path=/";
          d.cookie = name + "=; Max-Age=0; Path=/; Domain=." + w.location.hostname.split(".").slice(-2).join(".");
        }
      }
    }
    panel(false);
    w.dispatchEvent(new CustomEvent("aria:consent", { detail: entry.choice }));
    // Back to whoever reopened the banner (the footer's "Setări cookie-uri"); on a first visit the browser's focus
    // navigation point stays where the banner was, so the next Tab reaches the skip link.
    const region = banner();
    if (opener) opener.focus();
    else if (region && d.activeElement && region.contains(d.activeElement)) (d.activeElement as HTMLElement).blur();
    opener = null;
  }
  const start = storedKey();
  if (start) apply(start, false);

  d.addEventListener("click", function (e) {
    const t = e.target as Element | null;
    const b = t && t.closest ? (t.closest("[data-consent]") as HTMLElement | null) : null;
    if (!b) return;
    const action = b.getAttribute("data-consent");
    if (action === "all") apply("a1m1", true);
    else if (action === "none") apply("a0m0", true);
    else if (action === "settings") panel(b.getAttribute("aria-expanded") !== "true");
    else if (action === "save") {
      const form = d.getElementById("aria-consent-settings")!;
      const a = (form.querySelector('input[name="analytics"]') as HTMLInputElement).checked;
      const m = (form.querySelector('input[name="marketing"]') as HTMLInputElement).checked;
      apply("a" + (a ? 1 : 0) + "m" + (m ? 1 : 0), true);
    } else if (action === "open") {
      e.preventDefault();
      opener = b;
      root.classList.remove("consent-set");
      const region = banner();
      if (region) region.focus();
    }
  });
  d.addEventListener("keydown", function (e) {
    const region = banner();
    if (e.key !== "Escape" || !region || !region.contains(e.target as Node)) return;
    const toggle = region.querySelector('[data-consent="settings"]') as HTMLElement | null;
    if (toggle && toggle.getAttribute("aria-expanded") === "true") {
      panel(false);
      toggle.focus();
    }
  });
}

/** The inline <script> text: the runtime and its tables. */
export function consentScript(config: ConsentRuntimeConfig): string {
  return "(" + String(consentRuntime) + ")(window," + JSON.stringify(config) + ");";
}
