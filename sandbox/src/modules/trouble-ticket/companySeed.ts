// The users' requests of a company (issue 27; SPEC §7 trouble tickets, "cererileutilizatorilor"): the requests and
// tickets of Acme's employees, in the same store as everyone's (tt_ticket). An employee without a web account has no
// user id: the row's user_id is the employee's line (the requester key, FleetLine.msisdn) and tt_requester keeps who
// asked and through which channel (a call to customer care, a shop). The personas' own rows are plain tt_ticket rows
// of their user id (their "Cererile mele" lists them too). Dated over the months before the seed's clock (ctx.now()),
// with statuses spread over the eight TMF621 ones and the requests' "completed"; seeded history keeps its status.
import type { Database } from "better-sqlite3";
import { stmt } from "../../db";
import { fleetLine } from "../../seed/fleet";
import type { Migration, SandboxContext } from "../module";
import { REQUEST_KINDS, insertTicket, setStatus, type Kind, type RelatedEntity, type Severity, type Status } from "./store";

/** How an employee without a web account asked (TMF621 channel). */
export const REQUEST_CHANNELS = { ecare: "Contul meu", callCentre: "Apel la serviciul clienți", shop: "Magazin" } as const;
export type RequestChannel = keyof typeof REQUEST_CHANNELS;

export const COMPANY_REQUEST_MIGRATIONS: Migration[] = [
  {
    id: "trouble-ticket-002-requesters",
    sql: `CREATE TABLE tt_requester (
      ticket_id TEXT PRIMARY KEY REFERENCES tt_ticket (id) ON DELETE CASCADE,
      customer_id TEXT NOT NULL,
      requester_name TEXT NOT NULL,
      requester_msisdn TEXT NOT NULL,
      channel TEXT NOT NULL
    );`,
  },
];

export interface RequesterRecord {
  name: string;
  msisdn: string;
  channel: RequestChannel;
}

export function requesterOf(db: Database, ticketId: string): RequesterRecord | null {
  const r = stmt(db, "SELECT requester_name AS name, requester_msisdn AS msisdn, channel FROM tt_requester WHERE ticket_id = ?").get(
    ticketId,
  ) as RequesterRecord | undefined;
  return r ?? null;
}

const MIN = 60_000;
const DAY = 24 * 60 * MIN;
const line = (n: number) => `0729${String(100_000 + n).padStart(6, "0")}`;
const number = (id: string): RelatedEntity => ({ role: "number", id, "@referredType": "Subscription" });

interface SeededRequest {
  /** A generated Acme line (fleet.ts: 0729100000 + n) for an employee, or a persona's user id. */
  who: number | string;
  channel: RequestChannel;
  kind: Kind;
  description: string;
  severity: Severity | null;
  /** The request is about the requester's own line (employees) or this number. */
  about: "own" | string | null;
  daysAgo: number;
  /** Later statuses with their delay in minutes from creation. */
  steps: [Status, number, string?][];
}

const H = 60;
const D = 24 * 60;

