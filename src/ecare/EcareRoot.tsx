// Root of every client-only self-care page: nothing personal is rendered on the server (the address's shell until
// mounted, gatsby-recipe.md pitfall; src/ecare/shell/), then the state roots, the session gate (loader while the profile loads), the
// route guards (before any screen fetches) and the self-care frame.
import React, { useEffect, useState } from "react";
import { servedPagePath } from "../browser/hydration";
import { ClientStateRoot } from "../state/ClientStateRoot";
import type { Area } from "../domain/area";
import { RouteGuard } from "./guard/RouteGuard";
import { EcareLayout } from "./layout/EcareLayout";
import { SessionGate } from "./SessionGate";
import { EcareShell } from "./shell/EcareShell";
import { requestProfileEarly } from "../hooks/useEcareSession";

interface Props {
  area: Area;
  /** The address the page was rendered for (the server's page, or the browser's address). */
  pathname: string;
  children: React.ReactNode;
}

export function EcareRoot({ area, pathname, children }: Props): React.ReactElement {
  const [mounted, setMounted] = useState(false);
  // Hydration renders exactly the server's shell: the one of the HTML Gatsby served.
  const [shellPath] = useState(() => {
    // In the browser the profile is asked for now, during the first render, not after the mount (hooks/useEcareSession).
    if (typeof window !== "undefined") requestProfileEarly(area);
    return servedPagePath(pathname);
  });
  useEffect(() => setMounted(true), []);
  if (!mounted) return <EcareShell pathname={shellPath} />;
  return (
    <ClientStateRoot>
      <SessionGate area={area}>
        <RouteGuard>
          <EcareLayout area={area}>{children}</EcareLayout>
        </RouteGuard>
      </SessionGate>
    </ClientStateRoot>
  );
}
