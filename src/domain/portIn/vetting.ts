// SPEC §4 "Vetting starts at a login options step; port-in vetting starts at validating phone" and SPEC §3 user info
// vetting (msisdn, carrierType, operator, currentStep, resendTimestamp): the vetting steps as data. A port-in needs no
// sign-in choice (any visitor may port), so it starts by proving the number: the code is sent TO the number being
// ported (ANCOM a14: operator practice, the proof that the customer holds the SIM), then checked.
export const VETTING_STEPS = ["loginOptions", "validatingPhone", "validatingCode", "validated"] as const;
export type VettingStep = (typeof VETTING_STEPS)[number];

export type VettingKind = "standard" | "portIn";

/** SPEC §4: where a vetting starts. */
export function vettingStart(kind: VettingKind): VettingStep {
  return kind === "portIn" ? "validatingPhone" : "loginOptions";
}

/** The step after `step` (the last one stays). */
export function nextVettingStep(step: VettingStep): VettingStep {
  const i = VETTING_STEPS.indexOf(step);
  return VETTING_STEPS[Math.min(i + 1, VETTING_STEPS.length - 1)] as VettingStep;
}

/** SPEC §3 vetting resendTimestamp: "send again" is offered from that instant on (an unreadable one: at once). */
export function canResendAt(resendTimestamp: string | null, nowMs: number): boolean {
  if (resendTimestamp === null) return true;
  const at = Date.parse(resendTimestamp);
  return Number.isNaN(at) || at <= nowMs;
}

/** A validated port-in token is usable until its expiry (the back end's expiresAt). */
export function tokenValid(token: { value: string; expiresAt: string } | null, nowMs: number): boolean {
  if (token === null || token.value === "") return false;
  const at = Date.parse(token.expiresAt);
  return !Number.isNaN(at) && at > nowMs;
}
