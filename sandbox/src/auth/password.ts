// scrypt password hashes: `scrypt$N$r$p$saltHex$hashHex`. The seed derives the salt from the user
// id so the database content is deterministic; the cost is kept low because the sandbox seeds often.
import { createHash, scryptSync, timingSafeEqual } from "node:crypto";

const N = 4096;
const R = 8;
const P = 1;
const KEYLEN = 32;

export function hashPassword(password: string, saltSeed: string): string {
  const salt = createHash("sha256").update(`salt:${saltSeed}`).digest().subarray(0, 16);
  const hash = scryptSync(password, salt, KEYLEN, { N, r: R, p: P });
  return `scrypt$${N}$${R}$${P}$${salt.toString("hex")}$${hash.toString("hex")}`;
}

export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, n, r, p, saltHex, hashHex] = stored.split("$");
  if (scheme !== "scrypt" || !saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, "hex");
  const actual = scryptSync(password, Buffer.from(saltHex, "hex"), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return timingSafeEqual(actual, expected);
}
