// The lines the usage reports offer (domain usageListQuery.ts reportLines): the user's own number, and for the roles
// that read every line of their identity, the numbers of the usage summary (one consumption per line, the dashboard's
// cached call). For the other roles the summary is not asked. `known` is false while the summary is loading, so an
// address naming another line is kept until it can be checked.
import type { UserInfo } from "../../domain/session/userInfo";
import { activeRole } from "../../domain/session/userInfo";
import { ownNumberOf } from "../../domain/billing/ownNumber";
import { readsEveryLine, reportLines } from "../../domain/usage/usageListQuery";
import { accountKey, useUsageSummary } from "../ecareData";

export function useReportLines(profile: UserInfo): { lines: string[]; known: boolean } {
  const role = activeRole(profile);
  const several = readsEveryLine(role);
  const summary = useUsageSummary(several, accountKey(profile));
  const numbers = summary.data?.allowances.map((a) => a.msisdn) ?? [];
  return { lines: reportLines(ownNumberOf(profile), role, numbers), known: !several || !summary.isPending };
}
