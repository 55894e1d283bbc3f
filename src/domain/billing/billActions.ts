// What a bill lets the customer do on the billing screens (issue 15): pay it, download its document, e-mail it.
// SPEC §9 "Bill disabled codes: 8, 9, 10, 98" are values of the bill's billingCycleBillStatus (bills.ts header). The
// spec does not say what they disable; a disabled bill is one the operator is still issuing or has withdrawn, so
// its amount and documents are not final: it is listed (amount, dates) but can be neither paid, downloaded nor
// e-mailed (docs/decisions.md "Billing rules and screens").
import { BILL_DISABLED_CODES } from "../constants";
import type { Bill } from "./bills";

/** Why a bill offers no payment: settled (PAID, PAID_IN_ADVANCE), nothing left or not known, or a disabled code. */
export type NoPayReason = "disabled" | "paid" | "nothingToPay";

export interface BillActions {
  /** SPEC §9 disabled code: shown, nothing else. */
  disabled: boolean;
  /** "Plătește factura": a known amount is left to pay. */
  pay: boolean;
  /** The amount a payment would take (leftToPay), null when there is nothing to pay. */
  amountToPay: number | null;
  noPayReason: NoPayReason | null;
  /** "Descarcă" and the in-page preview: the bill has a document (SPEC §3 billDocument list). */
  download: boolean;
  /** "Trimite pe e-mail": the same document, sent (SPEC §7 sendEmail takes a document type). */
  email: boolean;
}

/** SPEC §9: the bill's billingCycleBillStatus is one of the disabled codes (8, 9, 10, 98; "098" and " 8 " too). */
export function isBillDisabled(bill: Pick<Bill, "billingCycleBillStatus">): boolean {
  const code = bill.billingCycleBillStatus.trim();
  if (!/^\d{1,4}$/.test(code)) return false;
  return (BILL_DISABLED_CODES as readonly number[]).includes(Number(code));
}

/**
 * The amount to pay: SPEC §3 leftToPay (the first account balance) when it is above zero. A settled bill (PAID,
 * PAID_IN_ADVANCE) or an unknown balance offers nothing: a payment is never made for a guessed amount.
 */
function payable(bill: Bill): { amount: number } | { reason: Exclude<NoPayReason, "disabled"> } {
  if (bill.billStatus === "PAID" || bill.billStatus === "PAID_IN_ADVANCE") return { reason: "paid" };
  const left = bill.leftToPayAmount;
  return left !== null && left > 0 ? { amount: left } : { reason: "nothingToPay" };
}

/** The actions one bill allows. */
export function billActions(bill: Bill): BillActions {
  const disabled = isBillDisabled(bill);
  const hasDocument = bill.billDocument.length > 0;
  const pay = disabled ? ({ reason: "disabled" } as const) : payable(bill);
  const amountToPay = "amount" in pay ? pay.amount : null;
  return {
    disabled,
    pay: amountToPay !== null,
    amountToPay,
    noPayReason: "reason" in pay ? pay.reason : null,
    download: !disabled && hasDocument,
    email: !disabled && hasDocument,
  };
}
