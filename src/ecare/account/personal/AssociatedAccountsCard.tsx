// SPEC §7 GET /contact-roles and identity "disassociate roles": the other accounts of this web user, each with
// "Dezasociază" (confirmed in a dialog naming the account) unless it must stay (the domain's rule: never the account in
// use, never the last). After it goes, the list, the profile and the account switcher follow.
import React, { useState } from "react";
import { BusyButton } from "../../../components/BusyButton";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { ErrorRibbon } from "../../../components/errors/ErrorRibbon";
import { associatedAccounts } from "../../../domain/account/disassociation";
import type { ContactRole } from "../../../domain/session/contactRoles";
import type { UserInfo } from "../../../domain/session/userInfo";
import { useContactRolesList, useDisassociate } from "../../../hooks/account/useAssociatedAccounts";
import { roPersonalData } from "../../../i18n/ro/personalData";
import { roRoles } from "../../../i18n/ro/roles";
import { DashboardCard, Skeleton } from "../../kit/SectionStates";

const t = roPersonalData.associated;
const ID = "personal-associated";

const accountName = (r: ContactRole) => t.account(r.companyName ?? r.resourceValue ?? "", roRoles[r.role] ?? r.role, r.ban);
const codeOf = (error: unknown): unknown => (error !== null && typeof error === "object" ? (error as { code?: unknown }).code : undefined);

interface ListProps {
  roles: ContactRole[];
  currentId: string;
  /** The account being disassociated now. */
  pendingId: string | null;
  onAsk: (role: ContactRole) => void;
}

function AccountList({ roles, currentId, pendingId, onAsk }: ListProps): React.ReactElement {
  const accounts = associatedAccounts(roles, currentId);
  if (accounts.length === 0) return <p className="dashboard-empty">{t.none}</p>;
  return (
    <ul className="personal-accounts">
      {accounts.map(({ role, kept }) => (
        <li key={role.id}>
          <span>{accountName(role)}</span>
          {kept ? (
            <span className="dashboard-muted">{t.kept[kept]}</span>
          ) : (
            <BusyButton
              variant="outline"
              busy={pendingId === role.id}
              aria-label={t.disassociateLabel(accountName(role))}
              onClick={() => onAsk(role)}
            >
              {pendingId === role.id ? t.disassociating : t.disassociate}
            </BusyButton>
          )}
        </li>
      ))}
    </ul>
  );
}

export function AssociatedAccountsCard({ profile }: { profile: UserInfo }): React.ReactElement {
  const roles = useContactRolesList(profile.authProvider === "sso");
  const disassociate = useDisassociate();
  const [asked, setAsked] = useState<ContactRole | null>(null);
  const [done, setDone] = useState("");
  const [failed, setFailed] = useState<{ account: string; error: unknown } | null>(null);

  const confirm = () => {
    if (!asked) return;
    const role = asked;
    setAsked(null);
    setDone("");
    setFailed(null);
    disassociate.mutate(
      { identityId: role.id },
      {
        onSuccess: () => setDone(t.done(accountName(role))),
        onError: (error) => setFailed({ account: accountName(role), error }),
      },
    );
  };

  const refused = failed ? t.refused[String(codeOf(failed.error))] : undefined;
  return (
    <DashboardCard id={ID} title={t.heading} busy={roles.isPending}>
      <p className="dashboard-caption">{t.lead}</p>
      {roles.isPending ? (
        <Skeleton label={t.loading} lines={2} />
      ) : roles.isError ? (
        <ErrorRibbon what={t.loadError} error={roles.error} onRetry={() => void roles.refetch()} />
      ) : (
        <AccountList
          roles={roles.data}
          currentId={profile.selectedIdentityId}
          pendingId={disassociate.isPending ? (disassociate.variables?.identityId ?? null) : null}
          onAsk={setAsked}
        />
      )}
      <div role="status" className="personal-status">
        {done ? <p className="personal-notice">{done}</p> : null}
      </div>
      {failed ? (
        refused ? (
          <p role="alert" className="error-ribbon">
            {refused}
          </p>
        ) : (
          <ErrorRibbon what={t.error} error={failed.error} />
        )
      ) : null}
      {asked ? (
        <ConfirmDialog
          title={t.confirmTitle}
          text={t.confirmText(accountName(asked))}
          confirm={roPersonalData.confirm}
          cancel={roPersonalData.cancel}
          onConfirm={confirm}
          onCancel={() => setAsked(null)}
        />
      ) : null}
    </DashboardCard>
  );
}
