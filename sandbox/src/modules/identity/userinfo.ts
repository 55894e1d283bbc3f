// GET userinfo: every user-info field of SPEC §3, derived from the caller's user and selected identity.
import { createHash } from "node:crypto";
import type { Caller } from "../../auth/guard";
import type { Role } from "../../auth/roles";
import type { Address } from "../../seed/personas";
import { defaultFlowType, flowsFor } from "./flows";
import { shownBan } from "./identitySwap";
import type { IdentityRecord } from "./store";
import type { Database } from "better-sqlite3";
import { gdprAttributesOf } from "../privacy/store";
import { registrationOfUser } from "./registrationStore";

const sha256 = (v: string) => createHash("sha256").update(v.trim().toLowerCase()).digest("hex");

/** CRM role names by contact role (SPEC §6: "Administrator" becomes vfCRMRole CHOOSER in the business cart). */
const CRM_ROLE: Partial<Record<Role, string>> = {
  Chooser: "Administrator",
  DelegatedChooser: "Administrator",
  TechnicalChooser: "Technical",
  ContractOwner: "Owner",
  FixedContractOwner: "Owner",
};

function banType(i: IdentityRecord): string {
  if (i.isFixed) return "FIXED";
  if (i.isPrepaid) return "PREPAID";
  if (i.isHybrid) return "HYBRID";
  return "POSTPAID";
}

const shortAddress = (a: Address | null | undefined) => (a ? { city: a.city, countryIso: a.countryIso } : null);

/** `db`: the privacy store gdprAttributes are read from (without it, the persona's seeded flags). */
export function buildUserInfo(caller: Caller, db?: Database) {
  const info = fullUserInfo(caller, db);
  return caller.token.provider === "otc" ? withoutOtcWithheldClaims(info) : info;
}

function fullUserInfo(caller: Caller, db?: Database) {
  const { token, user, identity } = caller;
  const p = user?.profile ?? null;
  const registered = db && user ? registrationOfUser(db, user.id) : null;
  const msisdn = identity?.resourceType === "MSISDN" ? identity.resourceValue : (p?.phone ?? token.subject ?? null);
  const email = p?.email ?? null;
  const flows = flowsFor(identity);
  const isPrepaid = identity?.isPrepaid ?? false;
  const isHybrid = identity?.isHybrid ?? false;
  return {
    address: shortAddress(p?.address),
    attributes: caller.isAnonymous
      ? null
      : {
          email,
          emailHash: email ? sha256(email) : null,
          msisdn,
          msisdnHash: msisdn ? sha256(msisdn) : null,
          user_id: user?.id ?? null,
        },
    cnp: p?.cnp ?? null,
    phoneNumber: msisdn,
    firstName: p?.firstName ?? null,
    lastName: p?.lastName ?? null,
    email,
    eligibleFlows: flows,
    subscriberId: identity?.subscriberId ?? null,
    // OTC and anonymous sessions carry no SSO roles even when the number belongs to a customer.
    ssoRoles: token.provider === "sso" ? (p?.ssoRoles ?? []) : [],
    isAuthenticated: !caller.isAnonymous,
    vfSidKey: identity?.subscriberId ? `SK-${identity.subscriberId}` : null,
    vfSid: identity?.subscriberId ?? null,
    authProvider: token.provider,
    clientType: token.client,
    authClass: p?.authClass ?? null,
    isGoldUser: Boolean(p?.authClass.toLowerCase().includes("gold")),
    isMigratedFromOMS: p?.isMigratedFromOMS ?? false,
    vfEntityType: identity?.entityType ?? null,
    vfEntityId: identity?.entityId ?? null,
    vfCustomerSegment: identity?.crmSegment ?? null,
    vfCustomerType: identity?.customerType ?? p?.segment ?? null,
    vfCRMRole: identity ? (CRM_ROLE[identity.role] ?? "User") : null,
    selectedBanType: identity ? banType(identity) : null,
    vfResourceType: identity?.resourceType ?? null,
    vfResourceValue: identity?.resourceValue ?? null,
    vfIsHybrid: isHybrid,
    vfIsPrepaid: isPrepaid,
    isHybrid,
    isPrepaid,
    isNonVdf: identity?.isNonVdf ?? false,
    isFixVdf: identity?.isFixed ?? false,
    selectedBan: identity ? shownBan(identity, caller.selectedBan) : null,
    selectedRole: identity?.role ?? null,
    selectedIdentityId: identity?.id ?? null,
    vfOdsCui: identity?.cui ?? null,
    vfSsoId: token.provider === "sso" ? (user?.id ?? null) : null,
    vfCid: identity?.customerId ?? null,
    appClientName: token.client,
    ewpRegularAllow: String(p?.ewpRegularAllow ?? false),
    ewpRootAllow: String(p?.ewpRootAllow ?? false),
    customerInfo: identity
      ? {
          customerId: identity.customerId,
          crmCustomerSegment: identity.crmSegment,
          crmCustomerSubSegment: identity.crmSubSegment,
          customerType: identity.customerType,
          billingCycle: identity.billingCycle,
          bans: identity.bans,
          closedBans: identity.closedBans,
          companyName: identity.companyName ?? null,
          cui: identity.cui ?? null,
          productInventory: identity.products.map((x) => ({
            id: x.id,
            productOfferingId: x.productOfferingId,
            name: x.name,
            status: x.status,
            targetSystem: x.targetSystem,
            isSpecial: x.isSpecial ?? false,
          })),
        }
      : null,
    flowType: caller.isAnonymous ? "NO_MSISDN_ACQ" : defaultFlowType(identity),
    gdprAttributes: p ? (db ? gdprAttributesOf(db, identity?.customerId ?? null, user?.id ?? null) : { ...p.gdpr }) : null,
    shippingAddress: p?.shippingAddress ?? null,
    billingAddress: p?.billingAddress ?? null,
    fixedInstallationAddress: p?.fixedInstallationAddress ?? null,
    vetting: {
      msisdn,
      cnp: p?.cnp ?? null,
      county: p?.address.county ?? null,
      city: p?.address.city ?? null,
      carrierType: identity ? banType(identity) : null,
      operator: identity ? (identity.isNonVdf ? "OTHER" : "VDF") : null,
      // An account made by a registration reports where its vetting ended (SPEC §3, §4); any other starts at the
      // login options step.
      currentStep: registered?.step ?? "LOGIN_OPTIONS",
      tocAccepted: registered?.tocAccepted ?? false,
      resendTimestamp: null,
      eligibleFlows: flows,
    },
  };
}

export type UserInfo = ReturnType<typeof fullUserInfo>;

/**
 * Claims a one-time-code session never gets: a code sent to a number proves the number, not who holds the account,
 * so the personal identification number (CNP), the postal addresses and the customer's accounts (BANs) stay out.
 * The keys stay, with null / [] values, so clients reading the shape keep working (sandbox/README.md "Identity").
 */
function withoutOtcWithheldClaims(info: UserInfo): UserInfo {
  return {
    ...info,
    cnp: null,
    address: null,
    shippingAddress: null,
    billingAddress: null,
    fixedInstallationAddress: null,
    selectedBan: null,
    customerInfo: info.customerInfo ? { ...info.customerInfo, bans: [], closedBans: [] } : null,
    vetting: { ...info.vetting, cnp: null, county: null, city: null },
  };
}
