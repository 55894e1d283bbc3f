// What the request lists' filter forms (cererilemele, cererileutilizatorilor) share: the submit that shows the day
// range's messages (focus on the first bad day) or hands on the query, the inclusive day range with its messages under
// each field (domain/tickets/requestListQuery.ts reads them), and the apply and clear buttons.
import React, { useState } from "react";
import { FormField } from "../../components/forms/FormField";
import type { DayRange, DayRangeErrors } from "../../domain/tickets/requestListQuery";

type FilterReading<Q> = { ok: true; value: Q } | { ok: false; errors: DayRangeErrors };

/** The form's submit: the list's own reading of the form, then its messages or the query of page 1. */
export function useFilterSubmit<Q>(
  read: (form: HTMLFormElement) => FilterReading<Q>,
  names: { from: string; to: string },
  onSubmit: (query: Q) => void,
): { errors: DayRangeErrors; submit: (form: HTMLFormElement) => void } {
  const [errors, setErrors] = useState<DayRangeErrors>({});
  const submit = (form: HTMLFormElement) => {
    const result = read(form);
    if (!result.ok) {
      setErrors(result.errors);
      const el = form.elements.namedItem(result.errors.from ? names.from : names.to);
      if (el instanceof HTMLElement) el.focus();
      return;
    }
    setErrors({});
    onSubmit(result.value);
  };
  return { errors, submit };
}

interface DayRangeTexts {
  from: string;
  to: string;
  dayHint: string;
  errors: Record<NonNullable<DayRangeErrors["from"]>, string>;
}

export function DayRangeFields({
  idPrefix,
  names,
  range,
  errors,
  texts: t,
}: {
  idPrefix: string;
  names: { from: string; to: string };
  range: DayRange;
  errors: DayRangeErrors;
  texts: DayRangeTexts;
}): React.ReactElement {
  return (
    <>
      <FormField
        id={`${idPrefix}-from`}
        name={names.from}
        label={t.from}
        hint={t.dayHint}
        type="date"
        defaultValue={range.from ?? ""}
        error={errors.from ? t.errors[errors.from] : undefined}
      />
      <FormField
        id={`${idPrefix}-to`}
        name={names.to}
        label={t.to}
        hint={t.dayHint}
        type="date"
        defaultValue={range.to ?? ""}
        error={errors.to ? t.errors[errors.to] : undefined}
      />
    </>
  );
}

export function FilterActions({ apply, clear, onClear }: { apply: string; clear: string; onClear: () => void }): React.ReactElement {
  return (
    <div className="tickets-filter-actions">
      <button type="submit" className="aria-button" data-variant="primary">
        {apply}
      </button>
      <button type="button" className="aria-button" data-variant="outline" onClick={onClear}>
        {clear}
      </button>
    </div>
  );
}
