// One web user's permissions on permisiuni (issue 27; TMF672 Permission): a section named by the user, each permission
// with the numbers or accounts it is on, what the user may do there and until when. For the chooser, each permission
// can be changed (it fills the form) and revoked after a confirmation; taking away the chooser's own last
// administrator right is refused before anything is sent (the domain's rule, the back end's too).
import React, { useState } from "react";
import { BusyButton } from "../../../components/BusyButton";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { ErrorRibbon } from "../../../components/errors/ErrorRibbon";
import { formatDateRo } from "../../../domain/dates";
import { revokeRemovesLastAdministratorRight } from "../../../domain/permissions/edit";
import {
  permissionRefusalOf,
  privilegesByAsset,
  validityStateAt,
  type CompanyUser,
  type Permission,
} from "../../../domain/permissions/permission";
import { useRevokePermission } from "../../../hooks/account/usePermissions";
import { roPermissions } from "../../../i18n/ro/permissions";
import { roRoles } from "../../../i18n/ro/roles";

const s = roPermissions;
const g = s.grant;

/** "numărul 0729100150" / "contul 500000501, contul 500000502". */
export const assetsText = (p: Permission): string => s.list(privilegesByAsset(p).map(({ asset }) => s.asset[asset.type](asset.id)));
export const actionsText = (actions: readonly (keyof typeof s.actions)[]): string => s.list(actions.map((a) => s.actions[a]));

interface Props {
  user: CompanyUser;
  /** Every permission the page shows (the last-administrator rule looks at the chooser's own). */
  all: readonly Permission[];
  editable: boolean;
  selfId: string;
  /** Puts the permission into the form ("Modifică"). */
  onEdit?: (p: Permission) => void;
}

function Grant({
  p,
  user,
  editable,
  onEdit,
  onRevoke,
  busy,
}: {
  p: Permission;
  user: CompanyUser;
  editable: boolean;
  onEdit?: (p: Permission) => void;
  onRevoke: (p: Permission) => void;
  busy: boolean;
}) {
  const groups = privilegesByAsset(p);
  const state = validityStateAt(p, Date.now());
  const assets = assetsText(p);
  return (
    <li className="permissions-grant">
      <dl className="dashboard-facts">
        {groups.map(({ asset, actions }) => (
          <div key={`${asset.type}:${asset.id}`}>
            <dt>{s.asset[asset.type](asset.id)}</dt>
            <dd>{actionsText(actions)}</dd>
          </div>
        ))}
        <div>
          <dt>{g.validity}</dt>
          <dd>
            {p.endDateTime ? g.until(formatDateRo(p.endDateTime, "long")) : g.noEnd}
            {state === "future" ? ` (${g.from(formatDateRo(p.startDateTime, "long"))})` : null}{" "}
            <span className="permissions-state" data-state={state}>
              {g.states[state]}
            </span>
          </dd>
        </div>
      </dl>
      {p.granter.name && p.granter.id !== p.user.id ? <p className="dashboard-caption">{g.grantedBy(p.granter.name)}</p> : null}
      {editable ? (
        <div className="dashboard-actions">
          {onEdit && groups.length === 1 ? (
            <button type="button" className="aria-button" data-variant="outline" onClick={() => onEdit(p)}>
              {g.edit(user.name, assets)}
            </button>
          ) : null}
          <BusyButton variant="outline" busy={busy} onClick={() => onRevoke(p)}>
            {busy ? g.revoking : g.revoke(user.name, assets)}
          </BusyButton>
        </div>
      ) : null}
    </li>
  );
}

export function UserPermissions({ user, all, editable, selfId, onEdit }: Props): React.ReactElement {
  const revoke = useRevokePermission();
  const [asked, setAsked] = useState<Permission | null>(null);
  const [last, setLast] = useState<Permission | null>(null);
  const [refusedLocally, setRefusedLocally] = useState(false);
  const headingId = `permissions-user-${user.id}`;
  const refusal = revoke.isError ? permissionRefusalOf(revoke.error) : null;

  const ask = (p: Permission) => {
    revoke.reset();
    setLast(p);
    const refused = revokeRemovesLastAdministratorRight(p, all, { now: Date.now(), selfId });
    setRefusedLocally(refused);
    if (!refused) setAsked(p);
  };
  const send = (p: Permission) => {
    setAsked(null);
    revoke.mutate(p.id);
  };

  return (
    <section className="dashboard-card dashboard-wide permissions-user" aria-labelledby={headingId}>
      <h2 id={headingId}>{s.user.heading(user.name, roRoles[user.role] ?? user.role)}</h2>
      {user.msisdn ? <p className="dashboard-caption">{s.user.line(user.msisdn)}</p> : null}
      {user.isAdministrator ? <p>{s.user.administrator}</p> : null}
      {user.permissions.length === 0 ? (
        <p className="dashboard-empty">{s.user.none}</p>
      ) : (
        <ul className="permissions-list">
          {user.permissions.map((p) => (
            <Grant
              key={p.id}
              p={p}
              user={user}
              editable={editable}
              onEdit={onEdit}
              onRevoke={ask}
              busy={revoke.isPending && revoke.variables === p.id}
            />
          ))}
        </ul>
      )}
      <div aria-live="polite">
        {revoke.isSuccess && last ? (
          <p className="services-notice" role="status">
            {g.revoked(user.name, assetsText(last))}
          </p>
        ) : null}
      </div>
      {refusedLocally || refusal ? (
        <div role="alert" className="error-ribbon">
          <p>{refusedLocally ? s.refusals.lastAdministratorRight : s.refusals[refusal ?? "lastAdministratorRight"]}</p>
        </div>
      ) : revoke.isError ? (
        <ErrorRibbon what={g.revokeError} error={revoke.error} />
      ) : null}
      {asked ? (
        <ConfirmDialog
          title={g.confirmRevokeTitle}
          text={g.confirmRevoke(user.name, assetsText(asked), actionsText([...new Set(asked.privileges.map((v) => v.action))]))}
          confirm={s.form.confirm}
          cancel={s.form.cancel}
          onConfirm={() => send(asked)}
          onCancel={() => setAsked(null)}
        />
      ) : null}
    </section>
  );
}
