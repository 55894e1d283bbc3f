// The billing reads' shared options (the caching of personal data, the closed-account option), with no client behind
// them, so the bill pages' and the services' hooks share them without loading each other's hooks and clients.
import { BILLS_GC_MS, BILLS_STALE_MS } from "../../domain/billing/bills";

export interface ClosedAccountOptions {
  /** SPEC §6: the closed BAN whose bills are shown (sent as X-Closed-Account-Ban); absent for open accounts. */
  closedBan?: string | null;
}

/** Personal data: fresh as long as the bills (SPEC §9 5 minutes), dropped a minute after no screen shows it. */
export const personal = { staleTime: BILLS_STALE_MS, gcTime: BILLS_GC_MS } as const;
