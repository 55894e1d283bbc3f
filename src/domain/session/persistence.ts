// SPEC §4 "Persisted local state covers a whitelist of slices (excluding errors, pending flags, saved card).
// A version stamp (2.4.2) triggers a full purge and reload when the stored version is not newer." and
// SPEC §9 "Stored state version 2.4.2". Pure rules; the engine that applies them is src/state/persist/.

import { STORED_STATE_VERSION } from "../constants";
import { isRecord } from "../read";

/** What is written under the storage key: the version that wrote it and the whitelisted slices. */
export interface StoredEnvelope {
  readonly version: string;
  readonly state: Record<string, unknown>;
}

/**
 * - `empty`: nothing stored.
 * - `load`: written by this version.
 * - `purge`: older, missing or unreadable version: remove it and reload the page once.
 * - `ignore`: written by a newer release: start clean in memory, neither purge nor overwrite it.
 */
export type StoredStateDecision = "empty" | "load" | "purge" | "ignore";

export type StoredRead = { decision: "load"; state: Record<string, unknown> } | { decision: Exclude<StoredStateDecision, "load"> };

const VERSION_PATTERN = /^\d+(\.\d+)*$/;

/** "2.4.2" → [2, 4, 2]; null for anything that is not a dotted list of whole numbers. */
export function parseVersion(version: unknown): number[] | null {
  if (typeof version !== "string" || !VERSION_PATTERN.test(version.trim())) return null;
  return version.trim().split(".").map(Number);
}

/** -1, 0 or 1 as `a` is older than, equal to or newer than `b`; missing parts count as 0 ("2.4" = "2.4.0"). */
export function compareVersions(a: string, b: string): -1 | 0 | 1 {
  const pa = parseVersion(a);
  const pb = parseVersion(b);
  if (!pa || !pb) throw new RangeError(`compareVersions: not a dotted numeric version: "${pa ? b : a}"`);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  return 0;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (!isRecord(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * Reads what storage returned (raw JSON text, an already-parsed value, or null/undefined for nothing).
 * A newer version is left alone even when its state looks odd: that release knows its own format.
 */
export function readStored(stored: unknown, current: string = STORED_STATE_VERSION): StoredRead {
  if (stored === null || stored === undefined) return { decision: "empty" };
  let value: unknown = stored;
  if (typeof stored === "string") {
    try {
      value = JSON.parse(stored) as unknown;
    } catch {
      return { decision: "purge" };
    }
  }
  if (!isPlainObject(value) || parseVersion(value.version) === null) return { decision: "purge" };
  const order = compareVersions(value.version as string, current);
  if (order > 0) return { decision: "ignore" };
  if (order < 0 || !isPlainObject(value.state)) return { decision: "purge" };
  return { decision: "load", state: value.state };
}

const TRANSIENT_KEYS = new Set(["error", "errors", "pending", "ispending", "loading"]);
const CARD_KEY = /card/i;
/** Our addition (docs/security.md): identifiers a stolen device must not give away; the profile is fetched again on
 * every self-care visit, so nothing is lost by not storing them. ("status" is data here, e.g. a product's status.) */
const SENSITIVE_KEYS = new Set(["cnp", "password"]);

/** SPEC §4 "excluding errors, pending flags, saved card" (plus our sensitive keys): never written, at any depth. */
export function isTransientKey(key: string): boolean {
  const lower = key.toLowerCase();
  return TRANSIENT_KEYS.has(lower) || SENSITIVE_KEYS.has(lower) || CARD_KEY.test(key);
}

function stripTransient(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripTransient);
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (!isTransientKey(k) && v !== undefined) out[k] = stripTransient(v);
  }
  return out;
}

/**
 * SPEC §4 whitelist: keeps only the whitelisted slices, then drops transient keys at any depth.
 * A whitelist entry is a slice name ("auth") or a dotted path into one ("user.profile").
 */
export function pickPersisted(slices: object, whitelist: readonly string[]): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const entry of whitelist) {
    const path = entry.split(".");
    if (path.some(isTransientKey)) continue;
    let source: unknown = slices;
    for (const k of path) source = isPlainObject(source) ? source[k] : undefined;
    if (source === undefined) continue;
    let target = picked;
    path.slice(0, -1).forEach((k) => {
      if (!isPlainObject(target[k])) target[k] = {};
      target = target[k] as Record<string, unknown>;
    });
    target[path[path.length - 1] as string] = source;
  }
  return stripTransient(picked) as Record<string, unknown>;
}

/** The text written to storage: `{"version":…,"state":{whitelisted slices}}`. */
export function encodeStored(slices: object, version: string, whitelist: readonly string[]): string {
  const envelope: StoredEnvelope = { version, state: pickPersisted(slices, whitelist) };
  return JSON.stringify(envelope);
}
