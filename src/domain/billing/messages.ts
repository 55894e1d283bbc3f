// The message keys of the billing forms (recharge, bill e-mail, e-bill subscription). SPEC §5 "Form validation with
// messages: not shown": the keys are ours; each field answers ONE key, the first problem found (missing → too long →
// wrong shape → out of range). The Romanian texts are in src/i18n/ro/billing.ts.

export type BillingMessageKey =
  | "required"
  | "tooLong"
  | "methodUnknown"
  | "phoneInvalid"
  | "emailInvalid"
  | "amountInvalid"
  | "amountOutOfRange"
  | "voucherInvalid"
  | "otherEmailsTooMany";

export type BillingFieldErrors<F extends string> = Partial<Record<F, BillingMessageKey>>;
export type BillingValidated<T, F extends string> = { ok: true; value: T } | { ok: false; errors: BillingFieldErrors<F> };
