// The facts about a signed-in user that SPEC §2 "Route guards" and §6 decide on, read once from the profile and the
// product inventory, so the guard table reads like the spec ("prepaid users", "fixed users", "business chooser").
import type { Role } from "../enums";
import { activeRole, hasSsoRoles, MOBILE_RESOURCE_TYPE, type ProductInventoryItem, type UserInfo } from "../session/userInfo";

export interface GuardFacts {
  role: Role | null;
  /** SPEC §2 "A user with no SSO roles is redirected to an associate-services page". */
  hasRoles: boolean;
  /** Several contact roles and none chosen yet: nothing can be decided until the user picks one. */
  mustChooseIdentity: boolean;
  isPrepaid: boolean;
  isHybrid: boolean;
  /** SPEC §2 "postpaid (non-prepaid, non-hybrid)". */
  isPostpaid: boolean;
  /** SPEC §4 "Fixed-contract-owner, or contract-owner with a resource type other than mobile number". */
  isFixed: boolean;
  /** SPEC §2 "non-operator users": the nonVFUser role or the back end's non-operator flag. */
  isNonOperator: boolean;
  /** SPEC §6: business (EBU) roles. */
  isBusiness: boolean;
  /** SPEC §2 "mobile-number resource". */
  hasMobileNumber: boolean;
  /** SPEC §2 "Anyone whose product inventory flags the special product". */
  hasSpecialProduct: boolean;
}

export type GuardUser = Pick<
  UserInfo,
  "ssoRoles" | "selectedRole" | "isPrepaid" | "isHybrid" | "isNonVdf" | "isFixedCustomer" | "accountType" | "vfResourceType"
>;

export function guardFacts(user: GuardUser, productInventory: readonly Pick<ProductInventoryItem, "isSpecial">[]): GuardFacts {
  const role = activeRole(user);
  const hasRoles = hasSsoRoles(user);
  return {
    role,
    hasRoles,
    mustChooseIdentity: hasRoles && role === null,
    isPrepaid: user.isPrepaid,
    isHybrid: user.isHybrid,
    isPostpaid: !user.isPrepaid && !user.isHybrid,
    isFixed: user.isFixedCustomer,
    isNonOperator: role === "nonVFUser" || user.isNonVdf,
    isBusiness: user.accountType === "EBU",
    hasMobileNumber: user.vfResourceType.toUpperCase() === MOBILE_RESOURCE_TYPE,
    hasSpecialProduct: productInventory.some((product) => product.isSpecial),
  };
}
