// SPEC §3 "User info" as the site keeps it, read from the answer of GET userinfo/{client} (SPEC §7).
// The answer is not trusted to be well formed: the mapping is total, so garbage gives the anonymous
// defaults of `mapUserInfo(null)` field by field ("" for text, null for absent objects and phone numbers,
// false, []), never an exception.

import { SPECIAL_PRODUCT_IDS, DEFAULT_FLOW } from "../constants";
import {
  AUTH_PROVIDERS,
  CUSTOMER_TYPES,
  FLOW_TYPES,
  isOneOf,
  ROLES,
  type AuthProvider,
  type CustomerType,
  type FlowType,
  type Role,
} from "../enums";
import { normalisePhone } from "../phone";
import { accountTypeFor, type AccountType } from "./accountType";
import { initialVetting, VETTING_STEPS, type Vetting } from "./vetting";
import {
  type RawRecord as Raw,
  isRecord,
  readRecord as record,
  readString as text,
  readFlag as flag,
  readNumber as numberOrNull,
  readList as list,
} from "../read";

/** SPEC §3 "address (city, countryIso)". */
export interface ShortAddress {
  city: string;
  countryIso: string;
}

/** SPEC §3 "attributes (email, emailHash, msisdn, msisdnHash, user_id)". */
export interface UserAttributes {
  email: string;
  emailHash: string;
  msisdn: string | null;
  msisdnHash: string;
  user_id: string;
}

/** Shipping, billing and fixed installation addresses. */
export interface PostalAddress {
  county: string;
  city: string;
  street: string;
  streetNo: string;
  building: string;
  apartment: string;
  postcode: string;
  countryIso: string;
}

export interface ProductInventoryItem {
  id: string;
  productOfferingId: string;
  name: string;
  status: string;
  /** Billing system: BSCS (postpaid), PPS (prepaid), UPC (fixed). */
  targetSystem: string;
  /** SPEC §9 special product (route guards of SPEC §2). */
  isSpecial: boolean;
}

export interface CustomerInfo {
  customerId: string;
  crmCustomerSegment: string;
  crmCustomerSubSegment: string;
  customerType: CustomerType | null;
  billingCycle: number | null;
  bans: string[];
  closedBans: string[];
  companyName: string;
  cui: string;
  productInventory: ProductInventoryItem[];
}

/** SPEC §3 "gdprAttributes (gdprBasic, gdprAdvanced)". */
export interface GdprAttributes {
  gdprBasic: boolean;
  gdprAdvanced: boolean;
}

/** SPEC §3 EWP flags are the strings "true"/"false", not booleans. */
export type BooleanText = "true" | "false";

/** The mobile-number resource type (SPEC §4 "a resource type other than mobile number"). */
export const MOBILE_RESOURCE_TYPE = "MSISDN";

/** SPEC §3 "User info", every field, plus the selected identity and two derived values. */
export interface UserInfo {
  address: ShortAddress | null;
  attributes: UserAttributes | null;
  cnp: string;
  phoneNumber: string | null;
  /** "" when the back end sent a placeholder ('nume', 'prenume'). */
  firstName: string;
  lastName: string;
  email: string;
  /** As sent (ACQ first); the eligible-flows call is the one sorted with ACQ last (SPEC §4). */
  eligibleFlows: FlowType[];
  subscriberId: string;
  ssoRoles: Role[];
  isAuthenticated: boolean;
  vfSidKey: string;
  vfSid: string;
  authProvider: AuthProvider | null;
  /** The identity client the token is for (ecare, shopcbuweb, ...). */
  clientType: string;
  /** SSO authentication class (or acr) the gold status is read from. */
  authClass: string;
  isGoldUser: boolean;
  isMigratedFromOMS: boolean;
  vfEntityType: string;
  vfEntityId: string;
  vfCustomerSegment: string;
  vfCustomerType: CustomerType | null;
  vfCRMRole: string;
  selectedBanType: string;
  vfResourceType: string;
  vfResourceValue: string;
  vfIsHybrid: boolean;
  vfIsPrepaid: boolean;
  isHybrid: boolean;
  isPrepaid: boolean;
  isNonVdf: boolean;
  isFixVdf: boolean;
  /** The subscriber's BAN, or for fixed-line subscribers the fixed-line BAN base id. */
  selectedBan: string;
  selectedRole: Role | null;
  selectedIdentityId: string;
  vfOdsCui: string;
  vfSsoId: string;
  vfCid: string;
  appClientName: string;
  ewpRegularAllow: BooleanText;
  ewpRootAllow: BooleanText;
  customerInfo: CustomerInfo | null;
  flowType: FlowType;
  gdprAttributes: GdprAttributes | null;
  shippingAddress: PostalAddress | null;
  billingAddress: PostalAddress | null;
  fixedInstallationAddress: PostalAddress | null;
  vetting: Vetting;
  /** SPEC §4: FixedContractOwner, or ContractOwner on a resource other than a mobile number. */
  isFixedCustomer: boolean;
  /** SPEC §6 account type of the active role; null while no role is active. */
  accountType: AccountType | null;
}

// --- readers: each gives a safe default for a missing or wrongly typed value ---

