// What the dashboard shows for the signed-in identity (pure): the account's kind, the billing account whose bill is
// shown, and whether the usage summary is asked for. Calls that would answer nothing are not made: prepaid accounts
// have no bills, fixed and non-operator users no usage (SPEC §7 contract of the sandbox).
import { billingAccountOf } from "../billing/bills";
import { PATHS } from "../guards/paths";
import { resolveRoute } from "../guards/resolveRoute";
import { activeRole, MOBILE_RESOURCE_TYPE, type UserInfo } from "../session/userInfo";

export type DashboardKind = "postpaid" | "prepaid" | "hybrid" | "fixed" | "business" | "nonOperator";

export interface DashboardPlan {
  kind: DashboardKind;
  /** The BAN whose current bill is shown; null: no bill section. */
  billingAccount: string | null;
  /** Prepaid credit section (prepaid and hybrid). */
  credit: boolean;
  /** Allowances (and credit) come from the usage summary: asked for only when true. */
  usage: boolean;
  /** Fixed services from the profile's product inventory. */
  services: boolean;
  /** The identity's mobile number, null for other resources; the business dashboard shows this number's allowances. */
  msisdn: string | null;
}

type Profile = Pick<
  UserInfo,
  | "selectedRole"
  | "ssoRoles"
  | "accountType"
  | "isNonVdf"
  | "isFixedCustomer"
  | "isHybrid"
  | "isPrepaid"
  | "selectedBan"
  | "customerInfo"
  | "vfResourceType"
  | "vfResourceValue"
  | "phoneNumber"
>;

export function dashboardKind(profile: Profile): DashboardKind {
  const role = activeRole(profile);
  // No role at all: nothing of the operator is attached to the account either.
  if (role === null || role === "nonVFUser" || profile.isNonVdf) return "nonOperator";
  if (profile.accountType === "EBU") return "business";
  if (profile.isFixedCustomer || profile.accountType === "UPC") return "fixed";
  if (profile.isHybrid) return "hybrid";
  return profile.isPrepaid ? "prepaid" : "postpaid";
}

const BILLED: readonly DashboardKind[] = ["postpaid", "hybrid", "fixed", "business"];
const WITH_USAGE: readonly DashboardKind[] = ["postpaid", "prepaid", "hybrid", "business"];

export function dashboardPlan(profile: Profile): DashboardPlan {
  const kind = dashboardKind(profile);
  // SPEC §6 "User, power user, sub user and non-operator users are kept out of billing pages": whoever the route
  // guards keep off the bills page sees no bill here either (one rule, in the guard table).
  const mayBill = BILLED.includes(kind) && resolveRoute(PATHS.bills, "", profile, profile.customerInfo?.productInventory ?? []).allow;
  const hasMobileNumber = profile.vfResourceType.toUpperCase() === MOBILE_RESOURCE_TYPE;
  return {
    kind,
    billingAccount: mayBill ? billingAccountOf(profile.selectedBan, profile.customerInfo?.bans ?? []) : null,
    credit: kind === "prepaid" || kind === "hybrid",
    // A business identity without a number (a BAN-only administrator) has no allowances of its own.
    usage: WITH_USAGE.includes(kind) && (kind !== "business" || hasMobileNumber),
    services: kind === "fixed",
    msisdn: hasMobileNumber ? profile.vfResourceValue || profile.phoneNumber : null,
  };
}
