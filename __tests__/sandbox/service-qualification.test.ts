// service qualification (SPEC §7, TMF645 queryServiceQualification; contract "Service qualification"): public, instant
// (200, state done); per address: home internet (fibre / cable / none, speeds) and TV, qualified, alternate with a date
// or unqualified with a Romanian reason; the same answer for the same address.
import { startTestSandbox, T0, type TestSandbox } from "./support/sandbox";

const QUERY = "/service-qualification/queryServiceQualification";
const body = (id: string, extra: object = {}) => ({
  instantSyncQualification: true,
  searchCriteria: { service: { place: [{ id, role: "installationAddress", "@referredType": "GeographicAddress" }] } },
  ...extra,
});
type Item = {
  id: string;
  qualificationItemResult: string;
  service: { serviceCharacteristic: { name: string; value: unknown }[]; place: { id: string }[] };
  expectedServiceAvailabilityDate?: string;
  alternateServiceProposal?: { alternateServiceAvailabilityDate: string }[];
  eligibilityUnavailabilityReason?: { code: string; label: string }[];
};
type Answer = { state: string; qualificationResult: string; serviceQualificationItem: Item[]; code?: string };

const char = (item: Item, name: string) => item.service.serviceCharacteristic.find((c) => c.name === name)?.value;

describe("service qualification", () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startTestSandbox();
  });
  afterAll(() => t.close());

  const ask = (id: string, extra: object = {}) => t.request<Answer>("POST", QUERY, { body: body(id, extra) });

  it("fibre with TV (București, Bulevardul Unirii 10): qualified, 300/500/1000 Mbps, no sign-in needed", async () => {
    const r = await ask("B.sector-3.bulevardul-unirii.10");
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      "@type": "QueryServiceQualification",
      state: "done",
      instantSyncQualification: true,
      qualificationResult: "qualified",
    });
    const [internet, tv] = r.body.serviceQualificationItem;
    expect([internet.id, tv.id]).toEqual(["internet", "tv"]);
    expect(char(internet, "technology")).toBe("fibre");
    expect(char(internet, "downloadSpeedMbps")).toEqual([300, 500, 1000]);
    expect(tv.qualificationItemResult).toBe("qualified");
    expect(internet.service.place[0].id).toBe("B.sector-3.bulevardul-unirii.10");
  });

  it("a flat has its building's coverage", async () => {
    const flats = await t.request("GET", "/geographic-address/geographicAddress/B.sector-3.bulevardul-unirii.10/geographicSubAddress");
    const r = await ask(flats.body.items[0].value);
    expect(r.body.qualificationResult).toBe("qualified");
    expect(r.body.serviceQualificationItem[0].service.place[0].id).toBe(flats.body.items[0].value);
  });

  it("cable (Cluj-Napoca, Calea Dorobanților 5): qualified, up to 300 Mbps", async () => {
    const r = await ask("CJ.cluj-napoca.calea-dorobantilor.5");
    expect(r.body.qualificationResult).toBe("qualified");
    expect(char(r.body.serviceQualificationItem[0], "technology")).toBe("cable");
    expect(char(r.body.serviceQualificationItem[0], "downloadSpeedMbps")).toEqual([100, 300]);
  });

  it("fibre without TV (Constanța, Bulevardul Tomis 7): internet qualified, TV unqualified with its reason", async () => {
    const r = await ask("CT.constanta.bulevardul-tomis.7");
    const [internet, tv] = r.body.serviceQualificationItem;
    expect(internet.qualificationItemResult).toBe("qualified");
    expect(tv.qualificationItemResult).toBe("unqualified");
    expect(tv.eligibilityUnavailabilityReason).toEqual([
      { code: "TV_NOT_AVAILABLE", label: "Televiziunea nu este disponibilă la această adresă." },
    ]);
    expect(r.body.qualificationResult).toBe("unqualified");
  });

  it("alternate (Iași, Strada Lăpușneanu 3): fibre expected 45 days after today, proposed as an alternate", async () => {
    const r = await ask("IS.iasi.strada-lapusneanu.3");
    expect(r.body.qualificationResult).toBe("alternate");
    const expected = new Date(T0 + 45 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    for (const item of r.body.serviceQualificationItem) {
      expect(item.qualificationItemResult).toBe("alternate");
      expect(item.expectedServiceAvailabilityDate).toBe(expected);
      expect(item.alternateServiceProposal?.[0].alternateServiceAvailabilityDate).toBe(expected);
    }
    const noAlternative = await ask("IS.iasi.strada-lapusneanu.3", { provideAlternative: false });
    expect(noAlternative.body.serviceQualificationItem[0].alternateServiceProposal).toBeUndefined();
    expect(noAlternative.body.serviceQualificationItem[0].expectedServiceAvailabilityDate).toBe(expected);
  });

  it("unqualified (Timișoara, Aleea Viilor 2): no fixed network, the reason in Romanian", async () => {
    const r = await ask("TM.timisoara.aleea-viilor.2");
    expect(r.body.qualificationResult).toBe("unqualified");
    for (const item of r.body.serviceQualificationItem) {
      expect(char(item, "technology")).toBe("none");
      expect(item.eligibilityUnavailabilityReason).toEqual([
        { code: "NO_COVERAGE", label: "Adresa nu este în aria de acoperire a rețelei fixe." },
      ]);
    }
    const noReason = await ask("TM.timisoara.aleea-viilor.2", { provideUnavailabilityReason: false });
    expect(noReason.body.serviceQualificationItem[0].eligibilityUnavailabilityReason).toBeUndefined();
  });

  it("the same address answers the same; seeded addresses are of every kind", async () => {
    const streets = await t.request("GET", "/geographic-address/streetSegment?streetId=B.sector-1.calea-victoriei&limit=50");
    const results = new Set<string>();
    for (const n of streets.body.items) {
      const a = await ask(n.value);
      const b = await ask(n.value);
      expect(b.body.serviceQualificationItem).toEqual(a.body.serviceQualificationItem);
      results.add(a.body.qualificationResult);
    }
    expect(results.size).toBeGreaterThan(1);
  });

  it("refuses a non-instant query, a missing or unknown address, two addresses", async () => {
    const bad = async (b: unknown) => {
      const r = await t.request<Answer>("POST", QUERY, { body: b });
      return [r.status, r.body.code];
    };
    expect(await bad({ ...body("TM.timisoara.aleea-viilor.2"), instantSyncQualification: false })).toEqual([400, "invalid_body"]);
    expect(await bad({ instantSyncQualification: true })).toEqual([400, "invalid_body"]);
    expect(await bad({ instantSyncQualification: true, searchCriteria: { service: { place: [{ id: "a" }, { id: "b" }] } } })).toEqual([
      400,
      "invalid_body",
    ]);
    expect(await bad(body("TM.timisoara.aleea-viilor.999"))).toEqual([404, "address_not_found"]);
    expect(await bad(body("x".repeat(121)))).toEqual([400, "invalid_body"]);
  });
});
