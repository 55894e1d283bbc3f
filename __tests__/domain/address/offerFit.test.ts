import type { AddressQualification, ServiceAnswer } from "../../../src/domain/address/answers";
import { fixedOfferNeeds, offerFitAt } from "../../../src/domain/address/offerFit";

const ok = (speedsMbps: number[] = []): ServiceAnswer => ({
  result: "qualified",
  technology: "fibre",
  speedsMbps,
  availableFrom: null,
  reasons: [],
});
const fibre: AddressQualification = { result: "qualified", internet: ok([300, 500, 1000]), tv: ok() };
const cable: AddressQualification = { result: "qualified", internet: ok([100, 300]), tv: ok() };
const TV_REASON = { code: "TV_NOT_AVAILABLE", label: "Televiziunea nu este disponibilă la această adresă." };
const noTv: AddressQualification = {
  result: "unqualified",
  internet: ok([300, 500]),
  tv: { result: "unqualified", technology: "fibre", speedsMbps: [], availableFrom: null, reasons: [TV_REASON] },
};
const later = (from: string): ServiceAnswer => ({
  result: "alternate",
  technology: "fibre",
  speedsMbps: [300, 500, 1000],
  availableFrom: from,
  reasons: [],
});

const internet1000 = fixedOfferNeeds("INTERNET", [{ title: "Viteză", value: "1 Gbps" }]);
const internet300 = fixedOfferNeeds("INTERNET", [{ title: "Viteza", value: "300 Mbps" }]);
const tvOnly = fixedOfferNeeds("TV", [{ title: "Canale", value: "120" }]);
const bundle500 = fixedOfferNeeds("BUNDLE", [{ title: "Viteză", value: "500 Mbps" }]);

describe("SPEC §7 service qualification decides which fixed offers can be ordered at an address", () => {
  it("an offer's needs come from its service type and its 'Viteză' detail (Mbps, Gbps)", () => {
    expect(internet1000).toEqual({ services: ["internet"], speedMbps: 1000 });
    expect(internet300).toEqual({ services: ["internet"], speedMbps: 300 });
    expect(tvOnly).toEqual({ services: ["tv"], speedMbps: null });
    expect(bundle500).toEqual({ services: ["internet", "tv"], speedMbps: 500 });
    expect(fixedOfferNeeds("bundle", [{ title: "Viteză", value: "1,5 Gbps" }]).speedMbps).toBe(1500);
    expect(fixedOfferNeeds("MOBILE", []).services).toEqual([]);
  });

  it("fibre up to 1 Gbps with TV: every offer is available", () => {
    for (const needs of [internet1000, internet300, tvOnly, bundle500]) expect(offerFitAt(needs, fibre)).toEqual({ status: "available" });
  });

  it("cable up to 300 Mbps: 1 Gbps and 500 Mbps are unavailable with the top speed as the reason", () => {
    expect(offerFitAt(internet300, cable)).toEqual({ status: "available" });
    expect(offerFitAt(internet1000, cable)).toEqual({ status: "unavailable", reason: { kind: "speed", maxMbps: 300 } });
    expect(offerFitAt(bundle500, cable)).toEqual({ status: "unavailable", reason: { kind: "speed", maxMbps: 300 } });
  });

  it("TV not available: TV and bundles are unavailable with the back end's reason; internet alone is available", () => {
    expect(offerFitAt(tvOnly, noTv)).toEqual({
      status: "unavailable",
      reason: { kind: "service", service: "tv", labels: [TV_REASON.label] },
    });
    expect(offerFitAt(bundle500, noTv)).toMatchObject({ status: "unavailable", reason: { kind: "service", service: "tv" } });
    expect(offerFitAt(internet300, noTv)).toEqual({ status: "available" });
  });

  it("alternate: available from the latest date of the services the offer needs; an alternate without a date is not available", () => {
    const q: AddressQualification = { result: "alternate", internet: later("2026-04-16"), tv: later("2026-05-01") };
    expect(offerFitAt(internet1000, q)).toEqual({ status: "later", from: "2026-04-16" });
    expect(offerFitAt(bundle500, q)).toEqual({ status: "later", from: "2026-05-01" });
    const undated: AddressQualification = { ...q, tv: { ...later("2026-05-01"), availableFrom: null } };
    expect(offerFitAt(tvOnly, undated)).toMatchObject({ status: "unavailable", reason: { kind: "service", service: "tv" } });
  });

  it("no coverage, or a service the answer does not mention: unavailable", () => {
    const none: AddressQualification = { result: "unqualified", internet: null, tv: null };
    expect(offerFitAt(internet300, none)).toEqual({ status: "unavailable", reason: { kind: "service", service: "internet", labels: [] } });
    expect(offerFitAt(fixedOfferNeeds("MOBILE", []), fibre).status).toBe("unavailable");
  });
});
