// /dev/ui: every shared visual piece in its states, for developers and the e2e/axe checks.
// Marked noindex (pages/dev/ui.tsx); a dark twin at /dev/ui-dark shows the dark colour set.
import React, { useEffect, useState } from "react";
import { Box } from "@chakra-ui/react/box";
import { chakra } from "@chakra-ui/react/styled-system";
import { Container } from "../components/layout/Container";
import { NavLink } from "../components/layout/NavLink";
import { FullScreenLoader, LOADER_SIZES, type LoaderSize } from "../components/FullScreenLoader";
import { NOTICE_POSITIONS, PageNotice, type NoticePosition } from "../components/PageNotice";
import { Price } from "../components/Price";
import { useRoamingPanel } from "../hooks/useRoamingPanel";
import { formatDateRo, weekdayNamesRo } from "../domain/dates";
import { roNotice, roPrice } from "../i18n/ro/common";

const Section = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <Box as="section" aria-label={title} mt="8">
    <chakra.h2 fontSize="24px" fontWeight="700" mb="4">
      {title}
    </chakra.h2>
    {children}
  </Box>
);

const DemoButton = (props: React.ButtonHTMLAttributes<HTMLButtonElement>) => (
  <chakra.button
    type="button"
    minH="44px"
    px="4"
    borderRadius="box"
    borderWidth="1px"
    borderColor="text"
    bg="surface"
    color="text"
    cursor="pointer"
    {...props}
  />
);

export function UiDemoScreen(): React.ReactElement {
  const [loader, setLoader] = useState<LoaderSize | null>(null);
  const [notice, setNotice] = useState<NoticePosition | null>(null);
  const [panel, dispatch] = useRoamingPanel();

  useEffect(() => {
    if (loader === null) return;
    const t = setTimeout(() => setLoader(null), 1500);
    return () => clearTimeout(t);
  }, [loader]);

  return (
    <Container>
      <Box py="8">
        <chakra.h1 fontSize="32px" fontWeight="700">
          Componente comune
        </chakra.h1>
        <chakra.p color="textMuted">Pagină pentru dezvoltatori (neindexată).</chakra.p>

        <Section title="Preț">
          <Box display="grid" gridTemplateColumns={{ base: "1fr", md: "repeat(3, 1fr)" }} gap="6">
            <Price title="Abonament" amount={49.99} fullPrice={59.99} unit={roPrice.perMonth} />
            <Price title="Telefon" amount={1200} currency="EUR" size="lg" />
            <Price title="Activare" textPrice="Gratuit" size="sm" />
          </Box>
        </Section>

        <Section title="Notificare în pagină">
          <PageNotice
            title="Internet 5G inclus"
            description="Toate abonamentele noi au 5G fără cost suplimentar."
            label={{ text: roNotice.label, icon: "★" }}
            actions={<DemoButton>Află mai multe</DemoButton>}
          />
          <Box mt="4" display="flex" gap="2" flexWrap="wrap">
            {NOTICE_POSITIONS.filter((p) => p !== "relative").map((p) => (
              <DemoButton key={p} onClick={() => setNotice(p)} data-notice-position={p}>
                Notificare {p}
              </DemoButton>
            ))}
          </Box>
          {notice ? (
            <PageNotice
              position={notice}
              title={`Notificare fixă (${notice})`}
              description="Se închide cu butonul din colț."
              label={{ text: roNotice.label }}
              onClose={() => setNotice(null)}
            />
          ) : null}
        </Section>

        <Section title="Încărcare pe tot ecranul">
          <Box display="flex" gap="2" flexWrap="wrap">
            {(Object.keys(LOADER_SIZES) as unknown as LoaderSize[]).map((s) => (
              <DemoButton key={s} onClick={() => setLoader(Number(s) as LoaderSize)}>
                Mărimea {s} ({LOADER_SIZES[s]} px)
              </DemoButton>
            ))}
          </Box>
          {loader ? <FullScreenLoader size={loader} /> : null}
        </Section>

        <Section title="Panou roaming (stare)">
          <Box display="flex" gap="2" flexWrap="wrap" mb="3">
            <DemoButton onClick={() => dispatch({ type: "selectCountry", country: "Italia" })}>Alege Italia</DemoButton>
            <DemoButton onClick={() => dispatch({ type: "toggle", on: !panel.toggle })}>Comută</DemoButton>
            <DemoButton onClick={() => dispatch({ type: "reset" })}>Resetează</DemoButton>
          </Box>
          <chakra.pre data-testid="roaming-state" bg="surfaceAlt" p="4" borderRadius="box" overflowX="auto" fontSize="14px">
            {JSON.stringify(panel, null, 2)}
          </chakra.pre>
        </Section>

        <Section title="Date în limba română">
          <chakra.p>{formatDateRo("2026-11-21T10:00:00Z", "long")}</chakra.p>
          <chakra.p>Săptămâna începe: {weekdayNamesRo().join(", ")}</chakra.p>
        </Section>

        {/* Tall spacer: the e2e scroll-restoration check needs a page longer than the viewport. */}
        <Box h="1200px" aria-hidden="true" />
        <NavLink to="/" id="demo-bottom-link">
          Înapoi la pagina principală
        </NavLink>
      </Box>
    </Container>
  );
}
