// SPEC §7 trouble tickets; TMF621 statusChange[] is the server-filled history: the timeline of a ticket, oldest first,
// one step per change (an unknown status is a step too, labelled unknown). A history that lacks the current status
// (an answer without statusChange) ends with the current status at the last update, so the timeline is never empty.
import type { StatusLabel } from "./ticketStatus";
import type { StatusChangeEntry, Ticket } from "./ticketModel";

export interface TimelineStep {
  status: StatusLabel;
  at: string;
  reason: string;
  /** The step the ticket is at now (the last one). */
  current: boolean;
}

const time = (iso: string) => {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? Number.POSITIVE_INFINITY : t;
};

export function ticketTimeline(ticket: Pick<Ticket, "status" | "createdAt" | "history">): TimelineStep[] {
  // Stable sort by date: changes sent out of order are put in order; undated ones keep their place at the end.
  const steps: StatusChangeEntry[] = ticket.history
    .map((h, i) => ({ h, i }))
    .sort((a, b) => time(a.h.at) - time(b.h.at) || a.i - b.i)
    .map(({ h }) => h);
  const last = steps[steps.length - 1];
  if (!last || last.status.raw !== ticket.status.raw) steps.push({ status: ticket.status, at: last ? "" : ticket.createdAt, reason: "" });
  return steps.map((s, i) => ({ ...s, current: i === steps.length - 1 }));
}
