// One e-mail address as the billing forms take it (recharge, bill e-mail, e-bill subscription): trimmed, lower case,
// at most 254 characters (RFC 5321), the shape zod's e-mail check accepts (src/domain/zod.ts). Same limits as the
// checkout's e-mail (docs/decisions.md "Checkout and payment").
import { z } from "../zod";
import { EMAIL_MAX } from "./limits";
import type { BillingMessageKey } from "./messages";

export { EMAIL_MAX };

export type EmailCheck = { ok: true; email: string } | { ok: false; key: BillingMessageKey };

/** A typed e-mail address: "required" (missing, blank, not text), "tooLong", "emailInvalid", or the address. */
export function checkEmail(raw: unknown): EmailCheck {
  const value = typeof raw === "string" ? raw.trim() : "";
  if (value === "") return { ok: false, key: "required" };
  if (value.length > EMAIL_MAX) return { ok: false, key: "tooLong" };
  if (!z.regexes.email.test(value)) return { ok: false, key: "emailInvalid" };
  return { ok: true, email: value.toLowerCase() };
}
