// SPEC §3 CI and RegistrationCertificate, §6 documentsUploaded: a business customer signed in by one-time code
// uploads both. A file is sent as soon as it is chosen; a refusal shows its DOCUMENT UPLOAD ribbon (SPEC §8) on the
// screen and the file can be chosen again.
import React, { useState } from "react";
import { REQUIRED_DOCUMENTS } from "../../domain/checkout/organisation";
import type { UploadDocumentType } from "../../domain/enums";
import { ErrorSummary } from "../../components/forms/ErrorSummary";
import type { FieldMessages } from "../../hooks/checkout/useCheckout";
import { roCheckout } from "../../i18n/ro/checkout";
import { StepActions } from "./StepActions";

interface Props {
  uploaded: readonly UploadDocumentType[];
  errors: FieldMessages;
  busy: boolean;
  onUpload: (type: UploadDocumentType, file: File) => Promise<boolean>;
  onSave: () => void;
  onBack: () => void;
}

export function DocumentsStep({ uploaded, errors, busy, onUpload, onSave, onBack }: Props): React.ReactElement {
  const t = roCheckout;
  const s = t.screen;
  const [names, setNames] = useState<Partial<Record<UploadDocumentType, string>>>({});
  const [sending, setSending] = useState<UploadDocumentType | null>(null);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSave();
      }}
    >
      <ErrorSummary fields={REQUIRED_DOCUMENTS.map((type) => [`checkout-doc-${type}`, t.documents[type], errors[type]] as const)} />
      <p className="cart-hint">{s.documentsLead}</p>
      {REQUIRED_DOCUMENTS.map((type) => {
        const id = `checkout-doc-${type}`;
        const error = errors[type];
        const done = uploaded.includes(type);
        return (
          <div className="checkout-field checkout-document" key={type}>
            <label htmlFor={id}>{t.documents[type]}</label>
            <input
              id={id}
              name={type}
              type="file"
              accept="image/jpeg,image/png,application/pdf,.jpg,.jpeg,.png,.pdf"
              disabled={busy}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-status${error ? ` ${id}-error` : ""}`}
              onChange={(e) => {
                const input = e.currentTarget;
                const file = input.files?.[0];
                if (!file) return;
                setSending(type);
                void onUpload(type, file).then((ok) => {
                  setSending(null);
                  if (ok) setNames((n) => ({ ...n, [type]: file.name }));
                  // A refused file is taken out of the field: choosing the same file again sends it again.
                  else input.value = "";
                });
              }}
            />
            <p id={`${id}-status`} className="cart-hint" role="status">
              {sending === type ? s.uploading : done ? (names[type] ? s.uploaded(names[type] as string) : s.uploadedDone) : ""}
            </p>
            {error ? (
              <p id={`${id}-error`} className="field-error">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      <StepActions onBack={onBack} busy={busy} />
    </form>
  );
}
