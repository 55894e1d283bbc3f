// SPEC §7 trouble tickets: the new-ticket form (TMF621 create: description, category = ticketType, severity, the
// related number or bill, an optional attachment whose limits are stated before the file is chosen). It works from the
// first paint (EarlyForm: uncontrolled fields read on submit), is checked by the domain before anything is sent (each
// bad field says why under itself and nothing is sent), is confirmed in a dialog naming what is sent, then shows
// progress, a polite success and the new ticket in the list; on failure a ribbon next to the button, and everything
// typed stays.
import React, { useRef, useState } from "react";
import { BusyButton } from "../../../components/BusyButton";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { ErrorRibbon } from "../../../components/errors/ErrorRibbon";
import { EarlyForm } from "../../../components/forms/EarlyForm";
import { FormField, SelectField, TextAreaField } from "../../../components/forms/FormField";
import { ErrorSummary } from "../../../components/forms/ErrorSummary";
import { fieldValue } from "../../../components/forms/formControls";
import {
  ATTACHMENT_LIMITS,
  checkTicket,
  firstBadField,
  TICKET_FIELDS,
  relatedValue,
  ticketRefusalOf,
  type CheckedTicket,
  type TicketErrors,
} from "../../../domain/tickets/ticketForm";
import { TICKET_CATEGORIES, TICKET_SEVERITIES, type Ticket } from "../../../domain/tickets/ticketModel";
import { useCreateTicket } from "../../../hooks/account/useTickets";
import { roTickets } from "../../../i18n/ro/tickets";

const f = roTickets.form;

/** The form's field names (also their ids' tails). */
export const TICKET_FIELD_NAMES = {
  description: "descriere",
  category: "categorie",
  severity: "gravitate",
  related: "legata-de",
  attachment: "fisier",
} as const;
const N = TICKET_FIELD_NAMES;
const idOf = (name: string) => `ticket-${name}`;

export interface RelatedOption {
  value: string;
  label: string;
}

/** A refusal with its own words (open-ticket limit, attachment codes), else the catalogue's ribbon. */
function SendError({ error }: { error: unknown }) {
  const refusal = ticketRefusalOf(error);
  if (!refusal) return <ErrorRibbon what={f.sendError} error={error} />;
  return (
    <div role="alert" className="error-ribbon">
      <p>{f.refusals[refusal]}</p>
    </div>
  );
}

const chosenFile = (form: HTMLFormElement): File | null => {
  const el = form.elements.namedItem(N.attachment);
  return el instanceof HTMLInputElement && el.files && el.files.length > 0 ? (el.files[0] ?? null) : null;
};

interface Asked {
  ticket: CheckedTicket;
  file: File | null;
}

interface Props {
  /** The caller's numbers and bills to choose from (bills may arrive later; the first number is preselected). */
  related: RelatedOption[];
  /** More options are on their way (the bills): said under the select. */
  relatedLoading?: boolean;
  /** Called with the ticket the back end recorded (the screen shows it in the list). */
  onCreated?: (ticket: Ticket) => void;
}

export function NewTicketForm({ related, relatedLoading = false, onCreated }: Props): React.ReactElement {
  const create = useCreateTicket();
  const [errors, setErrors] = useState<TicketErrors>({});
  const [asked, setAsked] = useState<Asked | null>(null);
  const formRef = useRef<HTMLFormElement | null>(null);
  // The first option of the first render stays the default: options added later never move the choice.
  const [initialRelated] = useState(() => related[0]?.value ?? "");

  const submit = (form: HTMLFormElement) => {
    create.reset();
    const file = chosenFile(form);
    const result = checkTicket({
      description: fieldValue(form, N.description),
      category: fieldValue(form, N.category),
      severity: fieldValue(form, N.severity),
      related: fieldValue(form, N.related),
      attachment: file ? { name: file.name, size: file.size, type: file.type } : null,
    });
    if (!result.ok) {
      setErrors(result.errors);
      const first = firstBadField(result.errors);
      const el = first ? form.elements.namedItem(N[first]) : null;
      if (el instanceof HTMLElement) el.focus();
      return;
    }
    setErrors({});
    setAsked({ ticket: result.value, file });
  };

  const relatedText = (t: CheckedTicket) => (t.related.role === "number" ? f.relatedNumber(t.related.id) : f.relatedBill(t.related.id));
  const err = (field: keyof TicketErrors) => (errors[field] ? f.errors[errors[field] as keyof typeof f.errors] : undefined);
  const descriptionId = idOf(N.description);
  const attachmentId = idOf(N.attachment);

  return (
    <EarlyForm formRef={formRef} onSubmit={submit} className="tickets-form" aria-labelledby="ticket-new">
      <ErrorSummary fields={TICKET_FIELDS.map((k) => [idOf(N[k]), f[k], err(k)] as const)} />
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
        {TICKET_CATEGORIES.map((c) => (
          <option key={c} value={c}>
            {roTickets.categories[c]}
          </option>
        ))}
      </SelectField>
      <SelectField id={idOf(N.severity)} name={N.severity} label={f.severity} error={err("severity")} defaultValue="">
        <option value="">{f.severityPlaceholder}</option>
        {TICKET_SEVERITIES.map((s) => (
          <option key={s} value={s}>
            {roTickets.severities[s]}
          </option>
        ))}
      </SelectField>
      <SelectField
        id={idOf(N.related)}
        name={N.related}
        label={f.related}
        hint={relatedLoading ? `${f.relatedHint} ${f.billsLoading}` : f.relatedHint}
        error={err("related")}
        defaultValue={initialRelated}
      >
        <option value="">{f.relatedPlaceholder}</option>
        {related.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </SelectField>
      <FormField
        id={attachmentId}
        name={N.attachment}
        label={f.attachment}
        hint={f.attachmentHint(ATTACHMENT_LIMITS.maxMegabytes)}
        type="file"
        accept={ATTACHMENT_LIMITS.accept}
        error={err("attachment")}
      />
      <BusyButton type="submit" busy={create.isPending}>
        {create.isPending ? f.sending : f.submit}
      </BusyButton>
      <div aria-live="polite">
        {create.isSuccess ? (
          <p className="services-notice" role="status">
            {f.sent(create.data.id)}
          </p>
        ) : null}
        {create.isError ? <SendError error={create.error} /> : null}
      </div>
      {asked ? (
        <ConfirmDialog
          title={f.confirmTitle}
          text={f.confirmText({
            category: roTickets.categories[asked.ticket.category],
            severity: roTickets.severities[asked.ticket.severity],
            related: relatedText(asked.ticket),
            attachment: asked.ticket.attachment?.name ?? null,
            description: asked.ticket.description,
          })}
          confirm={f.confirm}
          cancel={f.cancel}
          onConfirm={() => {
            const request = asked;
            setAsked(null);
            create.mutate(request, {
              onSuccess: (ticket) => {
                formRef.current?.reset();
                onCreated?.(ticket);
              },
            });
          }}
          onCancel={() => setAsked(null)}
        />
      ) : null}
    </EarlyForm>
  );
}

/** The related choices: the caller's number(s) first, then their bills (newest first). */
export function relatedOptions(numbers: readonly string[], bills: readonly { billId: string; month: string }[]): RelatedOption[] {
  return [
    ...numbers.map((n) => ({ value: relatedValue("number", n), label: f.numberOption(n) })),
    ...bills.map((b) => ({ value: relatedValue("bill", b.billId), label: f.billOption(b.month, b.billId) })),
  ];
}
