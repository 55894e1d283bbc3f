// The business list's filters (SPEC §7 "Bar/unbar" GET /list?owner): whose lines (all, or only the caller's own), a
// search by number, employee name or account, the account and the SIM state. The form works from the first paint
// (EarlyForm: what was typed before the page's code ran is what is sent) and sends its choice to the address (page 1);
// the domain reads it (readFleetFilterForm). Remounted per address by the view, so the back button shows the choices
// the list is for.
import React from "react";
import { EarlyForm } from "../../../../components/forms/EarlyForm";
import { FormField } from "../../../../components/forms/FormField";
import { fieldValue } from "../../../../components/forms/formControls";
import { FLEET_SEARCH_MAX, FLEET_STATE_FILTERS, readFleetFilterForm, type FleetListQuery } from "../../../../domain/fleet/fleetQuery";
import { roFleetSims } from "../../../../i18n/ro/fleetSims";

const t = roFleetSims.filters;
const N = { owner: "titular", q: "cauta", ban: "cont", state: "stare" } as const;

/** The checked radio's value of a group ("" when none). */
function radioValue(form: HTMLFormElement, name: string): string {
  const group = form.elements.namedItem(name);
  return group instanceof RadioNodeList ? group.value : "";
}

interface Props {
  query: FleetListQuery;
  /** The caller's accounts (the account select's options). */
  bans: readonly string[];
  onSubmit: (query: FleetListQuery) => void;
  onClear: () => void;
  filtered: boolean;
}

export function FleetFilters({ query, bans, onSubmit, onClear, filtered }: Props): React.ReactElement {
  const submit = (form: HTMLFormElement) =>
    onSubmit(
      readFleetFilterForm(
        { owner: radioValue(form, N.owner), q: fieldValue(form, N.q), ban: fieldValue(form, N.ban), state: fieldValue(form, N.state) },
        bans,
      ),
    );
  return (
    <EarlyForm onSubmit={submit} className="fleet-filter" aria-label={t.heading}>
      <fieldset>
        <legend>{t.owner.legend}</legend>
        <label className="checkout-check">
          <input type="radio" name={N.owner} value="all" defaultChecked={query.owner === "all"} />
          {t.owner.all}
        </label>
        <label className="checkout-check">
          <input type="radio" name={N.owner} value="mine" defaultChecked={query.owner === "mine"} />
          {t.owner.mine}
        </label>
      </fieldset>
      <FormField
        id="fleet-search"
        name={N.q}
        label={t.search}
        hint={t.searchHint}
        type="search"
        defaultValue={query.q}
        maxLength={FLEET_SEARCH_MAX}
        autoComplete="off"
      />
      <div className="checkout-field">
        <label htmlFor="fleet-ban">{t.account}</label>
        <select id="fleet-ban" name={N.ban} defaultValue={query.ban ?? ""}>
          <option value="">{t.anyAccount}</option>
          {bans.map((ban) => (
            <option key={ban} value={ban}>
              {ban}
            </option>
          ))}
        </select>
      </div>
      <div className="checkout-field">
        <label htmlFor="fleet-state">{t.state}</label>
        <select id="fleet-state" name={N.state} defaultValue={query.state ?? ""}>
          <option value="">{t.anyState}</option>
          {FLEET_STATE_FILTERS.map((s) => (
            <option key={s} value={s}>
              {t.states[s]}
            </option>
          ))}
        </select>
      </div>
      <div className="fleet-filter-actions">
        <button type="submit" className="aria-button" data-variant="primary">
          {t.apply}
        </button>
        {filtered ? (
          <button type="button" className="aria-button" data-variant="outline" onClick={onClear}>
            {t.clear}
          </button>
        ) : null}
      </div>
    </EarlyForm>
  );
}
