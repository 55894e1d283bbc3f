// SPEC §7 "GET fleet reports check-multiple-bans": which of the company's accounts (BANs) the caller may put in a fleet
// report, how many lines each has, whether several may go in one report, and the back end's current month (the period
// rule "not in the future" follows the back end's calendar, not the browser's clock).
import { isRecord, readList, readNumber, readRecord, readString } from "../read";
import { parseMonth, type Month, type ReportAccounts } from "./reportRequest";

export interface ReportAccount {
  ban: string;
  allowed: boolean;
  /** The account's lines (rows of its report); null when not said. */
  lineCount: number | null;
}

export interface BanCheck {
  customerId: string;
  accounts: ReportAccount[];
  multipleBans: boolean;
  /** The back end's current month; null when not said (the browser's then). */
  currentMonth: Month | null;
}

/** The check's answer; null when it is not one (no list of accounts). */
export function mapBanCheck(raw: unknown): BanCheck | null {
  if (!isRecord(raw) || !Array.isArray(raw.bans)) return null;
  const accounts: ReportAccount[] = [];
  for (const item of readList(raw.bans)) {
    const r = readRecord(item);
    const ban = readString(r.ban);
    if (ban === "" || accounts.some((a) => a.ban === ban)) continue;
    const lines = readNumber(r.lineCount);
    accounts.push({ ban, allowed: r.allowed === true, lineCount: lines !== null && lines >= 0 ? Math.floor(lines) : null });
  }
  return {
    customerId: readString(raw.customerId),
    accounts,
    multipleBans: raw.multipleBans === true,
    currentMonth: parseMonth(readString(raw.currentMonth)),
  };
}

/**
 * The accounts the form offers while the check has not answered (the profile's open BANs, all assumed allowed: the
 * back end still decides), or once it has, its answer.
 */
export function reportAccountsOf(
  check: BanCheck | null | undefined,
  profileBans: readonly string[],
): ReportAccounts & {
  accounts: ReportAccount[];
} {
  if (!check) {
    const accounts = [...new Set(profileBans)].map((ban) => ({ ban, allowed: true, lineCount: null }));
    return { accounts, allowed: accounts.map((a) => a.ban), multipleBans: accounts.length > 1 };
  }
  return { accounts: check.accounts, allowed: check.accounts.filter((a) => a.allowed).map((a) => a.ban), multipleBans: check.multipleBans };
}
