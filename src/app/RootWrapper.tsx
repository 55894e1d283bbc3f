// The root wrapper used by wrapRootElement in BOTH gatsby-browser.tsx and gatsby-ssr.tsx, so the
// server-rendered tree and the hydrated tree are identical (no hydration mismatch).
import React from "react";
import { ChakraProvider } from "@chakra-ui/react/styled-system";
import { system } from "../theme/system";

// The provider gives components the system (tokens, conditions, utilities). Its own <Global> styles are left empty:
// the global stylesheet is compiled at build time and written into <head> by gatsby-ssr.tsx
// (src/theme/globalStylesheet.tsx), so the browser neither builds nor inserts it.
const value: typeof system = { ...system, _global: [], _config: { ...system._config, disableLayers: true } };

export function RootWrapper({ children }: { children: React.ReactNode }): React.ReactElement {
  return <ChakraProvider value={value}>{children}</ChakraProvider>;
}
