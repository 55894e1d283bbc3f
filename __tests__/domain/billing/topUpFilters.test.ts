// The top-up history's filters in the address: SPEC §2 "Screen data needs: … top-up history" (route
// istoric-reincarcari), SPEC §9 "Usage page size 10", docs/billing-contract.md "Top-up history" (relatedPartyId,
// startDate/endDate YYYY-MM-DD inclusive, limit, offset; startDate after endDate is refused).
import { USAGE_PAGE_SIZE } from "../../../src/domain/constants";
import { ownNumberOf } from "../../../src/domain/billing/ownNumber";
import {
  isIsoDay,
  pageCount,
  pageOffset,
  parseTopUpQuery,
  readTopUpRange,
  serializeTopUpQuery,
  TOP_UP_PAGE_SIZE,
  topUpRequest,
} from "../../../src/domain/billing/topUpFilters";
import { mapUserInfo } from "../../../src/domain/session/userInfo";

describe("SPEC §9 'Usage page size 10': the history's pages", () => {
  it("are the usage lists' size", () => {
    expect(TOP_UP_PAGE_SIZE).toBe(USAGE_PAGE_SIZE);
    expect(TOP_UP_PAGE_SIZE).toBe(10);
  });

  it.each([
    [1, 0],
    [2, 10],
    [3, 20],
    [0, 0],
    [-4, 0],
  ])("page %i starts at offset %i", (page, offset) => {
    expect(pageOffset(page)).toBe(offset);
  });

  it.each([
    [0, 1],
    [1, 1],
    [10, 1],
    [11, 2],
    [25, 3],
    [30, 3],
    [-1, 1],
  ])("%i top-ups make %i page(s)", (total, pages) => {
    expect(pageCount(total)).toBe(pages);
  });
});

describe("SPEC §2 top-up history: the address ?de=&pana=&pagina=", () => {
  it("reads the range and the page", () => {
    expect(parseTopUpQuery("?de=2026-01-01&pana=2026-03-02&pagina=3")).toEqual({ from: "2026-01-01", to: "2026-03-02", page: 3 });
    expect(parseTopUpQuery(new URLSearchParams("pagina=2"))).toEqual({ from: null, to: null, page: 2 });
    expect(parseTopUpQuery("")).toEqual({ from: null, to: null, page: 1 });
  });

  it.each(["?de=2026-02-30", "?de=01.02.2026", "?de=2026-1-1", "?de=abc", "?de="])("drops a day that is not one: %p", (search) => {
    expect(parseTopUpQuery(search).from).toBeNull();
  });

  it.each(["0", "-1", "abc", "1.5", "", "01", "1e3"])("reads pagina=%p as page 1", (page) => {
    expect(parseTopUpQuery(`?pagina=${page}`).page).toBe(1);
  });

  it("keeps a reversed range as typed (the page says what is wrong)", () => {
    expect(parseTopUpQuery("?de=2026-03-01&pana=2026-01-01")).toEqual({ from: "2026-03-01", to: "2026-01-01", page: 1 });
  });

  it("writes only what differs from the default list, and reads back what it wrote", () => {
    expect(serializeTopUpQuery({ from: null, to: null, page: 1 })).toBe("");
    expect(serializeTopUpQuery({ from: null, to: null, page: 2 })).toBe("?pagina=2");
    const query = { from: "2026-01-01", to: "2026-03-02", page: 4 };
    expect(serializeTopUpQuery(query)).toBe("?de=2026-01-01&pana=2026-03-02&pagina=4");
    expect(parseTopUpQuery(serializeTopUpQuery(query))).toEqual(query);
  });
});

describe("docs/billing-contract.md 'Top-up history': the filter form and the request", () => {
  it("a new range starts on page 1; empty days are no bound", () => {
    expect(readTopUpRange({ from: "2026-01-01", to: "2026-01-31" })).toEqual({
      ok: true,
      value: { from: "2026-01-01", to: "2026-01-31", page: 1 },
    });
    expect(readTopUpRange({ from: "", to: "" })).toEqual({ ok: true, value: { from: null, to: null, page: 1 } });
    expect(readTopUpRange({ from: "2026-01-01", to: "2026-01-01" })).toMatchObject({ ok: true });
  });

  it("a start after the end is refused under 'Până la' (the back end would answer invalid_query)", () => {
    expect(readTopUpRange({ from: "2026-03-01", to: "2026-01-01" })).toEqual({ ok: false, errors: { to: "rangeReversed" } });
  });

  it("a day that is not a date is refused under its field", () => {
    expect(readTopUpRange({ from: "2026-13-01", to: "x" })).toEqual({ ok: false, errors: { from: "dateInvalid", to: "dateInvalid" } });
    expect(isIsoDay("2024-02-29")).toBe(true);
    expect(isIsoDay("2026-02-29")).toBe(false);
  });

  it("asks for the user's own number, the range and the page's offset, 10 at a time", () => {
    expect(topUpRequest({ from: "2026-01-01", to: null, page: 3 }, "0733000201")).toEqual({
      relatedPartyId: "0733000201",
      startDate: "2026-01-01",
      endDate: null,
      limit: 10,
      offset: 20,
    });
  });

  it("asks nothing for a reversed range or without a number of one's own", () => {
    expect(topUpRequest({ from: "2026-03-01", to: "2026-01-01", page: 1 }, "0733000201")).toBeNull();
    expect(topUpRequest({ from: null, to: null, page: 1 }, null)).toBeNull();
  });
});

describe("the user's own number (SPEC §3 normalised to 10 digits)", () => {
  it("is the profile's phone number, else its msisdn attribute, else a mobile-number resource", () => {
    expect(ownNumberOf(mapUserInfo({ phoneNumber: "+40733000201" }))).toBe("0733000201");
    const noPhone = mapUserInfo({ vfResourceType: "MSISDN", vfResourceValue: "0722000301" });
    expect(ownNumberOf(noPhone)).toBe("0722000301");
    expect(ownNumberOf({ ...noPhone, attributes: { email: "", emailHash: "", msisdn: "0733000202", msisdnHash: "", user_id: "" } })).toBe(
      "0733000202",
    );
    expect(ownNumberOf(mapUserInfo({ vfResourceType: "FIXED", vfResourceValue: "FIX-1" }))).toBeNull();
  });
});
