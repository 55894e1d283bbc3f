// Site footer: grouped navigation (SPEC §2 "footer navigation") and the legal line.
import React from "react";
import { Box } from "@chakra-ui/react/box";
import { chakra } from "@chakra-ui/react/styled-system";
import { Container } from "./Container";
import { NavLink } from "./NavLink";
import { ro } from "../../i18n/ro";

export function Footer(): React.ReactElement {
  return (
    <chakra.footer bg="surfaceAlt" color="text" mt="13" py="8" borderTopWidth="1px" borderColor="border">
      <Container>
        <chakra.nav aria-label={ro.a11y.footerNav}>
          <Box display="grid" gridTemplateColumns={{ base: "1fr", sm: "repeat(2, 1fr)", md: "repeat(3, 1fr)" }} gap="6">
            {ro.footer.groups.map((g) => (
              <Box key={g.title}>
                <chakra.h2 fontSize="16px" fontWeight="700" mb="2">
                  {g.title}
                </chakra.h2>
                <chakra.ul listStyleType="none" m="0" p="0">
                  {g.links.map((l) => (
                    <li key={l.to}>
                      <NavLink to={l.to} px="0">
                        {l.label}
                      </NavLink>
                    </li>
                  ))}
                </chakra.ul>
              </Box>
            ))}
          </Box>
        </chakra.nav>
        <chakra.p mt="6" fontSize="14px" color="textMuted">
          {ro.footer.legal}
        </chakra.p>
      </Container>
    </chakra.footer>
  );
}
