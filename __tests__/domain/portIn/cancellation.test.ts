// The port-in cancellation rule (src/domain/portIn/cancellation.ts), shared by the sandbox's cancelProductOrder and the
// site's "Anulează portarea": ANCOM a7 (../shared/reference/porting-address-consent-a11y.md) — at least 24 hours before
// the agreed porting moment, never after completion — and SPEC §3 port-in state (the order's states).
import { mayShowCancellation } from "../../../src/domain/portIn/answers";
import { portInCancellation, type CancellableOrder } from "../../../src/domain/portIn/cancellation";

const HOUR = 60 * 60 * 1000;
const order = (o: Partial<CancellableOrder> = {}): CancellableOrder => ({
  state: "acknowledged",
  portingDate: "2026-03-05",
  windowStart: null,
  ...o,
});
/** 04:00 Romania time (winter, +02:00) on the porting day. */
const MOMENT = Date.parse("2026-03-05T04:00:00+02:00");

describe("ANCOM a7 / SPEC §3 port-in cancellation", () => {
  it("ANCOM a7: an acknowledged port may be cancelled until exactly 24 h before 04:00 Romania time on the porting day, not a millisecond later", () => {
    expect(portInCancellation(order(), MOMENT - 24 * HOUR)).toEqual({ ok: true });
    expect(portInCancellation(order(), MOMENT - 48 * HOUR)).toEqual({ ok: true });
    expect(portInCancellation(order(), MOMENT - 24 * HOUR + 1)).toEqual({ ok: false, reason: "tooLate" });
    expect(portInCancellation(order(), MOMENT + HOUR)).toEqual({ ok: false, reason: "tooLate" });
  });

  it("ANCOM a7 + a9: once the window is known (inProgress), its start is the porting moment", () => {
    const later = order({ state: "inProgress", windowStart: "2026-03-05T10:00:00+02:00" });
    const limit = Date.parse("2026-03-04T10:00:00+02:00");
    expect(portInCancellation(later, limit)).toEqual({ ok: true });
    expect(portInCancellation(later, limit + 1)).toEqual({ ok: false, reason: "tooLate" });
  });

  it("ANCOM a7: the 04:00 moment follows Romania's summer time (+03:00 after the last Sunday of March)", () => {
    const summer = order({ portingDate: "2026-04-02" });
    const limit = Date.parse("2026-04-01T04:00:00+03:00");
    expect(portInCancellation(summer, limit)).toEqual({ ok: true });
    expect(portInCancellation(summer, limit + 1)).toEqual({ ok: false, reason: "tooLate" });
  });

  it("ANCOM a7: a completed port cannot be undone; SPEC §3 a rejected or already cancelled one has nothing to cancel, whatever the time", () => {
    const early = MOMENT - 10 * 24 * HOUR;
    expect(portInCancellation(order({ state: "completed" }), early)).toEqual({ ok: false, reason: "completed" });
    expect(portInCancellation(order({ state: "rejected" }), early)).toEqual({ ok: false, reason: "rejected" });
    expect(portInCancellation(order({ state: "cancelled" }), early)).toEqual({ ok: false, reason: "cancelled" });
  });

  it("ANCOM a7: an unreadable porting day is never cancelled on a guess (tooLate); an unreadable window start falls back to the day", () => {
    expect(portInCancellation(order({ portingDate: "" }), 0)).toEqual({ ok: false, reason: "tooLate" });
    expect(portInCancellation(order({ state: "inProgress", windowStart: "soon" }), MOMENT - 24 * HOUR)).toEqual({ ok: true });
  });

  it("ANCOM a7: only an open order (or one already cancelled, to say so) has the action; a finished one never loads it", () => {
    expect(["acknowledged", "inProgress", "cancelled"].every((s) => mayShowCancellation(s as never))).toBe(true);
    expect(mayShowCancellation("completed")).toBe(false);
    expect(mayShowCancellation("rejected")).toBe(false);
    // Whatever this check lets through, the rule may still refuse; what it stops, the rule would refuse too.
    for (const state of ["completed", "rejected"] as const) expect(portInCancellation(order({ state }), 0).ok).toBe(false);
  });
});
