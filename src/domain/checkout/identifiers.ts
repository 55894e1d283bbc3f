// Issue 14 "CNP with its checksum", and the company's fiscal code (CUI) of the business checkout: the two Romanian
// identifiers the checkout takes, each with its published control digit.

/** CNP control key (each of the first 12 digits times its weight; the sum mod 11, 10 → 1, is the 13th digit). */
const CNP_KEY = [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9] as const;

/**
 * County codes a CNP may carry: 01–46 (40 counties and the six Bucharest sectors 41–46), 47 and 48 (Bucharest sectors
 * 7 and 8, issued until 1979), 51 Călărași, 52 Giurgiu, 70 (any county, registrations since 2024).
 */
const CNP_COUNTY = (jj: number): boolean => (jj >= 1 && jj <= 48) || jj === 51 || jj === 52 || jj === 70;

/** The centuries the first digit S stands for (7, 8, 9: residents and foreigners, no century: either is taken). */
function centuriesOf(s: number): number[] {
  if (s === 1 || s === 2) return [1900];
  if (s === 3 || s === 4) return [1800];
  if (s === 5 || s === 6) return [2000];
  return [1900, 2000];
}

const isDate = (year: number, month: number, day: number): boolean => {
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
};

/** The 13th digit the first 12 call for. */
export function cnpControlDigit(first12: string): number {
  const sum = CNP_KEY.reduce((acc, w, i) => acc + w * Number(first12[i]), 0);
  const rest = sum % 11;
  return rest === 10 ? 1 : rest;
}

export type CnpProblem = "format" | "checksum";

/**
 * Whether a CNP is well formed: 13 digits, S not 0, a real date of birth, a known county code, a serial other than
 * 000, and the control digit. Returns the problem, or null for a good CNP.
 */
export function cnpProblem(cnp: string): CnpProblem | null {
  if (!/^\d{13}$/.test(cnp)) return "format";
  const d = (from: number, to: number) => Number(cnp.slice(from, to));
  const s = d(0, 1);
  if (s === 0) return "format";
  const [yy, mm, dd, jj, nnn] = [d(1, 3), d(3, 5), d(5, 7), d(7, 9), d(9, 12)];
  if (!centuriesOf(s).some((c) => isDate(c + yy, mm, dd))) return "format";
  if (!CNP_COUNTY(jj) || nnn === 0) return "format";
  return cnpControlDigit(cnp.slice(0, 12)) === d(12, 13) ? null : "checksum";
}

/** CUI control key, aligned to the right of the digits before the control digit. */
const CUI_KEY = [7, 5, 3, 2, 1, 7, 5, 3, 2] as const;

/** A CUI as the gateway gets it: digits only, the optional "RO" (VAT payer) prefix and spaces dropped. */
export function normaliseCui(input: string): string {
  return input.replace(/\s+/g, "").replace(/^ro/i, "");
}

/** Whether a CUI (2 to 10 digits, "RO" prefix allowed) has the right control digit. */
export function isCui(input: string): boolean {
  const cui = normaliseCui(input);
  if (!/^[1-9]\d{1,9}$/.test(cui)) return false;
  const body = cui.slice(0, -1).padStart(9, "0");
  const sum = CUI_KEY.reduce((acc, w, i) => acc + w * Number(body[i]), 0);
  const control = ((sum * 10) % 11) % 10;
  return control === Number(cui.slice(-1));
}
