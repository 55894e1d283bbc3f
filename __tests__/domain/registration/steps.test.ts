import {
  nextRegistrationStep,
  REGISTRATION_EVENTS,
  REGISTRATION_START,
  REGISTRATION_STEPS,
  REGISTRATION_TRANSITIONS,
  resendWaitSeconds,
  SCREEN_OF_STEP,
  stageIndex,
  type RegistrationEvent,
  type RegistrationStep,
} from "../../../src/domain/registration/steps";
import { RESEND_INTERVAL_MS, VETTING_STEPS } from "../../../src/domain/session/vetting";
import { REGISTRATION_PATH } from "../../../src/domain/registration/path";
import { safeReturnPath } from "../../../src/domain/session/returnPath";

const T = Date.parse("2026-03-02T09:00:00.000Z");

describe("SPEC §4 vetting: a registration starts at the login options step", () => {
  it("starts at LOGIN_OPTIONS, the sign-in vetting's first step, and its steps extend the sign-in vetting's", () => {
    expect(REGISTRATION_START).toBe("LOGIN_OPTIONS");
    expect(REGISTRATION_STEPS.slice(0, VETTING_STEPS.length)).toEqual([...VETTING_STEPS]);
    expect(REGISTRATION_STEPS[REGISTRATION_STEPS.length - 1]).toBe("ACCOUNT_CREATED");
  });

  it.each<[RegistrationStep, RegistrationEvent, RegistrationStep]>([
    ["LOGIN_OPTIONS", "optionChosen", "VALIDATING_PHONE"],
    ["VALIDATING_PHONE", "codeSent", "CODE_SENT"],
    ["CODE_SENT", "codeSent", "CODE_SENT"],
    ["CODE_SENT", "codeValidated", "CODE_VALIDATED"],
    ["CODE_VALIDATED", "accountCreated", "ACCOUNT_CREATED"],
    ["CODE_SENT", "restart", "LOGIN_OPTIONS"],
    ["CODE_VALIDATED", "restart", "LOGIN_OPTIONS"],
  ])("SPEC §4 vetting: %s --%s--> %s", (from, event, to) => {
    expect(nextRegistrationStep(from, event)).toBe(to);
  });

  it("SPEC §4 vetting: no step is skipped (a code cannot be validated before one is sent, no account before the code)", () => {
    expect(nextRegistrationStep("LOGIN_OPTIONS", "codeValidated")).toBeNull();
    expect(nextRegistrationStep("VALIDATING_PHONE", "codeValidated")).toBeNull();
    expect(nextRegistrationStep("LOGIN_OPTIONS", "accountCreated")).toBeNull();
    expect(nextRegistrationStep("CODE_SENT", "accountCreated")).toBeNull();
    expect(nextRegistrationStep("CODE_VALIDATED", "codeSent")).toBeNull();
  });

  it("SPEC §4 vetting: ACCOUNT_CREATED is final: every event is refused there", () => {
    for (const event of REGISTRATION_EVENTS) expect(nextRegistrationStep("ACCOUNT_CREATED", event)).toBeNull();
  });

  it("SPEC §4 vetting: every step has a row and every target is a step; unknown input is refused, not a crash", () => {
    expect(Object.keys(REGISTRATION_TRANSITIONS).sort()).toEqual([...REGISTRATION_STEPS].sort());
    for (const row of Object.values(REGISTRATION_TRANSITIONS))
      for (const to of Object.values(row)) expect(REGISTRATION_STEPS).toContain(to);
    expect(nextRegistrationStep("NOPE" as RegistrationStep, "restart")).toBeNull();
    expect(nextRegistrationStep("CODE_SENT", "nope" as RegistrationEvent)).toBeNull();
  });

  it("SPEC §4 vetting: each step shows its form; the progress counts three stages", () => {
    expect(SCREEN_OF_STEP).toEqual({
      LOGIN_OPTIONS: "number",
      VALIDATING_PHONE: "number",
      CODE_SENT: "code",
      CODE_VALIDATED: "details",
      ACCOUNT_CREATED: "done",
    });
    expect(REGISTRATION_STEPS.map((step) => stageIndex(SCREEN_OF_STEP[step]))).toEqual([0, 0, 1, 2, 3]);
  });
});

describe("SPEC §3 vetting resendTimestamp: the wait before another code", () => {
  it("waits the interval after the last code, counted down in whole seconds", () => {
    expect(RESEND_INTERVAL_MS).toBe(60_000);
    expect(resendWaitSeconds(null, T)).toBe(0);
    expect(resendWaitSeconds(T, T)).toBe(60);
    expect(resendWaitSeconds(T, T + 500)).toBe(60);
    expect(resendWaitSeconds(T, T + 59_001)).toBe(1);
    expect(resendWaitSeconds(T, T + 60_000)).toBe(0);
  });

  it("a timestamp in the future (clock moved back) waits one interval at most", () => {
    expect(resendWaitSeconds(T + 3_600_000, T)).toBe(60);
  });
});

describe("where the registration lives", () => {
  it("is a sign-in page under /login, so it is never a return target after sign-in", () => {
    expect(REGISTRATION_PATH).toBe("/login/creeaza-cont");
    expect(safeReturnPath(REGISTRATION_PATH, "/ecare/dashboard")).toBe("/ecare/dashboard");
  });
});
