// SPEC §5 "Recharge by card or voucher requires a phone, an e-mail and an amount or voucher", SPEC §7 POST ebill
// /recharge (amount, email, phone, redirectTo) and POST /dxl-ebill/api/recharge/voucher (voucher, email, phone).
// The form's rules are ours (SPEC §5 "Form validation with messages: not shown"; docs/decisions.md "Billing rules
// and screens"): the number a Romanian mobile number (mobileNumber.ts), the e-mail as emailAddress.ts, the amount
// 3–100 € with at most 2 decimals (rechargeAmount.ts), the voucher code 16 digits typed with or without spaces or
// dashes (docs/billing-contract.md "Vouchers"). redirectTo is the client's to add (the site's own address).
import { z } from "../zod";
import { checkEmail } from "./emailAddress";
import { field, runSchema, type Reading } from "./fields";
import { VOUCHER_CODE_DIGITS, VOUCHER_TEXT_MAX } from "./limits";
import type { BillingValidated } from "./messages";
import { PHONE_TEXT_MAX, romanianMobile } from "./mobileNumber";
import { isRechargeAmountInRange, readEuroAmount } from "./rechargeAmount";

export const RECHARGE_METHODS = ["card", "voucher"] as const;
export type RechargeMethod = (typeof RECHARGE_METHODS)[number];

/** The code once spaces and dashes are dropped (limits.ts): digits only, sent without the separators. */
const VOUCHER = new RegExp(`^\\d{${VOUCHER_CODE_DIGITS}}$`);

const text = (raw: unknown): string => (typeof raw === "string" ? raw.trim() : "");

function readPhone(raw: unknown): Reading<string> {
  const value = text(raw);
  if (value === "") return { ok: false, key: "required" };
  if (value.length > PHONE_TEXT_MAX) return { ok: false, key: "tooLong" };
  const mobile = romanianMobile(value);
  return mobile === null ? { ok: false, key: "phoneInvalid" } : { ok: true, value: mobile };
}

function readEmail(raw: unknown): Reading<string> {
  const check = checkEmail(raw);
  return check.ok ? { ok: true, value: check.email } : check;
}

function readAmount(raw: unknown): Reading<number> {
  const reading = readEuroAmount(raw);
  if (!reading.ok) return { ok: false, key: reading.problem };
  return isRechargeAmountInRange(reading.amount) ? { ok: true, value: reading.amount } : { ok: false, key: "amountOutOfRange" };
}

function readVoucher(raw: unknown): Reading<string> {
  const value = text(raw);
  if (value === "") return { ok: false, key: "required" };
  if (value.length > VOUCHER_TEXT_MAX) return { ok: false, key: "tooLong" };
  const code = value.replace(/[\s-]/g, "");
  return VOUCHER.test(code) ? { ok: true, value: code } : { ok: false, key: "voucherInvalid" };
}

const phone = field(readPhone);
const email = field(readEmail);

export const cardRechargeSchema = z.object({ phone, email, amount: field(readAmount) });
export const voucherRechargeSchema = z.object({ phone, email, voucher: field(readVoucher) });

export type CardRecharge = { method: "card" } & z.output<typeof cardRechargeSchema>;
export type VoucherRecharge = { method: "voucher" } & z.output<typeof voucherRechargeSchema>;
export type Recharge = CardRecharge | VoucherRecharge;
export type RechargeField = "method" | "phone" | "email" | "amount" | "voucher";

/**
 * The recharge form (`{method, phone, email, amount}` or `{method, phone, email, voucher}`) checked for its method:
 * the values to send (number normalised, e-mail in lower case, amount in € with cents, the voucher's 16 digits) or each
 * field's message key. A method other than card or voucher is refused as such.
 */
export function validateRecharge(input: unknown): BillingValidated<Recharge, RechargeField> {
  const method = typeof input === "object" && input !== null ? (input as { method?: unknown }).method : undefined;
  if (method === "card") {
    const r = runSchema<typeof cardRechargeSchema, RechargeField>(cardRechargeSchema, input);
    return r.ok ? { ok: true, value: { method, ...r.value } } : r;
  }
  if (method === "voucher") {
    const r = runSchema<typeof voucherRechargeSchema, RechargeField>(voucherRechargeSchema, input);
    return r.ok ? { ok: true, value: { method, ...r.value } } : r;
  }
  return { ok: false, errors: { method: "methodUnknown" } };
}
