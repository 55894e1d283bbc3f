// A self-care page before its person is known: the frame (account bar, menu), the page's heading and, for each data
// area, a placeholder of the area's final size. It depends on the address alone (nothing personal), so the build
// renders it into each address's HTML (gatsby-node.ts) and the page paints before its JavaScript runs; the browser
// keeps showing it until the session, the route guard and the page's code are ready, and nothing moves when they are.
import React from "react";
import { Container } from "../../components/layout/Container";
import { pageOf } from "../../domain/guards/paths";
import { roEcare } from "../../i18n/ro/ecare";
import { PageShell } from "./PageShell";

export function EcareShell({ pathname }: { pathname: string }): React.ReactElement {
  const t = roEcare;
  return (
    <div className="ecare-frame" data-shell="">
      <Container>
        {/* The account bar's two lines, their text unknown yet. */}
        <div className="ecare-bar" aria-hidden="true">
          <div>
            <p className="ecare-bar-name">
              <span className="shell-line shell-line-name">{"\u00a0"}</span>
            </p>
            <p className="ecare-bar-meta">
              <span className="shell-line shell-line-meta">{"\u00a0"}</span>
            </p>
          </div>
        </div>
        <div className="ecare-grid">
          {/* The menu's place: a closed disclosure on phones (as EcareNav starts there), empty beside the page. */}
          <nav aria-label={t.nav.label} className="ecare-menu">
            <details>
              <summary>{t.nav.open}</summary>
            </details>
          </nav>
          <div className="ecare-page">
            <PageShell page={pageOf(pathname)} />
          </div>
        </div>
      </Container>
      <p className="sr-only" role="status">
        {t.loading}
      </p>
    </div>
  );
}
