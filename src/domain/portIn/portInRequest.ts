// The porting request's own checks (issue 28; SPEC §3 port-in state and phone normalisation; ANCOM facts a1, a11, a12
// in ../shared/reference/porting-address-consent-a11y.md): the number to port, the current (donor) operator, the
// subscription type there, and the proof that goes with it — the SIM serial (ICCID) for prepaid (ANCOM: "for prepaid
// numbers the SIM card serial number must be checked"), the client code from the bill for postpaid. SPEC §5 "Form
// validation with messages: not shown": the formats are ours (decisions: "Port-in: ICCID", "Port-in: client code").
// The form and the sandbox both run these; each field answers ONE key, the first problem found.
import { checkMobileNumber } from "../session/otcInput";

/** Romanian mobile operators a number can come from (ours is not one of them). Ids are what the back end stores. */
export const DONOR_OPERATORS = [
  { id: "ORANGE", name: "Orange România" },
  { id: "TELEKOM", name: "Telekom Romania Mobile" },
  { id: "DIGI", name: "DIGI (RCS & RDS)" },
  { id: "LYCAMOBILE", name: "Lycamobile" },
] as const;
export type DonorOperatorId = (typeof DONOR_OPERATORS)[number]["id"];

export const SUBSCRIPTION_TYPES = ["prepaid", "postpaid"] as const;
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];

export type PortInField = "msisdnToPort" | "donorOperator" | "donorSubscriptionType" | "iccid" | "donorClientCode";
export type PortInMessageKey =
  "required" | "invalidPhone" | "unknownOperator" | "unknownSubscriptionType" | "iccidFormat" | "iccidChecksum" | "clientCodeFormat";

export interface PortInRequestInput {
  msisdnToPort?: string | null;
  donorOperator?: string | null;
  donorSubscriptionType?: string | null;
  iccid?: string | null;
  donorClientCode?: string | null;
}

/** A checked request: only the proof of the chosen subscription type is kept (prepaid: iccid, postpaid: client code). */
export type PortInRequest = { msisdnToPort: string; donorOperator: DonorOperatorId } & (
  { donorSubscriptionType: "prepaid"; iccid: string } | { donorSubscriptionType: "postpaid"; donorClientCode: string }
);

export type PortInCheck = { ok: true; value: PortInRequest } | { ok: false; errors: Partial<Record<PortInField, PortInMessageKey>> };

/** ITU-T E.118 ICCID: 19 or 20 digits, issuer prefix 89 (telecom), the last digit a Luhn check digit. */
const ICCID = /^89\d{17,18}$/;
/** Client code as printed on the bill: 6 to 16 letters or digits (spaces and dashes people copy are dropped). */
const CLIENT_CODE = /^[A-Z0-9]{6,16}$/;

/** Luhn (mod 10) over the whole digit string, check digit included. */
function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

const blank = (v: string | null | undefined): boolean => v === null || v === undefined || v.trim() === "";

function checkIccid(raw: string | null | undefined): { ok: true; value: string } | { ok: false; key: PortInMessageKey } {
  if (blank(raw)) return { ok: false, key: "required" };
  const digits = (raw as string).replace(/[\s-]/g, "");
  if (!ICCID.test(digits)) return { ok: false, key: "iccidFormat" };
  return luhnValid(digits) ? { ok: true, value: digits } : { ok: false, key: "iccidChecksum" };
}

function checkClientCode(raw: string | null | undefined): { ok: true; value: string } | { ok: false; key: PortInMessageKey } {
  if (blank(raw)) return { ok: false, key: "required" };
  const code = (raw as string).replace(/[\s-]/g, "").toUpperCase();
  return CLIENT_CODE.test(code) ? { ok: true, value: code } : { ok: false, key: "clientCodeFormat" };
}

/** The operator's display name, or null for an id that is not a donor operator. */
export function donorOperatorName(id: string): string | null {
  return DONOR_OPERATORS.find((o) => o.id === id)?.name ?? null;
}

/** Every field's first problem, or the normalised request (number 07xxxxxxxx, ICCID digits, client code upper case). */
export function checkPortInRequest(input: PortInRequestInput): PortInCheck {
  const errors: Partial<Record<PortInField, PortInMessageKey>> = {};
  const phone = checkMobileNumber(input.msisdnToPort ?? "");
  if (!phone.ok) errors.msisdnToPort = phone.reason;
  const operator = (input.donorOperator ?? "").trim();
  if (operator === "") errors.donorOperator = "required";
  else if (donorOperatorName(operator) === null) errors.donorOperator = "unknownOperator";
  const type = (input.donorSubscriptionType ?? "").trim();
  let proof: { ok: true; value: string } | { ok: false; key: PortInMessageKey } | null = null;
  if (type === "") errors.donorSubscriptionType = "required";
  else if (type === "prepaid") proof = checkIccid(input.iccid);
  else if (type === "postpaid") proof = checkClientCode(input.donorClientCode);
  else errors.donorSubscriptionType = "unknownSubscriptionType";
  if (proof && !proof.ok) errors[type === "prepaid" ? "iccid" : "donorClientCode"] = proof.key;
  if (!phone.ok || !proof?.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  const base = { msisdnToPort: phone.msisdn, donorOperator: operator as DonorOperatorId };
  return {
    ok: true,
    value:
      type === "prepaid"
        ? { ...base, donorSubscriptionType: "prepaid", iccid: proof.value }
        : { ...base, donorSubscriptionType: "postpaid", donorClientCode: proof.value },
  };
}
