import { canResendAt, nextVettingStep, tokenValid, vettingStart } from "../../../src/domain/portIn/vetting";

const NOW = Date.parse("2026-03-02T09:00:00Z");

describe("SPEC §4 vetting steps", () => {
  it("SPEC §4 vetting starts at a login options step; port-in vetting starts at validating phone", () => {
    expect(vettingStart("standard")).toBe("loginOptions");
    expect(vettingStart("portIn")).toBe("validatingPhone");
  });

  it("SPEC §4 the steps follow in order and the last one stays", () => {
    expect(nextVettingStep("loginOptions")).toBe("validatingPhone");
    expect(nextVettingStep("validatingPhone")).toBe("validatingCode");
    expect(nextVettingStep("validatingCode")).toBe("validated");
    expect(nextVettingStep("validated")).toBe("validated");
  });

  it("SPEC §3 vetting resendTimestamp: 'send again' from that instant on", () => {
    expect(canResendAt(new Date(NOW + 1000).toISOString(), NOW)).toBe(false);
    expect(canResendAt(new Date(NOW).toISOString(), NOW)).toBe(true);
    expect(canResendAt(null, NOW)).toBe(true);
    expect(canResendAt("not a date", NOW)).toBe(true);
  });

  it("SPEC §4 a port-in token is usable until its expiry", () => {
    expect(tokenValid({ value: "pin_1", expiresAt: new Date(NOW + 1).toISOString() }, NOW)).toBe(true);
    expect(tokenValid({ value: "pin_1", expiresAt: new Date(NOW).toISOString() }, NOW)).toBe(false);
    expect(tokenValid({ value: "", expiresAt: new Date(NOW + 1).toISOString() }, NOW)).toBe(false);
    expect(tokenValid(null, NOW)).toBe(false);
  });
});
