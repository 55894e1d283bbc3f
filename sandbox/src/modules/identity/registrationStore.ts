// Registrations (issue 26 "Creează cont") and the web accounts they make. A registration is kept per id with its
// SPEC §3 vetting (currentStep, tocAccepted, resendTimestamp, …); the account is a row in id_users plus, for a
// customer's number, that customer's contact role (id_identities + customer_products) so it signs in with roles.
import { randomBytes, randomUUID } from "node:crypto";
import type { Database } from "better-sqlite3";
import type { RegistrationOption, RegistrationStep } from "../../../../src/domain/registration/steps";
import { hashPassword } from "../../auth/password";
import { stmt } from "../../db";
import type { Address, PersonaIdentity } from "../../seed/personas";
import { REGISTRABLE_CUSTOMERS, type RegistrableCustomer } from "../../seed/registrableCustomers";
import type { Migration } from "../module";
import { flowsFor } from "./flows";
import { findIdentityByMsisdn, type IdentityRecord, type UserProfile } from "./store";

/** A registration is forgotten this long after it started (ours: the spec is silent). */
export const REGISTRATION_TTL_MS = 30 * 60 * 1000;

export const REGISTRATION_MIGRATIONS: Migration[] = [
  {
    id: "identity-registration-001",
    sql: `
      CREATE TABLE id_registrations (
        id           TEXT PRIMARY KEY,
        option       TEXT NOT NULL,
        msisdn       TEXT NOT NULL,
        step         TEXT NOT NULL,
        toc_accepted INTEGER NOT NULL DEFAULT 0,
        resend_at    INTEGER,                    -- sandbox clock, ms: the last code sent (SPEC §3 resendTimestamp)
        vetting      TEXT NOT NULL,              -- JSON: county, city, carrierType, operator, eligibleFlows
        user_id      TEXT,                       -- the account made (ACCOUNT_CREATED)
        created_at   INTEGER NOT NULL,
        expires_at   INTEGER NOT NULL
      );
      CREATE INDEX id_registrations_msisdn ON id_registrations (msisdn, created_at);
    `,
  },
];

interface VettingFacts {
  county: string;
  city: string;
  carrierType: string;
  operator: "VDF" | "OTHER";
  eligibleFlows: string[];
}

export interface Registration {
  id: string;
  option: RegistrationOption;
  msisdn: string;
  step: RegistrationStep;
  tocAccepted: boolean;
  resendAt: number | null;
  facts: VettingFacts;
  userId: string | null;
  expiresAt: number;
}

interface Row {
  id: string;
  option: RegistrationOption;
  msisdn: string;
  step: RegistrationStep;
  toc_accepted: number;
  resend_at: number | null;
  vetting: string;
  user_id: string | null;
  expires_at: number;
}

const toRegistration = (r: Row): Registration => ({
  id: r.id,
  option: r.option,
  msisdn: r.msisdn,
  step: r.step,
  tocAccepted: r.toc_accepted === 1,
  resendAt: r.resend_at,
  facts: JSON.parse(r.vetting) as VettingFacts,
  userId: r.user_id,
  expiresAt: r.expires_at,
});

/** SPEC §3 vetting as the routes answer it. The CNP is never returned by a registration. */
export function vettingOf(r: Registration) {
  return {
    option: r.option,
    msisdn: r.msisdn,
    cnp: null,
    county: r.facts.county || null,
    city: r.facts.city || null,
    carrierType: r.facts.carrierType || null,
    operator: r.facts.operator,
    currentStep: r.step,
    tocAccepted: r.tocAccepted,
    resendTimestamp: r.resendAt,
    eligibleFlows: r.facts.eligibleFlows,
    expiresAt: r.expiresAt,
  };
}

/** A live registration (known, not expired), else null. */
export function findRegistration(db: Database, id: string, now: number): Registration | null {
  const row = stmt(db, "SELECT * FROM id_registrations WHERE id = ?").get(id) as Row | undefined;
  return row && row.expires_at > now ? toRegistration(row) : null;
}

/** The registration that made this user's account (its vetting ended there), or null for any other account. */
export function registrationOfUser(db: Database, userId: string): Registration | null {
  const row = stmt(db, "SELECT * FROM id_registrations WHERE user_id = ? ORDER BY created_at DESC LIMIT 1").get(userId) as Row | undefined;
  return row ? toRegistration(row) : null;
}

/** The operator's customer behind a number that has no web account yet, or null. */
export const registrableCustomer = (msisdn: string): RegistrableCustomer | null => REGISTRABLE_CUSTOMERS[msisdn] ?? null;

/**
 * Whether a web account already holds this number: a contact role on it (a persona's, or one a registration made),
 * or a user whose profile names it as their phone (an account without roles, e.g. noroles.user).
 */
export function numberHasAccount(db: Database, msisdn: string): boolean {
  if (findIdentityByMsisdn(db, msisdn)) return true;
  return stmt(db, "SELECT 1 FROM id_users WHERE json_extract(profile, '$.phone') = ? LIMIT 1").get(msisdn) !== undefined;
}

export const usernameTaken = (db: Database, username: string): boolean =>
  stmt(db, "SELECT 1 FROM id_users WHERE username = ?").get(username) !== undefined;

function factsFor(customer: RegistrableCustomer | null): VettingFacts {
  if (!customer) return { county: "", city: "", carrierType: "", operator: "OTHER", eligibleFlows: flowsFor(null) };
  const i = customer.identity;
  const carrierType = i.isPrepaid ? "PREPAID" : i.isHybrid ? "HYBRID" : i.isFixed ? "FIXED" : "POSTPAID";
  const record: IdentityRecord = { ...i, userId: "" };
  return { county: customer.address.county, city: customer.address.city, carrierType, operator: "VDF", eligibleFlows: flowsFor(record) };
}

