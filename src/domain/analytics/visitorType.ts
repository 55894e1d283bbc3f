// SPEC §4 "Analytics visitor type: for logged-in users of the main shop app, the customer type; otherwise postpaid if
// eligible flows start with ACQ then RET, prepaid if ACQ then MFP, else mobile_user."
//
// The list may come in either order: as the profile sends it (ACQ first, session/userInfo.ts) or as the eligible-flows
// call stores it (SPEC §4 "reordered so the acquisition flow (ACQ) is last", session/eligibleFlows.ts). "Start with ACQ
// then RET" is read with ACQ put back in front: the list holds ACQ, and its first flow other than ACQ is RET (or
// MFP). Both orders of one list give the same visitor type (docs/decisions.md, "Analytics visitor type and the
// ACQ-last list").
import type { CustomerType } from "../enums";
import { ACQUISITION_FLOW as ACQ } from "../session/eligibleFlows";

export function visitorType(v: { loggedIn: boolean; customerType: CustomerType | null; eligibleFlows: readonly string[] }): string {
  if (v.loggedIn && v.customerType) return v.customerType;
  if (v.eligibleFlows.includes(ACQ)) {
    const next = v.eligibleFlows.find((f) => f !== ACQ);
    if (next === "RET") return "postpaid";
    if (next === "MFP") return "prepaid";
  }
  return "mobile_user";
}
