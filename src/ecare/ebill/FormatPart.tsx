// The e-bill document format (SPEC §3, §7): the current format and a confirmed change.
import React, { useState } from "react";
import { ErrorRibbon } from "../../components/errors/ErrorRibbon";
import { EarlyForm } from "../../components/forms/EarlyForm";
import { documentFormatChange, documentFormatChoice, type DocumentFormatName } from "../../domain/billing/documentFormatChoice";
import type { DocumentFormat } from "../../domain/billing/ebillAnswers";
import { useDocumentFormatChange } from "../../hooks/billing/useBillingActions";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { Status, t } from "./ebillParts";
import { BusyButton } from "../../components/BusyButton";

export function Format({ ban, format }: { ban: string; format: DocumentFormat }) {
  const f = t.format;
  const change = useDocumentFormatChange(ban);
  const choice = documentFormatChoice(format);
  const [pending, setPending] = useState<DocumentFormatName | null>(null);
  const [error, setError] = useState("");
  const [status, setStatus] = useState("");
  const [failure, setFailure] = useState<unknown>(null);

  const onSubmit = (form: HTMLFormElement) => {
    const checked = form.querySelector<HTMLInputElement>('input[name="billDocumentFormat"]:checked');
    const result = documentFormatChange(checked?.value ?? null, format);
    if (!result.ok) {
      setError(f.changeErrors[result.key]);
      return;
    }
    setError("");
    setPending(result.value.billDocumentFormat);
  };

  const onConfirm = () => {
    if (!pending) return;
    const chosen = pending;
    setPending(null);
    setFailure(null);
    setStatus("");
    change.mutate(
      { billDocumentFormat: chosen },
      { onSuccess: () => setStatus(f.saved(f.options[chosen])), onError: (e) => setFailure(e) },
    );
  };

  const locked = !choice.canChange;
  return (
    <>
      <p>{choice.current ? f.current(f.options[choice.current]) : f.unknown}</p>
      {locked ? (
        <p id="ebill-format-locked" className="bills-note">
          {f.notAllowed}
        </p>
      ) : null}
      <EarlyForm className="ebill-form" onSubmit={onSubmit}>
        {/* Remounted when the stored format changes elsewhere, so the checked radio is the stored one. */}
        <fieldset
          key={choice.current ?? ""}
          className="checkout-fieldset"
          disabled={locked || change.isPending}
          aria-describedby={locked ? "ebill-format-locked" : error ? "ebill-format-error" : undefined}
        >
          <legend>{f.legend}</legend>
          {choice.options.map((option) => (
            <label key={option} className="ebill-radio">
              <input type="radio" name="billDocumentFormat" value={option} defaultChecked={option === choice.current} /> {f.options[option]}
            </label>
          ))}
        </fieldset>
        {error ? (
          <p id="ebill-format-error" className="field-error" aria-live="polite">
            {error}
          </p>
        ) : null}
        <div className="bills-actions">
          <BusyButton type="submit" busy={change.isPending} disabled={locked} aria-describedby={locked ? "ebill-format-locked" : undefined}>
            {change.isPending ? f.saving : f.save}
          </BusyButton>
        </div>
      </EarlyForm>
      {failure ? <ErrorRibbon what={f.saveError} error={failure} /> : null}
      {status ? <Status text={status} /> : null}
      {pending ? (
        <ConfirmDialog
          title={f.saveTitle}
          text={f.saveText(f.options[pending])}
          confirm={t.confirm}
          cancel={t.cancel}
          onConfirm={onConfirm}
          onCancel={() => setPending(null)}
        />
      ) : null}
    </>
  );
}
