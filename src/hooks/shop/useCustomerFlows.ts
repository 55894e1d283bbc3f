// The signed-in customer's eligible flows for the shop's existing-customer actions (SPEC §7 "GET {eligibleFlows route
// for customer type}?dmp=true … sorts ACQ last", SPEC §4): loaded once right after sign-in and stored
// (state/eligibleFlowsStore.ts), then read here synchronously — no call, no react-query — so the shop's static pages
// stay light (bench/budgets.json). Another tab's sign-out or sign-in (a storage event) is followed. A visitor, a
// signed-in user without a customer type, or a missing or other account's list: none.
import { useSyncExternalStore } from "react";
import { ELIGIBLE_FLOWS_KEY, NO_CUSTOMER_FLOWS, readCustomerFlows, type CustomerFlows } from "../../state/eligibleFlowsStore";
import { SESSION_STORAGE_KEY } from "../../state/sessionKey";

export type { CustomerFlows };

const onStorage = (listener: () => void) => (e: StorageEvent) => {
  if (e.key === null || e.key === SESSION_STORAGE_KEY || e.key === ELIGIBLE_FLOWS_KEY) listener();
};

function subscribe(listener: () => void): () => void {
  const handler = onStorage(listener);
  window.addEventListener("storage", handler);
  return () => window.removeEventListener("storage", handler);
}

// The stored strings decide: parsed again only when one of them changed, so the snapshot keeps its reference between
// changes, and a sign-out or sign-in in this tab is seen at the next render (a client-side navigation included).
let cached: { session: string | null; flows: string | null; value: CustomerFlows } | null = null;
function snapshot(): CustomerFlows {
  let session: string | null = null;
  let flows: string | null = null;
  try {
    session = window.localStorage.getItem(SESSION_STORAGE_KEY);
    flows = window.localStorage.getItem(ELIGIBLE_FLOWS_KEY);
  } catch {
    return NO_CUSTOMER_FLOWS;
  }
  if (!cached || cached.session !== session || cached.flows !== flows) cached = { session, flows, value: readCustomerFlows() };
  return cached.value;
}

export function useCustomerFlows(): CustomerFlows {
  return useSyncExternalStore(subscribe, snapshot, () => NO_CUSTOMER_FLOWS);
}
