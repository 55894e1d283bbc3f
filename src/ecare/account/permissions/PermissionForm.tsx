// The chooser's permission form on permisiuni (issue 27; SPEC §6; TMF672): one user, one number (typed, or found by
// number, employee or account) or one account, the privileges ticked and "Valabil până la". It works from the first
// paint (EarlyForm: uncontrolled fields read on submit); the domain plans what the save changes (grant, update,
// revoke or nothing) and says what is wrong under each field before anything is sent; the change is confirmed in a
// dialog naming the user, the asset, the privileges and the date, then shows its progress, a polite status or the
// ribbon next to the button. Everything typed stays on failure.
import React, { useEffect, useId, useState } from "react";
import { BusyButton } from "../../../components/BusyButton";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { ErrorRibbon } from "../../../components/errors/ErrorRibbon";
import { EarlyForm } from "../../../components/forms/EarlyForm";
import { fieldValue } from "../../../components/forms/formControls";
import { formatDateRo } from "../../../domain/dates";
import { planPermissionEdit, type PermissionEdit, type PermissionFormErrors } from "../../../domain/permissions/edit";
import { PRIVILEGE_ACTIONS, type Asset } from "../../../domain/permissions/model";
import { permissionRefusalOf, type CompanyUser, type Permission } from "../../../domain/permissions/permission";
import { dayOfRo, latestValidityDay } from "../../../domain/permissions/validity";
import { useSavePermission } from "../../../hooks/account/usePermissions";
import { useSubscriberSearch } from "../../../hooks/account/useSubscriberSearch";
import { roPermissions } from "../../../i18n/ro/permissions";
import { roRoles } from "../../../i18n/ro/roles";
import { actionsText } from "./UserPermissions";

const s = roPermissions;
const f = s.form;

/** The form's field names (also the tails of their ids). */
export const PERMISSION_FIELDS = {
  user: "utilizator",
  number: "numar",
  account: "cont",
  action: "drept",
  until: "valabil-pana-la",
} as const;
const N = PERMISSION_FIELDS;
const idOf = (name: string) => `permission-${name}`;

const checkedActions = (form: HTMLFormElement): string[] =>
  Array.from(form.querySelectorAll<HTMLInputElement>(`input[name="${N.action}"]`))
    .filter((el) => el.checked)
    .map((el) => el.value);

/** Puts a permission on one asset into the form (its "Modifică"), then brings the user there. */
export function fillPermissionForm(form: HTMLFormElement, p: Permission): void {
  const asset = p.privileges[0]?.asset;
  const set = (name: string, value: string) => {
    const el = form.elements.namedItem(name);
    if (el instanceof HTMLInputElement || el instanceof HTMLSelectElement) el.value = value;
  };
  set(N.user, p.user.id);
  set(N.number, asset?.type === "msisdn" ? asset.id : "");
  set(N.account, asset?.type === "ban" ? asset.id : "");
  const actions = p.privileges.map((v) => v.action as string);
  form.querySelectorAll<HTMLInputElement>(`input[name="${N.action}"]`).forEach((el) => (el.checked = actions.includes(el.value)));
  set(N.until, p.endAt === null ? "" : dayOfRo(p.endAt));
  const first = form.elements.namedItem(N.user);
  if (first instanceof HTMLElement) first.focus();
}

function FieldError({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p id={`${id}-error`} className="field-error">
      {text}
    </p>
  ) : null;
}

const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(" ") || undefined;

