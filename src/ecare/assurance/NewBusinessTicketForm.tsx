// "Deschide un tichet" (issue 27; SPEC §2 /business/assurance, §7 trouble tickets; TMF621 create: description, severity,
// ticketType, relatedEntity): the technical contact or the chooser describes the problem, picks its category and
// severity and types the affected number or account. The form works from the first paint (EarlyForm: uncontrolled
// fields read on submit), is checked by the domain first (each bad field says why under itself and nothing is sent),
// is confirmed in a dialog naming what is sent, then shows progress, a polite status naming the new ticket, or a
// ribbon next to the button; everything typed stays on failure, and the form empties only once the ticket is open.
import React, { useRef, useState } from "react";
import { BusyButton } from "../../components/BusyButton";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { ErrorRibbon } from "../../components/errors/ErrorRibbon";
import { EarlyForm } from "../../components/forms/EarlyForm";
import { FormField, SelectField, TextAreaField } from "../../components/forms/FormField";
import { ErrorSummary } from "../../components/forms/ErrorSummary";
import { fieldValue } from "../../components/forms/formControls";
import { BUSINESS_TICKET_TYPES, type BusinessTicket } from "../../domain/assurance/businessTicket";
import {
  BUSINESS_TICKET_FIELDS,
  businessTicketRefusalOf,
  checkBusinessTicket,
  firstBadBusinessField,
  type BusinessTicketErrors,
  type CheckedBusinessTicket,
} from "../../domain/assurance/businessTicketForm";
import { TICKET_SEVERITIES } from "../../domain/tickets/ticketModel";
import { useOpenBusinessTicket } from "../../hooks/assurance/useAssurance";
import { roAssurance } from "../../i18n/ro/assurance";

const f = roAssurance.form;

/** The form's field names (also their ids' tails). */
const N = { description: "descriere", category: "categorie", severity: "gravitate", affected: "afectat" } as const;
const idOf = (name: string) => `assurance-${name}`;

/** A refusal with its own words (open-ticket limit, a number not the company's), else the catalogue's ribbon. */
function SendError({ error }: { error: unknown }) {
  const refusal = businessTicketRefusalOf(error);
  if (!refusal) return <ErrorRibbon what={f.sendError} error={error} />;
  return (
    <div role="alert" className="error-ribbon">
      <p>{f.refusals[refusal]}</p>
    </div>
  );
}

export function NewBusinessTicketForm({ onOpened }: { onOpened?: (ticket: BusinessTicket) => void }): React.ReactElement {
  const open = useOpenBusinessTicket();
  const [errors, setErrors] = useState<BusinessTicketErrors>({});
  const [asked, setAsked] = useState<CheckedBusinessTicket | null>(null);
  const formRef = useRef<HTMLFormElement | null>(null);

  const submit = (form: HTMLFormElement) => {
    open.reset();
    const result = checkBusinessTicket({
      description: fieldValue(form, N.description),
      category: fieldValue(form, N.category),
      severity: fieldValue(form, N.severity),
      affected: fieldValue(form, N.affected),
    });
    if (!result.ok) {
      setErrors(result.errors);
      const first = firstBadBusinessField(result.errors);
      const el = first ? form.elements.namedItem(N[first]) : null;
      if (el instanceof HTMLElement) el.focus();
      return;
    }
    setErrors({});
    setAsked(result.value);
  };

  const err = (field: keyof BusinessTicketErrors) => (errors[field] ? f.errors[errors[field] as keyof typeof f.errors] : undefined);
  const descriptionId = idOf(N.description);

  return (
    <EarlyForm formRef={formRef} onSubmit={submit} className="tickets-form" aria-labelledby="assurance-new">
      <ErrorSummary fields={BUSINESS_TICKET_FIELDS.map((k) => [idOf(N[k]), f[k], err(k)] as const)} />
      <p className="dashboard-caption">{f.lead}</p>
      <TextAreaField
        id={descriptionId}
        name={N.description}
        label={f.description}
        hint={f.descriptionHint}
        rows={5}
        defaultValue=""
        error={err("description")}
      />
      <SelectField id={idOf(N.category)} name={N.category} label={f.category} error={err("category")} defaultValue="">
        <option value="">{f.categoryPlaceholder}</option>
        {BUSINESS_TICKET_TYPES.map((c) => (
          <option key={c} value={c}>
            {roAssurance.types[c]}
          </option>
        ))}
      </SelectField>
      <SelectField id={idOf(N.severity)} name={N.severity} label={f.severity} error={err("severity")} defaultValue="">
        <option value="">{f.severityPlaceholder}</option>
        {TICKET_SEVERITIES.map((s) => (
          <option key={s} value={s}>
            {roAssurance.severities[s]}
          </option>
        ))}
      </SelectField>
      <FormField
        id={idOf(N.affected)}
        name={N.affected}
        label={f.affected}
        hint={f.affectedHint}
        inputMode="tel"
        autoComplete="off"
        defaultValue=""
        error={err("affected")}
      />
      <BusyButton type="submit" busy={open.isPending}>
        {open.isPending ? f.sending : f.submit}
      </BusyButton>
      <div aria-live="polite">
        {open.isSuccess ? (
          <p className="services-notice" role="status">
            {f.sent(open.data.id)}
          </p>
        ) : null}
        {open.isError ? <SendError error={open.error} /> : null}
      </div>
      {asked ? (
        <ConfirmDialog
          title={f.confirmTitle}
          text={f.confirmText({
            category: roAssurance.types[asked.category],
            severity: roAssurance.severityShort(asked.severity),
            affected: roAssurance.related[asked.affected.role](asked.affected.id),
            description: asked.description,
          })}
          confirm={f.confirm}
          cancel={f.cancel}
          onConfirm={() => {
            const ticket = asked;
            setAsked(null);
            open.mutate(ticket, {
              onSuccess: (created) => {
                formRef.current?.reset();
                onOpened?.(created);
              },
            });
          }}
          onCancel={() => setAsked(null)}
        />
      ) : null}
    </EarlyForm>
  );
}
