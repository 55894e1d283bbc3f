import {
  GDPR_GROUPS,
  PRIVACY_PURPOSES,
  consentChanges,
  consentsFrom,
  gdprAttributesOf,
  gdprSettingsBody,
  readGdprSettings,
  type ConsentState,
  type PurposeId,
} from "../../../src/domain/privacy/privacy";

const OFF: ConsentState = { marketingEmail: false, marketingSms: false, marketingCall: false, profiling: false, partners: false };
const only = (...on: PurposeId[]): ConsentState => consentsFrom((id) => on.includes(id));

describe("SPEC §3 gdprAttributes: the purposes, each in gdprBasic or gdprAdvanced", () => {
  it("the direct-marketing channels are gdprBasic; profiling and partners are gdprAdvanced; every group has a purpose", () => {
    expect(PRIVACY_PURPOSES.filter((p) => p.group === "gdprBasic").map((p) => p.id)).toEqual([
      "marketingEmail",
      "marketingSms",
      "marketingCall",
    ]);
    expect(PRIVACY_PURPOSES.filter((p) => p.group === "gdprAdvanced").map((p) => p.id)).toEqual(["profiling", "partners"]);
    for (const g of GDPR_GROUPS) expect(PRIVACY_PURPOSES.some((p) => p.group === g)).toBe(true);
  });

  it("consentsFrom: every purpose, on only where the test says true", () => {
    expect(consentsFrom(() => false)).toEqual(OFF);
    expect(only("profiling")).toEqual({ ...OFF, profiling: true });
  });
});

describe("SPEC §7 GDPR settings: reading the answer", () => {
  it("reads each purpose from its group", () => {
    expect(
      readGdprSettings({
        customerId: "CUST-CBU-1001",
        gdprBasic: { marketingEmail: true, marketingSms: false, marketingCall: true },
        gdprAdvanced: { profiling: true, partners: false },
        lastUpdated: "2026-03-02T11:00:00+02:00",
      }),
    ).toEqual({
      consents: { ...OFF, marketingEmail: true, marketingCall: true, profiling: true },
      lastUpdated: "2026-03-02T11:00:00+02:00",
    });
  });

  it("a missing purpose is off; a value other than true is off; an unknown purpose is ignored", () => {
    const s = readGdprSettings({
      gdprBasic: { marketingSms: "true", marketingFax: true, marketingCall: 1 },
      gdprAdvanced: { partners: true },
    });
    expect(s).toEqual({ consents: { ...OFF, partners: true }, lastUpdated: "" });
    expect(Object.keys(s?.consents ?? {})).not.toContain("marketingFax");
  });

  it("a purpose sent under the other group does not count (profiling is gdprAdvanced)", () => {
    expect(readGdprSettings({ gdprBasic: { profiling: true }, gdprAdvanced: {} })?.consents).toEqual(OFF);
  });

  it("one group missing: its purposes are off", () => {
    expect(readGdprSettings({ gdprAdvanced: { profiling: true } })?.consents).toEqual({ ...OFF, profiling: true });
  });

  it.each([[null], ["text"], [[]], [{}], [{ gdprBasic: true, gdprAdvanced: [] }]])("not a settings answer: %j → null", (raw) => {
    expect(readGdprSettings(raw)).toBeNull();
  });
});

describe("SPEC §7 GDPR settings: the POST body (gdprBasic / gdprAdvanced per purpose)", () => {
  it("nothing granted: every purpose false, each under its group", () => {
    expect(gdprSettingsBody(OFF)).toEqual({
      gdprBasic: { marketingEmail: false, marketingSms: false, marketingCall: false },
      gdprAdvanced: { profiling: false, partners: false },
    });
  });

  it.each(PRIVACY_PURPOSES.map((p) => [p.id, p.group] as const))("%s granted alone lands in %s only", (id, group) => {
    const body = gdprSettingsBody(only(id));
    const other = group === "gdprBasic" ? "gdprAdvanced" : "gdprBasic";
    expect((body[group] as Record<string, boolean>)[id]).toBe(true);
    expect(Object.values(body[group]).filter(Boolean)).toHaveLength(1);
    expect(Object.values(body[other]).some(Boolean)).toBe(false);
    expect(Object.keys(body[other])).not.toContain(id);
  });

  it("reading the body back gives the same choice", () => {
    const chosen = only("marketingSms", "partners");
    expect(readGdprSettings(gdprSettingsBody(chosen))?.consents).toEqual(chosen);
  });
});

describe("SPEC §7 GDPR settings: what a save changes (the confirmation names it)", () => {
  it("granted and withdrawn, in the purposes' order", () => {
    expect(consentChanges(only("marketingEmail", "profiling"), only("partners", "marketingSms", "profiling"))).toEqual({
      granted: ["marketingSms", "partners"],
      withdrawn: ["marketingEmail"],
    });
  });

  it("no change: both lists empty", () => {
    expect(consentChanges(only("marketingCall"), only("marketingCall"))).toEqual({ granted: [], withdrawn: [] });
  });

  it("withdrawing everything", () => {
    expect(consentChanges(only("marketingEmail", "marketingSms", "marketingCall", "profiling", "partners"), OFF)).toEqual({
      granted: [],
      withdrawn: ["marketingEmail", "marketingSms", "marketingCall", "profiling", "partners"],
    });
  });
});

describe("SPEC §3 gdprAttributes after a choice (SPEC §4 analytics gdpr permissions)", () => {
  it("a group is granted when at least one of its purposes is", () => {
    expect(gdprAttributesOf(OFF)).toEqual({ gdprBasic: false, gdprAdvanced: false });
    expect(gdprAttributesOf({ ...OFF, marketingSms: true })).toEqual({ gdprBasic: true, gdprAdvanced: false });
    expect(gdprAttributesOf({ ...OFF, partners: true })).toEqual({ gdprBasic: false, gdprAdvanced: true });
  });
});
