// SPEC §7 trouble tickets; TMF621 statusChange[] (the server-filled history) and note[] (what the operator and the
// customer wrote): one timeline of a business ticket, oldest first. The status steps are ticketTimeline's (ordered by
// date, the current one marked, never empty); the notes go in by their date, after a status change of the same instant
// (the operator writes once the ticket has moved); an undated note goes last.
import { ticketTimeline, type TimelineStep } from "../tickets/timeline";
import type { BusinessTicket, BusinessTicketNote } from "./businessTicket";

export type AssuranceStep = ({ kind: "status" } & TimelineStep) | ({ kind: "note" } & BusinessTicketNote);

const time = (iso: string) => {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? Number.POSITIVE_INFINITY : t;
};

export function assuranceTimeline(ticket: Pick<BusinessTicket, "status" | "createdAt" | "history" | "notes">): AssuranceStep[] {
  const statuses: AssuranceStep[] = ticketTimeline(ticket).map((s) => ({ kind: "status", ...s }));
  const notes: AssuranceStep[] = ticket.notes
    .map((n, i) => ({ n, i }))
    .sort((a, b) => time(a.n.at) - time(b.n.at) || a.i - b.i)
    .map(({ n }) => ({ kind: "note", ...n }));
  // A merge of two ordered lists; a status step's undated tail (the current status added by ticketTimeline) stays last
  // among the statuses but before undated notes.
  const out: AssuranceStep[] = [];
  let s = 0;
  let n = 0;
  while (s < statuses.length || n < notes.length) {
    const status = statuses[s];
    const note = notes[n];
    if (status && (!note || time(status.at) <= time(note.at))) {
      out.push(status);
      s++;
    } else if (note) {
      out.push(note);
      n++;
    }
  }
  return out;
}
