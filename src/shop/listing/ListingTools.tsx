// The filter and sort controls of a listing. Native controls: keyboard and screen readers work without extra code.
// An EarlyForm (issue 12): a filter ticked or a sort picked before the page is interactive is applied once it is.
import React from "react";
import { EarlyForm } from "../../components/forms/EarlyForm";
import type { ListingQuery, Sort, facetOptions } from "../../domain/shop/listingQuery";
import { SORTS } from "../../domain/shop/listingQuery";
import { roShop } from "../../i18n/ro/shop";

type Facets = ReturnType<typeof facetOptions>;

/** The filters as the form shows them (names below); controls the page does not show keep the query's value. */
function readListingForm(form: HTMLFormElement, query: ListingQuery): ListingQuery {
  const checked = (name: string) => Array.from(form.querySelectorAll<HTMLInputElement>(`input[name="${name}"]:checked`), (i) => i.value);
  const flag = (name: string, current: boolean) => {
    const input = form.querySelector<HTMLInputElement>(`input[name="${name}"]`);
    return input ? input.checked : current;
  };
  const sort = form.querySelector<HTMLSelectElement>('select[name="sort"]')?.value;
  return {
    sort: SORTS.find((s) => s === sort) ?? query.sort,
    brands: checked("brand"),
    serviceTypes: checked("serviceType"),
    only5g: flag("only5g", query.only5g),
    onlyDiscounted: flag("onlyDiscounted", query.onlyDiscounted),
    onlyInStock: flag("onlyInStock", query.onlyInStock),
  };
}

export function ListingTools({
  query,
  facets,
  onChange,
}: {
  query: ListingQuery;
  facets: Facets;
  onChange: (q: ListingQuery) => void;
}): React.ReactElement {
  const t = roShop.listing;
  const toggle = (list: string[], value: string, on: boolean) => (on ? [...list, value] : list.filter((v) => v !== value));
  const dirty = query.brands.length + query.serviceTypes.length > 0 || query.only5g || query.onlyDiscounted || query.onlyInStock;
  return (
    <EarlyForm
      className="listing-tools"
      aria-label={t.filters}
      onSubmit={(form) => onChange(readListingForm(form, query))}
      onEarlyInput={(form) => onChange(readListingForm(form, query))}
    >
      <label>
        {t.sort}
        <select name="sort" value={query.sort} onChange={(e) => onChange({ ...query, sort: e.target.value as Sort })}>
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
                name="brand"
                value={b.value}
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
                name="serviceType"
                value={s.value}
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
              <input
                type="checkbox"
                name="only5g"
                checked={query.only5g}
                onChange={(e) => onChange({ ...query, only5g: e.target.checked })}
              />
              {t.only5g}
            </label>
          ) : null}
          {facets.hasDiscounts ? (
            <label>
              <input
                type="checkbox"
                name="onlyDiscounted"
                checked={query.onlyDiscounted}
                onChange={(e) => onChange({ ...query, onlyDiscounted: e.target.checked })}
              />
              {t.onlyDiscounted}
            </label>
          ) : null}
          {facets.hasStockInfo ? (
            <label>
              <input
                type="checkbox"
                name="onlyInStock"
                checked={query.onlyInStock}
                onChange={(e) => onChange({ ...query, onlyInStock: e.target.checked })}
              />
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
    </EarlyForm>
  );
}
