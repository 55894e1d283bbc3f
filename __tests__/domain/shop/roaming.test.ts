import { RATE_SERVICES, ZONE_ORDER, groupByZone, mapRoamingCountry, type RoamingCountryView } from "../../../src/domain/shop/roaming";

const italy = {
  identifier: "c-it",
  title: "Italia",
  slug: "italia",
  isoCode: "it",
  zone: "UE",
  flagEmoji: "🇮🇹",
  orderIndex: 3,
  rates: {
    callsToRomania: { value: 0, unit: "EUR", per: "min", note: "Inclus în abonament" },
    data: { value: 0.002, unit: "EUR", per: "MB" },
  },
  offers: ["ROAM-EU-5GB", "ROAM-EU-10GB"],
};

describe("roaming country content → view (defensive mapping)", () => {
  it("maps a well-formed country", () => {
    const c = mapRoamingCountry(italy);
    expect(c).toMatchObject({ slug: "italia", name: "Italia", isoCode: "IT", zone: "UE", flag: "🇮🇹", orderIndex: 3 });
    expect(c?.offerIds).toEqual(["ROAM-EU-5GB", "ROAM-EU-10GB"]);
    expect(c?.rates.map((r) => r.service)).toEqual(RATE_SERVICES);
    expect(c?.rates[0]).toEqual({ service: "callsToRomania", value: 0, unit: "EUR", per: "min", note: "Inclus în abonament" });
    expect(c?.rates.find((r) => r.service === "data")).toEqual({ service: "data", value: 0.002, unit: "EUR", per: "MB", note: "" });
  });

  it("no name (missing, blank or not text) → null", () => {
    expect(mapRoamingCountry({ ...italy, title: undefined })).toBeNull();
    expect(mapRoamingCountry({ ...italy, title: "   " })).toBeNull();
    expect(mapRoamingCountry({ ...italy, title: { ro: "Italia" } })).toBeNull();
    expect(mapRoamingCountry(null)).toBeNull();
    expect(mapRoamingCountry(undefined)).toBeNull();
    expect(mapRoamingCountry("Italia" as unknown as Record<string, unknown>)).toBeNull();
  });

  it("reads numeric strings as numbers; anything else non-numeric is null", () => {
    const c = mapRoamingCountry({
      title: "Serbia",
      orderIndex: " 7 ",
      rates: {
        callsToRomania: { value: "0.25" },
        callsLocal: { value: "" },
        receivingCalls: { value: "gratuit" },
        smsToRomania: { value: Number.NaN },
        data: { value: 1 },
      },
    });
    expect(c?.orderIndex).toBe(7);
    expect(c?.rates.map((r) => r.value)).toEqual([0.25, null, null, null, 1]);
  });

  it("defaults: zone Restul lumii, unit EUR, slug from the name, last in order, no offers", () => {
    const c = mapRoamingCountry({ title: "Țara Soarelui Răsare" });
    expect(c).toMatchObject({
      slug: "tara-soarelui-rasare",
      zone: "Restul lumii",
      isoCode: "",
      flag: "",
      orderIndex: Number.MAX_SAFE_INTEGER,
      offerIds: [],
    });
    expect(c?.rates).toHaveLength(RATE_SERVICES.length);
    for (const r of c?.rates ?? []) expect(r).toMatchObject({ value: null, unit: "EUR", per: "", note: "" });
  });

  it("slugs a given slug; keeps ISO codes to two upper-case letters", () => {
    expect(mapRoamingCountry({ title: "Marea Britanie", slug: "Marea Britanie (UK)", isoCode: "gbr" })).toMatchObject({
      slug: "marea-britanie-uk",
      isoCode: "GB",
    });
  });

  it("tolerates malformed rates and offers", () => {
    const c = mapRoamingCountry({ title: "X", rates: "none", offers: "ROAM-1" });
    expect(c?.rates.every((r) => r.value === null)).toBe(true);
    expect(c?.offerIds).toEqual([]);
    const d = mapRoamingCountry({ title: "Y", rates: { data: "1 EUR" }, offers: ["A", null, 42, "", { id: "B" }] });
    expect(d?.rates.find((r) => r.service === "data")?.value).toBeNull();
    expect(d?.offerIds).toEqual(["A", "42"]);
  });

  it("a numeric name is text", () => {
    expect(mapRoamingCountry({ title: 42 })).toMatchObject({ name: "42", slug: "42" });
  });
});

describe("roaming countries grouped by zone", () => {
  const country = (name: string, zone: string): RoamingCountryView => {
    const c = mapRoamingCountry({ title: name, zone });
    if (!c) throw new Error(name);
    return c;
  };

  it("known zones in traveller order, then unknown zones alphabetically", () => {
    const groups = groupByZone([
      country("Japonia", "Restul lumii"),
      country("Zanzibar", "Zonă specială"),
      country("Canada", "America de Nord"),
      country("Elveția", "Europa non-UE"),
      country("Antarctica", "Altă zonă"),
      country("Franța", "UE"),
    ]);
    expect(groups.map((g) => g.zone)).toEqual([...ZONE_ORDER, "Altă zonă", "Zonă specială"]);
  });

  it("countries inside a zone by name with Romanian collation", () => {
    const groups = groupByZone([country("Belgia", "UE"), country("Austria", "UE"), country("Ăla", "UE"), country("Bulgaria", "UE")]);
    expect(groups).toHaveLength(1);
    expect(groups[0]?.countries.map((c) => c.name)).toEqual(["Austria", "Ăla", "Belgia", "Bulgaria"]);
  });

  it("no countries, no zones", () => {
    expect(groupByZone([])).toEqual([]);
  });
});
