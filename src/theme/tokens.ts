// Design tokens of SPEC §9 in Chakra's token format. Values come from domain/constants.ts so the
// numbers live in one place.
import { BOX_RADIUS_PX, BREAKPOINTS, CONTAINER_MAX_WIDTH_PX, SPACING_SCALE } from "../domain/constants";

export const breakpoints = Object.fromEntries(Object.entries(BREAKPOINTS).map(([k, v]) => [k, `${v}px`])) as Record<
  keyof typeof BREAKPOINTS,
  string
>;

/** Spacing tokens keyed by px/4 (Chakra's convention: "4" = 16px), holding exactly the §9 scale ("13" = 52px). */
export const spacing: Readonly<Record<string, { value: string }>> = {
  "0": { value: "0" },
  ...Object.fromEntries(SPACING_SCALE.map((px) => [String(px / 4), { value: `${px}px` }])),
};

export const radii = { box: { value: `${BOX_RADIUS_PX}px` }, full: { value: "9999px" } } as const;

export const sizes = { container: { value: `${CONTAINER_MAX_WIDTH_PX}px` } } as const;

/** Brand font with Arial fallback (§9). No web font is downloaded: see docs/decisions.md. */
export const fonts = {
  body: { value: '"Aria Sans", Arial, "Helvetica Neue", Helvetica, sans-serif' },
  heading: { value: '"Aria Sans", Arial, "Helvetica Neue", Helvetica, sans-serif' },
} as const;

/** Raw palette. Reds chosen for ≥ 4.5:1 contrast of text on white (WCAG AA). */
export const colors = {
  brand: {
    50: { value: "#fdecec" },
    500: { value: "#e60000" },
    600: { value: "#c20000" },
    700: { value: "#a30000" },
  },
  grey: {
    50: { value: "#f7f7f7" },
    100: { value: "#ebebeb" },
    300: { value: "#bebebe" },
    500: { value: "#6b6b6b" },
    700: { value: "#4a4a4a" },
    800: { value: "#333333" },
    900: { value: "#1f1f1f" },
    950: { value: "#141414" },
  },
  white: { value: "#ffffff" },
  black: { value: "#000000" },
  teal: { 600: { value: "#007c92" }, 300: { value: "#5fc8db" } },
  green: { 600: { value: "#2e7d32" } },
} as const;

/** The light and dark colour sets (§9 "Dark and light dynamic colour sets"): semantic tokens that
 * switch on the `.dark` class a page wrapper sets from its PageSettings. */
export const semanticColors = {
  surface: { value: { base: "{colors.white}", _dark: "{colors.grey.950}" } },
  surfaceAlt: { value: { base: "{colors.grey.50}", _dark: "{colors.grey.900}" } },
  border: { value: { base: "{colors.grey.100}", _dark: "{colors.grey.800}" } },
  text: { value: { base: "{colors.grey.900}", _dark: "{colors.grey.50}" } },
  textMuted: { value: { base: "{colors.grey.700}", _dark: "{colors.grey.300}" } },
  accent: { value: { base: "{colors.brand.600}", _dark: "{colors.brand.500}" } },
  accentText: { value: { base: "{colors.brand.700}", _dark: "#ff6b6b" } },
  onAccent: { value: { base: "{colors.white}", _dark: "{colors.white}" } },
  focusRing: { value: { base: "{colors.teal.600}", _dark: "{colors.teal.300}" } },
  strike: { value: { base: "{colors.brand.500}", _dark: "{colors.brand.500}" } },
} as const;
