// The business list's filters in the address (src/domain/fleet/fleetQuery.ts): SPEC §7 "Bar/unbar" GET /list?owner and
// GET /count, as cartela-sim's business view keeps them (issue 27: "filters … kept in the address").
import {
  DEFAULT_FLEET_LIST,
  FLEET_PAGE_SIZE,
  fleetCountParams,
  fleetFilterKey,
  fleetListParams,
  fleetPageCount,
  fleetSearchOf,
  isFleetFiltered,
  parseFleetListQuery,
  readFleetFilterForm,
  serializeFleetListQuery,
  type FleetListQuery,
} from "../../../src/domain/fleet/fleetQuery";

const BANS = ["500000501", "500000502", "500000503"];
const full: FleetListQuery = { owner: "mine", q: "Ana Popa", ban: "500000503", state: "barred", page: 3 };

describe("SPEC §7 Bar/unbar: the business list's filters in the address", () => {
  it("SPEC §7 Bar/unbar: an empty address is every line in reach, page 1", () => {
    expect(parseFleetListQuery("")).toEqual(DEFAULT_FLEET_LIST);
    expect(serializeFleetListQuery(DEFAULT_FLEET_LIST)).toBe("");
  });

  it("SPEC §7 Bar/unbar: owner, search, account, state and page go to the address and back", () => {
    const text = serializeFleetListQuery(full);
    expect(text).toBe("?owner=true&q=Ana+Popa&ban=500000503&state=barred&page=3");
    expect(parseFleetListQuery(text, BANS)).toEqual(full);
    expect(parseFleetListQuery(new URLSearchParams(text.slice(1)))).toEqual(full);
  });

  it.each([
    ["owner=yes", { owner: "all" }],
    ["owner=false", { owner: "all" }],
    ["state=suspended", { state: null }],
    ["state=", { state: null }],
    ["ban=abc", { ban: null }],
    ["ban=12345", { ban: null }],
    ["page=0", { page: 1 }],
    ["page=-2", { page: 1 }],
    ["page=2.5", { page: 1 }],
    ["page=x", { page: 1 }],
    ["q=%20%20", { q: "" }],
  ])("SPEC §7 Bar/unbar: a bad value in the address falls back (%s)", (search, expected) => {
    expect(parseFleetListQuery(`?${search}`)).toEqual({ ...DEFAULT_FLEET_LIST, ...expected });
  });

  it("SPEC §7 Bar/unbar: an account that is not one of the caller's is no filter when the accounts are known", () => {
    expect(parseFleetListQuery("?ban=500000599", BANS).ban).toBeNull();
    expect(parseFleetListQuery("?ban=500000599").ban).toBe("500000599");
    expect(parseFleetListQuery("?ban=500000502", BANS).ban).toBe("500000502");
  });

  it("SPEC §7 Bar/unbar: the search is trimmed, its spaces collapsed, cut at 60 characters (the back end's limit)", () => {
    expect(fleetSearchOf("  Ana   Popa ")).toBe("Ana Popa");
    expect(fleetSearchOf("x".repeat(80))).toHaveLength(60);
    expect(parseFleetListQuery(`?q=${"y".repeat(70)}`).q).toHaveLength(60);
    expect(fleetSearchOf(null)).toBe("");
  });

  it("SPEC §7 Bar/unbar: the form's choice is page 1; what the form cannot hold falls back", () => {
    expect(readFleetFilterForm({ owner: "mine", q: " 0729 100 231 ", ban: "500000503", state: "active" }, BANS)).toEqual({
      owner: "mine",
      q: "0729 100 231",
      ban: "500000503",
      state: "active",
      page: 1,
    });
    expect(readFleetFilterForm({ owner: "", q: "", ban: "999", state: "blocked" }, BANS)).toEqual(DEFAULT_FLEET_LIST);
  });

  it("SPEC §7 Bar/unbar: GET /list asks for one page of 20 with the filters; owner only when it narrows", () => {
    expect(fleetListParams(full)).toEqual({
      owner: "true",
      q: "Ana Popa",
      ban: "500000503",
      state: "barred",
      offset: 2 * FLEET_PAGE_SIZE,
      limit: FLEET_PAGE_SIZE,
    });
    expect(fleetListParams(DEFAULT_FLEET_LIST)).toEqual({ offset: 0, limit: 20 });
  });

  it("SPEC §7 Bar/unbar: GET /count has the same owner, search and account but every state (the summary splits them)", () => {
    expect(fleetCountParams(full)).toEqual({ owner: "true", q: "Ana Popa", ban: "500000503" });
    expect(fleetCountParams(DEFAULT_FLEET_LIST)).toEqual({});
  });

  it("SPEC §7 Bar/unbar: pages of 20, at least one; a filter is set when any of the four is", () => {
    expect([fleetPageCount(0), fleetPageCount(20), fleetPageCount(21), fleetPageCount(297)]).toEqual([1, 1, 2, 15]);
    expect(isFleetFiltered(DEFAULT_FLEET_LIST)).toBe(false);
    expect(isFleetFiltered({ ...DEFAULT_FLEET_LIST, page: 4 })).toBe(false);
    for (const f of [{ owner: "mine" as const }, { q: "ana" }, { ban: "500000501" }, { state: "active" as const }])
      expect(isFleetFiltered({ ...DEFAULT_FLEET_LIST, ...f })).toBe(true);
  });

  it("SPEC §7 Bar/unbar: the filter key ignores the page (a selection is kept while paging)", () => {
    expect(fleetFilterKey(full)).toBe(fleetFilterKey({ ...full, page: 1 }));
    expect(fleetFilterKey(full)).not.toBe(fleetFilterKey({ ...full, state: "active" }));
  });
});
