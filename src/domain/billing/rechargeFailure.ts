// What a refused recharge means to the customer (docs/billing-contract.md "Recharge by card" and "Vouchers" condition
// tables; SPEC §7 POST ebill /recharge and /dxl-ebill/api/recharge/voucher; SPEC §5 "Form validation with messages:
// not shown": the texts are ours, src/i18n/ro/recharge.ts). One row per back-end code: the message key and the field
// it is about (the form marks that field and moves the focus there), or null for a message about the whole form.
// Anything else (no answer, 5xx, a code we do not know) is not mapped: the screen shows the generic ribbon.
import type { RechargeField } from "./validateRecharge";

export type RechargeFailureKey =
  | "voucherInvalid"
  | "voucherNotFound"
  | "voucherAlreadyUsed"
  | "voucherExpired"
  | "voucherAttemptsExceeded"
  | "numberUnknown"
  | "phoneInvalid"
  | "emailInvalid"
  | "amountOutOfRange"
  | "redirectNotAllowed";

export interface RechargeFailure {
  key: RechargeFailureKey;
  /** The field the message is shown under; null: a message for the whole form. */
  field: Exclude<RechargeField, "method"> | null;
}

/** docs/billing-contract.md: code → what it means. */
export const RECHARGE_FAILURES: Readonly<Record<string, RechargeFailure>> = {
  voucher_invalid: { key: "voucherInvalid", field: "voucher" },
  voucher_not_found: { key: "voucherNotFound", field: "voucher" },
  voucher_already_used: { key: "voucherAlreadyUsed", field: "voucher" },
  voucher_expired: { key: "voucherExpired", field: "voucher" },
  // Refused without looking at the code: not the code's fault, the whole form waits.
  voucher_attempts_exceeded: { key: "voucherAttemptsExceeded", field: null },
  recharge_number_unknown: { key: "numberUnknown", field: "phone" },
  invalid_phone: { key: "phoneInvalid", field: "phone" },
  invalid_email: { key: "emailInvalid", field: "email" },
  amount_out_of_range: { key: "amountOutOfRange", field: "amount" },
  redirect_not_allowed: { key: "redirectNotAllowed", field: null },
};

/** The failure's code (a GatewayError's `code`, read by shape: the domain does not know the client). */
function codeOf(error: unknown): string | null {
  if (error === null || typeof error !== "object") return null;
  const { kind, code } = error as { kind?: unknown; code?: unknown };
  return kind === "http" && typeof code === "string" ? code : null;
}

/** The catalogued meaning of a refused recharge, or null (the generic ribbon says what the failure means). */
export function rechargeFailureOf(error: unknown): RechargeFailure | null {
  const code = codeOf(error);
  return code !== null && Object.prototype.hasOwnProperty.call(RECHARGE_FAILURES, code) ? (RECHARGE_FAILURES[code] ?? null) : null;
}
