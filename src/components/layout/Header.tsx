// Site header: skip link, personal/business switch (SPEC §2 areas), logo, main navigation and the
// account entry. No client JS beyond links: the mobile nav scrolls sideways instead of a menu.
import React from "react";
import { Box } from "@chakra-ui/react/box";
import { chakra } from "@chakra-ui/react/styled-system";
import { Container } from "./Container";
import { NavLink } from "./NavLink";
import { SpeechMarkLogo } from "../SpeechMarkLogo";
import { areaHome, type Area } from "../../domain/area";
import { ro } from "../../i18n/ro";

export function Header({ area, pathname }: { area: Area; pathname: string }): React.ReactElement {
  const links = ro.nav[area];
  return (
    <chakra.header bg="surface" borderBottomWidth="1px" borderColor="border">
      <chakra.a
        href="#continut"
        position="absolute"
        left="-9999px"
        top="2"
        zIndex="2100"
        bg="surface"
        color="text"
        p="3"
        borderRadius="box"
        _focus={{ left: "2" }}
      >
        {ro.a11y.skipToContent}
      </chakra.a>
      <Box bg="surfaceAlt" fontSize="14px">
        <Container>
          <chakra.nav aria-label={ro.a11y.areaSwitch} display="flex" gap="2">
            {(["personal", "business"] as const).map((a) => (
              <NavLink key={a} to={areaHome(a)} aria-current={a === area ? "page" : undefined}>
                {ro.area[a]}
              </NavLink>
            ))}
          </chakra.nav>
        </Container>
      </Box>
      <Container display="flex" alignItems="center" gap={{ base: "3", md: "6" }} flexWrap={{ base: "wrap", md: "nowrap" }} py="2">
        <NavLink to={areaHome(area)} aria-label={ro.brand.logoLabel} px="0">
          <SpeechMarkLogo size={40} />
          <chakra.span ms="2" fontSize="22px" fontWeight="700" color="text" aria-hidden="true">
            {ro.brand.name}
            {area === "business" ? " Business" : ""}
          </chakra.span>
        </NavLink>
        <chakra.nav
          aria-label={ro.a11y.mainNav}
          order={{ base: 3, md: 0 }}
          flexBasis={{ base: "100%", md: "auto" }}
          flex={{ md: "1" }}
          overflowX="auto"
        >
          <chakra.ul display="flex" gap={{ base: "1", md: "3" }} listStyleType="none" m="0" p="0" whiteSpace="nowrap">
            {links.map((l) => (
              <li key={l.to}>
                <NavLink to={l.to} aria-current={pathname === l.to ? "page" : undefined}>
                  {l.label}
                </NavLink>
              </li>
            ))}
          </chakra.ul>
        </chakra.nav>
        <NavLink to="/ecare/dashboard" ms="auto" bg="accent" color="onAccent" px="4" fontWeight="700" _hover={{ textDecoration: "none", opacity: 0.9 }}>
          {ro.nav.myAccount}
        </NavLink>
      </Container>
    </chakra.header>
  );
}
