// A self-care page whose capability is not built yet: it says so inside the real layout, with the page's own title,
// and shows no made-up data (issue 6).
import React from "react";
import type { RouteComponentProps } from "@reach/router";
import type { PageName } from "../../domain/guards/paths";
import { roEcare } from "../../i18n/ro/ecare";

export function NotAvailableScreen({
  page,
  children,
}: RouteComponentProps<{ page: PageName; children?: React.ReactNode }>): React.ReactElement {
  const t = roEcare;
  return (
    <>
      <h1>{page ? t.nav.pages[page] : t.notAvailable.title}</h1>
      {children}
      <div className="ecare-notice" role="note">
        <p>
          <strong>{t.notAvailable.title}.</strong> {t.notAvailable.text}
        </p>
      </div>
    </>
  );
}
