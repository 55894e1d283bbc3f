import {
  DEFAULT_QUERY,
  SORTS,
  applyListingQuery,
  facetOptions,
  parseListingQuery,
  serializeListingQuery,
  type ListingQuery,
} from "../../../src/domain/shop/listingQuery";
import type { Facets, ProductPrice, ProductSummary } from "../../../src/domain/shop/model";

const price = (amount: number, fullPrice: number | null = null): ProductPrice => ({
  price: amount,
  fullPrice,
  currency: "EUR",
  recurring: true,
});

function product(id: string, over: Partial<Omit<ProductSummary, "facets">> & { facets?: Partial<Facets> } = {}): ProductSummary {
  const { facets, ...rest } = over;
  return {
    id,
    kind: "device",
    segment: "CBU",
    category: "telefoane",
    path: `/telefoane/${id}`,
    title: id,
    headlineHtml: "",
    summary: "",
    price: price(10),
    labels: [],
    image: { src: null, placeholder: "/images/placeholders/device.svg", width: 400, height: 400 },
    highlights: [],
    facets: { brand: "", serviceType: "", network: "", inStock: true, ...facets },
    orderIndex: 0,
    cartOffer: null,
    ...rest,
  };
}

const q = (over: Partial<ListingQuery> = {}): ListingQuery => ({ ...DEFAULT_QUERY, ...over });
const ids = (items: ProductSummary[]) => items.map((p) => p.id);

describe("listing query in the address: parse and serialize", () => {
  it("the default query is an empty query string, and an empty string parses to the default", () => {
    expect(serializeListingQuery(DEFAULT_QUERY)).toBe("");
    expect(parseListingQuery("")).toEqual(DEFAULT_QUERY);
    expect(parseListingQuery("?")).toEqual(DEFAULT_QUERY);
  });

  it("round-trips every field (with or without the leading ?)", () => {
    const full = q({
      sort: "pret-descrescator",
      brands: ["Nordia", "Kestrel Mobile"],
      serviceTypes: ["INTERNET", "TV"],
      only5g: true,
      onlyDiscounted: true,
      onlyInStock: true,
    });
    const s = serializeListingQuery(full);
    expect(s.startsWith("?")).toBe(true);
    expect(parseListingQuery(s)).toEqual(full);
    expect(parseListingQuery(s.slice(1))).toEqual(full);
    expect(serializeListingQuery(parseListingQuery(s))).toBe(s);
  });

  it("uses the Romanian parameter names", () => {
    const params = new URLSearchParams(
      serializeListingQuery(
        q({ sort: "nume", brands: ["Nordia"], serviceTypes: ["TV"], only5g: true, onlyDiscounted: true, onlyInStock: true }),
      ),
    );
    expect(params.get("sortare")).toBe("nume");
    expect(params.getAll("marca")).toEqual(["Nordia"]);
    expect(params.getAll("serviciu")).toEqual(["TV"]);
    expect(params.get("5g")).toBe("1");
    expect(params.get("reducere")).toBe("1");
    expect(params.get("stoc")).toBe("1");
  });

  it("keeps the default sort out of the address", () => {
    expect(serializeListingQuery(q({ sort: "recomandate", only5g: true }))).toBe("?5g=1");
  });

  it.each(SORTS)("reads sort %s", (sort) => {
    expect(parseListingQuery(`?sortare=${sort}`).sort).toBe(sort);
  });

  it("encodes brand names with spaces and diacritics and reads them back", () => {
    const s = serializeListingQuery(q({ brands: ["Ștefan & Fiii"] }));
    expect(s).not.toContain(" ");
    expect(parseListingQuery(s).brands).toEqual(["Ștefan & Fiii"]);
  });
});

