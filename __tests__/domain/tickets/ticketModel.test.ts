import { mapTicket, mapTicketPage } from "../../../src/domain/tickets/ticketModel";

const RAW = {
  id: "TT-000012",
  "@type": "TroubleTicket",
  description: "Nu am semnal.",
  severity: "major",
  ticketType: "network",
  status: "inProgress",
  creationDate: "2026-03-02T11:00:00+02:00",
  relatedEntity: [{ id: "0722000101", role: "number", "@referredType": "Subscription" }],
  attachment: [{ name: "ecran.png", mimeType: "image/png" }],
  statusChange: [
    { status: "acknowledged", changeDate: "2026-03-02T11:00:00+02:00" },
    { status: "inProgress", changeDate: "2026-03-02T11:05:00+02:00", changeReason: "Preluată" },
  ],
};

describe("ticket answers (TMF621)", () => {
  it("SPEC §7 trouble tickets: a TroubleTicket reads into kind, severity, status, related entity, attachment and history", () => {
    const t = mapTicket(RAW);
    expect(t).toMatchObject({
      id: "TT-000012",
      isRequest: false,
      kind: "network",
      severity: "major",
      status: { key: "inLucru" },
      related: { role: "number", id: "0722000101" },
      attachmentName: "ecran.png",
    });
    expect(t?.history.map((h) => [h.status.key, h.reason])).toEqual([
      ["inregistrata", ""],
      ["inLucru", "Preluată"],
    ]);
  });

  it("SPEC §7 trouble tickets: a CustomerRequest is a request; unknown kind, severity and status stay readable", () => {
    const t = mapTicket({ id: "TT-1", "@type": "CustomerRequest", ticketType: "teleport", severity: "huge", status: "odd" });
    expect(t).toMatchObject({ isRequest: true, kind: null, severity: null, status: { key: "necunoscuta", raw: "odd" }, related: null });
    expect(t?.history).toEqual([]);
    expect(mapTicket({ description: "no id" })).toBeNull();
    expect(mapTicket("nonsense")).toBeNull();
  });

  it("SPEC §7 trouble tickets: the list reads x-total-count (a missing or short one is the page's length)", () => {
    expect(mapTicketPage([RAW, { nope: 1 }], "31")).toMatchObject({ total: 31, items: [{ id: "TT-000012" }] });
    expect(mapTicketPage([RAW], undefined)?.total).toBe(1);
    expect(mapTicketPage([RAW], "0")?.total).toBe(1);
    expect(mapTicketPage({ items: [] }, "3")).toBeNull();
  });
});
