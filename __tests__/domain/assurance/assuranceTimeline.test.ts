// SPEC §7 trouble tickets; TMF621 statusChange[] and note[] (issue 27): one timeline of a business ticket, oldest first.
import { assuranceTimeline } from "../../../src/domain/assurance/assuranceTimeline";
import { statusLabel } from "../../../src/domain/tickets/ticketStatus";

const step = (status: string, at: string, reason = "") => ({ status: statusLabel(status), at, reason });
const note = (at: string, text: string, author = "Centrul de asistență tehnică business") => ({ author, at, text });
const kinds = (steps: ReturnType<typeof assuranceTimeline>) =>
  steps.map((s) => (s.kind === "status" ? `${s.status.raw}${s.current ? "*" : ""}` : `note:${s.text}`));

describe("SPEC §7 trouble tickets: the assurance timeline", () => {
  it("TMF621 statusChange[] and note[]: merged by date, oldest first; a note goes after a status change of the same instant", () => {
    const steps = assuranceTimeline({
      status: statusLabel("inProgress"),
      createdAt: "2026-03-02T09:00:00+02:00",
      history: [step("inProgress", "2026-03-02T09:10:00+02:00"), step("acknowledged", "2026-03-02T09:00:00+02:00")],
      notes: [
        note("2026-03-02T09:20:00+02:00", "b"),
        note("2026-03-02T09:10:00+02:00", "a"),
        note("2026-03-02T08:59:00+02:00", "first", "Victor"),
      ],
    });
    expect(kinds(steps)).toEqual(["note:first", "acknowledged", "inProgress*", "note:a", "note:b"]);
  });

  it("TMF621: a history without the current status ends with it (never an empty timeline); undated notes go last", () => {
    const steps = assuranceTimeline({
      status: statusLabel("held"),
      createdAt: "2026-03-02T09:00:00+02:00",
      history: [],
      notes: [note("", "fără dată"), note("2026-03-02T10:00:00+02:00", "cu dată")],
    });
    expect(kinds(steps)).toEqual(["held*", "note:cu dată", "note:fără dată"]);
    expect(steps[0]).toMatchObject({ kind: "status", at: "2026-03-02T09:00:00+02:00" });
  });

  it("TMF621: without notes the timeline is the status history, the last step current", () => {
    const steps = assuranceTimeline({
      status: statusLabel("closed"),
      createdAt: "",
      history: [
        step("acknowledged", "2026-01-01T10:00:00Z"),
        step("resolved", "2026-01-02T10:00:00Z", "Reparat."),
        step("closed", "2026-01-03T10:00:00Z"),
      ],
      notes: [],
    });
    expect(kinds(steps)).toEqual(["acknowledged", "resolved", "closed*"]);
    expect(steps[1]).toMatchObject({ kind: "status", reason: "Reparat." });
  });
});
