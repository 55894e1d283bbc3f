// Deterministic identifiers and dotCMS formatting helpers (no randomness in seeded values).
import { createHash } from "node:crypto";

/** A UUID-shaped id derived from a stable key (name-based, like UUID v5), so reseeding gives the same ids. */
export function uuidFrom(key: string): string {
  const h = createHash("sha1").update(key).digest("hex");
  const v = ((parseInt(h[16], 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${v}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** dotCMS "shorty": the first 10 hex characters of an id without dashes (used in /dA paths). */
export function shorty(id: string): string {
  return id.replace(/-/g, "").slice(0, 10);
}

/** java.sql.Timestamp#toString in UTC, the format dotCMS GraphQL uses for dates: "2025-05-21 10:00:00.0". */
export function timestampString(ms: number | null): string | null {
  if (ms === null) return null;
  const iso = new Date(ms).toISOString(); // 2025-05-21T10:00:00.000Z
  const frac = iso.slice(20, 23).replace(/0+$/, "") || "0";
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}.${frac}`;
}

export const SITE = {
  identifier: uuidFrom("site:aria.ro"),
  hostName: "aria.ro",
  aliases: "www.aria.ro\nshop.aria.ro",
} as const;

export const SYSTEM_USER = { userId: "system", firstName: "System", lastName: "User", email: "system@dotcmsfakeemail.org" } as const;

/** Seeded content is dated from this instant (no clock in seed values). */
export const SEED_EPOCH = Date.UTC(2026, 0, 15, 9, 0, 0);
