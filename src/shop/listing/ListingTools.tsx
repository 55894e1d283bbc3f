// The filter and sort controls of a listing. Native controls: keyboard and screen readers work without extra code.
import React from "react";
import type { ListingQuery, Sort, facetOptions } from "../../domain/shop/listingQuery";
import { SORTS } from "../../domain/shop/listingQuery";
import { ro } from "../../i18n/ro";

type Facets = ReturnType<typeof facetOptions>;

export function ListingTools({
  query,
  facets,
  onChange,
}: {
  query: ListingQuery;
  facets: Facets;
  onChange: (q: ListingQuery) => void;
}): React.ReactElement {
  const t = ro.shop.listing;
  const toggle = (list: string[], value: string, on: boolean) => (on ? [...list, value] : list.filter((v) => v !== value));
  const dirty = query.brands.length + query.serviceTypes.length > 0 || query.only5g || query.onlyDiscounted || query.onlyInStock;
  return (
    <form className="listing-tools" aria-label={t.filters} onSubmit={(e) => e.preventDefault()}>
      <label>
        {t.sort}
        <select value={query.sort} onChange={(e) => onChange({ ...query, sort: e.target.value as Sort })}>
          {SORTS.map((s) => (
            <option key={s} value={s}>
              {t.sorts[s]}
            </option>
          ))}
        </select>
      </label>
      {facets.brands.length > 0 ? (
        <fieldset>
          <legend>{t.brand}</legend>
          {facets.brands.map((b) => (
            <label key={b.value}>
              <input
                type="checkbox"
                checked={query.brands.includes(b.value)}
                onChange={(e) => onChange({ ...query, brands: toggle(query.brands, b.value, e.target.checked) })}
              />
              {b.value} ({b.count})
            </label>
          ))}
        </fieldset>
      ) : null}
      {facets.serviceTypes.length > 0 ? (
        <fieldset>
          <legend>{t.serviceType}</legend>
          {facets.serviceTypes.map((s) => (
            <label key={s.value}>
              <input
                type="checkbox"
                checked={query.serviceTypes.includes(s.value)}
                onChange={(e) => onChange({ ...query, serviceTypes: toggle(query.serviceTypes, s.value, e.target.checked) })}
              />
              {t.serviceTypes[s.value] ?? s.value} ({s.count})
            </label>
          ))}
        </fieldset>
      ) : null}
      {facets.has5g || facets.hasDiscounts || facets.hasStockInfo ? (
        <fieldset>
          <legend>{t.filters}</legend>
          {facets.has5g ? (
            <label>
              <input type="checkbox" checked={query.only5g} onChange={(e) => onChange({ ...query, only5g: e.target.checked })} />
              {t.only5g}
            </label>
          ) : null}
          {facets.hasDiscounts ? (
            <label>
              <input
                type="checkbox"
                checked={query.onlyDiscounted}
                onChange={(e) => onChange({ ...query, onlyDiscounted: e.target.checked })}
              />
              {t.onlyDiscounted}
            </label>
          ) : null}
          {facets.hasStockInfo ? (
            <label>
              <input type="checkbox" checked={query.onlyInStock} onChange={(e) => onChange({ ...query, onlyInStock: e.target.checked })} />
              {t.onlyInStock}
            </label>
          ) : null}
        </fieldset>
      ) : null}
      {dirty ? (
        <button
          type="button"
          className="aria-button"
          data-variant="secondary"
          onClick={() => onChange({ ...query, brands: [], serviceTypes: [], only5g: false, onlyDiscounted: false, onlyInStock: false })}
        >
          {t.reset}
        </button>
      ) : null}
    </form>
  );
}
