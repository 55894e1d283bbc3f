// SPEC §2 "cererileutilizatorilor", §6 roles, §7 trouble tickets (TMF621; issue 27): the users' requests as the screen
// shows them, read tolerantly, and whom the list is for.
import {
  mapRequesters,
  mapUsersRequest,
  mapUsersRequestsPage,
  usersRequestsAudience,
  usersRequestsRefusal,
} from "../../../src/domain/tickets/usersRequests";

const RAW = {
  id: "TT-000020",
  "@type": "CustomerRequest",
  description: "Blocare SIM: telefon furat",
  ticketType: "simBlock",
  status: "completed",
  creationDate: "2026-02-28T09:00:00+02:00",
  channel: { id: "callCentre", name: "Apel la serviciul clienți" },
  relatedEntity: [{ id: "0729100063", role: "number", "@referredType": "Subscription" }],
  relatedParty: [
    { id: "0729100063", name: "Radu Nistor", role: "requester" },
    { id: "CUST-EBU-5000", role: "customer" },
  ],
};

describe("SPEC §7 trouble tickets: a users' request", () => {
  it("SPEC §7 trouble tickets (TMF621 relatedParty requester): who asked, what, about which number, how, in which state", () => {
    expect(mapUsersRequest(RAW)).toEqual({
      id: "TT-000020",
      isRequest: true,
      kind: "simBlock",
      description: "Blocare SIM: telefon furat",
      status: { key: "finalizata", tone: "done", raw: "completed" },
      createdAt: "2026-02-28T09:00:00+02:00",
      requester: { id: "0729100063", name: "Radu Nistor" },
      number: "0729100063",
      channel: "callCentre",
    });
  });

  it("SPEC §7 trouble tickets: tolerant — an unknown status, kind or channel stays visible; no requester name shows the id", () => {
    const r = mapUsersRequest({
      id: "TT-1",
      status: "aborted ",
      ticketType: "weather",
      channel: { id: "fax" },
      relatedParty: [{ id: "usr-011", role: "requester" }],
    });
    expect(r).toMatchObject({ kind: null, channel: null, number: null, status: { key: "necunoscuta", raw: "aborted" } });
    expect(r?.requester).toEqual({ id: "usr-011", name: "usr-011" });
    expect(mapUsersRequest({ status: "held" })).toBeNull();
    expect(mapUsersRequest("x")).toBeNull();
  });

  it("SPEC §7 trouble tickets: a page is the list and its x-total-count (never less than the page)", () => {
    expect(mapUsersRequestsPage([RAW, { nope: 1 }], "33")).toMatchObject({ total: 33, items: [{ id: "TT-000020" }] });
    expect(mapUsersRequestsPage([RAW], "0")?.total).toBe(1);
    expect(mapUsersRequestsPage([RAW], undefined)?.total).toBe(1);
    expect(mapUsersRequestsPage({ items: [] }, "1")).toBeNull();
  });

  it("SPEC §2 cererileutilizatorilor: the requesters for the user filter", () => {
    expect(
      mapRequesters([
        { id: "0729100063", name: "Radu Nistor", msisdn: "0729100063", requestCount: 1 },
        { id: "usr-007", msisdn: "0728000501", requestCount: "2" },
        { name: "fără id" },
      ]),
    ).toEqual([
      { id: "0729100063", name: "Radu Nistor", msisdn: "0729100063", requestCount: 1 },
      { id: "usr-007", name: "usr-007", msisdn: "0728000501", requestCount: 2 },
    ]);
    expect(mapRequesters({})).toBeNull();
  });
});

describe("SPEC §6: whom the users' requests are for", () => {
  it.each([
    ["Chooser", "EBU", "company"],
    ["DelegatedChooser", "EBU", "company"],
    ["AuthorizedPerson", "EBU", "company"],
    ["TechnicalChooser", "EBU", "notAdministrator"],
    ["PowerUser", "EBU", "notAdministrator"],
    ["SubUser", "EBU", "notAdministrator"],
    [null, "EBU", "notAdministrator"],
    ["ContractOwner", "CBU", "notBusiness"],
    ["Chooser", null, "notBusiness"],
  ] as const)("SPEC §6 account administrators: %s of a %s customer → %s", (role, customerType, audience) => {
    expect(usersRequestsAudience({ role, customerType })).toBe(audience);
  });

  it("SPEC §6: the back end's refusals are notices (403 not_business / not_account_administrator), anything else is an error", () => {
    expect(usersRequestsRefusal({ status: 403, code: "not_business" })).toBe("notBusiness");
    expect(usersRequestsRefusal({ status: 403, code: "not_account_administrator" })).toBe("notAdministrator");
    expect(usersRequestsRefusal({ status: 403, code: "insufficient_role" })).toBeNull();
    expect(usersRequestsRefusal({ status: 500, code: "not_business" })).toBeNull();
    expect(usersRequestsRefusal(null)).toBeNull();
  });
});
