// SPEC §3 gdprAttributes (gdprBasic, gdprAdvanced) and SPEC §7 "GET (with ?skipCache) and POST GDPR settings": the
// consent purposes the customer decides on one by one, the settings answer read into a state per purpose, the body
// that saves a choice, and what a save changes (the confirmation names it). TMF644 records consent per purpose
// (../shared/reference: privacyUsagePurpose); GDPR Art. 7(3): withdrawing is as easy as granting — the same switch.
// gdprBasic groups the direct-marketing channels; gdprAdvanced the uses beyond contacting the customer (profiling of
// usage data for personalised offers, passing contact details to partners). Every purpose is off until granted.
import { isRecord, readString } from "../read";

export const GDPR_GROUPS = ["gdprBasic", "gdprAdvanced"] as const;
export type GdprGroup = (typeof GDPR_GROUPS)[number];

/** The purposes, in the order they are shown and named; the sandbox and the operator use the same ids. */
export const PRIVACY_PURPOSES = [
  { id: "marketingEmail", group: "gdprBasic" },
  { id: "marketingSms", group: "gdprBasic" },
  { id: "marketingCall", group: "gdprBasic" },
  { id: "profiling", group: "gdprAdvanced" },
  { id: "partners", group: "gdprAdvanced" },
] as const satisfies readonly { id: string; group: GdprGroup }[];

export type PurposeId = (typeof PRIVACY_PURPOSES)[number]["id"];
/** Granted (true) or not, for every purpose. */
export type ConsentState = Record<PurposeId, boolean>;

export interface PrivacySettings {
  consents: ConsentState;
  /** When the customer last changed a consent, as sent; "" when never. */
  lastUpdated: string;
}

/** A state built purpose by purpose (e.g. from the switches on the page). */
export function consentsFrom(isGranted: (purpose: PurposeId) => boolean): ConsentState {
  const state = {} as ConsentState;
  for (const p of PRIVACY_PURPOSES) state[p.id] = isGranted(p.id) === true;
  return state;
}

/**
 * The GDPR settings answer as a state per purpose: each purpose read from its own group, granted only when it is
 * `true`; a purpose missing (or not a boolean) is off, and one the site does not know is ignored. Null when the answer
 * has neither group.
 */
export function readGdprSettings(raw: unknown): PrivacySettings | null {
  if (!isRecord(raw) || (!isRecord(raw.gdprBasic) && !isRecord(raw.gdprAdvanced))) return null;
  const consents = {} as ConsentState;
  for (const p of PRIVACY_PURPOSES) {
    const group = raw[p.group];
    consents[p.id] = isRecord(group) && group[p.id] === true;
  }
  return { consents, lastUpdated: readString(raw.lastUpdated) };
}

/** The POST body: every purpose, each under its group (gdprBasic / gdprAdvanced), as chosen. */
export function gdprSettingsBody(chosen: ConsentState): Record<GdprGroup, Partial<Record<PurposeId, boolean>>> {
  const body: Record<GdprGroup, Partial<Record<PurposeId, boolean>>> = { gdprBasic: {}, gdprAdvanced: {} };
  for (const p of PRIVACY_PURPOSES) body[p.group][p.id] = chosen[p.id] === true;
  return body;
}

export interface ConsentChanges {
  granted: PurposeId[];
  withdrawn: PurposeId[];
}

/** What saving `chosen` over `saved` changes, in the purposes' order (nothing: both lists empty). */
export function consentChanges(saved: ConsentState, chosen: ConsentState): ConsentChanges {
  const changed = PRIVACY_PURPOSES.map((p) => p.id).filter((id) => saved[id] !== chosen[id]);
  return { granted: changed.filter((id) => chosen[id]), withdrawn: changed.filter((id) => !chosen[id]) };
}

/**
 * SPEC §3 user info gdprAttributes after a choice (SPEC §4: the data layer's gdpr permissions read them): a group is
 * granted when at least one of its purposes is.
 */
export function gdprAttributesOf(chosen: ConsentState): Record<GdprGroup, boolean> {
  const out: Record<GdprGroup, boolean> = { gdprBasic: false, gdprAdvanced: false };
  for (const p of PRIVACY_PURPOSES) out[p.group] ||= chosen[p.id] === true;
  return out;
}
