// Home of each area. Until the content issue sources the CMS, it shows the area's entry points.
import React from "react";
import { Box } from "@chakra-ui/react/box";
import { chakra } from "@chakra-ui/react/styled-system";
import { Container } from "../../components/layout/Container";
import { NavLink } from "../../components/layout/NavLink";
import type { Area } from "../../domain/area";
import { ro } from "../../i18n/ro";

export function HomeScreen({ area }: { area: Area }): React.ReactElement {
  return (
    <>
      <Box bg="accent" color="onAccent">
        <Container py={{ base: "8", md: "13" }}>
          <chakra.h1 fontSize={{ base: "32px", md: "48px" }} fontWeight="700" lineHeight="1.1" maxW="20ch">
            {area === "business" ? `${ro.brand.name} ${ro.area.business}` : ro.home.heading}
          </chakra.h1>
          <chakra.p mt="4" fontSize={{ base: "18px", md: "20px" }} maxW="50ch">
            {ro.home.lead}
          </chakra.p>
          <Box mt="6" display="flex" gap="3" flexWrap="wrap">
            <NavLink to={ro.nav[area][0]!.to} bg="surface" color="text" px="4" fontWeight="700" _hover={{ textDecoration: "none", opacity: 0.9 }}>
              {ro.home.ctaPlans}
            </NavLink>
            <NavLink to="/ecare/dashboard" borderWidth="2px" borderColor="onAccent" px="4" fontWeight="700">
              {ro.home.ctaAccount}
            </NavLink>
          </Box>
        </Container>
      </Box>
      <Container py="8">
        <chakra.ul listStyleType="none" m="0" p="0" display="grid" gridTemplateColumns={{ base: "1fr", md: "repeat(3, 1fr)" }} gap="4">
          {ro.nav[area].map((l) => (
            <chakra.li key={l.to} borderWidth="1px" borderColor="border" borderRadius="box" p="6" bg="surfaceAlt">
              <NavLink to={l.to} fontSize="20px" fontWeight="700" px="0">
                {l.label}
              </NavLink>
            </chakra.li>
          ))}
        </chakra.ul>
      </Container>
    </>
  );
}
