// SPEC §3 "E-bill subscription: ebillEmail, isEbillSubscribed, isEmailVerified. Document format: billDocumentFormat,
// isEbillAlertAllowed, isEbillFormatAllowed", read from the answers of SPEC §7 "E-bill subscription and e-mail"
// (GET {subscribe}/ebill-subscription/ebill and GET/POST {subscribe}/document-format/ebill); SPEC §5 "E-mail
// validation succeeds only when the response error code is 'no_error'" is session/otcResults.ts's isEmailValidated,
// which the otc client applies to the validateEmail answer. Answers are not trusted: a missing or wrongly
// typed field is empty or false (a flag is true only as true or "true"), nothing throws. The subscription POST body
// is SPEC §7's "ebillEmail and isEbillSubscribed true".
import { readFlag, readRecord, readString } from "../read";
import { checkEmail } from "./emailAddress";
import type { BillingValidated } from "./messages";

export interface EbillSubscription {
  ebillEmail: string;
  isEbillSubscribed: boolean;
  isEmailVerified: boolean;
}

export interface DocumentFormat {
  /** As sent (the operator's format name); "" when missing. */
  billDocumentFormat: string;
  isEbillAlertAllowed: boolean;
  isEbillFormatAllowed: boolean;
}

export function readEbillSubscription(raw: unknown): EbillSubscription {
  const b = readRecord(raw);
  return {
    ebillEmail: readString(b.ebillEmail).toLowerCase(),
    isEbillSubscribed: readFlag(b.isEbillSubscribed),
    isEmailVerified: readFlag(b.isEmailVerified),
  };
}

export function readDocumentFormat(raw: unknown): DocumentFormat {
  const b = readRecord(raw);
  return {
    billDocumentFormat: readString(b.billDocumentFormat),
    isEbillAlertAllowed: readFlag(b.isEbillAlertAllowed),
    isEbillFormatAllowed: readFlag(b.isEbillFormatAllowed),
  };
}

/** SPEC §7 POST ebill-subscription body for the typed address, or its message key. */
export function ebillSubscriptionBody(
  typedEmail: unknown,
): BillingValidated<{ ebillEmail: string; isEbillSubscribed: true }, "ebillEmail"> {
  const check = checkEmail(typedEmail);
  return check.ok
    ? { ok: true, value: { ebillEmail: check.email, isEbillSubscribed: true } }
    : { ok: false, errors: { ebillEmail: check.key } };
}
