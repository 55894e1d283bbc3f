// Seeded business tickets of Acme Logistic (issue 27; TMF621), relative to the seed's clock: one under way that belongs
// to the Pipera incident (impacted-service IS-000001) and follows the clock, and history that keeps its status — held,
// pending, closed, rejected, cancelled — so the assurance list shows every kind of state and three open tickets.
import type { SandboxContext } from "../module";
import {
  BUSINESS_RESOLUTION_MS,
  OPERATOR_NOTE_AUTHOR,
  addNote,
  insertBusinessTicket,
  setBusinessStatus,
  type BusinessRelated,
  type BusinessTicketType,
} from "./businessStore";
import type { Severity, Status } from "./store";

const MIN = 60_000;
const H = 60;
const D = 24 * 60;
const ACME = "CUST-EBU-5000";
const TECHNICAL = { id: "usr-010", name: "Bogdan Tudor" };
const CHOOSER = { id: "usr-007", name: "Victor Georgescu" };

interface SeededBusinessTicket {
  by: { id: string; name: string };
  ticketType: BusinessTicketType;
  severity: Severity;
  description: string;
  related: BusinessRelated[];
  /** Minutes before the seed's clock. */
  minutesAgo: number;
  /** The impacted service it belongs to (then it follows the clock and resolves with the service). */
  impactedServiceId?: string;
  /** Minutes after creation at which the service is expected back (an impacted service's end). */
  expectedIn?: number;
  steps: [Status, number, string?][];
  notes: [author: string, minutes: number, text: string][];
}

const number = (id: string): BusinessRelated => ({ role: "number", id });
const account = (id: string): BusinessRelated => ({ role: "account", id });

export const SEEDED_BUSINESS_TICKETS: readonly SeededBusinessTicket[] = [
  {
    by: TECHNICAL,
    ticketType: "voice",
    severity: "critical",
    description: "Din biroul din Pipera nu se pot iniția apeluri de pe nicio linie a companiei.",
    related: [number("0728000504"), number("0729100008")],
    minutesAgo: 90,
    impactedServiceId: "IS-000001",
    // IS-000001 ends four hours after the seed's clock.
    expectedIn: 90 + 4 * H,
    steps: [],
    notes: [
      [OPERATOR_NOTE_AUTHOR, 0, "Tichetul ține de incidentul IS-000001 (București, Pipera (Voluntari)); îl rezolvăm odată cu acesta."],
    ],
  },
  {
    by: CHOOSER,
    ticketType: "data",
    severity: "major",
    description: "Internetul mobil merge foarte lent pentru echipa de vânzări de pe contul 500000502.",
    related: [account("500000502")],
    minutesAgo: 3 * D,
    steps: [
      ["inProgress", 20, "Echipa tehnică a preluat tichetul."],
      ["held", 1 * D, "Așteptăm de la dumneavoastră lista numerelor afectate."],
    ],
    notes: [
      [CHOOSER.name, 0, "Problema apare zilnic între 9 și 12."],
      [OPERATOR_NOTE_AUTHOR, 1 * D, "Vă rugăm să ne trimiteți numerele afectate, ca să verificăm celulele din zona lor."],
    ],
  },
  {
    by: CHOOSER,
    ticketType: "voice",
    severity: "major",
    description: "Apelurile către clienții din Germania se închid după câteva secunde.",
    related: [account("500000501")],
    minutesAgo: 10 * D,
    steps: [
      ["inProgress", 30, "Echipa tehnică a preluat tichetul."],
      ["pending", 1 * H + 30, "Așteptăm orele la care au eșuat apelurile."],
    ],
    notes: [[OPERATOR_NOTE_AUTHOR, 1 * H + 30, "Spuneți-ne, vă rugăm, ora și numărul apelat pentru trei apeluri eșuate."]],
  },
  {
    by: TECHNICAL,
    ticketType: "coverage",
    severity: "minor",
    description: "Semnal slab în depozitul din Chitila, la rampa de încărcare.",
    related: [number("0729100016")],
    minutesAgo: 20 * D,
    steps: [
      ["inProgress", 30, "Echipa tehnică a preluat tichetul."],
      ["resolved", 2 * D, "Am reglat antena care acoperă depozitul."],
      ["closed", 3 * D, "Închis automat la o zi după rezolvare."],
    ],
    notes: [[OPERATOR_NOTE_AUTHOR, 2 * D, "Măsurătorile arată acum semnal bun în tot depozitul."]],
  },
  {
    by: TECHNICAL,
    ticketType: "messaging",
    severity: "minor",
    description: "SMS-urile de confirmare către clienți ajung cu întârziere de câteva minute.",
    related: [number("0729100040")],
    minutesAgo: 40 * D,
    steps: [["rejected", 4 * H, "SMS-urile pleacă la timp din rețea; întârzierea ține de aplicația care le trimite."]],
    notes: [],
  },
  {
    by: CHOOSER,
    ticketType: "other",
    severity: "minor",
    description: "Vrem o verificare a acoperirii pentru noul sediu din Brașov.",
    related: [account("500000503")],
    minutesAgo: 60 * D,
    steps: [["cancelled", 2 * H, "Anulat la cererea clientului."]],
    notes: [],
  },
];

export function seedBusinessTickets(ctx: SandboxContext): void {
  const now = ctx.now();
  for (const s of SEEDED_BUSINESS_TICKETS) {
    const createdAt = now - s.minutesAgo * MIN;
    const followsClock = s.impactedServiceId !== undefined;
    const id = insertBusinessTicket(ctx.db, {
      customerId: ACME,
      openedBy: s.by.id,
      openerName: s.by.name,
      ticketType: s.ticketType,
      description: s.description,
      severity: s.severity,
      related: s.related,
      impactedServiceId: s.impactedServiceId ?? null,
      createdAt,
      expectedAt: createdAt + (s.expectedIn !== undefined ? s.expectedIn * MIN : BUSINESS_RESOLUTION_MS[s.severity]),
      note: null,
      followsClock,
    });
    for (const [status, minutes, reason] of s.steps) setBusinessStatus(ctx.db, id, status, createdAt + minutes * MIN, reason ?? null);
    for (const [author, minutes, text] of s.notes) addNote(ctx.db, id, author, createdAt + minutes * MIN, text);
  }
}
