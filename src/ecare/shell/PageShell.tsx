// The page area of a self-care page before its code and data arrive: its heading and a placeholder per data area, in
// the page's own classes, so each placeholder takes the room its area will take. Also the fallback while a page's lazy
// chunk loads inside the real frame (EcareApp). Pages without a shape of their own get the heading and one card.
// `data-shell` marks it (and EcareShell): gone once the page itself is there.
import React from "react";
import type { PageName } from "../../domain/guards/paths";
import { roDashboard, roEcare } from "../../i18n/ro/ecare";
import { pageHeading } from "./pageHeading";
import { USAGE_SKELETON_LINES } from "./sizes";

/** A card in the dashboard's card style, its lines grey; `title` keeps a line for the card's heading. */
function CardPlaceholder({ wide = false, lines = 4 }: { wide?: boolean; lines?: number }): React.ReactElement {
  return (
    <div className={wide ? "dashboard-card dashboard-wide shell-card" : "dashboard-card shell-card"} aria-hidden="true">
      <span className="shell-line shell-title">{"\u00a0"}</span>
      <div className="dashboard-skeleton">
        {Array.from({ length: lines }, (_, i) => (
          <span key={i} />
        ))}
      </div>
    </div>
  );
}

function DashboardShell(): React.ReactElement {
  return (
    <div className="ecare-dashboard" data-shell="">
      <div className="dashboard">
        <h1>{pageHeading("dashboard")}</h1>
        <p className="dashboard-lead">{roDashboard.lead}</p>
        <div className="dashboard-grid">
          <CardPlaceholder wide lines={3} />
          <CardPlaceholder />
          <CardPlaceholder />
        </div>
      </div>
    </div>
  );
}

/** abonament and cost-control: the usage overview (credit, allowances, daily use), then the page's own card. */
function UsageShell({ page }: { page: "subscription" | "costControl" }): React.ReactElement {
  return (
    <div className="ecare-dashboard ecare-services" data-shell="">
      <h1>{pageHeading(page)}</h1>
      <div className="ecare-dashboard ecare-usage-overview usage-overview">
        <CardPlaceholder wide lines={USAGE_SKELETON_LINES} />
      </div>
      <div className="dashboard-grid">
        <CardPlaceholder />
      </div>
    </div>
  );
}

function DefaultShell({ page }: { page: PageName | null }): React.ReactElement {
  return (
    <div className="ecare-dashboard ecare-services" data-shell="">
      <h1>{page ? pageHeading(page) : roEcare.dashboardTitle}</h1>
      <div className="dashboard-grid">
        <CardPlaceholder wide />
      </div>
    </div>
  );
}

export function PageShell({ page }: { page: PageName | null }): React.ReactElement {
  if (page === "dashboard") return <DashboardShell />;
  if (page === "subscription" || page === "costControl") return <UsageShell page={page} />;
  return <DefaultShell page={page} />;
}
