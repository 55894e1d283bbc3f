import { qualificationQuery, readAddressOptions, readQualification } from "../../../src/domain/address/answers";

const place = { id: "IS.iasi.strada-lapusneanu.3", role: "installationAddress", "@referredType": "GeographicAddress" };
const internet = (over: Record<string, unknown>) => ({
  id: "internet",
  state: "done",
  qualificationItemResult: "qualified",
  service: {
    serviceSpecification: { id: "fixed-internet", name: "Internet fix" },
    serviceCharacteristic: [
      { name: "technology", value: "fibre" },
      { name: "downloadSpeedMbps", value: [1000, 300, 500] },
    ],
    place: [place],
  },
  ...over,
});
const tv = (over: Record<string, unknown>) => ({
  id: "tv",
  state: "done",
  qualificationItemResult: "qualified",
  service: {
    serviceSpecification: { id: "fixed-tv", name: "Televiziune" },
    serviceCharacteristic: [{ name: "technology", value: "fibre" }],
  },
  ...over,
});

describe("SPEC §7 geographic address: the cascade's list answers (TMF673 label/value pairs)", () => {
  it("reads items, hasSubAddress and total", () => {
    expect(
      readAddressOptions({
        items: [
          { label: "10", value: "B.x.10", hasSubAddress: true },
          { label: "Brașov", value: "BV" },
        ],
        total: 7,
      }),
    ).toEqual({
      items: [
        { label: "10", value: "B.x.10", hasSubAddress: true },
        { label: "Brașov", value: "BV" },
      ],
      total: 7,
    });
  });

  it("a total below the items shown, or missing, is the number of items; a broken item refuses the answer", () => {
    expect(readAddressOptions({ items: [{ label: "A", value: "a" }], total: 0 })?.total).toBe(1);
    expect(readAddressOptions({ items: [] })).toEqual({ items: [], total: 0 });
    expect(readAddressOptions({ items: [{ label: "A" }], total: 1 })).toBeNull();
    expect(readAddressOptions({ total: 1 })).toBeNull();
    expect(readAddressOptions("x")).toBeNull();
  });
});

describe("SPEC §7 service qualification (TMF645 queryServiceQualification)", () => {
  it("asks an instant answer for one installation address, with alternates and reasons", () => {
    expect(qualificationQuery("BV.brasov.strada-republicii.10")).toEqual({
      instantSyncQualification: true,
      provideAlternative: true,
      provideUnavailabilityReason: true,
      searchCriteria: {
        service: {
          place: [{ id: "BV.brasov.strada-republicii.10", role: "installationAddress", "@referredType": "GeographicAddress" }],
        },
      },
    });
  });

  it("qualified: technology and the speeds, ascending, per service", () => {
    const q = readQualification({ qualificationResult: "qualified", serviceQualificationItem: [internet({}), tv({})] });
    expect(q).toEqual({
      result: "qualified",
      internet: { result: "qualified", technology: "fibre", speedsMbps: [300, 500, 1000], availableFrom: null, reasons: [] },
      tv: { result: "qualified", technology: "fibre", speedsMbps: [], availableFrom: null, reasons: [] },
    });
  });

  it("alternate: the expected date (or the proposal's); unqualified: the Romanian reasons", () => {
    const q = readQualification({
      qualificationResult: "unqualified",
      serviceQualificationItem: [
        internet({ qualificationItemResult: "alternate", expectedServiceAvailabilityDate: "2026-04-16" }),
        tv({
          qualificationItemResult: "unqualified",
          eligibilityUnavailabilityReason: [{ code: "TV_NOT_AVAILABLE", label: "Televiziunea nu este disponibilă la această adresă." }],
        }),
      ],
    });
    expect(q?.internet).toMatchObject({ result: "alternate", availableFrom: "2026-04-16" });
    expect(q?.tv).toMatchObject({
      result: "unqualified",
      reasons: [{ code: "TV_NOT_AVAILABLE", label: "Televiziunea nu este disponibilă la această adresă." }],
    });
    const proposal = readQualification({
      qualificationResult: "alternate",
      serviceQualificationItem: [
        internet({ qualificationItemResult: "alternate", alternateServiceProposal: [{ alternateServiceAvailabilityDate: "2026-05-01" }] }),
      ],
    });
    expect(proposal?.internet?.availableFrom).toBe("2026-05-01");
    expect(proposal?.tv).toBeNull();
  });

  it("not an answer: no result, an unknown result or an unreadable item", () => {
    expect(readQualification({ serviceQualificationItem: [] })).toBeNull();
    expect(readQualification({ qualificationResult: "maybe", serviceQualificationItem: [] })).toBeNull();
    expect(readQualification({ qualificationResult: "qualified", serviceQualificationItem: [{ id: "internet" }] })).toBeNull();
    expect(readQualification(null)).toBeNull();
  });
});