/** 26 employees' and 6 personas' requests over the last six months (Acme Logistic, CUST-EBU-5000). */
export const SEEDED_COMPANY_REQUESTS: readonly SeededRequest[] = [
  // Account 500000501
  {
    who: 3,
    channel: "callCentre",
    kind: "simBlock",
    description: "Blocare SIM: telefon pierdut în tren",
    severity: null,
    about: "own",
    daysAgo: 150,
    steps: [["completed", 1]],
  },
  {
    who: 3,
    channel: "shop",
    kind: "simUnblock",
    description: "Deblocare SIM după înlocuirea cartelei",
    severity: null,
    about: "own",
    daysAgo: 147,
    steps: [["completed", 1]],
  },
  {
    who: 9,
    channel: "callCentre",
    kind: "network",
    description: "Apelurile se întrerup pe DN1, între Otopeni și Ploiești.",
    severity: "major",
    about: "own",
    daysAgo: 120,
    steps: [
      ["inProgress", 40],
      ["resolved", 2 * D, "Antena din zona Otopeni a fost reglată."],
      ["closed", 5 * D],
    ],
  },
  {
    who: 14,
    channel: "callCentre",
    kind: "billing",
    description: "Taxă de roaming pe factură, deși nu am ieșit din țară.",
    severity: "minor",
    about: "own",
    daysAgo: 96,
    steps: [["rejected", 3 * H, "Apelurile au fost făcute din rețeaua unui operator bulgar, lângă Giurgiu."]],
  },
  {
    who: 22,
    channel: "shop",
    kind: "nameChange",
    description: "Corectare nume pe linie: Irina Barbu",
    severity: null,
    about: "own",
    daysAgo: 88,
    steps: [["completed", 1]],
  },
  {
    who: 27,
    channel: "callCentre",
    kind: "simDevice",
    description: "Cartela nu este recunoscută de telefonul nou.",
    severity: "major",
    about: "own",
    daysAgo: 61,
    steps: [
      ["inProgress", 25],
      ["resolved", 6 * H, "Cartela a fost înlocuită în magazin."],
    ],
  },
  {
    who: 35,
    channel: "callCentre",
    kind: "other",
    description: "Vreau factura detaliată trimisă pe e-mailul de serviciu.",
    severity: "minor",
    about: "own",
    daysAgo: 54,
    steps: [["cancelled", 2 * H, "Anulată: cererea o face administratorul contului."]],
  },
  {
    who: 41,
    channel: "callCentre",
    kind: "network",
    description: "Internet mobil foarte lent în depozitul din Chitila.",
    severity: "major",
    about: "own",
    daysAgo: 19,
    steps: [
      ["inProgress", 30],
      ["held", 2 * D, "Așteptăm măsurătorile echipei de teren."],
    ],
  },
  {
    who: 48,
    channel: "shop",
    kind: "emailChange",
    description: "Schimbare e-mail de contact pentru linie",
    severity: null,
    about: null,
    daysAgo: 33,
    steps: [["completed", 1]],
  },
  {
    who: 56,
    channel: "callCentre",
    kind: "billing",
    description: "Abonamentul a fost taxat de două ori în luna trecută.",
    severity: "major",
    about: "own",
    daysAgo: 9,
    steps: [["pending", 50, "Verificăm plățile cu departamentul financiar."]],
  },
  {
    who: 63,
    channel: "callCentre",
    kind: "simBlock",
    description: "Blocare SIM: telefon furat",
    severity: null,
    about: "own",
    daysAgo: 2,
    steps: [["completed", 1]],
  },
  {
    who: 77,
    channel: "callCentre",
    kind: "network",
    description: "Nu am semnal în birou, etajul 3, de ieri.",
    severity: "critical",
    about: "own",
    daysAgo: 1,
    steps: [],
  },
  {
    who: 88,
    channel: "shop",
    kind: "simDevice",
    description: "eSIM-ul nu se activează pe telefonul nou.",
    severity: "minor",
    about: "own",
    daysAgo: 5,
    steps: [["inProgress", 20]],
  },
  {
    who: 101,
    channel: "callCentre",
    kind: "other",
    description: "Schimbarea planului la Business 20 de luna viitoare.",
    severity: "minor",
    about: "own",
    daysAgo: 73,
    steps: [
      ["inProgress", 60],
      ["resolved", 1 * D, "Planul se schimbă la 1 ale lunii."],
      ["closed", 4 * D],
    ],
  },
  {
    who: 117,
    channel: "shop",
    kind: "consentChange",
    description: "Retragere acord pentru mesaje de marketing",
    severity: null,
    about: null,
    daysAgo: 110,
    steps: [["completed", 1]],
  },
  {
    who: 129,
    channel: "callCentre",
    kind: "billing",
    description: "Cer factura în format PDF pentru ultimele trei luni.",
    severity: "minor",
    about: "own",
    daysAgo: 40,
    steps: [
      ["inProgress", 15],
      ["resolved", 3 * H, "Facturile au fost trimise pe e-mail."],
    ],
  },
  // Account 500000502
  {
    who: 142,
    channel: "callCentre",
    kind: "network",
    description: "Apelurile nu se aud bine în showroom-ul din Pipera.",
    severity: "major",
    about: "own",
    daysAgo: 27,
    steps: [
      ["inProgress", 35],
      ["resolved", 3 * D, "Am adăugat o celulă nouă în zonă."],
      ["closed", 6 * D],
    ],
  },
  {
    who: 150,
    channel: "shop",
    kind: "simBlock",
    description: "Blocare SIM: telefon pierdut",
    severity: null,
    about: "own",
    daysAgo: 14,
    steps: [["completed", 1]],
  },
  {
    who: 163,
    channel: "callCentre",
    kind: "billing",
    description: "Cost suplimentar pentru un apel internațional pe care nu l-am făcut.",
    severity: "minor",
    about: "own",
    daysAgo: 7,
    steps: [
      ["inProgress", 30],
      ["held", 1 * D, "Așteptăm detaliile apelului de la operatorul partener."],
    ],
  },
  {
    who: 171,
    channel: "callCentre",
    kind: "simDevice",
    description: "Telefonul afișează „Fără serviciu” după actualizare.",
    severity: "critical",
    about: "own",
    daysAgo: 0,
    steps: [],
  },
  {
    who: 188,
    channel: "shop",
    kind: "nameChange",
    description: "Transfer linie către alt angajat: Laura Toma",
    severity: null,
    about: "own",
    daysAgo: 58,
    steps: [["rejected", 4 * H, "Transferul îl cere administratorul contului, cu acordul companiei."]],
  },
  {
    who: 205,
    channel: "callCentre",
    kind: "other",
    description: "Activare roaming pentru o deplasare în Germania.",
    severity: "minor",
    about: "own",
    daysAgo: 80,
    steps: [["cancelled", 1 * H, "Anulată la cererea angajatului."]],
  },
  {
    who: 219,
    channel: "callCentre",
    kind: "network",
    description: "Internet mobil întrerupt în zona Aeroportului Băneasa.",
    severity: "major",
    about: "own",
    daysAgo: 3,
    steps: [["pending", 40, "Așteptăm confirmarea lucrărilor programate în zonă."]],
  },
  // Account 500000503
  {
    who: 236,
    channel: "callCentre",
    kind: "network",
    description: "Semnal slab în depozitul din Ghiroda.",
    severity: "minor",
    about: "own",
    daysAgo: 44,
    steps: [
      ["inProgress", 45],
      ["resolved", 4 * D, "Am reglat antena din Ghiroda."],
    ],
  },
  {
    who: 251,
    channel: "shop",
    kind: "simUnblock",
    description: "Deblocare SIM după ce telefonul a fost găsit",
    severity: null,
    about: "own",
    daysAgo: 23,
    steps: [["completed", 1]],
  },
  {
    who: 266,
    channel: "callCentre",
    kind: "billing",
    description: "Factura nu a ajuns pe e-mail luna aceasta.",
    severity: "minor",
    about: "own",
    daysAgo: 16,
    steps: [["inProgress", 60]],
  },
  {
    who: 283,
    channel: "callCentre",
    kind: "simBlock",
    description: "Blocare SIM: telefon pierdut la Timișoara",
    severity: null,
    about: "own",
    daysAgo: 168,
    steps: [["completed", 1]],
  },
  // The personas' own requests (their user id): they show in their "Cererile mele" too.
  {
    who: "usr-011",
    channel: "ecare",
    kind: "network",
    description: "Semnal slab în sala de ședințe de la etajul 2.",
    severity: "major",
    about: "0728000505",
    daysAgo: 6,
    steps: [["inProgress", 20]],
  },
  {
    who: "usr-012",
    channel: "ecare",
    kind: "emailChange",
    description: "Schimbare e-mail de contact",
    severity: null,
    about: null,
    daysAgo: 20,
    steps: [["completed", 1]],
  },
  {
    who: "usr-008",
    channel: "ecare",
    kind: "billing",
    description: "Factura contului 500000502 are o taxă de activare în plus.",
    severity: "minor",
    about: "0728000502",
    daysAgo: 45,
    steps: [
      ["inProgress", 30],
      ["resolved", 2 * D, "Taxa a fost stornată."],
      ["closed", 5 * D],
    ],
  },
  {
    who: "usr-007",
    channel: "ecare",
    kind: "simBlock",
    description: `Blocare SIM pentru ${line(35)}`,
    severity: null,
    about: line(35),
    daysAgo: 12,
    steps: [["completed", 1]],
  },
  {
    who: "usr-007",
    channel: "ecare",
    kind: "simUnblock",
    description: `Deblocare SIM pentru ${line(35)}`,
    severity: null,
    about: line(35),
    daysAgo: 11,
    steps: [["completed", 1]],
  },
  {
    who: "usr-010",
    channel: "ecare",
    kind: "other",
    description: "Configurare APN pentru routerele din depozitul Chitila.",
    severity: "minor",
    about: "0728000504",
    daysAgo: 4,
    steps: [["pending", 90, "Așteptăm modelul routerelor."]],
  },
];