describe("listing query: unknown or malformed values are ignored", () => {
  it("an unknown sort falls back to the editors' order", () => {
    expect(parseListingQuery("?sortare=pret").sort).toBe("recomandate");
    expect(parseListingQuery("?sortare=").sort).toBe("recomandate");
    expect(parseListingQuery("?sortare=PRET-CRESCATOR").sort).toBe("recomandate");
  });

  it("flags count only as exactly 1", () => {
    expect(parseListingQuery("?5g=true&reducere=0&stoc=yes")).toMatchObject({ only5g: false, onlyDiscounted: false, onlyInStock: false });
    expect(parseListingQuery("?5g=1&reducere=1&stoc=1")).toMatchObject({ only5g: true, onlyDiscounted: true, onlyInStock: true });
  });

  it("drops empty, blank, over-long and repeated filter values; trims the rest", () => {
    const long = "x".repeat(61);
    const parsed = parseListingQuery(`?marca=&marca=%20%20&marca=${long}&marca=%20Nordia%20&marca=Nordia&serviciu=TV&serviciu=TV`);
    expect(parsed.brands).toEqual(["Nordia"]);
    expect(parsed.serviceTypes).toEqual(["TV"]);
    expect(parseListingQuery(`?marca=${"y".repeat(60)}`).brands).toEqual(["y".repeat(60)]);
  });

  it("ignores unknown parameters and survives garbage", () => {
    expect(parseListingQuery("?utm_source=x&foo=bar")).toEqual(DEFAULT_QUERY);
    expect(() => parseListingQuery("?%E0%A4%A&&&==")).not.toThrow();
  });
});

describe("listing filters", () => {
  const items = [
    product("a", { facets: { brand: "Nordia", network: "5G", inStock: true }, price: price(100, 120) }),
    product("b", { facets: { brand: "Kestrel", network: "4G", inStock: false }, price: price(50) }),
    product("c", { facets: { brand: "Nordia", network: "4G", inStock: true }, price: price(80, 80) }),
    product("d", { facets: { brand: "Lumo", network: "5G", inStock: false }, price: null }),
  ];

  it("no filter keeps everything", () => {
    expect(ids(applyListingQuery(items, DEFAULT_QUERY)).sort()).toEqual(["a", "b", "c", "d"]);
  });

  it("brand: any of the chosen brands", () => {
    expect(ids(applyListingQuery(items, q({ brands: ["Nordia"] }))).sort()).toEqual(["a", "c"]);
    expect(ids(applyListingQuery(items, q({ brands: ["Nordia", "Lumo"] }))).sort()).toEqual(["a", "c", "d"]);
    expect(applyListingQuery(items, q({ brands: ["Nope"] }))).toEqual([]);
  });

  it("service type: any of the chosen types", () => {
    const fixed = [
      product("i", { kind: "fixed", facets: { serviceType: "INTERNET" } }),
      product("t", { kind: "fixed", facets: { serviceType: "TV" } }),
      product("b", { kind: "fixed", facets: { serviceType: "BUNDLE" } }),
    ];
    expect(ids(applyListingQuery(fixed, q({ serviceTypes: ["TV"] })))).toEqual(["t"]);
    expect(ids(applyListingQuery(fixed, q({ serviceTypes: ["TV", "INTERNET"] }))).sort()).toEqual(["i", "t"]);
  });

  it("5G only", () => {
    expect(ids(applyListingQuery(items, q({ only5g: true }))).sort()).toEqual(["a", "d"]);
  });

  it("discounted only: a full price above the price (equal full price or no price is not a discount)", () => {
    expect(ids(applyListingQuery(items, q({ onlyDiscounted: true })))).toEqual(["a"]);
  });

  it("in stock only", () => {
    expect(ids(applyListingQuery(items, q({ onlyInStock: true }))).sort()).toEqual(["a", "c"]);
  });

  it("filters combine (all must hold)", () => {
    expect(ids(applyListingQuery(items, q({ brands: ["Nordia"], only5g: true })))).toEqual(["a"]);
    expect(applyListingQuery(items, q({ brands: ["Kestrel"], onlyInStock: true }))).toEqual([]);
  });

  it("does not reorder or mutate the input array", () => {
    const before = ids(items);
    applyListingQuery(items, q({ sort: "nume" }));
    expect(ids(items)).toEqual(before);
  });
});

