// SPEC §3 "vetting" (part of user info) and §4 "Vetting starts at a login options step; port-in vetting
// starts at validating phone.", plus the throttle on re-sending a one-time code.
// Transitions are pure: they return a new state and never mutate their input.

import type { FlowType } from "../enums";

/** The steps of a vetting (checking who owns a number by a one-time code). Values are the back end's. */
export const VETTING_STEPS = ["LOGIN_OPTIONS", "VALIDATING_PHONE", "CODE_SENT", "CODE_VALIDATED"] as const;
export type VettingStep = (typeof VETTING_STEPS)[number];

/** Named access to the steps, so callers do not spell the strings. */
export const VettingStep = {
  LOGIN_OPTIONS: "LOGIN_OPTIONS",
  VALIDATING_PHONE: "VALIDATING_PHONE",
  CODE_SENT: "CODE_SENT",
  CODE_VALIDATED: "CODE_VALIDATED",
} as const satisfies Record<VettingStep, VettingStep>;

/** A sign-in vetting, or the port-in one that already knows it is about a phone number. */
export type VettingKind = "login" | "portIn";

/** Our choice (the spec is silent): a new code may be asked for 60 s after the previous one. */
export const RESEND_INTERVAL_MS = 60_000;

/** SPEC §3 "vetting (msisdn, cnp, county, city, carrierType, operator, currentStep, tocAccepted, resendTimestamp, eligibleFlows, etc.)". */
export interface Vetting {
  /** Normalised (SPEC §3 phone rule); null until known. */
  readonly msisdn: string | null;
  readonly cnp: string;
  readonly county: string;
  readonly city: string;
  /** PREPAID, POSTPAID, HYBRID or FIXED as the back end sends it; "" when unknown. */
  readonly carrierType: string;
  /** VDF for the operator's own numbers, another value for other networks; "" when unknown. */
  readonly operator: string;
  readonly currentStep: VettingStep;
  readonly tocAccepted: boolean;
  /** Epoch ms of the last code sent; null when none was sent. */
  readonly resendTimestamp: number | null;
  readonly eligibleFlows: readonly FlowType[];
}

/** SPEC §4: the step a vetting of this kind starts at. */
export function startStep(kind: VettingKind): VettingStep {
  return kind === "portIn" ? "VALIDATING_PHONE" : "LOGIN_OPTIONS";
}

/** A fresh vetting: nothing known yet, at the kind's start step. */
export function initialVetting(kind: VettingKind): Vetting {
  return {
    msisdn: null,
    cnp: "",
    county: "",
    city: "",
    carrierType: "",
    operator: "",
    currentStep: startStep(kind),
    tocAccepted: false,
    resendTimestamp: null,
    eligibleFlows: [],
  };
}

/** The user chose to prove a number: validating it is the next step. A validated vetting stays validated. */
export function validatePhone(vetting: Vetting, msisdn: string | null): Vetting {
  if (vetting.currentStep === "CODE_VALIDATED") return vetting;
  return { ...vetting, msisdn, currentStep: "VALIDATING_PHONE" };
}

/** A code was sent (first or again): remember when, for the resend throttle. Ignored once validated. */
export function codeSent(vetting: Vetting, now: number): Vetting {
  if (vetting.currentStep === "CODE_VALIDATED") return vetting;
  return { ...vetting, currentStep: "CODE_SENT", resendTimestamp: now };
}

/** The code was accepted. Only a sent code can be validated; from any other step nothing changes. */
export function codeValidated(vetting: Vetting): Vetting {
  return vetting.currentStep === "CODE_SENT" ? { ...vetting, currentStep: "CODE_VALIDATED" } : vetting;
}

/**
 * Start over (e.g. "change number"): back to the kind's start step. The rest is kept, the resend timestamp
 * included, so starting over cannot dodge the resend throttle.
 */
export function resetVetting(vetting: Vetting, kind: VettingKind): Vetting {
  return { ...vetting, currentStep: startStep(kind) };
}

/**
 * Ms left before another code may be sent, between 0 and the interval. A timestamp in the future (clock
 * moved back) waits one interval at most rather than for ever.
 */
function msUntilResend(vetting: Vetting, now: number, intervalMs: number): number {
  const interval = Number.isFinite(intervalMs) ? Math.max(0, intervalMs) : RESEND_INTERVAL_MS;
  const sentAt = vetting.resendTimestamp;
  if (sentAt === null || !Number.isFinite(sentAt) || !Number.isFinite(now)) return 0;
  return Math.min(interval, Math.max(0, sentAt + interval - now));
}

/** Whole seconds to show in "retrimite în N s"; 0 when a code may be sent now (none sent yet, or the interval passed). */
export function secondsUntilResend(vetting: Vetting, now: number, intervalMs: number = RESEND_INTERVAL_MS): number {
  return Math.ceil(msUntilResend(vetting, now, intervalMs) / 1000);
}
