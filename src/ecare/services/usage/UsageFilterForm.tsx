// The usage reports' filter (SPEC §2 usage detail lists): billed or unbilled, the line (owners with several lines),
// the billing cycle or a date range, the category and the sort. It works from the first paint (EarlyForm: the fields
// are uncontrolled and read from the DOM on submit, so what was typed before hydration is used). A bad range is said
// under its field and nothing is asked (domain readUsageListForm); a good one goes into the address.
import React, { useState } from "react";
import { EarlyForm } from "../../../components/forms/EarlyForm";
import { FormField } from "../../../components/forms/FormField";
import { changedSinceRender, fieldValue } from "../../../components/forms/formControls";
import { formatDateRo } from "../../../domain/dates";
import { cycleKey, type BillingCycle } from "../../../domain/usage/billingCycles";
import { USAGE_SORT_FIELDS, type UsageQueryErrors } from "../../../domain/usage/usageQuery";
import {
  billTypeWord,
  categoryWord,
  readUsageListForm,
  sortWord,
  USAGE_LIST_CATEGORIES,
  USAGE_LIST_PARAMS as P,
  type UsageListQuery,
} from "../../../domain/usage/usageListQuery";
import { roUsageReports } from "../../../i18n/ro/usageReports";

const t = roUsageReports.form;

/** The checked radio's value (fieldValue reads one control; a radio group is several). */
const checkedValue = (form: HTMLFormElement, name: string): string =>
  form.querySelector<HTMLInputElement>(`input[name="${name}"]:checked`)?.value ?? "";

interface Props {
  query: UsageListQuery;
  cycles: BillingCycle[];
  /** The cycle shown when the address names none. */
  cycle: BillingCycle | null;
  lines: string[];
  line: string | null;
  /** The address's own problems (a range typed in it), shown until the form is sent. */
  addressErrors: UsageQueryErrors;
  onSubmit: (query: UsageListQuery) => void;
}

function Select({
  id,
  name,
  label,
  defaultValue,
  children,
}: {
  id: string;
  name: string;
  label: string;
  defaultValue: string;
  children: React.ReactNode;
}) {
  return (
    <div className="checkout-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={defaultValue}>
        {children}
      </select>
    </div>
  );
}

export function UsageFilterForm({ query, cycles, cycle, lines, line, addressErrors, onSubmit }: Props): React.ReactElement {
  const [typedErrors, setTypedErrors] = useState<UsageQueryErrors | null>(null);
  const errors = typedErrors ?? addressErrors;
  const submit = (form: HTMLFormElement) => {
    // A cycle left as shown is not pinned: switching to "Facturat" then lists the last billed cycle, not the running one.
    const cycleSelect = form.elements.namedItem(P.cycle);
    const pinned = query.cycle !== null || (cycleSelect instanceof HTMLSelectElement && changedSinceRender(cycleSelect));
    const result = readUsageListForm({
      billType: checkedValue(form, P.billType),
      cycle: pinned ? fieldValue(form, P.cycle) : "",
      from: fieldValue(form, P.from),
      to: fieldValue(form, P.to),
      category: fieldValue(form, P.category),
      sort: fieldValue(form, P.sort),
      direction: fieldValue(form, P.direction),
      line: fieldValue(form, P.line),
    });
    if (!result.ok) {
      setTypedErrors(result.errors);
      const el = form.elements.namedItem(result.errors.from ? P.from : P.to);
      if (el instanceof HTMLInputElement) el.focus();
      return;
    }
    setTypedErrors(null);
    onSubmit(result.value);
  };
  const message = (key: keyof UsageQueryErrors) => {
    const k = errors[key];
    return k ? t.errors[k] : undefined;
  };
  return (
    <EarlyForm className="usage-filter" onSubmit={submit} aria-label={t.legend}>
      <fieldset>
        <legend>{t.billType}</legend>
        {(["unbilled", "billed"] as const).map((b) => (
          <label key={b} className="usage-radio">
            <input type="radio" name={P.billType} value={billTypeWord(b)} defaultChecked={query.billType === b} /> {t[b]}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend className="sr-only">{t.legend}</legend>
        {lines.length > 1 ? (
          <Select id="usage-line" name={P.line} label={t.line} defaultValue={line ?? ""}>
            {lines.map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
          </Select>
        ) : null}
        <Select id="usage-cycle" name={P.cycle} label={t.cycle} defaultValue={cycle ? cycleKey(cycle) : ""}>
          {cycles.map((c) => (
            <option key={cycleKey(c)} value={cycleKey(c)}>
              {t.cycleOption(formatDateRo(c.start), formatDateRo(c.end), c.current)}
            </option>
          ))}
        </Select>
        <Select id="usage-category" name={P.category} label={t.category} defaultValue={categoryWord(query.category)}>
          {USAGE_LIST_CATEGORIES.map((c) => (
            <option key={c} value={categoryWord(c)}>
              {t.categories[c]}
            </option>
          ))}
        </Select>
        <Select id="usage-sort" name={P.sort} label={t.sort} defaultValue={sortWord(query.sort.field)}>
          {USAGE_SORT_FIELDS.map((f) => (
            <option key={f} value={sortWord(f)}>
              {t.sortFields[f]}
            </option>
          ))}
        </Select>
        <Select id="usage-direction" name={P.direction} label={t.direction} defaultValue={query.sort.direction}>
          <option value="desc">{t.desc}</option>
          <option value="asc">{t.asc}</option>
        </Select>
      </fieldset>
      <fieldset>
        <legend>{t.range}</legend>
        <FormField
          id="usage-from"
          name={P.from}
          type="date"
          label={t.from}
          defaultValue={query.from ?? ""}
          hint={t.rangeHint}
          error={message("from")}
        />
        <FormField id="usage-to" name={P.to} type="date" label={t.to} defaultValue={query.to ?? ""} error={message("to")} />
      </fieldset>
      {errors.cycle ? <p className="field-error">{message("cycle")}</p> : null}
      <div className="usage-actions">
        <button type="submit" className="aria-button" data-variant="primary">
          {t.submit}
        </button>
      </div>
    </EarlyForm>
  );
}
