// The name form (SPEC §3 firstName/lastName with the 'nume'/'prenume' placeholder rule; SPEC §7 webuser-name, whose
// status false is shown as the catalogued ribbon). DESIGN.md names: fields "Prenume" and "Nume", button "Salvează".
// Checked by the domain first (a message under the field, nothing sent), confirmed in a dialog naming the new name,
// then saved; the account bar shows the new name at once. Uncontrolled fields: what was typed stays on a failure.
import React, { useState } from "react";
import { BusyButton } from "../../../components/BusyButton";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { ErrorRibbon } from "../../../components/errors/ErrorRibbon";
import { EarlyForm } from "../../../components/forms/EarlyForm";
import { FormField } from "../../../components/forms/FormField";
import { ErrorSummary } from "../../../components/forms/ErrorSummary";
import { fieldValue } from "../../../components/forms/formControls";
import { checkNameForm, type NameChange, type NameErrorKey, type NameField } from "../../../domain/account/names";
import type { UserInfo } from "../../../domain/session/userInfo";
import { useNameChange } from "../../../hooks/account/useNameChange";
import { roPersonalData } from "../../../i18n/ro/personalData";
import { DashboardCard } from "../../kit/SectionStates";

const t = roPersonalData.name;
const FIELDS: Record<NameField, string> = { firstName: "personal-first-name", lastName: "personal-last-name" };
const fullName = (c: NameChange) => `${c.givenName} ${c.familyName}`;

export function NameCard({ profile }: { profile: UserInfo }): React.ReactElement {
  const save = useNameChange();
  const [errors, setErrors] = useState<Partial<Record<NameField, NameErrorKey>>>({});
  const [asked, setAsked] = useState<NameChange | null>(null);
  const [status, setStatus] = useState("");

  const submit = (form: HTMLFormElement) => {
    save.reset();
    setStatus("");
    const result = checkNameForm({ firstName: fieldValue(form, FIELDS.firstName), lastName: fieldValue(form, FIELDS.lastName) }, profile);
    if (!result.ok) {
      return setErrors(result.errors); // the error summary takes focus
    }
    setErrors({});
    if (result.unchanged) setStatus(t.unchanged);
    else setAsked(result.change);
  };

  const confirm = () => {
    if (!asked) return;
    const change = asked;
    setAsked(null);
    save.mutate(change, { onSuccess: () => setStatus(t.saved(fullName(change))) });
  };

  return (
    <DashboardCard id="personal-name" title={t.heading}>
      <p className="dashboard-caption">{t.lead}</p>
      <EarlyForm className="personal-form" onSubmit={submit}>
        <ErrorSummary
          fields={[
            [FIELDS.firstName, t.firstName, errors.firstName && t.errors.firstName[errors.firstName]],
            [FIELDS.lastName, t.lastName, errors.lastName && t.errors.lastName[errors.lastName]],
          ]}
        />
        <FormField
          id={FIELDS.firstName}
          name={FIELDS.firstName}
          label={t.firstName}
          autoComplete="given-name"
          maxLength={120}
          defaultValue={profile.firstName}
          error={errors.firstName ? t.errors.firstName[errors.firstName] : undefined}
        />
        <FormField
          id={FIELDS.lastName}
          name={FIELDS.lastName}
          label={t.lastName}
          autoComplete="family-name"
          maxLength={120}
          defaultValue={profile.lastName}
          error={errors.lastName ? t.errors.lastName[errors.lastName] : undefined}
        />
        <div className="personal-actions">
          <BusyButton type="submit" busy={save.isPending}>
            {save.isPending ? t.saving : t.save}
          </BusyButton>
        </div>
      </EarlyForm>
      <div role="status" className="personal-status">
        {status ? <p className="personal-notice">{status}</p> : null}
      </div>
      {save.isError ? <ErrorRibbon what={t.saveError} error={save.error} /> : null}
      {asked ? (
        <ConfirmDialog
          title={t.confirmTitle}
          text={t.confirmText(fullName(asked))}
          confirm={roPersonalData.confirm}
          cancel={roPersonalData.cancel}
          onConfirm={confirm}
          onCancel={() => setAsked(null)}
        />
      ) : null}
    </DashboardCard>
  );
}
