// /ecare/setari-cont/confidentialitate (issue 26; SPEC §3 gdprAttributes, SPEC §7 GDPR settings): the person's consent
// for each purpose, each its own switch, off until they turn it on; withdrawing is the same switch and the same single
// save. "Salvează" asks for confirmation naming what is granted and what is withdrawn; the page then shows what was
// saved and re-reads the settings past the gateway's cache (skipCache). The switches are read from the form when it is
// sent (EarlyForm), so a switch flipped as soon as it shows is what is saved, and they keep the choice when a call fails.
import React, { useState } from "react";
import type { RouteComponentProps } from "@reach/router";
import { BusyButton } from "../../../components/BusyButton";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { ErrorRibbon } from "../../../components/errors/ErrorRibbon";
import { EarlyForm } from "../../../components/forms/EarlyForm";
import { formatDateRo } from "../../../domain/dates";
import {
  GDPR_GROUPS,
  PRIVACY_PURPOSES,
  consentChanges,
  consentsFrom,
  type ConsentChanges,
  type ConsentState,
  type PrivacySettings,
  type PurposeId,
} from "../../../domain/privacy/privacy";
import { usePrivacy, useRereadPrivacy, useSavePrivacy } from "../../../hooks/account/usePrivacy";
import { roPrivacy as t } from "../../../i18n/ro/privacy";
import { DashboardCard, Skeleton } from "../../kit/SectionStates";
import { useProfile } from "../../SessionGate";
import { pageHeading } from "../../shell/pageHeading";

const fieldName = (id: PurposeId) => `consent-${id}`;
const textId = (id: PurposeId) => `privacy-${id}-text`;

const isOn = (form: HTMLFormElement, id: PurposeId) => {
  const el = form.elements.namedItem(fieldName(id));
  return el instanceof HTMLInputElement && el.checked;
};

const names = (ids: readonly PurposeId[]) => ids.map((id) => t.purposes[id].name);

interface FormProps {
  customerId: string;
  saved: PrivacySettings;
  /** The settings query failed after a save: its error (what was saved is still shown). */
  rereadError: unknown;
  rereading: boolean;
}

function ConsentsForm({ customerId, saved, rereadError, rereading }: FormProps): React.ReactElement {
  const save = useSavePrivacy(customerId);
  const reread = useRereadPrivacy(customerId);
  const [asked, setAsked] = useState<{ chosen: ConsentState; changes: ConsentChanges } | null>(null);
  const [unchanged, setUnchanged] = useState(false);

  const submit = (form: HTMLFormElement) => {
    const chosen = consentsFrom((id) => isOn(form, id));
    const changes = consentChanges(saved.consents, chosen);
    const none = changes.granted.length === 0 && changes.withdrawn.length === 0;
    save.reset();
    setUnchanged(none);
    if (!none) setAsked({ chosen, changes });
  };
  const busy = save.isPending || (save.isSuccess && rereading);

  return (
    <EarlyForm onSubmit={submit} noValidate>
      {GDPR_GROUPS.map((group) => (
        <fieldset key={group} className="privacy-group">
          <legend>{t.groups[group]}</legend>
          {PRIVACY_PURPOSES.filter((p) => p.group === group).map(({ id }) => (
            <div key={id} className="privacy-purpose">
              <label className="checkout-check">
                <input
                  type="checkbox"
                  role="switch"
                  name={fieldName(id)}
                  defaultChecked={saved.consents[id]}
                  aria-describedby={textId(id)}
                />
                {t.purposes[id].name}
              </label>
              <p id={textId(id)} className="privacy-text">
                {t.purposes[id].text}
              </p>
            </div>
          ))}
        </fieldset>
      ))}
      {saved.lastUpdated ? <p className="dashboard-caption">{t.lastUpdated(formatDateRo(saved.lastUpdated, "long"))}</p> : null}
      <BusyButton type="submit" busy={busy}>
        {save.isPending ? t.sending : busy ? t.rereading : t.save}
      </BusyButton>
      <div aria-live="polite">
        {save.isSuccess ? (
          <p className="privacy-notice" role="status">
            {t.saved}
          </p>
        ) : null}
        {unchanged ? (
          <p className="privacy-notice" role="status">
            {t.noChange}
          </p>
        ) : null}
        {save.isError ? <ErrorRibbon what={t.saveError} error={save.error} /> : null}
        {save.isSuccess && rereadError ? <ErrorRibbon what={t.rereadError} error={rereadError} onRetry={reread} /> : null}
      </div>
      {asked ? (
        <ConfirmDialog
          title={t.confirmTitle}
          text={t.confirmText(names(asked.changes.granted), names(asked.changes.withdrawn))}
          confirm={t.confirm}
          cancel={t.cancel}
          onConfirm={() => {
            save.mutate(asked.chosen);
            setAsked(null);
          }}
          onCancel={() => setAsked(null)}
        />
      ) : null}
    </EarlyForm>
  );
}

function Consents({ customerId }: { customerId: string }): React.ReactElement {
  const settings = usePrivacy(customerId);
  return (
    <DashboardCard id="privacy-consents" title={t.heading} busy={settings.isPending} wide>
      {settings.data ? (
        <ConsentsForm
          customerId={customerId}
          saved={settings.data}
          rereadError={settings.isError ? settings.error : null}
          rereading={settings.isFetching}
        />
      ) : settings.isError ? (
        <ErrorRibbon what={t.loadError} error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <Skeleton label={t.loading} />
      )}
    </DashboardCard>
  );
}

function PrivacyScreen(_: RouteComponentProps): React.ReactElement {
  const customerId = useProfile().customerInfo?.customerId ?? "";
  return (
    <div className="ecare-dashboard ecare-privacy">
      <h1>{pageHeading("privacy")}</h1>
      <p className="dashboard-caption">{t.lead}</p>
      {customerId ? <Consents customerId={customerId} /> : <p className="dashboard-empty">{t.noCustomer}</p>}
    </div>
  );
}

export default PrivacyScreen;
