// Issue 14 checkout forms: contract data and shipping data of SPEC §3 "Checkout" (and the company of a business
// checkout, SPEC §6), validated with zod. SPEC §5 "Form validation with messages: not shown": the rules and the
// limits below are ours (docs/decisions.md). Each field answers ONE message key, the first problem found, in the
// order: missing → too long → wrong shape; the Romanian texts are in src/i18n/ro/checkout.ts.
import { z } from "../zod";
import { normalisePhone } from "../phone";
import { countyOf, type CountyName } from "./counties";
import { cnpProblem, isCui, normaliseCui } from "./identifiers";

export type CheckoutMessageKey =
  | "required"
  | "tooLong"
  | "nameInvalid"
  | "countyUnknown"
  | "cityInvalid"
  | "addressInvalid"
  | "phoneInvalid"
  | "emailInvalid"
  | "cnpInvalid"
  | "cnpChecksum"
  | "companyNameInvalid"
  | "cuiInvalid"
  | "roleUnknown";

/** Longest text each field takes (the gateway's columns; a 10,000-character paste is refused, never cut). */
export const FIELD_MAX = {
  firstName: 50,
  lastName: 50,
  fullName: 100,
  county: 40,
  city: 60,
  address: 200,
  phone: 20,
  email: 254,
  cnp: 13,
  companyName: 120,
  cui: 12,
  role: 40,
} as const;

export type CheckoutField = keyof typeof FIELD_MAX;