/** Seeds the company requests relative to the seed's clock: each on its day, at 9:00 plus a few minutes, past. */
export function seedCompanyRequests(ctx: SandboxContext): void {
  const now = ctx.now();
  const insertRequester = ctx.db.prepare(
    "INSERT INTO tt_requester (ticket_id, customer_id, requester_name, requester_msisdn, channel) VALUES (?, ?, ?, ?, ?)",
  );
  SEEDED_COMPANY_REQUESTS.forEach((s, i) => {
    const employee = typeof s.who === "number" ? fleetLine(line(s.who)) : null;
    if (typeof s.who === "number" && !employee) throw new Error(`seed: no fleet line ${line(s.who)}`);
    // At least two hours before the clock, so every seeded step is already in the past.
    const createdAt = now - s.daysAgo * DAY - (2 * 60 + ((i * 37) % 300)) * MIN;
    const last = s.steps.reduce((m, [, minutes]) => Math.max(m, minutes), 0);
    const at = Math.min(createdAt, now - (last + 60) * MIN);
    const about = s.about === "own" ? (employee?.msisdn ?? null) : s.about;
    const isRequest = (REQUEST_KINDS as readonly string[]).includes(s.kind);
    const id = insertTicket(ctx.db, {
      userId: employee ? employee.msisdn : (s.who as string),
      class: isRequest ? "request" : "ticket",
      kind: s.kind,
      description: s.description,
      severity: s.severity,
      related: about ? number(about) : null,
      attachment: null,
      createdAt: at,
      followsClock: false,
    });
    if (employee) insertRequester.run(id, employee.customerId, employee.userName, employee.msisdn, s.channel);
    for (const [status, minutes, reason] of s.steps) setStatus(ctx.db, id, status, at + minutes * MIN, reason ?? null);
  });
}
