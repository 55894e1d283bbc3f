// "Județ", "Localitate", "Adresă": the address of the contract step and of the shipping step, the same fields with
// their own ids and the browser's autofill section.
import React from "react";
import { COUNTIES } from "../../domain/checkout/counties";
import type { FieldMessages } from "../../hooks/checkout/useCheckout";
import { roCheckout } from "../../i18n/ro/checkout";
import { SelectField, TextField } from "./Field";

const COUNTY_OPTIONS = COUNTIES.map((c) => ({ value: c.name, label: c.name }));

/** `section`: the autocomplete section ("shipping"), none for the contract's own address. */
export function AddressFields({
  prefix,
  errors,
  section,
}: {
  prefix: string;
  errors: FieldMessages;
  section?: string;
}): React.ReactElement {
  const t = roCheckout;
  const auto = (token: string) => (section ? `${section} ${token}` : token);
  return (
    <>
      <SelectField
        id={`${prefix}-county`}
        name="county"
        label={t.labels.county}
        error={errors.county}
        placeholder={t.countyPlaceholder}
        options={COUNTY_OPTIONS}
        autoComplete={auto("address-level1")}
      />
      <TextField id={`${prefix}-city`} name="city" label={t.labels.city} error={errors.city} autoComplete={auto("address-level2")} />
      <TextField
        id={`${prefix}-address`}
        name="address"
        label={t.labels.address}
        error={errors.address}
        autoComplete={auto("street-address")}
      />
    </>
  );
}
