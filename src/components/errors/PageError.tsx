// The general error page (issue 29): a page that failed to render (SectionBoundary's `page` variant, its code loaded only
// then) and the static /eroare a server or CDN shows for its own failures. It says what happened, offers to try again
// and a way back (self-care's dashboard from a self-care page, else the area's home). Styled by .error-page
// (theme/screens/errorPagesCss.ts).
import React from "react";
import { Container } from "../layout/Container";
import { NavLink } from "../layout/NavLink";
import { errorPageWayBack } from "../../domain/errors/errorPageWayBack";
import { DASHBOARD_PATH } from "../../domain/session/landing";
import { roErrorPage } from "../../i18n/ro/errorPages";
import { roErrors } from "../../i18n/ro/errors";

interface Props {
  /** The address that failed: decides the way back. */
  pathname: string;
  /** Renders the page again; without it, "Încearcă din nou" loads the address again (no script needed). */
  onRetry?: () => void;
}

export function PageError({ pathname, onRetry }: Props): React.ReactElement {
  const back = errorPageWayBack(pathname);
  return (
    <div className="error-page">
      <Container>
        <h1>{roErrorPage.title}</h1>
        <p className="body" role={onRetry ? "alert" : undefined}>
          {roErrorPage.body}
        </p>
        <div className="actions">
          {onRetry ? (
            <button type="button" className="aria-button" data-variant="primary" onClick={onRetry}>
              {roErrors.retry}
            </button>
          ) : (
            // An empty reference is the current address: a CDN that shows this page in place of a failed one reloads it.
            <a href="" className="aria-button" data-variant="primary">
              {roErrors.retry}
            </a>
          )}
          <NavLink to={back} variant="outline">
            {back === DASHBOARD_PATH ? roErrorPage.toDashboard : roErrorPage.toHome}
          </NavLink>
        </div>
      </Container>
    </div>
  );
}
