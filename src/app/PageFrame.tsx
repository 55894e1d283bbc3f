// The frame around every page (wrapPageElement): applies the page's settings from page context
// (SPEC §2: dark mode, theme, scroll behaviour) and the area (personal/business) from the path.
import React from "react";
import { SectionBoundary } from "../components/errors/SectionBoundary";
import { Header } from "../components/layout/Header";
import { Footer } from "../components/layout/Footer";
import { areaFromPath } from "../domain/area";
import { readPageSettings } from "../domain/pageSettings";

interface Props {
  pathname: string;
  pageContext: Record<string, unknown> | undefined;
  children: React.ReactNode;
}

export function PageFrame({ pathname, pageContext, children }: Props): React.ReactElement {
  const settings = readPageSettings(pageContext?.pageSettings);
  const area = areaFromPath(pathname);
  return (
    <div
      // `dark` switches the semantic colour tokens (src/theme/tokens.ts) for everything inside.
      className={`aria-frame ${settings.darkMode ? "dark" : "light"}`}
      data-theme={settings.theme}
      data-area={area}
      style={{ colorScheme: settings.darkMode ? "dark" : "light" }}
    >
      <Header area={area} pathname={pathname} />
      <main id="continut" tabIndex={-1} className="aria-main">
        {/* A page that fails to render says so (with a retry) instead of leaving a white screen; header and footer stay. */}
        <SectionBoundary resetKey={pathname} page={pathname}>
          {children}
        </SectionBoundary>
      </main>
      <Footer />
    </div>
  );
}
