// May this port-in be cancelled now (issue 28; ANCOM fact a7 in ../shared/reference/porting-address-consent-a11y.md):
// a cancellation must reach the acceptor (us) at least 24 hours before the agreed porting moment, and a completed port
// cannot be undone. The porting moment is the start of the porting window once the donor has set it (ANCOM a9), else
// 04:00 Romania time on the porting day (the earliest the window can start). One rule for the sandbox's
// POST /dxl-port-in/cancelProductOrder (409 port_in_not_cancellable with this reason) and the site's "Anulează portarea".
import { bucharestInstant } from "../usage/bucharestTime";
import type { PortInOrderState } from "./answers";

/** ANCOM a7: at least 24 hours before the porting moment. */
const NOTICE_MS = 24 * 60 * 60 * 1000;
/** The porting window opens at 04:00 Romania time on the porting day (before the window is known). */
const PORTING_DAY_START_HOUR = 4;

export type CancelRefusal = "tooLate" | "completed" | "rejected" | "cancelled";

export interface CancellableOrder {
  state: PortInOrderState;
  /** The porting day, YYYY-MM-DD (Romania's calendar). */
  portingDate: string;
  /** The porting window's start (ISO with offset), once the donor has validated the request; else null. */
  windowStart: string | null;
}

function portingMoment(order: CancellableOrder): number | null {
  const start = order.windowStart === null ? Number.NaN : Date.parse(order.windowStart);
  if (Number.isFinite(start)) return start;
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(order.portingDate);
  return day ? bucharestInstant(Number(day[1]), Number(day[2]), Number(day[3]), PORTING_DAY_START_HOUR) : null;
}

/**
 * Whether the order may be cancelled at `now` (ms): only an acknowledged or inProgress port, and only while now ≤ the
 * porting moment − 24 h. Otherwise why not: completed / rejected / cancelled (its state), or tooLate (also when the
 * porting moment cannot be read: nothing is cancelled on a guess).
 */
export function portInCancellation(order: CancellableOrder, now: number): { ok: true } | { ok: false; reason: CancelRefusal } {
  if (order.state === "completed" || order.state === "rejected" || order.state === "cancelled") return { ok: false, reason: order.state };
  const moment = portingMoment(order);
  return moment !== null && now <= moment - NOTICE_MS ? { ok: true } : { ok: false, reason: "tooLate" };
}
