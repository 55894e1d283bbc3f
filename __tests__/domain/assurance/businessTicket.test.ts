// SPEC §2 /business/assurance, §7 trouble tickets (TMF621 TroubleTicket; issue 27): a business ticket as the page shows
// it, read tolerantly, a Romanian label key for each of the eight TMF621 statuses, and the list's pages.
import {
  businessTicketPageCount,
  businessTicketParams,
  mapBusinessTicket,
  mapBusinessTicketPage,
} from "../../../src/domain/assurance/businessTicket";

const RAW = {
  id: "BT-000001",
  "@type": "TroubleTicket",
  description: "Din biroul din Pipera nu se pot iniția apeluri.",
  severity: "critical",
  ticketType: "voice",
  status: "inProgress",
  creationDate: "2026-03-02T09:30:00+02:00",
  expectedResolutionDate: "2026-03-02T15:00:00+02:00",
  relatedEntity: [
    { id: "0728000504", role: "number", "@referredType": "Subscription" },
    { id: "IS-000001", role: "impactedService", "@referredType": "ImpactedService" },
    { id: "x", role: "site" },
  ],
  relatedParty: [
    { id: "CUST-EBU-5000", name: "Acme Logistic SRL", role: "customer" },
    { id: "usr-010", name: "Bogdan Tudor", role: "reporter" },
  ],
  statusChange: [
    { status: "acknowledged", changeDate: "2026-03-02T09:30:00+02:00" },
    { status: "inProgress", changeDate: "2026-03-02T09:40:00+02:00", changeReason: "Echipa tehnică a preluat tichetul." },
  ],
  note: [{ author: "Centrul de asistență tehnică business", date: "2026-03-02T09:40:00+02:00", text: "Analizăm." }, { text: "" }],
};

describe("SPEC §7 trouble tickets (TMF621): a business ticket", () => {
  it("TMF621 TroubleTicket: type, severity, status label, dates, related entities, reporter, history and notes", () => {
    expect(mapBusinessTicket(RAW)).toEqual({
      id: "BT-000001",
      type: "voice",
      description: "Din biroul din Pipera nu se pot iniția apeluri.",
      severity: "critical",
      status: { key: "inLucru", tone: "open", raw: "inProgress" },
      createdAt: "2026-03-02T09:30:00+02:00",
      expectedAt: "2026-03-02T15:00:00+02:00",
      resolvedAt: "",
      related: [
        { role: "number", id: "0728000504" },
        { role: "impactedService", id: "IS-000001" },
      ],
      reporter: "Bogdan Tudor",
      history: [
        { status: { key: "inregistrata", tone: "open", raw: "acknowledged" }, at: "2026-03-02T09:30:00+02:00", reason: "" },
        {
          status: { key: "inLucru", tone: "open", raw: "inProgress" },
          at: "2026-03-02T09:40:00+02:00",
          reason: "Echipa tehnică a preluat tichetul.",
        },
      ],
      notes: [{ author: "Centrul de asistență tehnică business", at: "2026-03-02T09:40:00+02:00", text: "Analizăm." }],
    });
  });

  it.each([
    ["acknowledged", "inregistrata"],
    ["rejected", "respinsa"],
    ["pending", "inAsteptare"],
    ["held", "suspendata"],
    ["inProgress", "inLucru"],
    ["cancelled", "anulata"],
    ["closed", "inchisa"],
    ["resolved", "rezolvata"],
  ])("TMF621 TroubleTicketStatusType %s has its Romanian label key %s", (status, key) => {
    expect(mapBusinessTicket({ id: "BT-1", status })?.status.key).toBe(key);
  });

  it("TMF621: tolerant — unknown type, severity and status stay visible as unknown; no id is no ticket", () => {
    expect(mapBusinessTicket({ id: "BT-2", ticketType: "fax", severity: "urgent", status: "aborted " })).toMatchObject({
      type: null,
      severity: null,
      status: { key: "necunoscuta", tone: "unknown", raw: "aborted" },
      related: [],
      reporter: "",
      history: [],
      notes: [],
    });
    expect(mapBusinessTicket({ status: "held" })).toBeNull();
    expect(mapBusinessTicket([])).toBeNull();
  });

  it("SPEC §9 page size 10: a page of the list, its total (x-total-count) and the offset of a page", () => {
    expect(mapBusinessTicketPage([RAW, {}], "13")).toMatchObject({ total: 13, items: [{ id: "BT-000001" }] });
    expect(mapBusinessTicketPage([RAW], "nope")?.total).toBe(1);
    expect(mapBusinessTicketPage("x", "1")).toBeNull();
    expect(businessTicketPageCount(13)).toBe(2);
    expect(businessTicketPageCount(0)).toBe(1);
    expect(businessTicketParams(2)).toEqual({ offset: 10, limit: 10 });
    expect(businessTicketParams(0)).toEqual({ offset: 0, limit: 10 });
  });
});