describe("listing sorts", () => {
  // Titles chosen so Romanian collation (ă after a) differs from both the root collation and code-unit order.
  const tie = [
    product("ba", { title: "Ba", price: price(10), orderIndex: 1 }),
    product("ala", { title: "Ăla", price: price(10), orderIndex: 1 }),
    product("az", { title: "Az", price: price(10), orderIndex: 1 }),
  ];

  it("recomandate: editors' orderIndex ascending", () => {
    const items = [product("x", { orderIndex: 3 }), product("y", { orderIndex: 1 }), product("z", { orderIndex: 2 })];
    expect(ids(applyListingQuery(items, q()))).toEqual(["y", "z", "x"]);
  });

  it("nume: by title with Romanian collation", () => {
    expect(ids(applyListingQuery(tie, q({ sort: "nume" })))).toEqual(["az", "ala", "ba"]);
  });

  it("pret-crescator: cheapest first, products without a price last", () => {
    const items = [
      product("none", { price: null }),
      product("p30", { price: price(30) }),
      product("p10", { price: price(10, 20) }),
      product("p20", { price: price(20) }),
    ];
    expect(ids(applyListingQuery(items, q({ sort: "pret-crescator" })))).toEqual(["p10", "p20", "p30", "none"]);
  });

  it("pret-descrescator: dearest first, products without a price still last", () => {
    const items = [
      product("none", { price: null }),
      product("p10", { price: price(10) }),
      product("p30", { price: price(30) }),
      product("p20", { price: price(20) }),
    ];
    expect(ids(applyListingQuery(items, q({ sort: "pret-descrescator" })))).toEqual(["p30", "p20", "p10", "none"]);
  });

  it.each(["recomandate", "pret-crescator", "pret-descrescator"] as const)("%s: ties broken by title (Romanian collation)", (sort) => {
    expect(ids(applyListingQuery(tie, q({ sort })))).toEqual(["az", "ala", "ba"]);
  });

  it.each(["pret-crescator", "pret-descrescator"] as const)("%s: several products without a price are ordered by title", (sort) => {
    const items = [
      product("ba", { title: "Ba", price: null }),
      product("p", { title: "Zeta", price: price(5) }),
      product("ala", { title: "Ăla", price: null }),
      product("az", { title: "Az", price: null }),
    ];
    expect(ids(applyListingQuery(items, q({ sort })))).toEqual(["p", "az", "ala", "ba"]);
  });
});

describe("facet options", () => {
  it("brands with counts, sorted with Romanian collation", () => {
    const items = [
      product("1", { facets: { brand: "Zeta" } }),
      product("2", { facets: { brand: "Ăla" } }),
      product("3", { facets: { brand: "Az" } }),
      product("4", { facets: { brand: "Zeta" } }),
    ];
    expect(facetOptions(items).brands).toEqual([
      { value: "Az", count: 1 },
      { value: "Ăla", count: 1 },
      { value: "Zeta", count: 2 },
    ]);
  });

  it("a facet with a single value is not offered; empty values are not a value", () => {
    const oneBrand = [product("1", { facets: { brand: "Nordia" } }), product("2", { facets: { brand: "Nordia" } }), product("3")];
    expect(facetOptions(oneBrand).brands).toEqual([]);
    const plans = [product("1", { facets: { serviceType: "MOBILE" } }), product("2", { facets: { serviceType: "MOBILE" } })];
    expect(facetOptions(plans).serviceTypes).toEqual([]);
    expect(facetOptions([]).brands).toEqual([]);
  });

  it("service types with counts when there are at least two", () => {
    const fixed = [
      product("1", { facets: { serviceType: "TV" } }),
      product("2", { facets: { serviceType: "INTERNET" } }),
      product("3", { facets: { serviceType: "TV" } }),
    ];
    expect(facetOptions(fixed).serviceTypes).toEqual([
      { value: "INTERNET", count: 1 },
      { value: "TV", count: 2 },
    ]);
  });

  it("5G filter only when some but not all products are 5G", () => {
    const g5 = product("a", { facets: { network: "5G" } });
    const g4 = product("b", { facets: { network: "4G" } });
    expect(facetOptions([g5, g4]).has5g).toBe(true);
    expect(facetOptions([g5, { ...g5, id: "c" }]).has5g).toBe(false);
    expect(facetOptions([g4]).has5g).toBe(false);
  });

  it("stock filter only when some but not all products are in stock", () => {
    const inStock = product("a", { facets: { inStock: true } });
    const out = product("b", { facets: { inStock: false } });
    expect(facetOptions([inStock, out]).hasStockInfo).toBe(true);
    expect(facetOptions([inStock, { ...inStock, id: "c" }]).hasStockInfo).toBe(false);
    expect(facetOptions([out]).hasStockInfo).toBe(false);
  });

  it("discount filter only when some but not all products are discounted", () => {
    const disc = product("a", { price: price(10, 20) });
    const plain = product("b", { price: price(10) });
    const same = product("c", { price: price(10, 10) });
    expect(facetOptions([disc, plain]).hasDiscounts).toBe(true);
    expect(facetOptions([plain, same, product("d", { price: null })]).hasDiscounts).toBe(false);
    // Every product discounted: the filter would not narrow anything, so it is not a choice either.
    expect(facetOptions([disc, { ...disc, id: "e" }]).hasDiscounts).toBe(false);
  });
});
