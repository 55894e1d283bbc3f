// The site's global stylesheet, compiled at build time (gatsby-ssr.tsx writes it into every page's <head>): Chakra's
// preflight, the token variables (light/dark and the themes' semantic colours), keyframes, the layout and shop
// classes (layoutCss, shopCss), and the client-rendered screens' and shared components' rules under their root classes
// (screenCss). The whole site is styled by these class names: no Chakra, no emotion in the browser.
// Build-time only: nothing here reaches the browser bundle.
import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Global } from "@emotion/react";
import { createSystem, defineConfig, type SystemStyleObject } from "@chakra-ui/react/styled-system";
import { baseConfig, themeConfig } from "./system";
import { layoutCss } from "./layoutCss";
import { shopCss } from "./shopCss";
import { devScreenCss, screenCss } from "./screenCss";
import { targetSizeCss } from "./components/targetSizeCss";

const globalConfig = defineConfig({
  preflight: true,
  globalCss: {
    html: { colorPalette: "brand", scrollBehavior: "auto" },
    body: { bg: "surface", color: "text", fontFamily: "body", lineHeight: "1.5" },
    "a:focus-visible, button:focus-visible, [tabindex]:focus-visible, input:focus-visible, select:focus-visible": {
      outline: "3px solid",
      outlineColor: "focusRing",
      outlineOffset: "2px",
    },
    ...layoutCss,
    ...shopCss,
    ...targetSizeCss,
  },
});

/** The CSS text emotion writes for a <Global> (its server rendering is a <style> element holding exactly that text). */
function emotionGlobalCss(styles: unknown): string {
  const markup = renderToStaticMarkup(<Global styles={styles as Parameters<typeof Global>[0]["styles"]} />);
  const m = /^<style[^>]*>([\s\S]*)<\/style>$/.exec(markup);
  if (!m) throw new Error(`globalStylesheet: unexpected emotion output ${markup.slice(0, 80)}`);
  return m[1]!;
}

type System = ReturnType<typeof createSystem>;

/**
 * Root-class rules as the screens' `css={}` objects used to be compiled in the browser: the system's css() (tokens,
 * conditions, responsive values), then emotion with the root class as the selector. Outside the cascade layers, as
 * emotion's run-time rules were: they still win over the layered global classes (.aria-button, .checkout-field…) the
 * screens use inside them, whatever those classes' specificity.
 */
function rootClassCss(system: System, rules: Record<string, SystemStyleObject>): string {
  return emotionGlobalCss(Object.fromEntries(Object.entries(rules).map(([selector, styles]) => [selector, system.css(styles)])));
}

const cached = new Map<boolean, string>();

/**
 * The stylesheet's text: the cascade layers' order first, then preflight, global CSS and token variables (layered),
 * then the root-class rules (unlayered). `devPages` adds the developer pages' rules (`gatsby develop` only).
 */
export function globalStylesheet({ devPages = false }: { devPages?: boolean } = {}): string {
  let css = cached.get(devPages);
  if (css === undefined) {
    const full = createSystem(baseConfig, themeConfig, globalConfig);
    css =
      emotionGlobalCss(full.layers.atRule) +
      emotionGlobalCss(full._global) +
      rootClassCss(full, devPages ? { ...screenCss, ...devScreenCss } : screenCss);
    cached.set(devPages, css);
  }
  return css;
}