/** Starts a registration at `step`; any earlier unfinished one for the number is dropped (only the newest can finish). */
export function createRegistration(
  db: Database,
  now: number,
  r: { option: RegistrationOption; msisdn: string; step: RegistrationStep; customer: RegistrableCustomer | null },
): Registration {
  const id = `reg_${randomBytes(18).toString("base64url")}`;
  stmt(db, "DELETE FROM id_registrations WHERE msisdn = ? AND step != 'ACCOUNT_CREATED'").run(r.msisdn);
  stmt(
    db,
    `INSERT INTO id_registrations (id, option, msisdn, step, toc_accepted, resend_at, vetting, user_id, created_at, expires_at)
     VALUES (?, ?, ?, ?, 0, ?, ?, NULL, ?, ?)`,
  ).run(id, r.option, r.msisdn, r.step, now, JSON.stringify(factsFor(r.customer)), now, now + REGISTRATION_TTL_MS);
  return findRegistration(db, id, now) as Registration;
}

export function updateRegistration(
  db: Database,
  id: string,
  change: { step: RegistrationStep; resendAt?: number; tocAccepted?: boolean; userId?: string },
): void {
  stmt(
    db,
    `UPDATE id_registrations SET step = ?, resend_at = COALESCE(?, resend_at), toc_accepted = COALESCE(?, toc_accepted),
       user_id = COALESCE(?, user_id) WHERE id = ?`,
  ).run(
    change.step,
    change.resendAt ?? null,
    change.tocAccepted === undefined ? null : Number(change.tocAccepted),
    change.userId ?? null,
    id,
  );
}

const NO_ADDRESS: Address = { county: "", city: "", street: "", streetNo: "", postcode: "", countryIso: "RO" };

/** The contact role a new customer of another network gets: a non-operator user (SPEC §3 roles nonVFUser). */
function nonOperatorIdentity(msisdn: string): PersonaIdentity {
  return {
    id: `idn-nonvf-${msisdn}`,
    ban: null,
    role: "nonVFUser",
    customerType: "CBU",
    customerId: `CUST-NONVF-${msisdn}`,
    subscriberId: null,
    resourceType: "MSISDN",
    resourceValue: msisdn,
    entityType: "PERSON",
    entityId: `CUST-NONVF-${msisdn}`,
    bans: [],
    closedBans: [],
    isPrepaid: false,
    isHybrid: false,
    isFixed: false,
    isNonVdf: true,
    crmSegment: "NON_VDF",
    crmSubSegment: "MASS",
    billingCycle: 1,
    products: [],
  };
}

export interface NewAccount {
  msisdn: string;
  option: RegistrationOption;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/**
 * Creates the web user (user name = e-mail) and its one contact role: the customer's for a number of ours, a
 * non-operator one for a new customer. GDPR consents start off (issue 26: off until the customer turns them on).
 * Runs inside the caller's transaction. Returns the user and identity ids.
 */
export function createAccount(db: Database, a: NewAccount): { userId: string; identityId: string; username: string } {
  const customer = a.option === "EXISTING_NUMBER" ? registrableCustomer(a.msisdn) : null;
  const userId = `usr-${randomUUID()}`;
  // Ids of their own: a number whose role was released (disassociate roles) may be registered again.
  const tag = userId.slice(4, 12);
  const base = customer ? customer.identity : nonOperatorIdentity(a.msisdn);
  const identity: PersonaIdentity = {
    ...base,
    id: `${base.id}-${tag}`,
    products: base.products.map((p) => ({ ...p, id: `${p.id}-${tag}` })),
  };
  const username = a.email.toLowerCase();
  const address = customer?.address ?? NO_ADDRESS;
  const profile: UserProfile = {
    id: userId,
    username,
    account: customer ? "registered: operator customer" : "registered: new customer",
    firstName: a.firstName,
    lastName: a.lastName,
    email: username,
    phone: a.msisdn,
    cnp: customer?.cnp ?? "",
    segment: "CBU",
    ssoRoles: [identity.role],
    authClass: "silver",
    isMigratedFromOMS: false,
    ewpRegularAllow: !identity.isNonVdf,
    ewpRootAllow: false,
    gdpr: { gdprBasic: false, gdprAdvanced: false },
    address,
    shippingAddress: address,
    billingAddress: address,
    fixedInstallationAddress: null,
  };
  stmt(db, "INSERT INTO id_users (id, username, password_hash, profile) VALUES (?, ?, ?, ?)").run(
    userId,
    username,
    hashPassword(a.password, userId),
    JSON.stringify(profile),
  );
  const { products, ...data } = identity;
  stmt(db, "INSERT INTO id_identities (id, user_id, position, ban, role, customer_type, msisdn, data) VALUES (?, ?, 0, ?, ?, ?, ?, ?)").run(
    identity.id,
    userId,
    identity.ban,
    identity.role,
    identity.customerType,
    a.msisdn,
    JSON.stringify(data),
  );
  const product = stmt(db, "INSERT INTO customer_products (id, identity_id, product_offering_id, data) VALUES (?, ?, ?, ?)");
  for (const p of products) product.run(p.id, identity.id, p.productOfferingId, JSON.stringify(p));
  return { userId, identityId: identity.id, username };
}
