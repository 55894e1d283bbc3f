// The real 404: says what happened and offers the two ways on (home, search).
import React from "react";
import { Box } from "@chakra-ui/react/box";
import { chakra } from "@chakra-ui/react/styled-system";
import { Container } from "../components/layout/Container";
import { NavLink } from "../components/layout/NavLink";
import { ro } from "../i18n/ro";

export function NotFoundScreen(): React.ReactElement {
  return (
    <Container py="13">
      <chakra.p fontSize="64px" fontWeight="700" color="accentText" lineHeight="1" aria-hidden="true">
        404
      </chakra.p>
      <chakra.h1 fontSize={{ base: "28px", md: "36px" }} fontWeight="700" mt="4">
        {ro.notFound.title}
      </chakra.h1>
      <chakra.p mt="3" color="textMuted" maxW="60ch">
        {ro.notFound.body}
      </chakra.p>
      <Box mt="6" display="flex" gap="3" flexWrap="wrap">
        <NavLink to="/" bg="accent" color="onAccent" px="4" fontWeight="700">
          {ro.notFound.home}
        </NavLink>
        <NavLink to="/rezultate" borderWidth="1px" borderColor="text" px="4">
          {ro.notFound.search}
        </NavLink>
      </Box>
    </Container>
  );
}
