// The roaming area's start (/roaming): every country by zone, with a filter box for long lists.
import React, { useState } from "react";
import { EarlyForm } from "../../components/forms/EarlyForm";
import { fieldValue } from "../../components/forms/formControls";
import { Container } from "../../components/layout/Container";
import { NavLink } from "../../components/layout/NavLink";
import { ShopPageHeader } from "../common/ShopPageHeader";
import type { WidgetView } from "../../domain/shop/model";
import { groupByZone, type RoamingCountryView } from "../../domain/shop/roaming";
import { normalizeForSearch } from "../../domain/shop/search";
import { roShop } from "../../i18n/ro/shop";
import { useSignedInRoamingRedirect } from "../../hooks/useSignedInRoamingRedirect";

export function RoamingScreen({
  title,
  countries,
  widgets,
}: {
  title: string;
  countries: RoamingCountryView[];
  widgets: WidgetView[];
}): React.ReactElement {
  useSignedInRoamingRedirect();
  const t = roShop.roaming;
  const [filter, setFilter] = useState("");
  const wanted = normalizeForSearch(filter);
  const visible = wanted ? countries.filter((c) => normalizeForSearch(c.name).includes(wanted)) : countries;
  const groups = groupByZone(visible);
  return (
    <Container className="shop-page">
      <ShopPageHeader title={title} lead={t.lead} widgets={widgets} />
      <p className="shop-note">{t.accountHint}</p>
      {/* An EarlyForm (issue 12): a country typed before the page is interactive filters the list once it is. */}
      <EarlyForm
        className="search-form"
        role="search"
        onSubmit={() => undefined}
        onEarlyInput={(form) => setFilter(fieldValue(form, "tara"))}
      >
        <label>
          {t.countryFilter}
          <input type="search" name="tara" value={filter} maxLength={60} onChange={(e) => setFilter(e.target.value)} />
        </label>
      </EarlyForm>
      <div aria-live="polite">{visible.length === 0 ? <p role="status">{t.noCountry(filter)}</p> : null}</div>
      <div className="country-groups">
        {groups.map((g) => (
          <section key={g.zone} aria-label={g.zone}>
            <h2>{g.zone}</h2>
            <ul className="country-list">
              {g.countries.map((c) => (
                <li key={c.slug}>
                  <NavLink to={`/roaming/${c.slug}`}>{c.name}</NavLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Container>
  );
}
