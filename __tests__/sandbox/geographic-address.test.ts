// geographic address (SPEC §7, TMF673 v1 area → street → streetSegment cascade; contract "Geographic address"): public,
// label/value pairs filtered by q without regard to case or diacritics, sorted and limited; one address by id with the
// SPEC §3 fixed-services address.
import { startTestSandbox, type TestSandbox } from "./support/sandbox";

const BASE = "/geographic-address";
type Page = { items: { label: string; value: string; hasSubAddress?: boolean }[]; total: number; code?: string };

describe("geographic address", () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startTestSandbox();
  });
  afterAll(() => t.close());

  const get = <T = Page>(path: string) => t.request<T>("GET", BASE + path);
  const enc = encodeURIComponent;

  it("counties: all 41 and București, Romanian order, no sign-in needed", async () => {
    const r = await get("/area?type=county&limit=50");
    expect(r.status).toBe(200);
    expect(r.body.total).toBe(42);
    const labels = r.body.items.map((i) => i.label);
    expect(labels.slice(0, 3)).toEqual(["Alba", "Arad", "Argeș"]);
    expect(labels).toContain("București");
    expect(labels.indexOf("Brașov")).toBeLessThan(labels.indexOf("Brăila"));
    expect(r.body.items.find((i) => i.label === "Timiș")?.value).toBe("TM");
  });

  it("'brasov', cedilla 'BRAŞOV' and comma-below 'brașov' find Brașov; limit caps the answer, total counts all", async () => {
    for (const q of ["brasov", "BRA\u015EOV", "bra\u0219ov"]) {
      const r = await get(`/area?type=county&q=${enc(q)}`);
      expect(r.body).toEqual({ items: [{ label: "Brașov", value: "BV" }], total: 1 });
    }
    const b = await get("/area?type=county&q=b&limit=2");
    expect(b.body.items).toHaveLength(2);
    expect(b.body.total).toBeGreaterThan(2);
  });

  it("București's localities are its six sectors", async () => {
    const r = await get("/area?type=locality&parentId=B");
    expect(r.body.items.map((i) => i.label)).toEqual(["Sector 1", "Sector 2", "Sector 3", "Sector 4", "Sector 5", "Sector 6"]);
  });

  it("cascade county → locality → street → number → flat, each answer's value the next call's parent", async () => {
    const localities = await get("/area?type=locality&parentId=CJ&q=cluj");
    expect(localities.body.items[0]).toEqual({ label: "Cluj-Napoca", value: "CJ.cluj-napoca" });
    const streets = await get(`/street?areaId=CJ.cluj-napoca&q=${enc("dorobantilor")}`);
    expect(streets.body.items).toEqual([{ label: "Calea Dorobanților", value: "CJ.cluj-napoca.calea-dorobantilor" }]);
    const numbers = await get("/streetSegment?streetId=CJ.cluj-napoca.calea-dorobantilor&q=5");
    expect(numbers.body.items[0]).toEqual({ label: "5", value: "CJ.cluj-napoca.calea-dorobantilor.5", hasSubAddress: true });
    const flats = await get("/geographicAddress/CJ.cluj-napoca.calea-dorobantilor.5/geographicSubAddress?limit=50");
    expect(flats.body.total).toBeGreaterThan(0);
    expect(flats.body.items[0].label).toMatch(/^Bloc \w+, Scara \w+, Parter, Ap\. 1$/);
    expect(flats.body.items[0].value).toMatch(/^CJ\.cluj-napoca\.calea-dorobantilor\.5\.\w+\.\w+\.1$/);
    const ap2 = await get(`/geographicAddress/CJ.cluj-napoca.calea-dorobantilor.5/geographicSubAddress?q=${enc("parter ap. 2")}`);
    expect(ap2.body.total).toBeGreaterThan(0);
    expect(ap2.body.total).toBeLessThan(flats.body.total);
    expect(ap2.body.items.every((i) => /Parter/.test(i.label) && /\b2/.test(i.label))).toBe(true);
  });

  it("streets are sorted by name and carry their types (Strada, Bulevardul, Calea, Aleea, Șoseaua)", async () => {
    const r = await get("/street?areaId=B.sector-2&limit=50");
    const names = r.body.items.map((i) => i.label);
    expect(names).toContain("Șoseaua Ștefan cel Mare");
    expect(names).toContain("Bulevardul Lacul Tei");
    const s = await get(`/street?areaId=B.sector-2&q=${enc("stefan")}`);
    expect(s.body.items.map((i) => i.label)).toEqual(["Șoseaua Ștefan cel Mare"]);
  });

  it("numbers are in numeric order", async () => {
    const r = await get("/streetSegment?streetId=BV.brasov.strada-republicii&limit=50");
    const nrs = r.body.items.map((i) => parseInt(i.label, 10));
    expect(nrs).toEqual([...nrs].sort((a, b) => a - b));
    expect(r.body.items.find((i) => i.label === "10")).toEqual({
      label: "10",
      value: "BV.brasov.strada-republicii.10",
      hasSubAddress: false,
    });
  });

  it("one address by id: TMF673 fields, postcode 'NA' (SPEC §9), the SPEC §3 fixed-services address and its label", async () => {
    const house = await get<any>("/geographicAddress/BV.brasov.strada-republicii.10");
    expect(house.status).toBe(200);
    expect(house.body).toMatchObject({
      id: "BV.brasov.strada-republicii.10",
      "@type": "GeographicAddress",
      country: "RO",
      postcode: "NA",
      stateOrProvince: "Brașov",
      city: "Brașov",
      streetType: "Strada",
      streetName: "Republicii",
      streetNr: "10",
      formattedAddress: "Strada Republicii nr. 10, Brașov, județul Brașov",
      geographicSubAddress: [],
      fixedServicesAddress: {
        county: { label: "Brașov", value: "BV" },
        locality: { label: "Brașov", value: "BV.brasov" },
        street: { label: "Strada Republicii", value: "BV.brasov.strada-republicii" },
        streetNo: { label: "10", value: "BV.brasov.strada-republicii.10" },
        building: null,
        levelType: null,
        subunit: null,
        addressId: { label: "Strada Republicii nr. 10, Brașov, județul Brașov", value: "BV.brasov.strada-republicii.10" },
      },
    });
    const flats = await get("/geographicAddress/B.sector-3.bulevardul-unirii.10/geographicSubAddress?limit=50");
    const flat = flats.body.items[flats.body.items.length - 1];
    const one = await get<any>(`/geographicAddress/${flat.value}`);
    expect(one.body.city).toBe("București");
    expect(one.body.locality).toBe("Sector 3");
    expect(one.body.geographicSubAddress[0]).toMatchObject({ subUnitType: "FLAT", levelType: "floor" });
    expect(one.body.fixedServicesAddress.subunit.label).toMatch(/^Ap\. \d+$/);
    expect(one.body.formattedAddress).toBe(`Bulevardul Unirii nr. 10, ${flat.label}, Sector 3, București`);
  });

  it("unknown ids are 404 with a code; a flat has no sub-addresses", async () => {
    expect((await get("/geographicAddress/BV.brasov.strada-republicii.999")).body).toMatchObject({
      status: "404",
      code: "address_not_found",
    });
    expect((await get("/area?type=locality&parentId=XX")).body.code).toBe("area_not_found");
    expect((await get("/street?areaId=CJ.nowhere")).body.code).toBe("area_not_found");
    expect((await get("/streetSegment?streetId=CJ.cluj-napoca.nowhere")).body.code).toBe("street_not_found");
    const flats = await get("/geographicAddress/B.sector-3.bulevardul-unirii.10/geographicSubAddress");
    expect((await get(`/geographicAddress/${flats.body.items[0].value}/geographicSubAddress`)).status).toBe(404);
  });

  it("validation: type and parent required, q at most 60 characters, limit 1 to 50", async () => {
    const bad = async (path: string) => {
      const r = await get(path);
      return [r.status, r.body.code];
    };
    expect(await bad("/area")).toEqual([400, "invalid_query"]);
    expect(await bad("/area?type=locality")).toEqual([400, "invalid_query"]);
    expect(await bad(`/area?type=county&q=${"a".repeat(61)}`)).toEqual([400, "invalid_query"]);
    expect(await bad("/area?type=county&limit=51")).toEqual([400, "invalid_query"]);
    expect(await bad("/area?type=county&limit=0")).toEqual([400, "invalid_query"]);
    expect(await bad("/street")).toEqual([400, "invalid_query"]);
    expect((await get(`/area?type=county&q=${"a".repeat(60)}`)).status).toBe(200);
  });
});
