// Our Chakra system: Chakra's base config (conditions + utilities, no recipes) plus our tokens.
// Not `defaultSystem`: that ships every recipe of every component and costs ~30 KB brotli on
// every page (see docs/decisions.md, "Slim Chakra system").
// The browser's system has no global CSS and no preflight: the global stylesheet (preflight, token variables, layout
// and shop classes) is compiled once at build time by ./globalStylesheet.tsx and written into every page's <head>
// (docs/decisions.md, "The global stylesheet is compiled at build time").
import { createSystem, defineConfig } from "@chakra-ui/react/styled-system";
import { defaultBaseConfig } from "@chakra-ui/react/preset-base";
import { breakpoints, colors, fonts, radii, semanticColors, sizes, spacing } from "./tokens";

/** Tokens, conditions and keyframes: what both the browser's system and the build's stylesheet need. */
export const themeConfig = defineConfig({
  cssVarsPrefix: "aria",
  preflight: false,
  conditions: {
    // PageSettings.theme is written as data-theme on the page wrapper.
    business: "[data-theme=business] &",
    promo: "[data-theme=promo] &",
  },
  theme: {
    breakpoints,
    tokens: { colors, fonts, spacing, radii, sizes },
    semanticTokens: {
      colors: {
        ...semanticColors,
        accent: { value: { base: "{colors.brand.600}", _dark: "{colors.brand.500}", _business: "{colors.grey.900}" } },
        accentText: { value: { base: "{colors.brand.700}", _dark: "#ff6b6b", _business: "{colors.grey.900}" } },
      },
    },
    keyframes: {
      speechPulse: {
        "0%, 100%": { transform: "scale(1)", opacity: "1" },
        "50%": { transform: "scale(0.9)", opacity: "0.75" },
      },
    },
  },
});

/**
 * The style-prop utilities our components use (full names; their shorthands come with them).
 * createSystem compiles every utility it is given at page start-up, and the 243 of Chakra's base
 * config cost ~60 ms of main-thread time on a throttled phone (bench/RESULTS.md). A style prop
 * outside this list is caught by __tests__/theme/system.test.ts before it reaches a page.
 */
export const USED_UTILITIES = [
  "background",
  "backgroundColor",
  "color",
  "fill",
  "stroke",
  "padding",
  "paddingTop",
  "paddingBottom",
  "paddingLeft",
  "paddingRight",
  "paddingInline",
  "paddingBlock",
  "paddingInlineStart",
  "paddingInlineEnd",
  "margin",
  "marginTop",
  "marginBottom",
  "marginLeft",
  "marginRight",
  "marginInline",
  "marginBlock",
  "marginInlineStart",
  "marginInlineEnd",
  "gap",
  "rowGap",
  "columnGap",
  "width",
  "height",
  "minWidth",
  "minHeight",
  "maxWidth",
  "maxHeight",
  "borderRadius",
  "borderWidth",
  "borderTopWidth",
  "borderBottomWidth",
  "borderColor",
  "boxShadow",
  "fontFamily",
  "fontSize",
  "fontWeight",
  "lineHeight",
  "letterSpacing",
  "position",
  "inset",
  "top",
  "bottom",
  "left",
  "right",
  "zIndex",
  "animation",
  "transition",
  "textDecoration",
  "outlineColor",
  "transform",
  "opacity",
  "flexBasis",
  "flexDirection",
  "cursor",
] as const;

const wanted = new Set<string>(USED_UTILITIES);
const utilities = Object.fromEntries(Object.entries(defaultBaseConfig.utilities ?? {}).filter(([name]) => wanted.has(name)));

/** Chakra's base config (conditions) with only the utilities above. */
export const baseConfig = { ...defaultBaseConfig, utilities };

let created: ReturnType<typeof createSystem> | undefined;

/**
 * The system style props and `css` objects resolve against in the browser (tokens → CSS variables). Created on first
 * use: it costs ~90 ms of main-thread time on a throttled phone, and static shop pages render plain elements with
 * class names, so they never need it (src/app/RootWrapper.tsx, docs/decisions.md "Chakra's system only when used").
 */
export function getSystem(): ReturnType<typeof createSystem> {
  created ??= createSystem(baseConfig, themeConfig);
  return created;
}
