// What the request lists' filter forms (cererilemele, cererileutilizatorilor) share: the inclusive day range with its
// messages under each field (domain/tickets/requestListQuery.ts reads them), and the apply and clear buttons.
import React from "react";
import { FormField } from "../../components/forms/FormField";
import type { DayRange, DayRangeErrors } from "../../domain/tickets/requestListQuery";

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
