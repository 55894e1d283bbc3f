// The account the signed-in user acts for (the selected identity): the key every personal query is stored under, so
// switching account never shows the previous account's data. Apart from the billing keys so other areas need not
// load them.
import { useSyncExternalStore } from "react";
import { getUserProfile, subscribe } from "../state/sessionStore";
import { accountKey } from "./ecareData";

/** The account the signed-in user acts for (the keys' identity); "" without a profile. Follows the session store. */
export function useAccountIdentity(): string {
  const profile = useSyncExternalStore(subscribe, getUserProfile, () => null);
  return profile ? accountKey(profile) : "";
}
