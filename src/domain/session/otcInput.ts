// What the one-time-code sign-in accepts before it calls the gateway (SPEC §5 "Form validation with messages: not
// shown" — our choice, docs/decisions.md): a Romanian mobile number and a 6-digit code. Bad input never reaches
// the back end, so it cannot burn the user's send allowance (sandbox: 3 sends per 10 minutes).
import { normalisePhone } from "../phone";

export type PhoneCheck = { ok: true; msisdn: string } | { ok: false; reason: "required" | "invalidPhone" };
export type CodeCheck = { ok: true; code: string } | { ok: false; reason: "required" | "invalidCode" };

/** Digits with the separators people type (spaces, dots, dashes, brackets, a leading + or 00 country code). */
const PHONE_CHARS = /^\+?[\d\s.\-()]+$/;

/** A Romanian mobile number as typed → its SPEC §3 normal form `07xxxxxxxx`. */
export function checkMobileNumber(input: string): PhoneCheck {
  const text = input.trim();
  if (text === "") return { ok: false, reason: "required" };
  if (!PHONE_CHARS.test(text)) return { ok: false, reason: "invalidPhone" };
  const digits = text.replace(/\D/g, "");
  // Only the national form (07…, 10 digits) or with the country code (40 7…, 0040 7…): no truncating longer input.
  const national = digits.startsWith("0040") ? `0${digits.slice(4)}` : digits.startsWith("40") ? `0${digits.slice(2)}` : digits;
  const msisdn = normalisePhone(national);
  if (national.length !== 10 || msisdn === null || !/^07\d{8}$/.test(msisdn)) return { ok: false, reason: "invalidPhone" };
  return { ok: true, msisdn };
}

/** The code from the SMS: 6 digits; spaces people paste around or inside it are dropped. */
export function checkOtcCode(input: string): CodeCheck {
  const code = input.replace(/\s/g, "");
  if (code === "") return { ok: false, reason: "required" };
  return /^\d{6}$/.test(code) ? { ok: true, code } : { ok: false, reason: "invalidCode" };
}
