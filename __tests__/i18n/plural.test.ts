import { countOf } from "../../src/i18n/plural";
import { roShop } from "../../src/i18n/ro/shop";

const produs = { one: "produs", many: "produse" };

describe("countOf: Romanian plural forms by Intl.PluralRules('ro')", () => {
  test.each([
    [1, "1 produs"],
    [0, "0 produse"],
    [2, "2 produse"],
    [19, "19 produse"],
    [20, "20 de produse"],
    [24, "24 de produse"],
    [100, "100 de produse"],
    [101, "101 produse"],
    [119, "119 produse"],
    [120, "120 de produse"],
    [1000, "1.000 de produse"],
    [1019, "1.019 produse"],
  ])("%i → %s", (n, expected) => {
    expect(countOf(n, produs)).toBe(expected);
  });

  test("other nouns follow the same rule", () => {
    const rezultat = { one: "rezultat", many: "rezultate" };
    expect(countOf(1, rezultat)).toBe("1 rezultat");
    expect(countOf(3, rezultat)).toBe("3 rezultate");
    expect(countOf(45, rezultat)).toBe("45 de rezultate");
  });
});

describe("the shop's counts use it", () => {
  test("listing count: all shown, and some of all", () => {
    expect(roShop.listing.count(1, 1)).toBe("1 produs");
    expect(roShop.listing.count(24, 24)).toBe("24 de produse");
    expect(roShop.listing.count(12, 24)).toBe("12 din 24 de produse");
    expect(roShop.listing.count(3, 5)).toBe("3 din 5 produse");
  });

  test("search results", () => {
    expect(roShop.search.results(1, "x5")).toBe("Un rezultat pentru „x5”");
    expect(roShop.search.results(7, "x5")).toBe("7 rezultate pentru „x5”");
    expect(roShop.search.results(21, "x5")).toBe("21 de rezultate pentru „x5”");
  });
});