/** Non-empty texts, first occurrence kept. */
const texts = (v: unknown): string[] => [...new Set(list(v).map(text).filter(Boolean))];

/** Members of a const list, first occurrence kept; unknown values are dropped, not fatal. */
const known = <T extends string>(values: readonly T[], v: unknown): T[] => [...new Set(list(v).filter((x): x is T => isOneOf(values, x)))];

const oneOf = <T extends string>(values: readonly T[], v: unknown): T | null => (isOneOf(values, v) ? v : null);

const phone = (v: unknown): string | null => normalisePhone(typeof v === "string" || typeof v === "number" ? v : null);

const booleanText = (v: unknown): BooleanText => (flag(v) ? "true" : "false");

// --- SPEC rules ---

/** SPEC §3 placeholder words a name field may hold instead of a name. */
export const NAME_PLACEHOLDERS = ["nume", "prenume"] as const;

/** SPEC §3 "First and last name equal to the placeholder words 'nume' or 'prenume' (case-insensitive) are ignored." */
export function personName(raw: unknown): string {
  const name = text(raw);
  return (NAME_PLACEHOLDERS as readonly string[]).includes(name.toLowerCase()) ? "" : name;
}

/**
 * SPEC §3 "Gold status derives from the SSO authentication class containing gold." The class comes as
 * `authClass` or as an OIDC `acr`; a bare `isGoldUser` flag is not trusted (the class is the source).
 */
export function authClassOf(raw: unknown): string {
  const r = record(raw);
  return text(r.authClass) || text(r.acr);
}

export const isGoldClass = (authClass: string): boolean => authClass.toLowerCase().includes("gold");

/** The role the user acts in: the selected one, else the only SSO role; null while a choice is due. */
export function activeRole(user: Pick<UserInfo, "selectedRole" | "ssoRoles">): Role | null {
  if (user.selectedRole) return user.selectedRole;
  return user.ssoRoles.length === 1 ? (user.ssoRoles[0] ?? null) : null;
}

/** SPEC §4 "Fixed-contract-owner, or contract-owner with a resource type other than mobile number". */
export function isFixedCustomer(role: Role | null, resourceType: string): boolean {
  if (role === "FixedContractOwner") return true;
  // An unknown resource type is not "another" one: nothing is assumed.
  return role === "ContractOwner" && resourceType !== "" && resourceType.toUpperCase() !== MOBILE_RESOURCE_TYPE;
}

/** Fixed-line subscribers (their BAN is a base id, not the first of their BANs). */
const isFixedLine = (r: Raw) => flag(r.isFixVdf) || text(r.selectedBanType).toUpperCase() === "FIXED";

/**
 * SPEC §3 "selectedBan (the subscriber's ban, or the fixed-line ban base id for fixed-line subscribers)".
 * The back end sends the right one in `selectedBan`; when it is missing a mobile subscriber's first BAN
 * stands in, but a fixed-line one gets "" since its base id cannot be derived from the BAN list.
 */
export function selectedBanOf(raw: unknown): string {
  const r = record(raw);
  const sent = text(r.selectedBan);
  if (sent || isFixedLine(r)) return sent;
  return texts(record(r.customerInfo).bans)[0] ?? "";
}

/** SPEC §4: a special product is flagged by the back end or listed in SPEC §9's special product ids. */
const isSpecialProduct = (r: Raw) => flag(r.isSpecial) || SPECIAL_PRODUCT_IDS.includes(text(r.productOfferingId));

// --- nested parts ---

function shortAddress(v: unknown): ShortAddress | null {
  if (!isRecord(v)) return null;
  return { city: text(v.city), countryIso: text(v.countryIso) };
}

function attributes(v: unknown): UserAttributes | null {
  if (!isRecord(v)) return null;
  return {
    email: text(v.email),
    emailHash: text(v.emailHash),
    msisdn: phone(v.msisdn),
    msisdnHash: text(v.msisdnHash),
    user_id: text(v.user_id),
  };
}

function postalAddress(v: unknown): PostalAddress | null {
  if (!isRecord(v)) return null;
  return {
    county: text(v.county),
    city: text(v.city),
    street: text(v.street),
    streetNo: text(v.streetNo),
    building: text(v.building),
    apartment: text(v.apartment),
    postcode: text(v.postcode),
    countryIso: text(v.countryIso),
  };
}

function product(v: Raw): ProductInventoryItem {
  return {
    id: text(v.id),
    productOfferingId: text(v.productOfferingId),
    name: text(v.name),
    status: text(v.status),
    targetSystem: text(v.targetSystem),
    isSpecial: isSpecialProduct(v),
  };
}

function customerInfo(v: unknown): CustomerInfo | null {
  if (!isRecord(v)) return null;
  return {
    customerId: text(v.customerId),
    crmCustomerSegment: text(v.crmCustomerSegment),
    crmCustomerSubSegment: text(v.crmCustomerSubSegment),
    customerType: oneOf(CUSTOMER_TYPES, v.customerType),
    billingCycle: numberOrNull(v.billingCycle),
    bans: texts(v.bans),
    closedBans: texts(v.closedBans),
    companyName: text(v.companyName),
    cui: text(v.cui),
    productInventory: list(v.productInventory).filter(isRecord).map(product),
  };
}

