// Signed-in marker for static pages: reads the session store through useSyncExternalStore, without Recoil,
// so static pages do not ship it (docs/decisions.md "State roots"). Keep this file free of recoil imports.
import { useSyncExternalStore } from "react";
import { isLoggedIn } from "../domain/session/activeMethod";
import { sessionStore } from "./sessionStore";

const signedInNow = (): boolean => isLoggedIn(sessionStore.get().auth);
// Server rendering and hydration see a guest; the stored session shows right after hydration.
const signedInOnServer = (): boolean => false;

/** SPEC §4 "Logged in means any non-anonymous method holds a token"; follows sign-outs in other tabs too. */
export function useSignedIn(): boolean {
  return useSyncExternalStore(sessionStore.subscribe, signedInNow, signedInOnServer);
}
