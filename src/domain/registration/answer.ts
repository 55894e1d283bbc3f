// Reading the registration answers of the identity gateway (docs: the registration contract) and the copy of the
// step state a tab keeps across a reload. Not trusted to be well formed: a vetting without its id, number, option or
// a known step is no vetting (null); the other SPEC §3 vetting fields fall back to their empty values.
import { NO_ERROR } from "../session/loginResponse";
import { orderEligibleFlows } from "../session/eligibleFlows";
import { isRecord, readFlag, readNumber, readString } from "../read";
import { normalisePhone } from "../phone";
import type { DetailsField, RegistrationMessageKey } from "./details";
import {
  REGISTRATION_OPTIONS,
  REGISTRATION_STEPS,
  type RegistrationOption,
  type RegistrationStep,
  type RegistrationVetting,
} from "./steps";

const oneOf = <T extends string>(values: readonly T[], v: unknown): T | null =>
  typeof v === "string" && (values as readonly string[]).includes(v) ? (v as T) : null;

/** SPEC §3 vetting of a registration, or null when it lacks what a step needs (id, number, option, known step). */
export function readRegistrationVetting(raw: unknown): RegistrationVetting | null {
  if (!isRecord(raw)) return null;
  const registrationId = readString(raw.registrationId);
  const msisdn = normalisePhone(typeof raw.msisdn === "string" ? raw.msisdn : null);
  const option: RegistrationOption | null = oneOf(REGISTRATION_OPTIONS, raw.option);
  const currentStep: RegistrationStep | null = oneOf(REGISTRATION_STEPS, raw.currentStep);
  if (registrationId === "" || msisdn === null || option === null || currentStep === null) return null;
  return {
    registrationId,
    option,
    msisdn,
    cnp: "",
    county: readString(raw.county),
    city: readString(raw.city),
    carrierType: readString(raw.carrierType),
    operator: readString(raw.operator),
    currentStep,
    tocAccepted: readFlag(raw.tocAccepted),
    resendTimestamp: readNumber(raw.resendTimestamp),
    eligibleFlows: orderEligibleFlows(raw.eligibleFlows),
    expiresAt: readNumber(raw.expiresAt),
  };
}

export type RegistrationAnswer = { ok: true; vetting: RegistrationVetting } | { ok: false; errorCode: string };

/** Our code for a 200 whose body is not a registration answer. */
export const INVALID_REGISTRATION_ANSWER = "invalid_response";

/**
 * A registration step's answer: `{ errorCode, registrationId, vetting }`. errorCode no_error with a readable vetting
 * is a success; another errorCode is refused with that code; anything else is an invalid answer.
 */
export function readRegistrationAnswer(body: unknown): RegistrationAnswer {
  if (!isRecord(body)) return { ok: false, errorCode: INVALID_REGISTRATION_ANSWER };
  const code = typeof body.errorCode === "string" && body.errorCode !== "" ? body.errorCode : INVALID_REGISTRATION_ANSWER;
  if (code !== NO_ERROR) return { ok: false, errorCode: code };
  const vetting = readRegistrationVetting(isRecord(body.vetting) ? { registrationId: body.registrationId, ...body.vetting } : null);
  return vetting ? { ok: true, vetting } : { ok: false, errorCode: INVALID_REGISTRATION_ANSWER };
}

/** The seconds a refused resend says to wait (payload.retryAfterSeconds), or null. */
export function retryAfterSeconds(body: unknown): number | null {
  const payload = isRecord(body) && isRecord(body.payload) ? body.payload : null;
  const seconds = payload ? readNumber(payload.retryAfterSeconds) : null;
  return seconds !== null && seconds > 0 ? Math.ceil(seconds) : null;
}

/** A kept registration the gateway has forgotten by now (its expiresAt passed): start again rather than ask. */
export function isRegistrationExpired(vetting: Pick<RegistrationVetting, "expiresAt">, now: number): boolean {
  return vetting.expiresAt !== null && vetting.expiresAt <= now;
}

const DETAILS_FIELDS = ["firstName", "lastName", "email", "password", "tocAccepted"] as const satisfies readonly DetailsField[];
const MESSAGE_KEYS: readonly RegistrationMessageKey[] = [
  "required",
  "tooLong",
  "nameInvalid",
  "namePlaceholder",
  "emailInvalid",
  "passwordShort",
  "passwordLong",
  "passwordWeak",
  "passwordPersonal",
  "tocRequired",
];

/** The fields a refused details step names (payload.fields of invalid_details / toc_required); unknown ones dropped. */
export function readFieldErrors(body: unknown): Partial<Record<DetailsField, RegistrationMessageKey>> {
  const payload = isRecord(body) && isRecord(body.payload) ? body.payload : null;
  const fields = payload && isRecord(payload.fields) ? payload.fields : {};
  const out: Partial<Record<DetailsField, RegistrationMessageKey>> = {};
  for (const field of DETAILS_FIELDS) {
    const key = oneOf(MESSAGE_KEYS, fields[field]);
    if (key) out[field] = key;
  }
  return out;
}
