// The real 404: says what happened and offers the two ways on (home, search).
import React from "react";
import { chakra, type SystemStyleObject } from "@chakra-ui/react/styled-system";
import { Container } from "../components/layout/Container";
import { NavLink } from "../components/layout/NavLink";
import { roNotFound } from "../i18n/ro/common";

const styles: SystemStyleObject = {
  py: "13",
  "& .code": { fontSize: "64px", fontWeight: "700", color: "accentText", lineHeight: "1" },
  "& h1": { fontSize: { base: "28px", md: "36px" }, fontWeight: "700", mt: "4" },
  "& .body": { mt: "3", color: "textMuted", maxWidth: "60ch" },
  "& .actions": { mt: "6", display: "flex", gap: "3", flexWrap: "wrap" },
};

export function NotFoundScreen(): React.ReactElement {
  return (
    <chakra.div css={styles}>
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
    </chakra.div>
  );
}
