// Our Chakra system's config: Chakra's base config (conditions + utilities, no recipes) plus our tokens. Build time
// only: ./globalStylesheet.tsx compiles every style object of the site with it (preflight, token variables, layout,
// shop and screen classes) and gatsby-ssr.tsx writes the result into every page's <head>. The browser has no system:
// nothing is styled at run time (__tests__/theme/noRuntimeStyling.test.ts).
import { defineConfig } from "@chakra-ui/react/styled-system";
import { defaultBaseConfig } from "@chakra-ui/react/preset-base";
import { breakpoints, colors, fonts, radii, semanticColors, sizes, spacing } from "./tokens";

/** Tokens, conditions and keyframes. */
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
 * The style-object properties our styles use (full names; their shorthands come with them). A property outside this
 * list is caught by __tests__/theme/system.test.ts before it reaches a page (it would be written as is, tokens
 * unresolved).
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
