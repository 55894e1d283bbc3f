// The billing forms' texts (issue 15: recharge by card or voucher, bill e-mail, e-bill subscription): field labels
// (the accessible names DESIGN.md fixes: "Număr de telefon", "E-mail", "Sumă", "Cod voucher", "Reîncarcă") and the
// validators' messages by key (src/domain/billing/messages.ts). SPEC §5 "Form validation with messages: not shown":
// the texts are ours. Part of the Romanian dictionary (src/i18n/ro/): one file per area.
import { EMAIL_MAX, OTHER_EMAILS_MAX, VOUCHER_CODE_DIGITS, VOUCHER_TEXT_MAX } from "../../domain/billing/limits";
import type { BillingMessageKey } from "../../domain/billing/messages";
import { PHONE_TEXT_MAX } from "../../domain/billing/mobileNumber";
import { AMOUNT_TEXT_MAX, RECHARGE_AMOUNT_MAX, RECHARGE_AMOUNT_MIN } from "../../domain/billing/rechargeAmount";
import { countOf } from "../plural";

export type BillingField = "method" | "phone" | "email" | "amount" | "voucher" | "otherEmails" | "ebillEmail";

const labels: Record<BillingField, string> = {
  method: "Modalitate de reîncărcare",
  phone: "Număr de telefon",
  email: "E-mail",
  amount: "Sumă",
  voucher: "Cod voucher",
  otherEmails: "Alte adrese de e-mail",
  ebillEmail: "E-mail",
};

/** Longest text each field takes (the validators' limits), for "too long". */
const longest: Record<BillingField, number> = {
  method: 0,
  phone: PHONE_TEXT_MAX,
  email: EMAIL_MAX,
  amount: AMOUNT_TEXT_MAX,
  voucher: VOUCHER_TEXT_MAX,
  otherEmails: EMAIL_MAX,
  ebillEmail: EMAIL_MAX,
};

const euro = (n: number) => `${n} €`;
const characters = { one: "caracter", many: "caractere" };
const addresses = { one: "altă adresă de e-mail", many: "alte adrese de e-mail" };

const messages: Record<BillingMessageKey, (label: string, max: number) => string> = {
  required: (label) => `Completează câmpul „${label}”.`,
  tooLong: (label, max) => `Câmpul „${label}” are cel mult ${countOf(max, characters)}.`,
  methodUnknown: () => "Alege cum reîncarci: cu cardul sau cu un voucher.",
  phoneInvalid: () => "Introdu un număr de mobil din România, de 10 cifre, care începe cu 07 (ex.: 0722 123 456).",
  emailInvalid: () => "Introdu o adresă de e-mail validă (ex.: nume@exemplu.ro).",
  amountInvalid: () => "Introdu suma în euro, cu cel mult două zecimale (ex.: 10 sau 10,50).",
  amountOutOfRange: () => `Poți reîncărca între ${euro(RECHARGE_AMOUNT_MIN)} și ${euro(RECHARGE_AMOUNT_MAX)}.`,
  voucherInvalid: () =>
    `Codul voucherului are ${countOf(VOUCHER_CODE_DIGITS, { one: "cifră", many: "cifre" })} (spațiile și liniuțele nu contează). Verifică-l pe cartelă.`,
  otherEmailsTooMany: () => `Poți adăuga cel mult ${countOf(OTHER_EMAILS_MAX, addresses)}.`,
};

/** The text of one field's message key. */
export function billingErrorText(field: BillingField, key: BillingMessageKey): string {
  return messages[key](labels[field], longest[field]);
}

export const roBilling = {
  labels,
  recharge: {
    card: "Cu cardul",
    voucher: "Cu voucher",
    submit: "Reîncarcă",
    amountHint: `Între ${euro(RECHARGE_AMOUNT_MIN)} și ${euro(RECHARGE_AMOUNT_MAX)}`,
  },
  otherEmailsHint: `Cel mult ${OTHER_EMAILS_MAX} adrese, separate prin virgulă.`,
};
