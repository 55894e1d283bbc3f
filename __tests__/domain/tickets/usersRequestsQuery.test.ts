// SPEC §2 "cererileutilizatorilor" (issue 27): the users' requests list's filters and page live in the address, parsed and
// written by one pure function each; the form's days are checked; the back end's query is built from them.
import {
  DEFAULT_USERS_REQUESTS,
  isRequesterId,
  isUsersRequestsFiltered,
  parseUsersRequestsQuery,
  readUsersRequestsFilterForm,
  serializeUsersRequestsQuery,
  usersRequestsParams,
} from "../../../src/domain/tickets/usersRequestsQuery";

describe("SPEC §2 cererileutilizatorilor: the list's address", () => {
  it("SPEC §2 cererileutilizatorilor: user, state, from, to and page are read from the address", () => {
    expect(parseUsersRequestsQuery("?user=0729100063&state=held&from=2026-01-01&to=2026-01-31&page=3")).toEqual({
      user: "0729100063",
      state: "held",
      from: "2026-01-01",
      to: "2026-01-31",
      page: 3,
    });
    expect(parseUsersRequestsQuery("user=usr-011&state=completed")).toMatchObject({ user: "usr-011", state: "completed", page: 1 });
    expect(parseUsersRequestsQuery("")).toEqual(DEFAULT_USERS_REQUESTS);
  });

  it("SPEC §2 cererileutilizatorilor: each bad value is dropped, never an error (unknown state, a user that is no id, an impossible day, page 0)", () => {
    expect(parseUsersRequestsQuery("?user=Radu%20Nistor&state=open&from=2026-02-30&to=31.01.2026&page=0")).toEqual(DEFAULT_USERS_REQUESTS);
    expect(parseUsersRequestsQuery("?user=072910006&page=-2").user).toBeNull();
    // A range that ends before it starts is not a range.
    expect(parseUsersRequestsQuery("?from=2026-02-10&to=2026-02-01")).toMatchObject({ from: null, to: null });
    expect(parseUsersRequestsQuery("?page=999999999").page).toBe(1);
  });

  it("SPEC §2 cererileutilizatorilor: written back with only what is set, page 1 left out, and read back the same", () => {
    const q = { user: "usr-007", state: "inProgress" as const, from: "2026-01-01", to: null, page: 2 };
    const text = serializeUsersRequestsQuery(q);
    expect(text).toBe("?user=usr-007&state=inProgress&from=2026-01-01&page=2");
    expect(parseUsersRequestsQuery(text)).toEqual(q);
    expect(serializeUsersRequestsQuery(DEFAULT_USERS_REQUESTS)).toBe("");
    expect(serializeUsersRequestsQuery({ ...DEFAULT_USERS_REQUESTS, page: 1 })).toBe("");
  });

  it("SPEC §7 trouble tickets: the requester ids the back end names (usr-… or an employee's line)", () => {
    expect(["usr-010", "0729100003"].every(isRequesterId)).toBe(true);
    expect(["", "Radu", "729100003", "usr-", "usr-a b", 7].some(isRequesterId)).toBe(false);
  });

  it("SPEC §2 cererileutilizatorilor: the filter form gives page 1; bad days are said per field and nothing is given", () => {
    expect(readUsersRequestsFilterForm({ user: "0729100063", state: "held", from: "", to: "2026-02-01" })).toEqual({
      ok: true,
      value: { user: "0729100063", state: "held", from: null, to: "2026-02-01", page: 1 },
    });
    expect(readUsersRequestsFilterForm({ user: "", state: "whatever", from: "", to: "" })).toEqual({
      ok: true,
      value: DEFAULT_USERS_REQUESTS,
    });
    expect(readUsersRequestsFilterForm({ user: "", state: "", from: "1 feb", to: "2026-02-31" })).toEqual({
      ok: false,
      errors: { from: "dayFormat", to: "dayFormat" },
    });
    expect(readUsersRequestsFilterForm({ user: "", state: "", from: "2026-02-10", to: "2026-02-01" })).toEqual({
      ok: false,
      errors: { to: "rangeOrder" },
    });
  });

  it("SPEC §9 page size 10: the back end's query (offset/limit, status as TMF621 names it)", () => {
    expect(usersRequestsParams({ user: "usr-007", state: "held", from: "2026-01-01", to: "2026-01-31", page: 3 })).toEqual({
      offset: 20,
      limit: 10,
      user: "usr-007",
      status: "held",
      from: "2026-01-01",
      to: "2026-01-31",
    });
    expect(usersRequestsParams(DEFAULT_USERS_REQUESTS)).toEqual({ offset: 0, limit: 10 });
  });

  it("SPEC §2 cererileutilizatorilor: filtered when any filter is set (the page is not a filter)", () => {
    expect(isUsersRequestsFiltered({ ...DEFAULT_USERS_REQUESTS, page: 4 })).toBe(false);
    expect(isUsersRequestsFiltered({ ...DEFAULT_USERS_REQUESTS, user: "usr-007" })).toBe(true);
    expect(isUsersRequestsFiltered({ ...DEFAULT_USERS_REQUESTS, to: "2026-01-01" })).toBe(true);
  });
});
