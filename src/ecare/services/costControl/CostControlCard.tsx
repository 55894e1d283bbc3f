// SPEC §2 cost-control (prepaid): the line's monthly limit, the SMS alert threshold and the blocked services
// (docs/services-contract.md "Cost control"). The form is checked by the domain before anything is sent (a bad value is
// said under its field and nothing changes), the change is confirmed, then saved; what the user typed stays on failure.
import React, { useRef, useState } from "react";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { ErrorRibbon } from "../../../components/errors/ErrorRibbon";
import { EarlyForm } from "../../../components/forms/EarlyForm";
import { FormField } from "../../../components/forms/FormField";
import { ErrorSummary } from "../../../components/forms/ErrorSummary";
import { fieldValue } from "../../../components/forms/formControls";
import { formatAmount } from "../../../domain/currency";
import {
  ALERT_THRESHOLDS,
  checkCostControl,
  type CostControlErrors,
  type CostControlSettings,
} from "../../../domain/costControl/costControl";
import { useCostControl, useSaveCostControl } from "../../../hooks/services/useCostControl";
import { roCostControl } from "../../../i18n/ro/costControl";
import { roProductServices } from "../../../i18n/ro/productServices";
import { DashboardCard, Skeleton } from "../../kit/SectionStates";
import { BusyButton } from "../../../components/BusyButton";

const t = roProductServices;
const c = roCostControl;
const NAMES = { limit: "limita", threshold: "prag", premium: "blocare-premium", roamingData: "blocare-date-roaming" } as const;

const checked = (form: HTMLFormElement, name: string) => {
  const el = form.elements.namedItem(name);
  return el instanceof HTMLInputElement && el.checked;
};

function Form({ settings, msisdn }: { settings: CostControlSettings; msisdn: string }): React.ReactElement {
  const save = useSaveCostControl(msisdn);
  const [errors, setErrors] = useState<CostControlErrors>({});
  const [asked, setAsked] = useState<Omit<CostControlSettings, "spentThisMonthEur"> | null>(null);
  const formRef = useRef<HTMLFormElement | null>(null);
  const submit = (form: HTMLFormElement) => {
    save.reset();
    const result = checkCostControl({
      limit: fieldValue(form, NAMES.limit),
      threshold: fieldValue(form, NAMES.threshold),
      blockPremiumNumbers: checked(form, NAMES.premium),
      blockRoamingData: checked(form, NAMES.roamingData),
    });
    if (!result.ok) {
      return setErrors(result.errors); // the error summary takes focus
    }
    setErrors({});
    setAsked({ msisdn, ...result.body });
  };
  return (
    <EarlyForm formRef={formRef} onSubmit={submit} noValidate>
      <ErrorSummary
        fields={[
          ["cost-limit", c.limit, errors.limit && c.errors[errors.limit]],
          ["cost-threshold", c.threshold, errors.threshold && c.errors[errors.threshold]],
        ]}
      />
      {settings.spentThisMonthEur !== null ? <p>{c.spent(formatAmount(settings.spentThisMonthEur, "EUR"))}</p> : null}
      <FormField
        id="cost-limit"
        name={NAMES.limit}
        label={c.limit}
        hint={c.limitHint}
        inputMode="numeric"
        defaultValue={settings.monthlyLimitEur === null ? "" : String(settings.monthlyLimitEur)}
        error={errors.limit ? c.errors[errors.limit] : undefined}
      />
      <div className="checkout-field">
        <label htmlFor="cost-threshold">{c.threshold}</label>
        <select id="cost-threshold" name={NAMES.threshold} defaultValue={String(settings.alertThresholdPercent)}>
          {ALERT_THRESHOLDS.map((p) => (
            <option key={p} value={p}>
              {c.thresholdOption(p)}
            </option>
          ))}
        </select>
        {errors.threshold ? <p className="field-error">{c.errors[errors.threshold]}</p> : null}
      </div>
      <label className="checkout-check">
        <input type="checkbox" name={NAMES.premium} defaultChecked={settings.blockPremiumNumbers} /> {c.blockPremium}
      </label>
      <label className="checkout-check">
        <input type="checkbox" name={NAMES.roamingData} defaultChecked={settings.blockRoamingData} /> {c.blockRoamingData}
      </label>
      <BusyButton type="submit" busy={save.isPending}>
        {save.isPending ? t.sending : c.save}
      </BusyButton>
      <div aria-live="polite">
        {save.isSuccess ? (
          <p className="services-notice" role="status">
            {c.saved}
          </p>
        ) : null}
        {save.isError ? <ErrorRibbon what={c.saveError} error={save.error} /> : null}
      </div>
      {asked ? (
        <ConfirmDialog
          title={c.confirmTitle}
          text={c.confirmText(
            asked.monthlyLimitEur === null ? c.noLimit : formatAmount(asked.monthlyLimitEur, "EUR"),
            asked.alertThresholdPercent,
          )}
          confirm={t.confirm}
          cancel={t.cancel}
          onConfirm={() => {
            save.mutate(asked);
            setAsked(null);
          }}
          onCancel={() => setAsked(null)}
        />
      ) : null}
    </EarlyForm>
  );
}

export function CostControlCard({ msisdn }: { msisdn: string }): React.ReactElement {
  const settings = useCostControl(msisdn);
  return (
    <DashboardCard id="cost-control" title={c.heading} busy={settings.isPending}>
      <p className="dashboard-caption">{c.lead}</p>
      {settings.isPending ? (
        <Skeleton label={c.loading} />
      ) : settings.isError ? (
        <ErrorRibbon what={c.error} error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <Form settings={settings.data} msisdn={msisdn} />
      )}
    </DashboardCard>
  );
}
