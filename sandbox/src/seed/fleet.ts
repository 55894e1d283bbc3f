// The business customers' fleets (issue 27): every mobile line a company pays for, on which account (BAN), used by
// which employee. Acme Logistic (business.* personas) has three accounts and a few hundred lines; the personas' own
// lines are among them, held by the personas. Generated deterministically (no randomness), so every fresh database
// and every test sees the same fleet. Lines are static; their SIM state lives in the bar-unbar store, their
// permissions in the permissions store.
import { PERSONAS } from "./personas";

export interface FleetLine {
  msisdn: string;
  customerId: string;
  ban: string;
  /** The employee who uses the line ("owner" of the line in the business lists). */
  userName: string;
  /** The web user (id_users.id = persona id) who holds the line, when the employee has a web account. */
  userId: string | null;
  plan: { id: string; name: string };
  targetSystem: "BSCS";
  /** Day the line was activated, YYYY-MM-DD. */
  activatedOn: string;
}

export interface Fleet {
  customerId: string;
  companyName: string;
  bans: string[];
  lines: FleetLine[];
}

const FIRST = ["Ana", "Mihai", "Ioana", "Radu", "Elena", "Cristian", "Maria", "Andrei", "Laura", "Vlad", "Irina", "Dan"];
const LAST = ["Popa", "Stan", "Dumitru", "Ene", "Marin", "Ilie", "Toma", "Barbu", "Nistor", "Preda", "Dinu", "Zamfir", "Lazăr"];
const PLANS = [
  { id: "PO-EBU-BUSINESS-10", name: "Business 10" },
  { id: "PO-EBU-BUSINESS-15", name: "Business 15" },
  { id: "PO-EBU-BUSINESS-20", name: "Business 20" },
  { id: "PO-EBU-DATA-50", name: "Business Date 50 GB" },
];

/** How many generated lines each of Acme's accounts has (the personas' lines come on top). */
const ACME_ACCOUNTS: ReadonlyArray<readonly [ban: string, lines: number]> = [
  ["500000501", 140],
  ["500000502", 90],
  ["500000503", 60],
];
const ACME_ID = "CUST-EBU-5000";

function generated(ban: string, count: number, offset: number): FleetLine[] {
  return Array.from({ length: count }, (_, k) => {
    const n = offset + k;
    const month = 1 + (n % 12);
    const day = 1 + ((n * 7) % 28);
    return {
      msisdn: `0729${String(100_000 + n).padStart(6, "0")}`,
      customerId: ACME_ID,
      ban,
      userName: `${FIRST[n % FIRST.length]} ${LAST[(n * 5 + Math.floor(n / FIRST.length)) % LAST.length]}`,
      userId: null,
      plan: PLANS[n % PLANS.length],
      targetSystem: "BSCS",
      activatedOn: `${2019 + (n % 6)}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`,
    };
  });
}

/** The personas' own business lines of a customer: each held by its persona, on the identity's BAN. */
function personaLines(customerId: string): FleetLine[] {
  const lines = new Map<string, FleetLine>();
  for (const p of PERSONAS) {
    for (const i of p.identities) {
      if (i.customerId !== customerId || !i.ban) continue;
      for (const product of i.products) {
        if (!product.msisdn || product.targetSystem !== "BSCS" || lines.has(product.msisdn)) continue;
        const own = product.msisdn === i.resourceValue;
        lines.set(product.msisdn, {
          msisdn: product.msisdn,
          customerId,
          ban: i.ban,
          userName: own ? `${p.firstName} ${p.lastName}` : "Linie de rezervă",
          userId: own ? p.id : null,
          plan: { id: product.productOfferingId, name: product.name },
          targetSystem: "BSCS",
          activatedOn: "2021-03-01",
        });
      }
    }
  }
  return [...lines.values()];
}

function acme(): Fleet {
  let offset = 0;
  const lines = [...personaLines(ACME_ID)];
  for (const [ban, count] of ACME_ACCOUNTS) {
    lines.push(...generated(ban, count, offset));
    offset += count;
  }
  return { customerId: ACME_ID, companyName: "Acme Logistic SRL", bans: ACME_ACCOUNTS.map(([ban]) => ban), lines };
}

/** Every business customer's fleet: Acme's generated one, and for any other business customer its personas' lines. */
function build(): Fleet[] {
  const fleets: Fleet[] = [acme()];
  const others = new Set<string>();
  for (const p of PERSONAS)
    for (const i of p.identities) if (i.customerType === "EBU" && i.customerId !== ACME_ID && i.ban) others.add(i.customerId);
  for (const customerId of others) {
    const lines = personaLines(customerId);
    const bans = [...new Set(lines.map((l) => l.ban))];
    const name = PERSONAS.flatMap((p) => p.identities).find((i) => i.customerId === customerId)?.companyName ?? customerId;
    fleets.push({ customerId, companyName: name, bans, lines });
  }
  return fleets;
}

export const FLEETS: readonly Fleet[] = build();

/** The customer's fleet, or null for a customer without one (consumers). */
export function fleetOf(customerId: string): Fleet | null {
  return FLEETS.find((f) => f.customerId === customerId) ?? null;
}

/** A fleet line by number, whichever company it belongs to. */
export function fleetLine(msisdn: string): FleetLine | null {
  for (const f of FLEETS) {
    const line = f.lines.find((l) => l.msisdn === msisdn);
    if (line) return line;
  }
  return null;
}
