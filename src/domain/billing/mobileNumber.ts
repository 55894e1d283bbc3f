// The number a recharge goes to (issue 15): a Romanian mobile number, typed as 07xx xxx xxx, +40 7xx…, 0040 7xx…,
// with spaces, dots, dashes or brackets between the digits. Landlines (02, 03) and foreign numbers are refused: only a
// mobile number can be recharged. Sent normalised (SPEC §3 "Phone numbers are normalised to the last 10 digits",
// src/domain/phone.ts).
import { normalisePhone } from "../phone";

/** Longest number text read: "+40 (722) 123-456" and the like fit; a paste is "too long", never cut. */
export const PHONE_TEXT_MAX = 20;

const SEPARATORS = /[\s.()-]/g;
/** After the separators: a national 07 number, or 7 after the +40 / 0040 country code. */
const MOBILE_TYPED = /^(?:0|\+40|0040)7\d{8}$/;

/** "0722123456" for a Romanian mobile number however typed; null for anything else. */
export function romanianMobile(raw: unknown): string | null {
  if (typeof raw !== "string") return null;
  const compact = raw.trim().replace(SEPARATORS, "");
  if (!MOBILE_TYPED.test(compact)) return null;
  return normalisePhone(compact);
}
