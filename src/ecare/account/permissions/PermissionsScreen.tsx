// /ecare/setari-cont/permisiuni (issue 27; SPEC §2 setari-cont, §6 "Non-operator users lack the permissions page";
// TMF672 Permission): who may do what on which number or account, until when. The chooser sees every web user of the
// company with their permissions and edits them one user at a time (PermissionForm); every other business user reads
// their own. What each role gets is the domain's (permissionsAccessFor); the guards have already sent non-operator
// users to date-personale; a consumer reads an honest notice (the back end has no company for them either).
import React, { useRef } from "react";
import type { RouteComponentProps } from "@reach/router";
import { ErrorRibbon } from "../../../components/errors/ErrorRibbon";
import { guardFacts } from "../../../domain/guards/facts";
import { permissionsAccessFor } from "../../../domain/permissions/model";
import { isNotBusiness, type Permission } from "../../../domain/permissions/permission";
import { useCompanyPermissions } from "../../../hooks/account/usePermissions";
import { roPermissions } from "../../../i18n/ro/permissions";
import { Skeleton } from "../../kit/SectionStates";
import { useProfile } from "../../SessionGate";
import { pageHeading } from "../../shell/pageHeading";
import { fillPermissionForm, PermissionForm } from "./PermissionForm";
import { UserPermissions } from "./UserPermissions";

const s = roPermissions;

function Company({ selfId, mayEdit }: { selfId: string; mayEdit: boolean }): React.ReactElement {
  const company = useCompanyPermissions();
  const formRef = useRef<HTMLFormElement | null>(null);
  if (company.isPending) return <Skeleton label={s.loading} />;
  if (company.isError) {
    return isNotBusiness(company.error) ? (
      <p className="dashboard-empty">{s.noneConsumer}</p>
    ) : (
      <ErrorRibbon what={s.error} error={company.error} onRetry={() => void company.refetch()} />
    );
  }
  const { users, accounts } = company.data;
  const editable = mayEdit && company.data.editable;
  const all = users.flatMap((u) => u.permissions);
  const edit = (p: Permission) => {
    if (formRef.current) fillPermissionForm(formRef.current, p);
  };
  return (
    <>
      <p className="dashboard-lead">{editable ? s.leadEditor : s.leadReader}</p>
      <div className="dashboard-grid">
        {editable ? <PermissionForm users={users} accounts={accounts} selfId={selfId} formRef={formRef} /> : null}
        {users.map((u) => (
          <UserPermissions key={u.id} user={u} all={all} editable={editable} selfId={selfId} onEdit={editable ? edit : undefined} />
        ))}
      </div>
    </>
  );
}

function PermissionsScreen(_: RouteComponentProps): React.ReactElement {
  const profile = useProfile();
  const access = permissionsAccessFor(guardFacts(profile, []));
  return (
    <div className="ecare-dashboard ecare-permissions">
      <h1>{pageHeading("permissions")}</h1>
      {access === "none" ? (
        <p className="dashboard-empty">{s.noneConsumer}</p>
      ) : (
        <Company selfId={profile.vfSsoId} mayEdit={access === "edit"} />
      )}
    </div>
  );
}

export default PermissionsScreen;
