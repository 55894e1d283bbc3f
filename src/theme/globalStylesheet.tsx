// The site's global stylesheet, compiled at build time (gatsby-ssr.tsx writes it into every page's <head>): Chakra's
// preflight, the token variables (light/dark and the themes' semantic colours), keyframes, and the layout and shop
// classes (layoutCss, shopCss). Chakra's provider would otherwise build this ~26 KB stylesheet from style objects in the
// browser on every page load, and emotion would move the server-rendered copy into <head> (a second parse).
// Build-time only: nothing here reaches the browser bundle.
import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Global } from "@emotion/react";
import { createSystem, defineConfig } from "@chakra-ui/react/styled-system";
import { baseConfig, themeConfig } from "./system";
import { layoutCss } from "./layoutCss";
import { shopCss } from "./shopCss";

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
  },
});

/** The CSS text emotion writes for a <Global> (its server rendering is a <style> element holding exactly that text). */
function emotionGlobalCss(styles: unknown): string {
  const markup = renderToStaticMarkup(<Global styles={styles as Parameters<typeof Global>[0]["styles"]} />);
  const m = /^<style[^>]*>([\s\S]*)<\/style>$/.exec(markup);
  if (!m) throw new Error(`globalStylesheet: unexpected emotion output ${markup.slice(0, 80)}`);
  return m[1]!;
}

let cached: string | undefined;

/** The stylesheet's text: the cascade layers' order first, then preflight, global CSS and token variables. */
export function globalStylesheet(): string {
  if (cached === undefined) {
    const full = createSystem(baseConfig, themeConfig, globalConfig);
    cached = emotionGlobalCss(full.layers.atRule) + emotionGlobalCss(full._global);
  }
  return cached;
}
