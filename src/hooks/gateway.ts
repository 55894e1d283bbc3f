// The gateway clients of the browser, bound to the session store through the SessionPort the clients ask for.
// Created on first use, so a page that never calls the gateway never builds them.
import { createIdentityApi, type IdentityApi } from "../clients/gateway/identity";
import { createOtcApi, type OtcApi } from "../clients/gateway/otc";
import type { SessionPort } from "../clients/gateway/port";
import { createBillingApi, createUsageApi, type BillingApi, type UsageApi } from "../clients/gateway/selfCare";
import { areaFromPath } from "../domain/area";
import { loginPathFor } from "../domain/session/returnPath";
import { signInUrl } from "../domain/session/signInQuery";
import { clearSession, flushSession, getTokens, getUserProfile, resyncSession, setTokens } from "../state/sessionStore";
import { markSessionEnding } from "../state/sessionEnding";
import { navigateInside } from "./navigateInside";

const currentArea = () => (typeof window === "undefined" ? "personal" : areaFromPath(window.location.pathname));

export const sessionPort: SessionPort = {
  getTokens,
  setTokens: (update) => setTokens(update),
  reloadTokens: resyncSession,
  saveTokens: flushSession,
  getArea: currentArea,
  getCustomerSegment: () => getUserProfile()?.vfCustomerSegment || null,
  // SPEC §4/§8: a refresh that fails clears the session; the user signs in again and comes back here.
  onSessionExpired: () => {
    if (typeof window === "undefined") return clearSession();
    markSessionEnding("expired");
    clearSession();
    const here = `${window.location.pathname}${window.location.search}`;
    void navigateInside(signInUrl(here, currentArea(), "expired"), loginPathFor(currentArea()), { replace: true });
  },
};

let identity: IdentityApi | null = null;
let otc: OtcApi | null = null;
let billing: BillingApi | null = null;
let usage: UsageApi | null = null;

export const identityApi = (): IdentityApi => (identity ??= createIdentityApi(sessionPort));
export const otcApi = (): OtcApi => (otc ??= createOtcApi(sessionPort));
export const billingApi = (): BillingApi => (billing ??= createBillingApi(sessionPort));
export const usageApi = (): UsageApi => (usage ??= createUsageApi(sessionPort));