/** The number field with the company's lines found as one types (useSubscriberSearch). */
function NumberField({ error }: { error?: string }) {
  const [q, setQ] = useState("");
  const [chosen, setChosen] = useState("");
  const [term, setTerm] = useState("");
  useEffect(() => {
    const timer = window.setTimeout(() => setTerm(q), 250);
    return () => window.clearTimeout(timer);
  }, [q]);
  const search = useSubscriberSearch(term === chosen ? "" : term);
  const id = idOf(N.number);
  const results = search.data ?? [];
  const choose = (msisdn: string) => {
    const input = document.getElementById(id);
    if (input instanceof HTMLInputElement) {
      input.value = msisdn;
      input.focus();
    }
    setChosen(msisdn);
    setQ(msisdn);
  };
  const showing = term !== "" && term !== chosen && term === q;
  return (
    <div className="checkout-field">
      <label htmlFor={id}>{f.number}</label>
      <p id={`${id}-hint`} className="cart-hint">
        {f.numberHint}
      </p>
      <input
        id={id}
        name={N.number}
        type="text"
        inputMode="search"
        autoComplete="off"
        defaultValue=""
        onChange={(e) => setQ(e.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(`${id}-hint`, error && `${id}-error`)}
      />
      <FieldError id={id} text={error} />
      <div aria-live="polite" className="permissions-results">
        {showing && search.isFetching && results.length === 0 ? <p className="cart-hint">{f.searching}</p> : null}
        {showing && search.isError ? <p className="cart-hint">{f.searchError}</p> : null}
        {showing && search.isSuccess ? <p className="cart-hint">{f.found(results.length)}</p> : null}
      </div>
      {showing && results.length > 0 ? (
        <ul className="permissions-found">
          {results.map((r) => (
            <li key={r.msisdn}>
              <button type="button" className="aria-button" data-variant="outline" onClick={() => choose(r.msisdn)}>
                {f.choose(r.msisdn, r.userName, r.ban)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

const assetText = (a: Asset) => s.asset[a.type](a.id);

interface Props {
  users: readonly CompanyUser[];
  accounts: readonly string[];
  selfId: string;
  formRef: React.MutableRefObject<HTMLFormElement | null>;
}

export function PermissionForm({ users, accounts, selfId, formRef }: Props): React.ReactElement {
  const save = useSavePermission();
  const [errors, setErrors] = useState<PermissionFormErrors>({});
  const [asked, setAsked] = useState<PermissionEdit | null>(null);
  const [done, setDone] = useState<PermissionEdit | null>(null);
  const headingId = useId();
  const all = users.flatMap((u) => u.permissions);
  const nameOf = (userId: string) => users.find((u) => u.id === userId)?.name ?? userId;
  const latest = latestValidityDay(Date.now());
  const refusal = save.isError ? permissionRefusalOf(save.error) : null;

  const submit = (form: HTMLFormElement) => {
    save.reset();
    setDone(null);
    const plan = planPermissionEdit(
      {
        userId: fieldValue(form, N.user),
        msisdn: fieldValue(form, N.number),
        ban: fieldValue(form, N.account),
        actions: checkedActions(form),
        validUntil: fieldValue(form, N.until),
      },
      all,
      { now: Date.now(), selfId },
    );
    if (!plan.ok) {
      setErrors(plan.errors);
      const field = (["user", "asset", "privileges", "validUntil"] as const).find((k) => plan.errors[k]);
      const target = field === "user" ? N.user : field === "asset" ? N.number : field === "validUntil" ? N.until : null;
      const el = target ? form.elements.namedItem(target) : form.querySelector<HTMLInputElement>(`input[name="${N.action}"]`);
      if (el instanceof HTMLElement) el.focus();
      return;
    }
    setErrors({});
    if (plan.edit.kind === "none") setDone(plan.edit);
    else setAsked(plan.edit);
  };

  const send = (edit: PermissionEdit) => {
    setAsked(null);
    save.mutate(edit, { onSuccess: () => setDone(edit) });
  };

  const confirmText = (e: PermissionEdit) => {
    const user = nameOf(e.userId);
    const asset = assetText(e.asset);
    if (e.kind === "revoke") return f.confirmRevoke(user, asset);
    if (e.kind === "grant") return f.confirmGrant(user, asset, actionsText(e.actions), formatDateRo(e.endAt, "long"));
    if (e.kind === "update") return f.confirmUpdate(user, asset, actionsText(e.actions), formatDateRo(e.endAt, "long"));
    return "";
  };
  const err = (field: keyof PermissionFormErrors) => {
    const problem = errors[field];
    return problem ? f.errors[problem] : undefined;
  };
  const userId = idOf(N.user);
  const accountId = idOf(N.account);
  const untilId = idOf(N.until);
  const actionsError = err("privileges");

  return (
    <section className="dashboard-card dashboard-wide" aria-labelledby={headingId}>
      <h2 id={headingId}>{f.heading}</h2>
      <p className="dashboard-caption">{f.lead}</p>
      <EarlyForm formRef={formRef} onSubmit={submit} className="permissions-form">
        <div className="checkout-field">
          <label htmlFor={userId}>{f.user}</label>
          <select
            id={userId}
            name={N.user}
            defaultValue=""
            aria-invalid={errors.user ? true : undefined}
            aria-describedby={describedBy(errors.user && `${userId}-error`)}
          >
            <option value="">{f.userPlaceholder}</option>
            {users.map((u) => (
              <option key={u.id} value={u.id}>
                {s.user.heading(u.name, roRoles[u.role] ?? u.role)}
              </option>
            ))}
          </select>
          <FieldError id={userId} text={err("user")} />
        </div>
        <fieldset className="checkout-fieldset" aria-describedby="permission-asset-hint">
          <legend>{f.assetLegend}</legend>
          <p id="permission-asset-hint" className="cart-hint">
            {f.assetHint}
          </p>
          <NumberField error={err("asset")} />
          <div className="checkout-field">
            <label htmlFor={accountId}>{f.account}</label>
            <select id={accountId} name={N.account} defaultValue="">
              <option value="">{f.accountPlaceholder}</option>
              {accounts.map((ban) => (
                <option key={ban} value={ban}>
                  {ban}
                </option>
              ))}
            </select>
          </div>
        </fieldset>
        <fieldset
          className="checkout-fieldset"
          aria-describedby={describedBy("permission-actions-hint", actionsError && "permission-actions-error")}
        >
          <legend>{f.privileges}</legend>
          <p id="permission-actions-hint" className="cart-hint">
            {f.administerHint}
          </p>
          {PRIVILEGE_ACTIONS.map((action) => (
            <label key={action} className="checkout-check">
              <input type="checkbox" name={N.action} value={action} defaultChecked={false} /> {s.actions[action]}
            </label>
          ))}
          <FieldError id="permission-actions" text={actionsError} />
        </fieldset>
        <div className="checkout-field">
          <label htmlFor={untilId}>{f.validUntil}</label>
          <p id={`${untilId}-hint`} className="cart-hint">
            {f.validUntilHint(formatDateRo(`${latest}T12:00:00Z`, "long"))}
          </p>
          <input
            id={untilId}
            name={N.until}
            type="date"
            defaultValue=""
            min={dayOfRo(Date.now())}
            max={latest}
            aria-invalid={errors.validUntil ? true : undefined}
            aria-describedby={describedBy(`${untilId}-hint`, errors.validUntil && `${untilId}-error`)}
          />
          <FieldError id={untilId} text={err("validUntil")} />
        </div>
        <BusyButton type="submit" busy={save.isPending}>
          {save.isPending ? f.sending : f.save}
        </BusyButton>
        <div aria-live="polite">
          {done ? (
            <p className="services-notice" role="status">
              {f.done[done.kind](nameOf(done.userId), assetText(done.asset))}
            </p>
          ) : null}
        </div>
        {refusal ? (
          <div role="alert" className="error-ribbon">
            <p>{s.refusals[refusal]}</p>
          </div>
        ) : save.isError ? (
          <ErrorRibbon what={f.saveError} error={save.error} />
        ) : null}
      </EarlyForm>
      {asked ? (
        <ConfirmDialog
          title={f.confirmTitle}
          text={confirmText(asked)}
          confirm={f.confirm}
          cancel={f.cancel}
          onConfirm={() => send(asked)}
          onCancel={() => setAsked(null)}
        />
      ) : null}
    </section>
  );
}
