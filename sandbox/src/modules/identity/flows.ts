// Eligible sales flows per customer. The gateway returns ACQ first; the site sorts it last (SPEC §4),
// and its analytics read "ACQ then RET" as postpaid and "ACQ then MFP" as prepaid.
import type { Segment } from "../../auth/roles";
import type { IdentityRecord } from "./store";

export type Flow = "ACQ" | "MNP" | "MFP" | "RET" | "FIX";

export const PROSPECT_FLOWS: Flow[] = ["ACQ", "MNP"];

export function flowsFor(identity: IdentityRecord | null): Flow[] {
  if (!identity || identity.isNonVdf || !identity.ban) return [...PROSPECT_FLOWS];
  if (identity.isFixed) return ["ACQ", "FIX"];
  if (identity.isPrepaid) return ["ACQ", "MFP", "MNP"];
  if (identity.isHybrid) return ["ACQ", "RET", "MFP"];
  return ["ACQ", "RET", "MNP"];
}

/** Flows for one customer type: the selected identity if it has that type, else the user's first identity of it. */
export function flowsForCustomerType(selected: IdentityRecord | null, all: IdentityRecord[], customerType: Segment): Flow[] {
  const identity = selected?.customerType === customerType ? selected : (all.find((i) => i.customerType === customerType) ?? null);
  return flowsFor(identity);
}

/** The flow a signed-in customer starts in by default (userinfo.flowType). */
export function defaultFlowType(identity: IdentityRecord | null): string {
  const flows = flowsFor(identity);
  return flows[1] === "MNP" ? "NO_MSISDN_ACQ" : flows[1];
}
