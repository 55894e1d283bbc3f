import { countryFromParam, foldRo, mapRoamingCountries, searchCountries } from "../../../src/domain/roaming/roamingCountries";

const list = mapRoamingCountries([
  { slug: "italia", name: "Italia", isoCode: "it", zone: "UE", flag: "🇮🇹" },
  { slug: "elvetia", name: "Elveția", isoCode: "CH", zone: "Europa non-UE", flag: "🇨🇭" },
  { slug: "republica-moldova", name: "Republica Moldova", isoCode: "MD", zone: "Europa non-UE", flag: "" },
  { slug: "statele-unite", name: "Statele Unite", isoCode: "US", zone: "America de Nord", flag: "🇺🇸" },
  { slug: "", name: "Fără slug", isoCode: "XX" },
  { slug: "nicaieri", name: "Nicăieri", isoCode: "123" },
  "Spania",
]);

describe("SPEC §2 roaming panel search term and selected country (CMS countries, Romanian names)", () => {
  it("keeps readable entries only, sorted by Romanian name, ISO codes upper case", () => {
    expect(list.map((c) => c.isoCode)).toEqual(["CH", "IT", "MD", "US"]);
  });
  it("folds diacritics and case", () => {
    expect(foldRo("  Elveția ŞŢ ")).toBe("elvetia st");
  });
  it.each([
    ["", ["CH", "IT", "MD", "US"]],
    ["ital", ["IT"]],
    ["elvetia", ["CH"]],
    ["ELVEȚ", ["CH"]],
    ["mol", ["MD"]],
    ["rep mol", ["MD"]],
    ["unite sta", ["US"]],
    ["alia", []],
  ])("searching %j finds %j", (term, codes) => {
    expect(searchCountries(list, term).map((c) => c.isoCode)).toEqual(codes);
  });
  it("?tara= from /roaming/{tara}: the slug (diacritics and case folded), or an ISO code; nothing else", () => {
    expect(countryFromParam(list, "italia")?.isoCode).toBe("IT");
    expect(countryFromParam(list, "IT")?.isoCode).toBe("IT");
    expect(countryFromParam(list, "Elveția")?.isoCode).toBe("CH");
    expect(countryFromParam(list, null)).toBeNull();
    expect(countryFromParam(list, "atlantida")).toBeNull();
  });
});
