// The enumerations of SPEC §3 as const lists + union types, so data from the back ends can be
// checked at the edge (`isOneOf`) and code can switch exhaustively.

export const OFFER_TYPES = [
  "Device",
  "MobileService",
  "Prepaid",
  "Installment",
  "Bundle",
  "ServiceAddon",
  "NonConnectivity",
  "MobileBundle",
  "FixedServices",
  "FixedBundle",
  "FixedTV",
  "FixedInternet",
  "Voucher",
  "ZeroUpfrontBundles",
] as const;
export type OfferType = (typeof OFFER_TYPES)[number];

/** §3 "Flow types": the main list, then the "also" values. */
export const FLOW_TYPES = [
  "NO_MSISDN_ACQ",
  "ACQ",
  "MNP",
  "MFP",
  "RET",
  "FIX",
  "GA",
  "VTV",
  "MERITI",
  "TESLA",
  "NO_FLOW",
  "Servicii fixe",
  "cartela",
  "dongle",
  "SERVICE_ONLY",
  "Prepaid",
] as const;
export type FlowType = (typeof FLOW_TYPES)[number];

export const CUSTOMER_TYPES = ["CBU", "EBU"] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

export const ROLES = [
  "AuthorizedPerson",
  "Chooser",
  "ContractOwner",
  "DelegatedChooser",
  "FixedContractOwner",
  "nonVFUser",
  "PowerUser",
  "SubUser",
  "TechnicalChooser",
  "User",
  "DigitalProduct",
] as const;
export type Role = (typeof ROLES)[number];

export const UPLOAD_DOCUMENT_TYPES = ["CI", "RegistrationCertificate"] as const;
export type UploadDocumentType = (typeof UPLOAD_DOCUMENT_TYPES)[number];

export const PAYMENT_METHODS = ["CARD", "COD"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** §3 "Product categories map to telefoane, abonamente, fixe, bundle, cartela, mifi." */
export const PRODUCT_CATEGORIES = ["telefoane", "abonamente", "fixe", "bundle", "cartela", "mifi"] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/** §3 "Bill statuses: PAID, PAID_IN_ADVANCE." */
export const BILL_STATUSES = ["PAID", "PAID_IN_ADVANCE"] as const;
export type BillStatus = (typeof BILL_STATUSES)[number];

/** §3 "Document types: PDF_1P, PDF_2P, PDF_2C, ZIP_CD." */
export const BILL_DOCUMENT_TYPES = ["PDF_1P", "PDF_2P", "PDF_2C", "ZIP_CD"] as const;
export type BillDocumentType = (typeof BILL_DOCUMENT_TYPES)[number];

/** §3 "Providers: anonymous, ebuAnonymous, otc, sso." */
export const AUTH_PROVIDERS = ["sso", "otc", "anonymous", "ebuAnonymous"] as const;
export type AuthProvider = (typeof AUTH_PROVIDERS)[number];

/** §4 "Error close actions". */
export const ERROR_CLOSE_ACTIONS = [
  "cartDelete",
  "checkoutDelete",
  "homepageRedirect",
  "checkoutContractRedirect",
  "cartRedirect",
  "phoneListingRedirect",
  "cartGet",
] as const;
export type ErrorCloseAction = (typeof ERROR_CLOSE_ACTIONS)[number];

/** §4 "Display variants". */
export const ERROR_VARIANTS = ["RIBBON", "MODAL", "RETRY_PRODUCT", "EBUORCBU", "QTY_MODAL", "ELIGIBILITY_MODAL", "PREORDER_MODAL"] as const;
export type ErrorVariant = (typeof ERROR_VARIANTS)[number];

/** Narrows an unknown value to one of a const list (data arriving from a back end). */
export function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === "string" && (list as readonly string[]).includes(value);
}
