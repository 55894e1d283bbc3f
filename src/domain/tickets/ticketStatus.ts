// SPEC §7 trouble tickets; TMF621 TroubleTicketStatusType has eight statuses (acknowledged, rejected, pending, held,
// inProgress, cancelled, closed, resolved). The requests the customer's own actions create (SIM block, e-mail change,
// ...) also end "completed" (TMF641's word). Each status has a label key (the dictionary, i18n/ro/tickets.ts, words
// it) and a tone; any other value the back end sends is shown as "unknown" with its own text, never a crash.

export const TICKET_STATUSES = ["acknowledged", "rejected", "pending", "held", "inProgress", "cancelled", "closed", "resolved"] as const;
/** Statuses a list may be filtered by: the eight of TMF621 and the requests' "completed". */
export const LISTED_STATUSES = [...TICKET_STATUSES, "completed"] as const;
export type ListedStatus = (typeof LISTED_STATUSES)[number];

/** The dictionary key of a status label (Romanian words in i18n/ro/tickets.ts statuses). */
export type StatusLabelKey =
  | "inregistrata"
  | "respinsa"
  | "inAsteptare"
  | "suspendata"
  | "inLucru"
  | "anulata"
  | "inchisa"
  | "rezolvata"
  | "finalizata"
  | "necunoscuta";

/** open: still being handled; done: ended well; stopped: ended without a fix; unknown: a value we do not know. */
export type StatusTone = "open" | "done" | "stopped" | "unknown";

const LABELS: Record<ListedStatus, { key: StatusLabelKey; tone: StatusTone }> = {
  acknowledged: { key: "inregistrata", tone: "open" },
  rejected: { key: "respinsa", tone: "stopped" },
  pending: { key: "inAsteptare", tone: "open" },
  held: { key: "suspendata", tone: "open" },
  inProgress: { key: "inLucru", tone: "open" },
  cancelled: { key: "anulata", tone: "stopped" },
  closed: { key: "inchisa", tone: "done" },
  resolved: { key: "rezolvata", tone: "done" },
  completed: { key: "finalizata", tone: "done" },
};

export interface StatusLabel {
  key: StatusLabelKey;
  tone: StatusTone;
  /** The value as sent (trimmed), so an unknown one can be shown as it is. */
  raw: string;
}

export const isListedStatus = (v: unknown): v is ListedStatus =>
  typeof v === "string" && (LISTED_STATUSES as readonly string[]).includes(v);

/** The label of any status value: a known one (case and spaces tolerated) or "necunoscuta" with the raw text. */
export function statusLabel(status: unknown): StatusLabel {
  const raw = typeof status === "string" ? status.trim() : "";
  const known = LISTED_STATUSES.find((s) => s.toLowerCase() === raw.toLowerCase());
  return known ? { ...LABELS[known], raw: known } : { key: "necunoscuta", tone: "unknown", raw };
}
