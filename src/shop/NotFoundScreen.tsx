// The real 404: says what happened and offers the two ways on (home, search). Styled by .not-found-page
// (theme/screens/notFoundCss.ts).
import React from "react";
import { Container } from "../components/layout/Container";
import { NavLink } from "../components/layout/NavLink";
import { roNotFound } from "../i18n/ro/common";

export function NotFoundScreen(): React.ReactElement {
  return (
    <div className="not-found-page">
      <Container>
        <p className="code" aria-hidden="true">
          404
        </p>
        <h1>{roNotFound.title}</h1>
        <p className="body">{roNotFound.body}</p>
        <div className="actions">
          <NavLink to="/" variant="primary">
            {roNotFound.home}
          </NavLink>
          <NavLink to="/rezultate" variant="outline">
            {roNotFound.search}
          </NavLink>
        </div>
      </Container>
    </div>
  );
}
