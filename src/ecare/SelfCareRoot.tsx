// Root of every client-only self-care page: nothing personal is rendered on the server (a placeholder until
// mounted, gatsby-recipe.md pitfall), then the state roots, the session gate (loader while the profile loads), the
// route guards (before any screen fetches) and the self-care frame.
import React, { useEffect, useState } from "react";
import { FullScreenLoader } from "../components/FullScreenLoader";
import { ClientStateRoot } from "../state/ClientStateRoot";
import type { Area } from "../domain/area";
import { roEcare } from "../i18n/ro/ecare";
import { RouteGuard } from "./guard/RouteGuard";
import { SelfCareLayout } from "./layout/SelfCareLayout";
import { SessionGate } from "./SessionGate";

export function SelfCareRoot({ area, children }: { area: Area; children: React.ReactNode }): React.ReactElement {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return <FullScreenLoader label={roEcare.loading} />;
  return (
    <ClientStateRoot>
      <SessionGate area={area}>
        <RouteGuard>
          <SelfCareLayout area={area}>{children}</SelfCareLayout>
        </RouteGuard>
      </SessionGate>
    </ClientStateRoot>
  );
}
