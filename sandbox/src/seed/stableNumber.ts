// Deterministic "random-looking" numbers for derived sandbox data (bill amounts, usage): the same key gives
// the same number on every machine and run, so answers stay stable without storing them.
import { createHash } from "node:crypto";

/** A non-negative integer below 2^32 derived from `key`. */
export function stableInt(key: string): number {
  return createHash("sha256").update(key).digest().readUInt32BE(0);
}

/** A stable fraction in [min, max) derived from `key`, in steps of 1/1000. */
export function stableFraction(key: string, min: number, max: number): number {
  return min + ((stableInt(key) % 1000) / 1000) * (max - min);
}

export const round2 = (x: number): number => Math.round(x * 100) / 100;
