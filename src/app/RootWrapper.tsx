// The root wrapper used by wrapRootElement in BOTH gatsby-browser.tsx and gatsby-ssr.tsx, so the
// server-rendered tree and the hydrated tree are identical (no hydration mismatch).
import React from "react";
import { ChakraProvider } from "@chakra-ui/react/styled-system";
import { system } from "../theme/system";

export function RootWrapper({ children }: { children: React.ReactNode }): React.ReactElement {
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}
