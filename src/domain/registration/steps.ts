// Creating an account ("Creează cont", issue 26): SPEC §4 "Vetting starts at a login options step" and SPEC §3 user
// info "vetting (msisdn, cnp, county, city, carrierType, operator, currentStep, tocAccepted, resendTimestamp,
// eligibleFlows, etc.)". The steps as data, the one transition function both the sandbox and the site use, which
// screen each step shows, and the resend wait read from resendTimestamp. Pure: nothing here mutates its input.
import { initialVetting, RESEND_INTERVAL_MS, secondsUntilResend, startStep, VETTING_STEPS } from "../session/vetting";

/**
 * The steps of a registration, in order. The first four are the sign-in vetting's (src/domain/session/vetting.ts);
 * ACCOUNT_CREATED is ours (the spec names no step after the code): the web account exists and the visitor is signed in.
 */
export const REGISTRATION_STEPS = [...VETTING_STEPS, "ACCOUNT_CREATED"] as const;
export type RegistrationStep = (typeof REGISTRATION_STEPS)[number];

/**
 * The two answers of the login options step (SPEC §4). EXISTING_NUMBER: "I have a number of yours" (a customer of
 * the operator with no web account yet); NEW_CUSTOMER: "I am new" (not a customer: a number of another network).
 */
export const REGISTRATION_OPTIONS = ["EXISTING_NUMBER", "NEW_CUSTOMER"] as const;
export type RegistrationOption = (typeof REGISTRATION_OPTIONS)[number];

/** What moves a registration on. */
export const REGISTRATION_EVENTS = ["optionChosen", "codeSent", "codeValidated", "accountCreated", "restart"] as const;
export type RegistrationEvent = (typeof REGISTRATION_EVENTS)[number];

/**
 * SPEC §4 vetting as a table: from each step, the events allowed and where they lead. A missing event is refused.
 * - optionChosen: the visitor picked an option and gave the number to prove (LOGIN_OPTIONS → VALIDATING_PHONE);
 * - codeSent: an SMS code went to it, first or again (→ CODE_SENT; a resend stays there);
 * - codeValidated: the code was right (CODE_SENT → CODE_VALIDATED: the details may be sent);
 * - accountCreated: the details were accepted, the account exists (CODE_VALIDATED → ACCOUNT_CREATED, final);
 * - restart: "change number" goes back to the options step from any step before the account exists.
 */
export const REGISTRATION_TRANSITIONS: Readonly<Record<RegistrationStep, Readonly<Partial<Record<RegistrationEvent, RegistrationStep>>>>> =
  {
    LOGIN_OPTIONS: { optionChosen: "VALIDATING_PHONE", restart: "LOGIN_OPTIONS" },
    VALIDATING_PHONE: { codeSent: "CODE_SENT", restart: "LOGIN_OPTIONS" },
    CODE_SENT: { codeSent: "CODE_SENT", codeValidated: "CODE_VALIDATED", restart: "LOGIN_OPTIONS" },
    CODE_VALIDATED: { accountCreated: "ACCOUNT_CREATED", restart: "LOGIN_OPTIONS" },
    ACCOUNT_CREATED: {},
  };

/** SPEC §4: a registration starts at the login options step (the sign-in vetting's start, not port-in's). */
export const REGISTRATION_START: RegistrationStep = startStep("login");

/** The step after `event`, or null when the event is not allowed from `step` (or either is unknown). */
export function nextRegistrationStep(step: RegistrationStep, event: RegistrationEvent): RegistrationStep | null {
  const row = (REGISTRATION_TRANSITIONS as Record<string, Partial<Record<string, RegistrationStep>>>)[step];
  return row?.[event] ?? null;
}

/** The form the visitor sees at each step. */
export type RegistrationScreen = "number" | "code" | "details" | "done";

export const SCREEN_OF_STEP: Readonly<Record<RegistrationStep, RegistrationScreen>> = {
  LOGIN_OPTIONS: "number",
  VALIDATING_PHONE: "number",
  CODE_SENT: "code",
  CODE_VALIDATED: "details",
  ACCOUNT_CREATED: "done",
};

/** The stages the progress shows, in order (the final "done" is not a stage the visitor fills). */
export const REGISTRATION_STAGES = ["number", "code", "details"] as const satisfies readonly RegistrationScreen[];
export type RegistrationStage = (typeof REGISTRATION_STAGES)[number];

/** Index of a screen's stage in REGISTRATION_STAGES; the final screen counts as past the last stage. */
export function stageIndex(screen: RegistrationScreen): number {
  return screen === "done" ? REGISTRATION_STAGES.length : REGISTRATION_STAGES.indexOf(screen);
}

/** SPEC §3 vetting of one registration, as the gateway returns it at every step (kept per registration id). */
export interface RegistrationVetting {
  readonly registrationId: string;
  readonly option: RegistrationOption;
  /** SPEC §3 phone rule: 07xxxxxxxx. */
  readonly msisdn: string;
  /** Empty: a registration never asks for or returns the CNP. */
  readonly cnp: string;
  readonly county: string;
  readonly city: string;
  /** PREPAID, POSTPAID, HYBRID or FIXED for a customer's number; "" for a new one. */
  readonly carrierType: string;
  /** VDF for a number of ours, OTHER for another network. */
  readonly operator: string;
  readonly currentStep: RegistrationStep;
  readonly tocAccepted: boolean;
  /** Epoch ms of the last code sent (SPEC §3 resendTimestamp); null before any. */
  readonly resendTimestamp: number | null;
  readonly eligibleFlows: readonly string[];
  /** Epoch ms after which the gateway forgets the registration. */
  readonly expiresAt: number | null;
}

/**
 * SPEC §3 resendTimestamp: whole seconds before another code may be asked for (0: now). The sign-in vetting's rule
 * (src/domain/session/vetting.ts), so a clock that moved back waits one interval at most, never for ever.
 */
export function resendWaitSeconds(resendTimestamp: number | null, now: number, intervalMs: number = RESEND_INTERVAL_MS): number {
  return secondsUntilResend({ ...initialVetting("login"), resendTimestamp }, now, intervalMs);
}
