import { matchesQuery, searchOptions } from "../../../src/domain/address/search";

const COUNTIES = [
  { label: "Bistrița-Năsăud", value: "BN" },
  { label: "Brașov", value: "BV" },
  { label: "Brăila", value: "BR" },
  { label: "București", value: "B" },
  { label: "Timiș", value: "TM" },
];

describe("SPEC §7 geographic address search (TMF673 cascade): case and diacritics never matter", () => {
  it("'Brasov', 'BRAȘOV', cedilla 'Braşov' (U+015F) and comma-below 'brașov' (U+0219) all find Brașov", () => {
    for (const q of ["Brasov", "BRAȘOV", "Bra\u015Fov", "bra\u0219ov", "  brasov "]) expect(matchesQuery("Brașov", q)).toBe(true);
    expect(matchesQuery("Bra\u015Fov", "brașov")).toBe(true);
  });

  it("cedilla ţ (U+0163) and comma-below ț (U+021B) are one letter; â, î, ă fold to a, i, a", () => {
    expect(matchesQuery("Constan\u021Ba", "constan\u0163a")).toBe(true);
    expect(matchesQuery("Râmnicu Vâlcea", "ramnicu valcea")).toBe(true);
    expect(matchesQuery("Târgu Jiu", "TARGU")).toBe(true);
    expect(matchesQuery("Brăila", "braila")).toBe(true);
  });

  it("every word typed begins a word of the label, in any order; hyphens and punctuation are spaces", () => {
    expect(matchesQuery("Strada Republicii", "str. rep")).toBe(true);
    expect(matchesQuery("Strada Republicii", "republicii strada")).toBe(true);
    expect(matchesQuery("Cluj-Napoca", "cluj napoca")).toBe(true);
    expect(matchesQuery("Cluj-Napoca", "napoca")).toBe(true);
    expect(matchesQuery("Strada Republicii", "publicii")).toBe(false);
    expect(matchesQuery("Strada Republicii", "str lunga")).toBe(false);
  });

  it("an empty query matches everything", () => {
    expect(matchesQuery("Timiș", "")).toBe(true);
    expect(searchOptions(COUNTIES, " ", 10).total).toBe(5);
  });

  it("answers the labels that begin with the query first, then the others in the given order, limited; total counts all", () => {
    const options = [
      { label: "Strada Bucureștii Noi", value: "1" },
      { label: "Calea București", value: "2" },
      { label: "București", value: "3" },
      { label: "Strada Lungă", value: "4" },
    ];
    expect(searchOptions(options, "bucuresti", 10)).toEqual({
      items: [options[2], options[0], options[1]],
      total: 3,
    });
    expect(searchOptions(options, "bucuresti", 2)).toEqual({ items: [options[2], options[0]], total: 3 });
    expect(searchOptions(COUNTIES, "br", 10).items.map((c) => c.value)).toEqual(["BV", "BR"]);
    expect(searchOptions(COUNTIES, "xyz", 10)).toEqual({ items: [], total: 0 });
  });
});
