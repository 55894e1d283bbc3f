import {
  DEFAULT_TICKET_LIST,
  isFiltered,
  parseTicketListQuery,
  readTicketFilterForm,
  serializeTicketListQuery,
  ticketListParams,
  ticketPageCount,
} from "../../../src/domain/tickets/ticketQuery";

describe("ticket list address", () => {
  it("SPEC §7 trouble tickets: state, kind, from, to and page are read from the address and written back", () => {
    const q = parseTicketListQuery("?state=inProgress&kind=billing&from=2026-01-01&to=2026-01-31&page=2");
    expect(q).toEqual({ state: "inProgress", kind: "billing", from: "2026-01-01", to: "2026-01-31", page: 2 });
    expect(serializeTicketListQuery(q)).toBe("?state=inProgress&kind=billing&from=2026-01-01&to=2026-01-31&page=2");
    expect(serializeTicketListQuery(DEFAULT_TICKET_LIST)).toBe("");
    expect(serializeTicketListQuery({ ...DEFAULT_TICKET_LIST, page: 1, state: "completed" })).toBe("?state=completed");
  });

  it("SPEC §7 trouble tickets: bad values in the address are ignored, never an error", () => {
    expect(parseTicketListQuery("?state=done&kind=weather&from=2026-02-30&to=yesterday&page=-3")).toEqual(DEFAULT_TICKET_LIST);
    expect(parseTicketListQuery("page=abc").page).toBe(1);
    expect(parseTicketListQuery("page=99999999").page).toBe(1);
    // A range that ends before it starts is dropped whole.
    expect(parseTicketListQuery("from=2026-02-10&to=2026-02-01")).toMatchObject({ from: null, to: null });
  });

  it("SPEC §7 trouble tickets: the filter form gives page 1; bad days are said under their field", () => {
    expect(readTicketFilterForm({ state: "held", kind: "", from: "", to: "2026-02-01" })).toEqual({
      ok: true,
      value: { state: "held", kind: null, from: null, to: "2026-02-01", page: 1 },
    });
    expect(readTicketFilterForm({ state: "", kind: "", from: "1 ian", to: "" })).toEqual({ ok: false, errors: { from: "dayFormat" } });
    expect(readTicketFilterForm({ state: "", kind: "", from: "2026-02-10", to: "2026-02-01" })).toEqual({
      ok: false,
      errors: { to: "rangeOrder" },
    });
  });

  it("SPEC §7 trouble tickets / SPEC §9 page size 10: the list call's query and the page count", () => {
    expect(ticketListParams({ state: "held", kind: "network", from: "2026-01-01", to: null, page: 3 })).toEqual({
      offset: 20,
      limit: 10,
      status: "held",
      ticketType: "network",
      from: "2026-01-01",
    });
    expect([ticketPageCount(0), ticketPageCount(10), ticketPageCount(11)]).toEqual([1, 1, 2]);
    expect(isFiltered(DEFAULT_TICKET_LIST)).toBe(false);
    expect(isFiltered({ ...DEFAULT_TICKET_LIST, kind: "simBlock" })).toBe(true);
  });
});
