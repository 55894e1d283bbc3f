// The root wrapper used by wrapRootElement in BOTH gatsby-browser.tsx and gatsby-ssr.tsx, so the
// server-rendered tree and the hydrated tree are identical (no hydration mismatch).
import React from "react";
import { ChakraProvider, type SystemContext } from "@chakra-ui/react/styled-system";
import { getSystem } from "../theme/system";

// The provider gives components the system (tokens, conditions, utilities), created only when a component first asks
// for it: static shop pages use class names and never do (docs/decisions.md "Chakra's system only when used").
// The provider's own <Global> styles are empty: the global stylesheet is compiled at build time and written into
// <head> by gatsby-ssr.tsx (src/theme/globalStylesheet.tsx), so the browser neither builds nor inserts it.
// `_config` is read by the provider alone (for `disableLayers`; @chakra-ui/react 3.37) and answered without the system.
const value = new Proxy({} as SystemContext, {
  get(_target, key) {
    if (key === "_global") return [];
    if (key === "_config") return { disableLayers: true };
    return Reflect.get(getSystem(), key);
  },
  has(_target, key) {
    return Reflect.has(getSystem(), key);
  },
});

export function RootWrapper({ children }: { children: React.ReactNode }): React.ReactElement {
  return <ChakraProvider value={value}>{children}</ChakraProvider>;
}
