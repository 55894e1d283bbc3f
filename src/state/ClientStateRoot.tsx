// The state root of the client-only sections (/ecare/*, cart, checkout): Recoil for session and
// client state, react-query for server data. Static shop pages do not load it, which keeps Recoil
// and react-query out of their first-load JavaScript (docs/decisions.md, "State roots").
import React, { useState } from "react";
import { RecoilRoot } from "recoil";
import { QueryClientProvider } from "@tanstack/react-query";
import { createQueryClient } from "./queryClient";

export function ClientStateRoot({ children }: { children: React.ReactNode }): React.ReactElement {
  const [queryClient] = useState(createQueryClient);
  return (
    <RecoilRoot>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </RecoilRoot>
  );
}
