// The frame of every self-care page: who is signed in and as which account, the menu the guards allow, a notice a
// guard left (the legacy cost-control tab), then the page.
import React, { useMemo } from "react";
import { useLocation } from "@reach/router";
import { SectionBoundary } from "../../components/errors/SectionBoundary";
import { Container } from "../../components/layout/Container";
import type { Area } from "../../domain/area";
import { guardFacts } from "../../domain/guards/facts";
import { isOfferedPath, navigationFor } from "../../domain/guards/navigation";
import { activeRole } from "../../domain/session/userInfo";
import { roEcare } from "../../i18n/ro/ecare";
import { roRoles } from "../../i18n/ro/roles";
import { CanVisitProvider } from "../kit/CanVisitContext";
import { EXTERNAL_PAGES, guardNoticeOf } from "../guard/externalPages";
import { useProfile } from "../SessionGate";
import { AccountSwitcher } from "./AccountSwitcher";
import { EcareNav } from "./EcareNav";

export function EcareLayout({ area, children }: { area: Area; children: React.ReactNode }): React.ReactElement {
  const profile = useProfile();
  const location = useLocation();
  const facts = useMemo(() => guardFacts(profile, profile.customerInfo?.productInventory ?? []), [profile]);
  const sections = useMemo(() => navigationFor(facts), [facts]);
  // Screens link only to what the menu would offer (never into a redirect).
  const canVisit = useMemo(() => (path: string) => isOfferedPath(facts, path), [facts]);
  const notice = guardNoticeOf(location.state);
  const name = [profile.firstName, profile.lastName].filter(Boolean).join(" ");
  const t = roEcare;
  const company = profile.customerInfo?.companyName ?? "";
  const active = activeRole(profile);
  const role = active ? (roRoles[active] ?? "") : "";

  return (
    <div className="ecare-frame">
      <Container>
        <div className="ecare-bar">
          <div>
            <p className="ecare-bar-name">{name || t.dashboardTitle}</p>
            <p className="ecare-bar-meta">{[role, company].filter(Boolean).join(" · ")}</p>
          </div>
          <SectionBoundary>
            <AccountSwitcher profile={profile} area={area} />
          </SectionBoundary>
        </div>
        {notice ? (
          <p role="status" className="ecare-notice">
            {t.legacyCostControl.opened}{" "}
            <a href={EXTERNAL_PAGES[notice]} target="_blank" rel="noopener noreferrer">
              {t.legacyCostControl.link} {t.legacyCostControl.newTab}
            </a>
          </p>
        ) : null}
        <div className="ecare-grid">
          <EcareNav sections={sections} pathname={location.pathname} />
          <CanVisitProvider value={canVisit}>
            {/* A page that fails to render becomes a ribbon; the menu and the account bar stay usable. */}
            <div className="ecare-page">
              <SectionBoundary resetKey={location.pathname}>{children}</SectionBoundary>
            </div>
          </CanVisitProvider>
        </div>
      </Container>
    </div>
  );
}
