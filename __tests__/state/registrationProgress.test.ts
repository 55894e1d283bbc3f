// The registration step kept in the tab (issue 26 "the step kept across a reload … never the password").
import {
  forgetRegistrationProgress,
  readRegistrationProgress,
  REGISTRATION_STORAGE_KEY,
  saveRegistrationProgress,
} from "../../src/state/registrationProgress";
import type { RegistrationVetting } from "../../src/domain/registration/steps";

const VETTING: RegistrationVetting = {
  registrationId: "reg_1",
  option: "NEW_CUSTOMER",
  msisdn: "0755000123",
  cnp: "",
  county: "",
  city: "",
  carrierType: "",
  operator: "OTHER",
  currentStep: "CODE_VALIDATED",
  tocAccepted: false,
  resendTimestamp: 1_000,
  eligibleFlows: ["MNP", "ACQ"],
  expiresAt: 2_000,
};

beforeEach(() => window.sessionStorage.clear());

describe("registration progress in sessionStorage", () => {
  it("keeps only the step state and reads it back", () => {
    const withSecrets = { ...VETTING, password: "Primavara2026", code: "123456", firstName: "Ana" } as RegistrationVetting;
    saveRegistrationProgress(withSecrets);
    const raw = window.sessionStorage.getItem(REGISTRATION_STORAGE_KEY) ?? "";
    expect(raw).not.toMatch(/Primavara2026|123456|Ana/);
    expect(readRegistrationProgress()).toEqual(VETTING);
  });

  it("anything malformed is no registration; forgetting removes it", () => {
    window.sessionStorage.setItem(REGISTRATION_STORAGE_KEY, "{not json");
    expect(readRegistrationProgress()).toBeNull();
    window.sessionStorage.setItem(REGISTRATION_STORAGE_KEY, JSON.stringify({ registrationId: "r" }));
    expect(readRegistrationProgress()).toBeNull();
    saveRegistrationProgress(VETTING);
    forgetRegistrationProgress();
    expect(window.sessionStorage.getItem(REGISTRATION_STORAGE_KEY)).toBeNull();
  });
});