/** Letters of any alphabet (diacritics included), spaces, hyphen, apostrophe, dot: "Ana-Maria", "O'Neil", "Șt. Ion". */
const NAME = /^\p{L}[\p{L}\p{M} .'’-]*$/u;
/** Letters, digits, spaces and . - ' ( ): "Cluj-Napoca", "Sector 1", "Bucureşti (Sector 3)". */
const CITY = /^[\p{L}\p{M}\d][\p{L}\p{M}\d .'’()-]*$/u;
/** Any printable text with at least one letter or digit; no control characters, no angle brackets. */
const ADDRESS = /^(?=.*[\p{L}\d])[^\p{C}<>]+$/u;
/** What a person types for a Romanian number: 07xx xxx xxx, +40 7xx…, 0040 7xx…, spaces, dots, dashes, brackets. */
const PHONE_TYPED = /^\(?(\+40|0040|0)?[\s.()-]*[237](?:[\s.()-]*\d){8}$/;
/** A Romanian number after normalisation: mobile 07, fixed 02 and 03. */
const PHONE = /^0[237]\d{8}$/;
/** One @, a dot in the domain, no spaces (the shape zod's e-mail check accepts, read after the length check). */
const EMAIL = z.regexes.email;
const COMPANY_NAME = /^(?=.*[\p{L}\d])[^\p{C}<>]+$/u;

/** SPEC §6 "the role is Administrator": the roles a business contact may state in the company data. */
export const ORGANISATION_ROLES = ["Administrator", "Imputernicit", "Angajat"] as const;
export type OrganisationRole = (typeof ORGANISATION_ROLES)[number];

type Check = (value: string) => CheckoutMessageKey | null;

/**
 * One text field: required, at most `max` characters, then the shape; trimmed and passed through `normalise` when
 * good. Checks stop at the first problem (a 10,000-character paste is "too long", whatever else is wrong with it).
 */
function textField<T extends string = string>(
  max: number,
  check: Check,
  normalise: (v: string) => T = (v) => v as T,
  clean: (v: string) => string = (v) => v.trim(),
) {
  return z.unknown().transform((raw, ctx): T => {
    const value = typeof raw === "string" ? clean(raw) : "";
    const key: CheckoutMessageKey | null = value === "" ? "required" : value.length > max ? "tooLong" : check(value);
    if (key !== null) {
      ctx.addIssue({ code: "custom", message: key });
      return z.NEVER;
    }
    return normalise(value);
  });
}

const collapse = (v: string): string => v.replace(/\s+/g, " ");
const nameCheck: Check = (v) => (NAME.test(v) ? null : "nameInvalid");

export const firstName = textField(FIELD_MAX.firstName, nameCheck, collapse);
export const lastName = textField(FIELD_MAX.lastName, nameCheck, collapse);
export const fullName = textField(FIELD_MAX.fullName, (v) => (NAME.test(v) && /\p{L}\s+\p{L}/u.test(v) ? null : "nameInvalid"), collapse);
export const county = textField<CountyName>(
  FIELD_MAX.county,
  (v) => (countyOf(v) ? null : "countyUnknown"),
  (v) => countyOf(v) as CountyName,
);
export const city = textField(FIELD_MAX.city, (v) => (CITY.test(v) ? null : "cityInvalid"), collapse);
export const address = textField(FIELD_MAX.address, (v) => (ADDRESS.test(v) ? null : "addressInvalid"), collapse);
/** Sent normalised (SPEC §3 "Phone numbers are normalised to the last 10 digits"). */
export const phone = textField(
  FIELD_MAX.phone,
  (v) => (PHONE_TYPED.test(v) && PHONE.test(normalisePhone(v) ?? "") ? null : "phoneInvalid"),
  (v) => normalisePhone(v) as string,
);
export const email = textField(
  FIELD_MAX.email,
  (v) => (EMAIL.test(v) ? null : "emailInvalid"),
  (v) => v.toLowerCase(),
);
/** Spaces typed inside the CNP ("1800101 221144") are dropped before anything is checked. */
export const cnp = textField(
  FIELD_MAX.cnp,
  (v) => {
    const problem = cnpProblem(v);
    return problem === null ? null : problem === "checksum" ? "cnpChecksum" : "cnpInvalid";
  },
  (v) => v,
  (v) => v.replace(/\s+/g, ""),
);
export const companyName = textField(FIELD_MAX.companyName, (v) => (COMPANY_NAME.test(v) ? null : "companyNameInvalid"), collapse);
export const cui = textField(FIELD_MAX.cui, (v) => (isCui(v) ? null : "cuiInvalid"), normaliseCui);
export const role = textField<OrganisationRole>(FIELD_MAX.role, (v) =>
  (ORGANISATION_ROLES as readonly string[]).includes(v) ? null : "roleUnknown",
);

/** SPEC §3 Checkout contractData (firstName, lastName, county, city, address, phone) and issue 14's CNP and e-mail. */
export const contractSchema = z.object({ firstName, lastName, county, city, address, phone, cnp, email });
export type ContractData = z.output<typeof contractSchema>;

/** SPEC §3 shippingData: fullName plus the same address fields and phone. */
export const shippingAddressSchema = z.object({ fullName, county, city, address, phone });
export type ShippingAddress = z.output<typeof shippingAddressSchema>;

/** SPEC §3 shippingData with useContractAddress: the address comes from the contract, nothing else is asked. */
export type ShippingData = { useContractAddress: true } | ({ useContractAddress: false } & ShippingAddress);

/** The company of a business checkout (SPEC §6 organisation party; SPEC §3 fixed-services client data names them). */
export const organisationSchema = z.object({ companyName, cui, role });
export type OrganisationData = z.output<typeof organisationSchema>;

export type FieldErrors<F extends string> = Partial<Record<F, CheckoutMessageKey>>;
export type Validated<T, F extends string> = { ok: true; value: T } | { ok: false; errors: FieldErrors<F> };

function run<S extends z.ZodType, F extends string>(schema: S, input: unknown): Validated<z.output<S>, F> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return { ok: true, value: result.data };
  const errors: FieldErrors<F> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as F | undefined;
    if (field !== undefined && errors[field] === undefined) errors[field] = issue.message as CheckoutMessageKey;
  }
  return { ok: false, errors };
}

export type ContractField = keyof ContractData;
export type ShippingField = keyof ShippingAddress;
export type OrganisationField = keyof OrganisationData;

/** Contract data: every field required; field → message key of each field in error. */
export function validateContract(input: unknown): Validated<ContractData, ContractField> {
  return run(contractSchema, input);
}

/**
 * Issue 14 "CNP only in memory" after the order is submitted: the operator has the CNP with the order, so a new page
 * (the return from the bank's page, a reload) may pay that order again without asking for it. True when the CNP is
 * the one thing missing: every other contract field is valid and no CNP was typed.
 */
export function onlyCnpMissing(input: unknown): boolean {
  const result = validateContract(input);
  if (result.ok) return false;
  const cnp = (input as { cnp?: unknown } | null)?.cnp;
  const typed = typeof cnp === "string" && cnp.trim() !== "";
  return !typed && Object.keys(result.errors).length === 1 && result.errors.cnp === "required";
}

/** Shipping data: nothing asked when the contract address is used, else fullName and the address fields. */
export function validateShipping(input: unknown): Validated<ShippingData, ShippingField> {
  const useContractAddress =
    typeof input === "object" && input !== null && (input as { useContractAddress?: unknown }).useContractAddress === true;
  if (useContractAddress) return { ok: true, value: { useContractAddress: true } };
  const result = run<typeof shippingAddressSchema, ShippingField>(shippingAddressSchema, input);
  return result.ok ? { ok: true, value: { useContractAddress: false, ...result.value } } : result;
}

/** Company data of a business checkout. */
export function validateOrganisation(input: unknown): Validated<OrganisationData, OrganisationField> {
  return run(organisationSchema, input);
}

/** The shipping address the order goes to: the contract's (name and phone too) when the customer chose it. */
export function shippingAddressOf(contract: ContractData, shipping: ShippingData): ShippingAddress {
  if (!shipping.useContractAddress) {
    const { useContractAddress: _, ...address } = shipping;
    return address;
  }
  return {
    fullName: `${contract.firstName} ${contract.lastName}`,
    county: contract.county,
    city: contract.city,
    address: contract.address,
    phone: contract.phone,
  };
}
