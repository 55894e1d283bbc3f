// Seeded history (fixed dates, never the clock): postpaid.owner has eleven past tickets and requests — every kind of
// state a list shows, two pages at the default page size, two still open (pending, held) — and postpaid.user one, so
// ownership can be tried (someone else's ticket is 404).
import type { Database } from "better-sqlite3";
import { insertTicket, setStatus, type Kind, type RelatedEntity, type Severity, type Status } from "./store";

const MIN = 60_000;
const at = (y: number, m: number, d: number, h = 10, min = 0) => Date.UTC(y, m - 1, d, h - 2, min);
const number = (id: string): RelatedEntity => ({ role: "number", id, "@referredType": "Subscription" });
const bill = (id: string): RelatedEntity => ({ role: "bill", id, "@referredType": "CustomerBill" });

interface Seeded {
  userId: string;
  cls: "ticket" | "request";
  kind: Kind;
  description: string;
  severity: Severity | null;
  related: RelatedEntity | null;
  createdAt: number;
  /** Later statuses with their delay in minutes from creation. */
  steps: [Status, number, string?][];
}

const OWNER = "usr-001";
const OWNER_LINE = "0722000101";

export const SEEDED_TICKETS: readonly Seeded[] = [
  {
    userId: OWNER,
    cls: "request",
    kind: "consentChange",
    description: "Modificare acord de marketing (gdprBasic)",
    severity: null,
    related: null,
    createdAt: at(2025, 8, 1),
    steps: [["completed", 1]],
  },
  {
    userId: OWNER,
    cls: "ticket",
    kind: "billing",
    description: "Factura din august are o taxă de roaming pe care nu o recunosc.",
    severity: "minor",
    related: bill("1000001012508"),
    createdAt: at(2025, 9, 15),
    steps: [
      ["inProgress", 30],
      ["resolved", 2 * 24 * 60, "Taxa a fost stornată pe factura următoare."],
      ["closed", 5 * 24 * 60],
    ],
  },
  {
    userId: OWNER,
    cls: "ticket",
    kind: "network",
    description: "Nu am semnal în metrou, stația Piața Unirii.",
    severity: "minor",
    related: number(OWNER_LINE),
    createdAt: at(2025, 10, 20),
    steps: [["rejected", 3 * 60, "Acoperirea în metrou depinde de operatorul rețelei subterane."]],
  },
  {
    userId: OWNER,
    cls: "ticket",
    kind: "network",
    description: "Semnal slab acasă, în zona Drumul Taberei, de la începutul lunii.",
    severity: "major",
    related: number(OWNER_LINE),
    createdAt: at(2025, 11, 12),
    steps: [
      ["inProgress", 20],
      ["resolved", 3 * 24 * 60, "Antena din zonă a fost reparată."],
    ],
  },
  {
    userId: OWNER,
    cls: "ticket",
    kind: "other",
    description: "Vreau să schimb adresa de corespondență pentru contract.",
    severity: "minor",
    related: number(OWNER_LINE),
    createdAt: at(2025, 12, 1),
    steps: [["cancelled", 60, "Anulată la cererea clientului."]],
  },
  {
    userId: OWNER,
    cls: "request",
    kind: "simBlock",
    description: `Blocare SIM pentru ${OWNER_LINE}`,
    severity: null,
    related: number(OWNER_LINE),
    createdAt: at(2026, 1, 10, 8, 15),
    steps: [["completed", 1]],
  },
  {
    userId: OWNER,
    cls: "request",
    kind: "simUnblock",
    description: `Deblocare SIM pentru ${OWNER_LINE}`,
    severity: null,
    related: number(OWNER_LINE),
    createdAt: at(2026, 1, 11, 18, 40),
    steps: [["completed", 1]],
  },
  {
    userId: OWNER,
    cls: "ticket",
    kind: "simDevice",
    description: "Telefonul nu mai recunoaște cartela SIM după actualizare.",
    severity: "major",
    related: number(OWNER_LINE),
    createdAt: at(2026, 2, 3),
    steps: [
      ["inProgress", 15],
      ["held", 24 * 60, "Așteptăm modelul telefonului și versiunea de software."],
    ],
  },
  {
    userId: OWNER,
    cls: "request",
    kind: "emailChange",
    description: "Schimbare e-mail de contact",
    severity: null,
    related: null,
    createdAt: at(2026, 2, 10),
    steps: [["completed", 1]],
  },
  {
    userId: OWNER,
    cls: "request",
    kind: "nameChange",
    description: "Corectare nume: Popescu Andrei",
    severity: null,
    related: null,
    createdAt: at(2026, 2, 14),
    steps: [["completed", 1]],
  },
  {
    userId: OWNER,
    cls: "ticket",
    kind: "billing",
    description: "Am plătit factura de două ori, vă rog să returnați suma.",
    severity: "major",
    related: bill("1000001012602"),
    createdAt: at(2026, 2, 20),
    steps: [["pending", 45, "Verificăm plata la bancă."]],
  },
  {
    userId: "usr-002",
    cls: "ticket",
    kind: "network",
    description: "Internetul mobil este foarte lent seara.",
    severity: "minor",
    related: number("0722000102"),
    createdAt: at(2026, 2, 5),
    steps: [["inProgress", 10]],
  },
];

export function seedTickets(db: Database): void {
  for (const s of SEEDED_TICKETS) {
    const id = insertTicket(db, {
      userId: s.userId,
      class: s.cls,
      kind: s.kind,
      description: s.description,
      severity: s.severity,
      related: s.related,
      attachment: null,
      createdAt: s.createdAt,
      followsClock: false,
    });
    for (const [status, minutes, reason] of s.steps) setStatus(db, id, status, s.createdAt + minutes * MIN, reason ?? null);
  }
}
