// SPEC §2 "Pages can set dark mode, theme and scroll behaviour from content-system page data."
// Content arrives untyped; this turns it into a PageSettings with safe defaults.

export const THEMES = ["default", "business", "promo"] as const;
export type ThemeName = (typeof THEMES)[number];

/**
 * restore: back/forward returns to the saved position, new pages start at the top (the default);
 * top: always start at the top; preserve: keep the current position (tabs within one page).
 */
export const SCROLL_BEHAVIOURS = ["restore", "top", "preserve"] as const;
export type ScrollBehaviour = (typeof SCROLL_BEHAVIOURS)[number];

export interface PageSettings {
  darkMode: boolean;
  theme: ThemeName;
  scrollBehaviour: ScrollBehaviour;
}

export const DEFAULT_PAGE_SETTINGS: PageSettings = { darkMode: false, theme: "default", scrollBehaviour: "restore" };

const truthy = (v: unknown): boolean => v === true || v === "true" || v === 1 || v === "1";

/** Reads page settings from page context / CMS page data; unknown values fall back to the defaults. */
export function readPageSettings(raw: unknown): PageSettings {
  if (!raw || typeof raw !== "object") return DEFAULT_PAGE_SETTINGS;
  const r = raw as Record<string, unknown>;
  const theme = (THEMES as readonly unknown[]).includes(r.theme) ? (r.theme as ThemeName) : DEFAULT_PAGE_SETTINGS.theme;
  const scroll = r.scrollBehaviour ?? r.scrollBehavior;
  const scrollBehaviour = (SCROLL_BEHAVIOURS as readonly unknown[]).includes(scroll)
    ? (scroll as ScrollBehaviour)
    : DEFAULT_PAGE_SETTINGS.scrollBehaviour;
  return { darkMode: truthy(r.darkMode), theme, scrollBehaviour };
}

/**
 * What happens to the scroll position after a navigation to a page with this behaviour:
 * "router" = Gatsby's default (back/forward restore the saved position, new pages start at the top),
 * "top" = always start at the top, "keep" = leave the position alone.
 */
export type ScrollDecision = "router" | "top" | "keep";

export function scrollDecision(behaviour: ScrollBehaviour): ScrollDecision {
  switch (behaviour) {
    case "restore":
      return "router";
    case "top":
      return "top";
    case "preserve":
      return "keep";
  }
}
