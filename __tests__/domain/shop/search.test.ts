import { SEARCH_MAX_QUERY, SEARCH_MIN_QUERY, normalizeForSearch, searchCatalogue, type SearchEntry } from "../../../src/domain/shop/search";

const entry = (id: string, over: Partial<SearchEntry> = {}): SearchEntry => ({
  id,
  path: `/abonamente/${id}`,
  title: id,
  kind: "plan",
  summary: "",
  keywords: "",
  price: null,
  currency: "EUR",
  recurring: false,
  ...over,
});

function resultIds(entries: SearchEntry[], query: string): string[] {
  const out = searchCatalogue(entries, query);
  if (out.kind !== "results") throw new Error(`expected results for ${JSON.stringify(query)}, got ${out.kind}`);
  return out.results.map((e) => e.id);
}

describe("search normalisation", () => {
  it("lowercases, strips diacritics (both comma and cedilla forms) and punctuation", () => {
    expect(normalizeForSearch("Portare cu TELEFON")).toBe("portare cu telefon");
    expect(normalizeForSearch("Ștefan Țară Şcoală Ţepeș ăâî")).toBe("stefan tara scoala tepes aai");
    expect(normalizeForSearch("  Smart-15 / 5G!!  ")).toBe("smart 15 5g");
    expect(normalizeForSearch(undefined as unknown as string)).toBe("");
  });
});

describe("search over the catalogue", () => {
  const catalogue = [
    entry("smart", { title: "Abonament Smart 15", summary: "60 GB internet" }),
    entry("phone", { title: "Nordia X5", kind: "device", keywords: "Nordia telefoane" }),
    entry("ro", { title: "Internet Ţară", summary: "Fibră în toată țara" }),
  ];

  it("is case- and diacritics-insensitive in both directions", () => {
    expect(resultIds(catalogue, "abonament")).toEqual(["smart"]);
    expect(resultIds(catalogue, "ABONAMENT")).toEqual(["smart"]);
    expect(resultIds(catalogue, "tara")).toEqual(["ro"]);
    expect(resultIds(catalogue, "țară")).toEqual(["ro"]);
    expect(resultIds(catalogue, "fibra")).toEqual(["ro"]);
  });

  it("every word must match somewhere (title, summary, keywords or kind)", () => {
    expect(resultIds(catalogue, "smart internet")).toEqual(["smart"]);
    expect(resultIds(catalogue, "smart nordia")).toEqual([]);
    expect(resultIds(catalogue, "nordia telefoane")).toEqual(["phone"]);
    expect(resultIds(catalogue, "device nordia")).toEqual(["phone"]);
  });

  it("matches inside words too (after whole-word matches)", () => {
    expect(resultIds(catalogue, "bonament")).toEqual(["smart"]);
  });

  it("title matches rank before summary/keyword matches, whatever the index order", () => {
    const entries = [
      entry("inSummary", { title: "Pachet Familie", summary: "cu internet nelimitat" }),
      entry("inKeywords", { title: "Cartelă", keywords: "internet" }),
      entry("inTitle", { title: "Internet acasă" }),
    ];
    expect(resultIds(entries, "internet")).toEqual(["inTitle", "inSummary", "inKeywords"]);
  });

  it("a whole word in the title beats a prefix, which beats a match inside a word", () => {
    const entries = [
      entry("inside", { title: "Supersmart" }),
      entry("prefix", { title: "Smartphone" }),
      entry("word", { title: "Smart 15" }),
    ];
    expect(resultIds(entries, "smart")).toEqual(["word", "prefix", "inside"]);
  });

  it("equal scores keep the index order", () => {
    const entries = [entry("b", { title: "Smart B" }), entry("a", { title: "Smart A" })];
    expect(resultIds(entries, "smart")).toEqual(["b", "a"]);
  });

  it(`too short: fewer than ${SEARCH_MIN_QUERY} letters or digits`, () => {
    expect(searchCatalogue(catalogue, "")).toEqual({ kind: "tooShort" });
    expect(searchCatalogue(catalogue, "a")).toEqual({ kind: "tooShort" });
    expect(searchCatalogue(catalogue, "  ș  ")).toEqual({ kind: "tooShort" });
    expect(searchCatalogue(catalogue, "!!?")).toEqual({ kind: "tooShort" });
    expect(searchCatalogue(catalogue, "5g").kind).toBe("results");
  });

  it("reports the trimmed query it searched for", () => {
    expect(searchCatalogue(catalogue, "  Smart  ")).toMatchObject({ kind: "results", query: "Smart" });
  });

  it(`reads at most ${SEARCH_MAX_QUERY} characters of the query`, () => {
    // A word past the cap would match nothing; it is cut off, so the results are those of "smart".
    const long = `smart${" ".repeat(SEARCH_MAX_QUERY)}zzzz`;
    const out = searchCatalogue(catalogue, long);
    expect(out).toMatchObject({ kind: "results", query: "smart" });
    expect(resultIds(catalogue, long)).toEqual(["smart"]);
    const capped = searchCatalogue(catalogue, "x".repeat(500));
    expect(capped.kind === "results" && capped.query.length).toBe(SEARCH_MAX_QUERY);
  });

  it("no matches is an empty result list, not an error", () => {
    expect(searchCatalogue(catalogue, "inexistent")).toEqual({ kind: "results", query: "inexistent", results: [] });
    expect(searchCatalogue([], "smart")).toEqual({ kind: "results", query: "smart", results: [] });
  });
});
