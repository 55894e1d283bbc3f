// The 12-month bill amount chart of /ecare/facturi-si-plati (issue 15): one entry per calendar month (Romanian time,
// SPEC §1), oldest → newest, ending with the month of `now`. A month is the bill's release month (billDate); a month
// without a bill is null (no bar), not 0 (a bill of 0 lei is a bar of 0). Two bills released in one month are added
// up (both were issued that month). Bills without a bill date have no month and are left out.
import { romanianDateParts, type Bill } from "./bills";

export const CHART_MONTHS = 12;

export interface MonthlyAmount {
  year: number;
  /** 1–12. */
  month: number;
  /** Sum of the month's amountDue, rounded to 2 decimals; null without a bill that month. */
  amount: number | null;
  /** The unit of the month's bills ("RON"); "" without a bill. */
  unit: string;
  /** The ids of the month's bills, newest first as listed. */
  billIds: string[];
}

const monthIndex = (year: number, month: number) => year * 12 + (month - 1);

/** 12 entries for the months up to and including `now`'s month; null months without a bill. */
export function monthlyAmounts(bills: readonly Bill[], now: Date | number): MonthlyAmount[] {
  const time = new Date(now).getTime();
  // An invalid clock gives no chart rather than a throw (toISOString throws on an invalid date).
  const today = Number.isFinite(time) ? romanianDateParts(new Date(time).toISOString()) : null;
  if (!today) return [];
  const last = monthIndex(today.year, today.month);
  const first = last - (CHART_MONTHS - 1);
  const months: MonthlyAmount[] = Array.from({ length: CHART_MONTHS }, (_, i) => ({
    year: Math.floor((first + i) / 12),
    month: ((first + i) % 12) + 1,
    amount: null,
    unit: "",
    billIds: [],
  }));
  for (const bill of bills) {
    if (bill.releaseYear === null || bill.releaseMonth === null) continue;
    const entry = months[monthIndex(bill.releaseYear, bill.releaseMonth) - first];
    if (!entry) continue;
    entry.amount = Math.round(((entry.amount ?? 0) + bill.amountDue) * 100) / 100;
    entry.unit ||= bill.amountUnit;
    entry.billIds.push(bill.billId);
  }
  return months;
}
