// One e-mail address as the billing forms take it (recharge, bill e-mail, e-bill subscription): trimmed, lower case,
// at most 254 characters (RFC 5321), the shape zod's e-mail check accepts (zod's regexes.email, copied below so the
// bills page's e-mail dialog does not load zod; a test keeps the copy equal to zod's). Same limits as the checkout's
// e-mail (docs/decisions.md "Checkout and payment").
import { EMAIL_MAX } from "./limits";
import type { BillingMessageKey } from "./messages";

export { EMAIL_MAX };

/** zod 4's `regexes.email` (the checkout's e-mail check, src/domain/checkout/validators.ts), character for character. */
// eslint-disable-next-line no-useless-escape -- written as zod writes it, so the test compares the two sources
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

export type EmailCheck = { ok: true; email: string } | { ok: false; key: BillingMessageKey };

/** A typed e-mail address: "required" (missing, blank, not text), "tooLong", "emailInvalid", or the address. */
export function checkEmail(raw: unknown): EmailCheck {
  const value = typeof raw === "string" ? raw.trim() : "";
  if (value === "") return { ok: false, key: "required" };
  if (value.length > EMAIL_MAX) return { ok: false, key: "tooLong" };
  if (!EMAIL_PATTERN.test(value)) return { ok: false, key: "emailInvalid" };
  return { ok: true, email: value.toLowerCase() };
}
