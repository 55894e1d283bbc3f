import {
  codeSent,
  codeValidated,
  initialVetting,
  RESEND_INTERVAL_MS,
  resetVetting,
  secondsUntilResend,
  startStep,
  validatePhone,
  VETTING_STEPS,
  VettingStep,
  type Vetting,
  type VettingKind,
} from "../../../src/domain/session/vetting";
import { deepFreeze, snapshot } from "./fixtures";

const T = Date.parse("2026-03-02T09:00:00.000Z");
const at = (step: VettingStep, extra: Partial<Vetting> = {}): Vetting =>
  deepFreeze({ ...initialVetting("login"), currentStep: step, ...extra });

describe("SPEC §4 Vetting starts at a login options step; port-in vetting starts at validating phone", () => {
  it.each<[VettingKind, VettingStep]>([
    ["login", "LOGIN_OPTIONS"],
    ["portIn", "VALIDATING_PHONE"],
  ])("%s starts at %s", (kind, step) => {
    expect(startStep(kind)).toBe(step);
    expect(initialVetting(kind)).toEqual({
      msisdn: null,
      cnp: "",
      county: "",
      city: "",
      carrierType: "",
      operator: "",
      currentStep: step,
      tocAccepted: false,
      resendTimestamp: null,
      eligibleFlows: [],
    });
  });

  it("the step enum names every step with its own value", () => {
    expect(Object.values(VettingStep)).toEqual([...VETTING_STEPS]);
    for (const [key, value] of Object.entries(VettingStep)) expect(key).toBe(value);
  });
});

describe("SPEC §4 vetting transitions (pure)", () => {
  // [name, from, transition, expected step]
  it.each<[string, VettingStep, (v: Vetting) => Vetting, VettingStep]>([
    ["validatePhone from login options", "LOGIN_OPTIONS", (v) => validatePhone(v, "0722000101"), "VALIDATING_PHONE"],
    ["validatePhone again with another number", "CODE_SENT", (v) => validatePhone(v, "0722000102"), "VALIDATING_PHONE"],
    ["validatePhone after validation changes nothing", "CODE_VALIDATED", (v) => validatePhone(v, "0722000102"), "CODE_VALIDATED"],
    ["codeSent from validating phone", "VALIDATING_PHONE", (v) => codeSent(v, T), "CODE_SENT"],
    ["codeSent again (resend)", "CODE_SENT", (v) => codeSent(v, T), "CODE_SENT"],
    ["codeSent after validation changes nothing", "CODE_VALIDATED", (v) => codeSent(v, T), "CODE_VALIDATED"],
    ["codeValidated from code sent", "CODE_SENT", codeValidated, "CODE_VALIDATED"],
    ["codeValidated without a code sent changes nothing", "VALIDATING_PHONE", codeValidated, "VALIDATING_PHONE"],
    ["codeValidated from login options changes nothing", "LOGIN_OPTIONS", codeValidated, "LOGIN_OPTIONS"],
    ["reset of a sign-in vetting", "CODE_SENT", (v) => resetVetting(v, "login"), "LOGIN_OPTIONS"],
    ["reset of a port-in vetting", "CODE_VALIDATED", (v) => resetVetting(v, "portIn"), "VALIDATING_PHONE"],
  ])("%s", (_name, from, transition, expected) => {
    const before = at(from);
    const copy = snapshot(before);
    expect(transition(before).currentStep).toBe(expected);
    expect(before).toEqual(copy);
  });

  it("validatePhone stores the number", () => {
    expect(validatePhone(at("LOGIN_OPTIONS"), "0722000101").msisdn).toBe("0722000101");
  });

  it("codeSent records the time of the send as resendTimestamp", () => {
    expect(codeSent(at("VALIDATING_PHONE"), T).resendTimestamp).toBe(T);
    expect(codeSent(at("CODE_SENT", { resendTimestamp: T }), T + 90_000).resendTimestamp).toBe(T + 90_000);
  });

  it("reset keeps the number, the terms and the resend timestamp (starting over does not dodge the throttle)", () => {
    const sent = at("CODE_SENT", { msisdn: "0722000101", tocAccepted: true, resendTimestamp: T });
    expect(resetVetting(sent, "login")).toEqual({ ...sent, currentStep: "LOGIN_OPTIONS" });
  });
});

describe("SPEC §3 vetting resendTimestamp: resend throttle", () => {
  it("waits 60 s by default", () => {
    expect(RESEND_INTERVAL_MS).toBe(60_000);
  });

  // [name, resendTimestamp, now, interval, can resend, seconds left]
  it.each<[string, number | null, number, number | undefined, boolean, number]>([
    ["no code sent yet", null, T, undefined, true, 0],
    ["just sent", T, T, undefined, false, 60],
    ["1 ms later", T, T + 1, undefined, false, 60],
    ["59.001 s later rounds up to 1 s", T, T + 59_001, undefined, false, 1],
    ["59.999 s later", T, T + 59_999, undefined, false, 1],
    ["exactly 60 s later", T, T + 60_000, undefined, true, 0],
    ["long after", T, T + 3_600_000, undefined, true, 0],
    ["a custom interval of 30 s, 10 s later", T, T + 10_000, 30_000, false, 20],
    ["a custom interval of 30 s, 30 s later", T, T + 30_000, 30_000, true, 0],
    ["an interval of 0 never waits", T, T, 0, true, 0],
    ["a negative interval counts as 0", T, T, -5_000, true, 0],
    ["a timestamp in the future (clock moved back) waits one interval at most", T + 600_000, T, undefined, false, 60],
  ])("%s", (_name, resendTimestamp, now, interval, can, seconds) => {
    const v = at("CODE_SENT", { resendTimestamp });
    expect(secondsUntilResend(v, now, interval) === 0).toBe(can);
    expect(secondsUntilResend(v, now, interval)).toBe(seconds);
  });

  it("codeSent then the throttle: blocked until the interval has passed", () => {
    const sent = codeSent(validatePhone(initialVetting("portIn"), "0722000101"), T);
    expect(secondsUntilResend(sent, T + RESEND_INTERVAL_MS - 1)).toBeGreaterThan(0);
    expect(secondsUntilResend(sent, T + RESEND_INTERVAL_MS)).toBe(0);
  });
});
