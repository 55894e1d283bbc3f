import { LISTED_STATUSES, TICKET_STATUSES, statusLabel } from "../../../src/domain/tickets/ticketStatus";
import { roTickets } from "../../../src/i18n/ro/tickets";

describe("ticket status labels", () => {
  it("SPEC §7 trouble tickets / TMF621: all eight TroubleTicketStatusType values have their own label and tone", () => {
    expect(TICKET_STATUSES).toEqual(["acknowledged", "rejected", "pending", "held", "inProgress", "cancelled", "closed", "resolved"]);
    const keys = TICKET_STATUSES.map((s) => statusLabel(s).key);
    expect(new Set(keys).size).toBe(8);
    expect(keys).not.toContain("necunoscuta");
    expect(statusLabel("inProgress")).toEqual({ key: "inLucru", tone: "open", raw: "inProgress" });
    expect(statusLabel("resolved").tone).toBe("done");
    expect(statusLabel("rejected").tone).toBe("stopped");
  });

  it("SPEC §7 trouble tickets: a customer request's 'completed' is known (finalizată)", () => {
    expect(statusLabel("completed")).toEqual({ key: "finalizata", tone: "done", raw: "completed" });
  });

  it("SPEC §7 trouble tickets: case and spaces are tolerated (TMF enums with a trailing space)", () => {
    expect(statusLabel(" InProgress ").key).toBe("inLucru");
    expect(statusLabel("RESOLVED").raw).toBe("resolved");
  });

  it("SPEC §7 trouble tickets: an unknown status is shown as such with its own text, never a crash", () => {
    expect(statusLabel("assessingCancellation")).toEqual({ key: "necunoscuta", tone: "unknown", raw: "assessingCancellation" });
    expect(statusLabel(undefined)).toEqual({ key: "necunoscuta", tone: "unknown", raw: "" });
    expect(statusLabel(42).key).toBe("necunoscuta");
  });

  it("SPEC §7 trouble tickets: the dictionary words every label key in Romanian, the unknown one with the raw value", () => {
    for (const s of LISTED_STATUSES) expect(roTickets.statuses[statusLabel(s).key]).toMatch(/\S/);
    expect(roTickets.statusText(statusLabel("weird"))).toBe("Stare necunoscută (weird)");
    expect(roTickets.statusText(statusLabel(""))).toBe("Stare necunoscută");
    expect(roTickets.statusText(statusLabel("held"))).toBe("Suspendată");
  });
});
