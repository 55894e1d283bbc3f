// /dev/ui: every shared visual piece in its states, for developers and the e2e/axe checks.
// Marked noindex (pages/dev/ui.tsx); a dark twin at /dev/ui-dark shows the dark colour set. Styled by .ui-demo
// (theme/screens/uiDemoCss.ts, in the stylesheet of `gatsby develop` only).
import React, { useEffect, useState } from "react";
import { Container } from "../components/layout/Container";
import { NavLink } from "../components/layout/NavLink";
import { FullScreenLoader, LOADER_SIZES, type LoaderSize } from "../components/FullScreenLoader";
import { NOTICE_POSITIONS, PageNotice, type NoticePosition } from "../components/PageNotice";
import { Price } from "../components/Price";
import { useRoamingPanel } from "../hooks/useRoamingPanel";
import { formatDateRo, weekdayNamesRo } from "../domain/dates";
import { roNotice, roPrice } from "../i18n/ro/common";

const Section = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <section className="ui-demo-section" aria-label={title}>
    <h2>{title}</h2>
    {children}
  </section>
);

const DemoButton = (props: React.ButtonHTMLAttributes<HTMLButtonElement>) => <button type="button" className="ui-demo-button" {...props} />;

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
      <div className="ui-demo">
        <h1>Componente comune</h1>
        <p className="ui-demo-lead">Pagină pentru dezvoltatori (neindexată).</p>

        <Section title="Preț">
          <div className="ui-demo-grid">
            <Price title="Abonament" amount={49.99} fullPrice={59.99} unit={roPrice.perMonth} />
            <Price title="Telefon" amount={1200} currency="EUR" size="lg" />
            <Price title="Activare" textPrice="Gratuit" size="sm" />
          </div>
        </Section>

        <Section title="Notificare în pagină">
          <PageNotice
            title="Internet 5G inclus"
            description="Toate abonamentele noi au 5G fără cost suplimentar."
            label={{ text: roNotice.label, icon: "★" }}
            actions={<DemoButton>Află mai multe</DemoButton>}
          />
          <div className="ui-demo-row" data-space="above">
            {NOTICE_POSITIONS.filter((p) => p !== "relative").map((p) => (
              <DemoButton key={p} onClick={() => setNotice(p)} data-notice-position={p}>
                Notificare {p}
              </DemoButton>
            ))}
          </div>
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
          <div className="ui-demo-row">
            {(Object.keys(LOADER_SIZES) as unknown as LoaderSize[]).map((s) => (
              <DemoButton key={s} onClick={() => setLoader(Number(s) as LoaderSize)}>
                Mărimea {s} ({LOADER_SIZES[s]} px)
              </DemoButton>
            ))}
          </div>
          {loader ? <FullScreenLoader size={loader} /> : null}
        </Section>

        <Section title="Panou roaming (stare)">
          <div className="ui-demo-row" data-space="below">
            <DemoButton onClick={() => dispatch({ type: "selectCountry", country: "Italia" })}>Alege Italia</DemoButton>
            <DemoButton onClick={() => dispatch({ type: "toggle", on: !panel.toggle })}>Comută</DemoButton>
            <DemoButton onClick={() => dispatch({ type: "reset" })}>Resetează</DemoButton>
          </div>
          <pre className="ui-demo-state" data-testid="roaming-state">
            {JSON.stringify(panel, null, 2)}
          </pre>
        </Section>

        <Section title="Date în limba română">
          <p>{formatDateRo("2026-11-21T10:00:00Z", "long")}</p>
          <p>Săptămâna începe: {weekdayNamesRo().join(", ")}</p>
        </Section>

        {/* Tall spacer: the e2e scroll-restoration check needs a page longer than the viewport. */}
        <div className="ui-demo-spacer" aria-hidden="true" />
        <NavLink to="/" id="demo-bottom-link">
          Înapoi la pagina principală
        </NavLink>
      </div>
    </Container>
  );
}
