// The billing clients' shared call helpers (billsClient.ts, billListClient.ts, billPagesClient.ts, index.ts): a
// guarded call, the closed-account header, the redirect field and a header read. Kept apart from the bills page's
// client so the bill pages' clients share them without loading its document, e-mail and pay-link calls.
import { CLOSED_ACCOUNT_HEADER } from "./routes";

export { guarded, headerOf } from "../guarded";

/** SPEC §6 closed-account bills: the closed BAN the header names; absent (or empty) → no header at all. */
export interface ClosedAccountOption {
  closedBan?: string | null;
}

/** The closed-account header, only when a closed BAN is named. */
export function closedHeaders(options: ClosedAccountOption | undefined): Record<string, string> {
  const ban = options?.closedBan?.trim();
  return ban ? { [CLOSED_ACCOUNT_HEADER]: ban } : {};
}

export const withRedirect = (redirectTo: string | null | undefined) => (redirectTo ? { redirectTo } : {});
