// The e-bill subscription's rules (SPEC §3 "E-bill subscription: ebillEmail, isEbillSubscribed, isEmailVerified";
// SPEC §7 "E-bill subscription and e-mail": POST otc /sendValidationEmail, /validateEmail, then ebill-subscription
// with "ebillEmail and isEbillSubscribed true"; SPEC §5 "E-mail validation succeeds only when the response error code
// is 'no_error'"). The code is the contract's 6 digits (docs/billing-contract.md "E-bill"); the back end subscribes
// only an address this user proved by a code.
import type { EbillSubscription } from "./ebillAnswers";

export const EMAIL_CODE_LENGTH = 6;

/** The address the subscribe field starts with: the stored e-bill address, else the profile's, else "". */
export function defaultEbillEmail(subscription: EbillSubscription, profileEmail: string): string {
  return subscription.ebillEmail.trim() || profileEmail.trim().toLowerCase();
}

export type EmailCodeCheck = { ok: true; code: string } | { ok: false; key: "codeRequired" | "codeInvalid" };

/** A typed code: spaces dropped ("123 456"), then exactly 6 digits. */
export function checkEmailCode(raw: unknown): EmailCodeCheck {
  const code = typeof raw === "string" ? raw.replace(/\s+/g, "") : "";
  if (code === "") return { ok: false, key: "codeRequired" };
  return new RegExp(`^\\d{${EMAIL_CODE_LENGTH}}$`).test(code) ? { ok: true, code } : { ok: false, key: "codeInvalid" };
}

/**
 * The address that may be subscribed without a new code: the one verified in this visit (SPEC §5 no_error), else a
 * stored, verified address of a BAN that is not subscribed (subscribed again after a stop). null: a code is needed.
 */
export function activatableEmail(subscription: EbillSubscription, verifiedNow: string | null): string | null {
  if (verifiedNow) return verifiedNow;
  if (!subscription.isEbillSubscribed && subscription.isEmailVerified && subscription.ebillEmail) return subscription.ebillEmail;
  return null;
}
