// SPEC §3 Checkout shippingData: "Livrare la adresa din contract", or a full name and the address fields.
import React, { useEffect, useRef, useState } from "react";
import { EarlyForm } from "../../components/forms/EarlyForm";
import { ErrorSummary } from "../../components/forms/ErrorSummary";
import type { FieldMessages, ShippingDraft } from "../../hooks/checkout/useCheckout";
import { roCheckout } from "../../i18n/ro/checkout";
import { AddressFields } from "./AddressFields";
import { TextField } from "./Field";
import { readChecked, readTexts, useDraftFill } from "./formValues";
import { StepActions } from "./StepActions";

const SHIPPING = ["fullName", "county", "city", "address", "phone"] as const;
const read = (el: HTMLFormElement): ShippingDraft => ({
  ...readTexts(el, SHIPPING),
  useContractAddress: readChecked(el, "useContractAddress"),
});

interface Props {
  draft: ShippingDraft;
  errors: FieldMessages;
  hydrated: boolean;
  onSave: (draft: ShippingDraft) => void;
  onDraft: (draft: ShippingDraft) => void;
  onBack: () => void;
}

export function ShippingStep({ draft, errors, hydrated, onSave, onDraft, onBack }: Props): React.ReactElement {
  const t = roCheckout;
  const form = useRef<HTMLFormElement | null>(null);
  const { useContractAddress: stored, ...fields } = draft;
  // The checkbox is uncontrolled (a tick before hydration counts); the state only mirrors it to hide the fields.
  const box = useRef<HTMLInputElement>(null);
  const [ticked, setTicked] = useState(false);
  useEffect(() => {
    if (hydrated && box.current) setTicked(box.current.checked);
  }, [hydrated, stored]);
  const sameAddress = hydrated && ticked;
  useDraftFill(form, fields, hydrated);
  return (
    <EarlyForm
      formRef={form}

      onSubmit={(el) => onSave(read(el))}
      onInput={(e) => onDraft(read(e.currentTarget))}
    >
      <ErrorSummary fields={SHIPPING.map((n) => [`ship-${n}`, t.labels[n], errors[n]] as const)} />
      <p className="cart-hint">{t.screen.shippingLead}</p>
      <div className="checkout-check">
        <input
          id="checkout-useContractAddress"
          name="useContractAddress"
          type="checkbox"
          ref={box}
          defaultChecked={stored}
          onChange={(e) => setTicked(e.currentTarget.checked)}
        />
        <label htmlFor="checkout-useContractAddress">{t.useContractAddress}</label>
      </div>
      {/* Pre-hydration the fields are shown (the checkbox may be ticked without React knowing); hidden fields are not read. */}
      <fieldset className="checkout-fieldset" hidden={sameAddress} disabled={sameAddress}>
        <legend>{t.steps.shipping}</legend>
        <TextField id="ship-fullName" name="fullName" label={t.labels.fullName} error={errors.fullName} autoComplete="shipping name" />
        <AddressFields prefix="ship" errors={errors} section="shipping" />
        <TextField
          id="ship-phone"
          name="phone"
          type="tel"
          inputMode="tel"
          label={t.labels.phone}
          error={errors.phone}
          autoComplete="shipping tel"
        />
      </fieldset>
      <StepActions onBack={onBack} />
    </EarlyForm>
  );
}