function gdpr(v: unknown): GdprAttributes | null {
  if (!isRecord(v)) return null;
  return { gdprBasic: flag(v.gdprBasic), gdprAdvanced: flag(v.gdprAdvanced) };
}

/** Epoch ms from a number or an ISO date text; null otherwise. */
function timestamp(v: unknown): number | null {
  if (typeof v === "string" && v.trim() !== "" && Number.isNaN(Number(v))) {
    const parsed = Date.parse(v);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return numberOrNull(v);
}

/** SPEC §3 vetting; an unknown step is read as the sign-in start step (SPEC §4). */
export function mapVetting(raw: unknown): Vetting {
  const v = record(raw);
  const start = initialVetting("login");
  return {
    msisdn: phone(v.msisdn),
    cnp: text(v.cnp),
    county: text(v.county),
    city: text(v.city),
    carrierType: text(v.carrierType),
    operator: text(v.operator),
    currentStep: oneOf(VETTING_STEPS, v.currentStep) ?? start.currentStep,
    tocAccepted: flag(v.tocAccepted),
    resendTimestamp: timestamp(v.resendTimestamp),
    eligibleFlows: known(FLOW_TYPES, v.eligibleFlows),
  };
}

/** The resource value; a mobile number is normalised (SPEC §3 phone rule), a fixed service id kept as sent. */
function resourceValue(type: string, value: unknown): string {
  return type.toUpperCase() === MOBILE_RESOURCE_TYPE ? (phone(value) ?? "") : text(value);
}

/** The user info of a GET userinfo answer; anything malformed gives the defaults of `mapUserInfo(null)`. */
export function mapUserInfo(raw: unknown): UserInfo {
  const r = record(raw);
  const authClass = authClassOf(r);
  const ssoRoles = known(ROLES, r.ssoRoles);
  const selectedRole = oneOf(ROLES, r.selectedRole);
  const vfResourceType = text(r.vfResourceType);
  const isHybrid = flag(r.isHybrid);
  const isPrepaid = flag(r.isPrepaid);
  const role = activeRole({ selectedRole, ssoRoles });
  return {
    address: shortAddress(r.address),
    attributes: attributes(r.attributes),
    cnp: text(r.cnp),
    phoneNumber: phone(r.phoneNumber),
    firstName: personName(r.firstName),
    lastName: personName(r.lastName),
    email: text(r.email),
    eligibleFlows: known(FLOW_TYPES, r.eligibleFlows),
    subscriberId: text(r.subscriberId),
    ssoRoles,
    isAuthenticated: flag(r.isAuthenticated),
    vfSidKey: text(r.vfSidKey),
    vfSid: text(r.vfSid),
    authProvider: oneOf(AUTH_PROVIDERS, r.authProvider),
    clientType: text(r.clientType),
    authClass,
    isGoldUser: isGoldClass(authClass),
    isMigratedFromOMS: flag(r.isMigratedFromOMS),
    vfEntityType: text(r.vfEntityType),
    vfEntityId: text(r.vfEntityId),
    vfCustomerSegment: text(r.vfCustomerSegment),
    vfCustomerType: oneOf(CUSTOMER_TYPES, r.vfCustomerType),
    vfCRMRole: text(r.vfCRMRole),
    selectedBanType: text(r.selectedBanType),
    vfResourceType,
    vfResourceValue: resourceValue(vfResourceType, r.vfResourceValue),
    vfIsHybrid: flag(r.vfIsHybrid),
    vfIsPrepaid: flag(r.vfIsPrepaid),
    isHybrid,
    isPrepaid,
    isNonVdf: flag(r.isNonVdf),
    isFixVdf: flag(r.isFixVdf),
    selectedBan: selectedBanOf(r),
    selectedRole,
    selectedIdentityId: text(r.selectedIdentityId),
    vfOdsCui: text(r.vfOdsCui),
    vfSsoId: text(r.vfSsoId),
    vfCid: text(r.vfCid),
    appClientName: text(r.appClientName),
    ewpRegularAllow: booleanText(r.ewpRegularAllow),
    ewpRootAllow: booleanText(r.ewpRootAllow),
    customerInfo: customerInfo(r.customerInfo),
    flowType: oneOf(FLOW_TYPES, r.flowType) ?? DEFAULT_FLOW,
    gdprAttributes: gdpr(r.gdprAttributes),
    shippingAddress: postalAddress(r.shippingAddress),
    billingAddress: postalAddress(r.billingAddress),
    fixedInstallationAddress: postalAddress(r.fixedInstallationAddress),
    vetting: mapVetting(r.vetting),
    isFixedCustomer: isFixedCustomer(role, vfResourceType),
    accountType: accountTypeFor(role, { isHybrid, isPrepaid }),
  };
}

/** SPEC §2 "A user with no SSO roles is redirected to an associate-services page." */
export function hasSsoRoles(user: Pick<UserInfo, "ssoRoles">): boolean {
  return user.ssoRoles.length > 0;
}
