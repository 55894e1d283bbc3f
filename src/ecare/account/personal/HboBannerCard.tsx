// SPEC §7 "GET HBO-max banner": the banner where the back end says to show it (the domain's view: shown, hidden = no
// card, an unknown answer = "not available"); its link opens in a new tab, said in the link's name.
import React from "react";
import { useHboBanner } from "../../../hooks/account/useLoyalty";
import { roPersonalData } from "../../../i18n/ro/personalData";
import { QueryCard } from "../../kit/SectionStates";

const t = roPersonalData.hbo;
const ID = "personal-hbo";

export function HboBannerCard(): React.ReactElement | null {
  const query = useHboBanner();
  if (query.data?.kind === "hidden") return null;
  return (
    <QueryCard id={ID} title={t.heading} query={query} loading={t.loading} error={t.error} lines={2}>
      {(view) =>
        view.kind !== "show" ? (
          <p className="dashboard-empty">{t.unavailable}</p>
        ) : (
          <div className="personal-banner">
            <p className="personal-banner-title">{view.banner.title}</p>
            <p>{view.banner.text}</p>
            {view.banner.external ? (
              <a className="aria-button" data-variant="primary" href={view.banner.linkUrl} target="_blank" rel="noopener noreferrer">
                {view.banner.linkLabel} <span className="sr-only">{t.newTab}</span>
              </a>
            ) : (
              <a className="aria-button" data-variant="primary" href={view.banner.linkUrl}>
                {view.banner.linkLabel}
              </a>
            )}
          </div>
        )
      }
    </QueryCard>
  );
}
