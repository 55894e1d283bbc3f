import { analyticsAllowed, consentDefaults, consentTable, consentUpdate } from "../../../src/domain/consent/cookieConsent";

describe("Issue 29 / SPEC §4 gdpr permissions: the visitor's cookie consent", () => {
  it("Consent Mode v2: before any tag every signal is denied, the four gtag ones included", () => {
    const d = consentDefaults();
    for (const s of ["ad_storage", "ad_user_data", "ad_personalization", "analytics_storage"]) expect(d).toHaveProperty(s, "denied");
    expect(Object.values(d).every((v) => v === "denied")).toBe(true);
  });

  it("an update grants the necessary signals and each category's as chosen", () => {
    expect(consentUpdate({ analytics: true, marketing: false })).toEqual({
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
      analytics_storage: "granted",
      functionality_storage: "granted",
      personalization_storage: "denied",
      security_storage: "granted",
    });
    expect(consentUpdate({ analytics: false, marketing: true }).ad_user_data).toBe("granted");
    expect(consentUpdate({ analytics: false, marketing: true }).analytics_storage).toBe("denied");
  });

  it("the runtime's table holds the four choices, and a refused category's cookies are cleared", () => {
    const t = consentTable();
    expect(Object.keys(t).sort()).toEqual(["a0m0", "a0m1", "a1m0", "a1m1"]);
    expect(t.a0m0!.clear).toEqual(expect.arrayContaining(["_ga", "_gid"]));
    expect(t.a1m1!.clear).toEqual([]);
    expect(t.a1m0!.update).toEqual(consentUpdate({ analytics: true, marketing: false }));
  });

  it("analytics events only under a choice that allows analytics", () => {
    expect(analyticsAllowed(null)).toBe(false);
    expect(analyticsAllowed({ analytics: false, marketing: true })).toBe(false);
    expect(analyticsAllowed({ analytics: true, marketing: false })).toBe(true);
  });
});
