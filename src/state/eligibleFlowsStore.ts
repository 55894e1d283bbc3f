// The signed-in customer's eligible flows (SPEC §3 user info eligibleFlows; SPEC §7 eligible-flows route, ACQ last),
// loaded right after sign-in (hooks/signInFlow.ts) and read by the shop's existing-customer actions on static pages
// (shop/existingCustomers). Kept in localStorage under its own key, dependency-free, and stamped with the account it
// is for: a list of another account (a sign-out, a new sign-in) is never read, so sign-out needs no clean-up here.
// The shop reads it synchronously (readCustomerFlows), with the stored session, without loading the session store,
// react-query or a gateway client: the static pages' first load stays within bench/budgets.json.
import type { CustomerType } from "../domain/enums";
import { isPlainObject, readStored } from "../domain/session/persistence";
import type { UserInfo } from "../domain/session/userInfo";
import { SESSION_STORAGE_KEY } from "./sessionKey";

export const ELIGIBLE_FLOWS_KEY = "aria-flows";

export interface StoredFlows {
  /** The account the list is for (selected identity, else subscriber, else SSO id). */
  account: string;
  customerType: CustomerType;
  flows: string[];
  /** When it was loaded (ms). */
  at: number;
}

/** The account a list is for: the selected identity, else the subscriber, else the SSO id (as ecareData's keys). */
export const flowsAccountOf = (p: Partial<Pick<UserInfo, "selectedIdentityId" | "subscriberId" | "vfSsoId">>): string =>
  p.selectedIdentityId || p.subscriberId || p.vfSsoId || "";

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The stored list for this account and customer type; null when there is none (or another account's). */
function readEligibleFlows(account: string, customerType: CustomerType, from: Pick<Storage, "getItem">): StoredFlows | null {
  try {
    const raw = from.getItem(ELIGIBLE_FLOWS_KEY);
    if (!raw || account === "") return null;
    const v = JSON.parse(raw) as Partial<StoredFlows>;
    if (v.account !== account || v.customerType !== customerType || !Array.isArray(v.flows) || typeof v.at !== "number") return null;
    return { account, customerType, flows: v.flows.filter((f): f is string => typeof f === "string"), at: v.at };
  } catch {
    return null;
  }
}

/** Stores the list (one account at a time). Never throws: without storage the shop shows no existing-customer action. */
export function saveEligibleFlows(value: StoredFlows, to: Storage | null = storage()): void {
  try {
    to?.setItem(ELIGIBLE_FLOWS_KEY, JSON.stringify(value));
  } catch {
    // Storage full or refused.
  }
}

export interface CustomerFlows {
  /** null: a visitor, or no list stored for the signed-in account. */
  customerType: CustomerType | null;
  /** Eligible flows, ACQ last (SPEC §4). */
  flows: readonly string[];
  /** The signed-in line, the one a renewal is for. */
  subscriberId: string;
}

export const NO_CUSTOMER_FLOWS: CustomerFlows = { customerType: null, flows: [], subscriberId: "" };

const isCustomerType = (v: unknown): v is CustomerType => v === "CBU" || v === "EBU";

/**
 * The signed-in customer's stored flows, read synchronously from the stored session (a single sign-on token and the
 * profile, as the session store writes them) and the stored list. None for a visitor (no SSO token), for a profile
 * without a customer type, and when the stored list is missing or another account's (docs/decisions.md, "Existing
 * customers: where the eligible flows live").
 */
export function readCustomerFlows(from: Pick<Storage, "getItem"> | null = storage()): CustomerFlows {
  try {
    const read = readStored(from?.getItem(SESSION_STORAGE_KEY) ?? null);
    if (!from || read.decision !== "load") return NO_CUSTOMER_FLOWS;
    const { auth, user } = read.state;
    const sso = isPlainObject(auth) && isPlainObject(auth.baseSSO) ? auth.baseSSO.accessToken : null;
    const profile = isPlainObject(user) && isPlainObject(user.profile) ? (user.profile as Partial<UserInfo>) : null;
    if (typeof sso !== "string" || sso === "" || !profile || !isCustomerType(profile.vfCustomerType)) return NO_CUSTOMER_FLOWS;
    const stored = readEligibleFlows(flowsAccountOf(profile), profile.vfCustomerType, from);
    if (!stored) return NO_CUSTOMER_FLOWS;
    return {
      customerType: stored.customerType,
      flows: stored.flows,
      subscriberId: typeof profile.subscriberId === "string" ? profile.subscriberId : "",
    };
  } catch {
    return NO_CUSTOMER_FLOWS;
  }
}
