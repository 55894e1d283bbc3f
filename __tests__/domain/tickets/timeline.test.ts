import { mapTicket } from "../../../src/domain/tickets/ticketModel";
import { formatDateRo } from "../../../src/domain/dates";
import { ticketTimeline } from "../../../src/domain/tickets/timeline";

const ticket = (raw: Record<string, unknown>) => {
  const t = mapTicket({ id: "TT-1", creationDate: "2026-01-01T10:00:00+02:00", ...raw });
  if (!t) throw new Error("ticket");
  return t;
};

describe("ticket timeline", () => {
  it("SPEC §7 trouble tickets / TMF621 statusChange: one step per change, oldest first, the last one current", () => {
    const steps = ticketTimeline(
      ticket({
        status: "resolved",
        statusChange: [
          { status: "resolved", changeDate: "2026-01-01T11:00:00+02:00", changeReason: "Reparat" },
          { status: "acknowledged", changeDate: "2026-01-01T10:00:00+02:00" },
          { status: "inProgress", changeDate: "2026-01-01T10:05:00+02:00" },
        ],
      }),
    );
    expect(steps.map((s) => [s.status.key, s.reason, s.current])).toEqual([
      ["inregistrata", "", false],
      ["inLucru", "", false],
      ["rezolvata", "Reparat", true],
    ]);
  });

  it("SPEC §7 trouble tickets: no history → the current status at creation; a history behind the status ends with it", () => {
    expect(ticketTimeline(ticket({ status: "acknowledged" }))).toEqual([
      { status: { key: "inregistrata", tone: "open", raw: "acknowledged" }, at: "2026-01-01T10:00:00+02:00", reason: "", current: true },
    ]);
    const behind = ticketTimeline(
      ticket({ status: "closed", statusChange: [{ status: "acknowledged", changeDate: "2026-01-01T10:00:00+02:00" }] }),
    );
    expect(behind.map((s) => [s.status.key, s.at, s.current])).toEqual([
      ["inregistrata", "2026-01-01T10:00:00+02:00", false],
      ["inchisa", "", true],
    ]);
  });

  it("SPEC §7 trouble tickets: an unknown status in the history is a step labelled unknown", () => {
    const steps = ticketTimeline(
      ticket({ status: "mystery", statusChange: [{ status: "mystery", changeDate: "2026-01-02T10:00:00+02:00" }] }),
    );
    expect(steps).toHaveLength(1);
    expect(steps[0]?.status).toEqual({ key: "necunoscuta", tone: "unknown", raw: "mystery" });
  });
});

describe("ticket times", () => {
  it("SPEC §7 trouble tickets / SPEC §1 Romanian dates: a step's time in Romania's zone; a bad one is empty", () => {
    expect(formatDateRo("2026-03-02T09:05:00Z", "shortTime")).toMatch(/^02\.03\.2026,? 11:05$/);
    expect(formatDateRo("", "shortTime")).toBe("");
    expect(formatDateRo("not a date", "shortTime")).toBe("");
  });
});
