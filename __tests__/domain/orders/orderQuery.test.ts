// The orders page's address and request (issue 26): filters all / SPEC §4 pending / completed, channel shop /
// self-care (SPEC §7 "channel.id=eCare (or Online)"), the page (SPEC §9 page size 10) and the open order; bad values
// are ignored.
import { PENDING_ORDER_STATES } from "../../../src/domain/offers/orderStates";
import {
  DEFAULT_ORDER_QUERY,
  orderListRequest,
  orderPageCount,
  ORDERS_PAGE_SIZE,
  parseOrderQuery,
  readOrderFilters,
  serializeOrderQuery,
} from "../../../src/domain/orders/orderQuery";

describe("issue 26 orders page address: read and written, bad values ignored", () => {
  it("no query is every order of both channels, page 1, no detail", () => {
    expect(parseOrderQuery("")).toEqual({ status: "all", channel: "all", page: 1, order: null });
    expect(serializeOrderQuery(DEFAULT_ORDER_QUERY)).toBe("");
  });

  it("reads every filter, the page and the open order (with or without '?', any case)", () => {
    expect(parseOrderQuery("?stare=in-curs&canal=magazin&pagina=3&comanda=po-1a2b")).toEqual({
      status: "pending",
      channel: "shop",
      page: 3,
      order: "po-1a2b",
    });
    expect(parseOrderQuery("stare=FINALIZATE&canal=contul-meu")).toMatchObject({ status: "completed", channel: "selfcare" });
    expect(parseOrderQuery(new URLSearchParams({ comanda: "SCO-000001" })).order).toBe("SCO-000001");
  });

  it.each([
    ["stare=anulate", { status: "all" }],
    ["canal=Online", { channel: "all" }],
    ["pagina=0", { page: 1 }],
    ["pagina=-2", { page: 1 }],
    ["pagina=2.5", { page: 1 }],
    ["pagina=abc", { page: 1 }],
    ["pagina=99999999", { page: 1 }],
    ["comanda=", { order: null }],
    ["comanda=../../identity", { order: null }],
    ["comanda=%3Cscript%3E", { order: null }],
    [`comanda=${"a".repeat(81)}`, { order: null }],
  ])("%s is ignored", (search, expected) => {
    expect(parseOrderQuery(search)).toEqual({ ...DEFAULT_ORDER_QUERY, ...expected });
  });

  it("writes only what differs from the default, and reads back the same", () => {
    const q = { status: "completed", channel: "selfcare", page: 2, order: "po-9" } as const;
    expect(serializeOrderQuery(q)).toBe("?stare=finalizate&canal=contul-meu&pagina=2&comanda=po-9");
    expect(parseOrderQuery(serializeOrderQuery(q))).toEqual(q);
    expect(serializeOrderQuery({ ...DEFAULT_ORDER_QUERY, order: "bad id!" })).toBe("");
  });

  it("the filter form: a new choice starts on page 1 with no detail open; an unknown value is 'all'", () => {
    expect(readOrderFilters({ status: "pending", channel: "shop" })).toEqual({ status: "pending", channel: "shop", page: 1, order: null });
    expect(readOrderFilters({ status: "anulate", channel: 3 })).toEqual(DEFAULT_ORDER_QUERY);
  });
});

describe("SPEC §4 pending filter and SPEC §7 channels: the list's request", () => {
  it("pending asks for the SPEC §4 states (the pending-orders constant), completed for completed, all for any", () => {
    expect(orderListRequest({ ...DEFAULT_ORDER_QUERY, status: "pending" }).states).toBe(PENDING_ORDER_STATES);
    expect(orderListRequest({ ...DEFAULT_ORDER_QUERY, status: "completed" }).states).toEqual(["completed"]);
    expect(orderListRequest(DEFAULT_ORDER_QUERY).states).toBeNull();
  });

  it("both channels by default, or the one chosen", () => {
    expect(orderListRequest(DEFAULT_ORDER_QUERY).channels).toEqual(["shop", "selfcare"]);
    expect(orderListRequest({ ...DEFAULT_ORDER_QUERY, channel: "shop" }).channels).toEqual(["shop"]);
    expect(orderListRequest({ ...DEFAULT_ORDER_QUERY, channel: "selfcare" }).channels).toEqual(["selfcare"]);
  });

  it("SPEC §9 pages of 10: page N starts at 10 × (N − 1)", () => {
    expect(ORDERS_PAGE_SIZE).toBe(10);
    expect(orderListRequest({ ...DEFAULT_ORDER_QUERY, page: 3 })).toMatchObject({ offset: 20, limit: 10 });
    expect(orderListRequest({ ...DEFAULT_ORDER_QUERY, page: 0 }).offset).toBe(0);
  });

  it.each([
    [0, 1],
    [1, 1],
    [10, 1],
    [11, 2],
    [95, 10],
  ])("%i orders make %i page(s)", (total, pages) => {
    expect(orderPageCount(total)).toBe(pages);
  });
});
