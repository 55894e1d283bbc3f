// The roaming panel's country search (SPEC §2 `searchTerm`, `selectedCountry`): a search field over the CMS countries
// (Romanian names, flags), the matches as buttons. Self-care pages are client-only: the field exists only once React
// renders it, so it is an ordinary controlled input.
import React from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import { ErrorRibbon } from "../../../components/errors/ErrorRibbon";
import { searchCountries, type RoamingCountryEntry } from "../../../domain/roaming/roamingCountries";
import { roRoamingPanel } from "../../../i18n/ro/roamingPanel";
import { Skeleton } from "../../kit/SectionStates";

const r = roRoamingPanel;
/** At most this many matches are listed (the rest narrow as the user types). */
const MAX_MATCHES = 12;

export function CountryPicker({
  countries,
  term,
  onType,
  onChoose,
}: {
  countries: UseQueryResult<RoamingCountryEntry[]>;
  term: string;
  onType: (term: string) => void;
  onChoose: (country: RoamingCountryEntry) => void;
}): React.ReactElement {
  const matches = countries.data ? searchCountries(countries.data, term).slice(0, MAX_MATCHES) : [];
  return (
    <div>
      <div className="checkout-field">
        <label htmlFor="roaming-search">{r.search}</label>
        <input
          id="roaming-search"
          type="search"
          autoComplete="off"
          aria-describedby="roaming-search-hint"
          value={term}
          onChange={(e) => onType(e.target.value)}
        />
        <p id="roaming-search-hint" className="dashboard-caption">
          {r.searchHint}
        </p>
      </div>
      {countries.isPending ? (
        <Skeleton label={r.countriesLoading} lines={2} />
      ) : countries.isError ? (
        <ErrorRibbon what={r.countriesError} error={countries.error} onRetry={() => void countries.refetch()} />
      ) : matches.length === 0 ? (
        <p className="dashboard-empty">{r.noCountry}</p>
      ) : (
        <ul className="services-countries" aria-label={r.country}>
          {matches.map((c) => (
            <li key={c.slug}>
              <button type="button" className="aria-button" data-variant="outline" onClick={() => onChoose(c)}>
                <span className="services-flag" aria-hidden="true">
                  {c.flag}
                </span>
                {c.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
