// The step a registration ("Creează cont", issue 26) has reached, kept in this tab's sessionStorage so a reload shows
// the same step. Only the step state of SPEC §3 vetting (registration id, option, number, currentStep,
// resendTimestamp, …) is kept: never the password, the code or the names typed. Read defensively (anything malformed
// is no registration) and removed once the account exists.
import { readRegistrationVetting } from "../domain/registration/answer";
import type { RegistrationVetting } from "../domain/registration/steps";

export const REGISTRATION_STORAGE_KEY = "aria-registration";

const storage = (): Storage | null => {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
};

export function readRegistrationProgress(): RegistrationVetting | null {
  try {
    const raw = storage()?.getItem(REGISTRATION_STORAGE_KEY);
    return raw ? readRegistrationVetting(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

export function saveRegistrationProgress(vetting: RegistrationVetting): void {
  // Field by field: whatever a vetting may carry one day, only these leave memory.
  const kept = {
    registrationId: vetting.registrationId,
    option: vetting.option,
    msisdn: vetting.msisdn,
    county: vetting.county,
    city: vetting.city,
    carrierType: vetting.carrierType,
    operator: vetting.operator,
    currentStep: vetting.currentStep,
    tocAccepted: vetting.tocAccepted,
    resendTimestamp: vetting.resendTimestamp,
    eligibleFlows: vetting.eligibleFlows,
    expiresAt: vetting.expiresAt,
  };
  try {
    storage()?.setItem(REGISTRATION_STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // Storage refused (private mode, full): the registration works, a reload starts over.
  }
}

export function forgetRegistrationProgress(): void {
  try {
    storage()?.removeItem(REGISTRATION_STORAGE_KEY);
  } catch {
    // Nothing to remove.
  }
}
