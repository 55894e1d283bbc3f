import { FLOW_TYPES, OFFER_TYPES, PRODUCT_CATEGORIES, ROLES, isOneOf } from "../../src/domain/enums";
import * as c from "../../src/domain/constants";

describe("SPEC §3 enumerations", () => {
  it("lists the 14 offer types and the 11 roles", () => {
    expect(OFFER_TYPES).toHaveLength(14);
    expect(ROLES).toHaveLength(11);
    expect(ROLES).toContain("TechnicalChooser");
  });
  it("keeps the flow types, including the 'also' values", () => {
    expect(FLOW_TYPES.slice(0, 4)).toEqual(["NO_MSISDN_ACQ", "ACQ", "MNP", "MFP"]);
    expect(FLOW_TYPES).toContain("Servicii fixe");
  });
  it("maps product categories to the Romanian slugs", () => {
    expect(PRODUCT_CATEGORIES).toEqual(["telefoane", "abonamente", "fixe", "bundle", "cartela", "mifi"]);
  });
  it("narrows back-end strings with isOneOf", () => {
    expect(isOneOf(OFFER_TYPES, "Device")).toBe(true);
    expect(isOneOf(OFFER_TYPES, "device")).toBe(false);
    expect(isOneOf(OFFER_TYPES, 42)).toBe(false);
  });
});

describe("SPEC §9 business constants", () => {
  it("holds the layout tokens", () => {
    expect(c.BREAKPOINTS).toEqual({ sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 });
    expect(c.SPACING_SCALE).toEqual([4, 8, 12, 16, 24, 32, 52]);
    expect(c.BOX_RADIUS_PX).toBe(6);
    expect(c.CONTAINER_MAX_WIDTH_PX).toBe(1180);
  });
  it("holds the data-fetch defaults", () => {
    expect(c.DATA_FETCH_DEFAULTS).toEqual({
      refetchOnWindowFocus: false,
      staleTimeMs: 300000,
      retries: 3,
      retryDelayCapMs: 30000,
      cacheLifetimeMs: 300000,
    });
  });
  it("holds the shop and limits constants", () => {
    expect([c.DEFAULT_MAX_CART_QUANTITY, c.DEFAULT_POSTCODE, c.COUNTRY, c.DEFAULT_FLOW]).toEqual([1, "NA", "RO", "NO_MSISDN_ACQ"]);
    expect([c.RECHARGE_RATE_LOOKUP_MIN, c.RECHARGE_RATE_LOOKUP_MAX, c.USAGE_PAGE_SIZE]).toEqual([3, 100, 10]);
    expect([c.GRAPHQL_BATCH_MAX, c.GRAPHQL_BATCH_INTERVAL_MS, c.SEARCH_PAGE_SIZE, c.SEARCH_UNPAGINATED_SIZE]).toEqual([10, 50, 20, 40]);
    expect(c.STORED_STATE_VERSION).toBe("2.4.2");
    expect(c.BILL_DISABLED_CODES).toEqual([8, 9, 10, 98]);
  });
});

describe("SPEC §9 special product list", () => {
  it("has ten distinct product ids", () => {
    expect(new Set(c.SPECIAL_PRODUCT_IDS).size).toBe(10);
    expect(c.SPECIAL_PRODUCT_IDS[0]).toBe("PRP-SPC-001");
    expect(c.SPECIAL_PRODUCT_IDS[9]).toBe("PRP-SPC-010");
  });
});
