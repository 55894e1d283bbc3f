// SPEC §3 Checkout contractData (and, for a business, the company of SPEC §6): "Prenume", "Nume", "CNP", "Telefon",
// "E-mail", "Județ", "Localitate", "Adresă" (DESIGN.md). The values are checked by the domain (validators.ts) when
// the step is saved; every message sits under its field and what was typed stays.
import React, { useRef } from "react";
import type { Area } from "../../domain/area";
import { ORGANISATION_ROLES } from "../../domain/checkout/validators";
import { EarlyForm } from "../../components/forms/EarlyForm";
import { ErrorSummary } from "../../components/forms/ErrorSummary";
import type { ContractDraft, FieldMessages, OrganisationDraft } from "../../hooks/checkout/useCheckout";
import { roCheckout } from "../../i18n/ro/checkout";
import { AddressFields } from "./AddressFields";
import { SelectField, TextField } from "./Field";
import { readTexts, useDraftFill } from "./formValues";
import { StepActions } from "./StepActions";

const CONTRACT = ["firstName", "lastName", "cnp", "phone", "email", "county", "city", "address"] as const;
const ORGANISATION = ["companyName", "cui", "role"] as const;

interface Props {
  area: Area;
  contract: ContractDraft;
  organisation: OrganisationDraft;
  errors: FieldMessages;
  hydrated: boolean;
  onSave: (contract: ContractDraft, organisation: OrganisationDraft) => void;
  /** Every change, kept as typed (a reload finds it). */
  onDraft: (contract: ContractDraft, organisation: OrganisationDraft) => void;
}

export function ContractStep({ area, contract, organisation, errors, hydrated, onSave, onDraft }: Props): React.ReactElement {
  const t = roCheckout;
  const s = t.screen;
  const form = useRef<HTMLFormElement | null>(null);
  // The CNP is never filled back from the store (it is not stored); everything else is.
  useDraftFill(form, { ...contract, ...organisation }, hydrated);
  const field = (name: (typeof CONTRACT)[number], extra: Partial<React.InputHTMLAttributes<HTMLInputElement>>, hint?: string) => (
    <TextField id={`checkout-${name}`} name={name} label={t.labels[name]} error={errors[name]} hint={hint} {...extra} />
  );
  return (
    <EarlyForm
      formRef={form}
      onSubmit={(el) => onSave(readTexts(el, CONTRACT), readTexts(el, ORGANISATION))}
      onInput={(e) => onDraft(readTexts(e.currentTarget, CONTRACT), readTexts(e.currentTarget, ORGANISATION))}
    >
      <ErrorSummary fields={[...ORGANISATION, ...CONTRACT].map((n) => [`checkout-${n}`, t.labels[n], errors[n]] as const)} />
      <p className="cart-hint">{s.fieldsNote}</p>
      {area === "business" ? (
        <fieldset className="checkout-fieldset">
          <legend>{s.companyTitle}</legend>
          <TextField
            id="checkout-companyName"
            name="companyName"
            label={t.labels.companyName}
            error={errors.companyName}
            autoComplete="organization"
          />
          <TextField
            id="checkout-cui"
            name="cui"
            label={t.labels.cui}
            error={errors.cui}
            inputMode="text"
            autoComplete="off"
            spellCheck={false}
          />
          <SelectField
            id="checkout-role"
            name="role"
            label={t.labels.role}
            error={errors.role}
            placeholder={s.rolePlaceholder}
            options={ORGANISATION_ROLES.map((r) => ({ value: r, label: t.roles[r] }))}
          />
        </fieldset>
      ) : null}
      <fieldset className="checkout-fieldset">
        <legend>{s.personTitle}</legend>
        <div className="checkout-row">
          {field("firstName", { autoComplete: "given-name" })}
          {field("lastName", { autoComplete: "family-name" })}
        </div>
        {field("cnp", { inputMode: "numeric", autoComplete: "off", spellCheck: false }, s.cnpHint)}
        <div className="checkout-row">
          {field("phone", { type: "tel", inputMode: "tel", autoComplete: "tel" }, s.phoneHint)}
          {field("email", { type: "email", inputMode: "email", autoComplete: "email", spellCheck: false })}
        </div>
        <AddressFields prefix="checkout" errors={errors} />
      </fieldset>
      <StepActions />
    </EarlyForm>
  );
}
