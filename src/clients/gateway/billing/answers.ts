// How the billing clients read an answer (docs/billing-contract.md; SPEC §3, §7), the one way for every billing call: a
// reader per answer, next to the call that asks for it, built from these field readers. A field of the wrong type or
// too long, a missing id or amount breaks the whole answer, which is then a GatewayError of kind invalid_response
// (never a crash and never a code it happens to carry); unknown extra fields are ignored. No zod, no transport and no
// browser globals here, so every page reads its answers without zod and the sandbox's contract test runs the readers.
import type { Backend } from "../../../config/endpoints";
import type { Money } from "../../../domain/currency";
import { isRecord } from "../../../domain/read";
import { malformed } from "../errors";

/** A field that breaks the answer's shape: caught by `reading`, which rejects the whole answer. */
class Invalid extends Error {}

export const fail = (issue: string): never => {
  throw new Invalid(issue);
};

/** Reads `body` with `read`; a broken field makes the whole answer invalid_response of `service`. */
export function reading<T>(service: Backend, body: unknown, read: () => T): T {
  try {
    return read();
  } catch (e) {
    if (e instanceof Invalid) throw malformed(service, body, e.message);
    throw e;
  }
}

export const objectOf = (v: unknown, field: string): Record<string, unknown> => (isRecord(v) ? v : fail(`${field}: not an object`));
export const isAbsent = (v: unknown): v is null | undefined => v === undefined || v === null;

/** A list; anything else breaks the answer. */
export const listOf = (v: unknown, field: string): unknown[] => (Array.isArray(v) ? v : fail(`${field}: not a list`));

/** An optional list: absent → [], else a list. */
export const optionalListOf = (v: unknown, field: string): unknown[] => (isAbsent(v) ? [] : listOf(v, field));

/** Text of at most `max` characters (as sent, not trimmed). */
export function textOf(v: unknown, field: string, max = 2000): string {
  if (typeof v !== "string") return fail(`${field}: not text`);
  return v.length <= max ? v : fail(`${field}: too long`);
}

/** An id: text, trimmed, 1..200 characters. */
export function idOf(v: unknown, field: string): string {
  const value = textOf(v, field, Number.POSITIVE_INFINITY).trim();
  return value.length >= 1 && value.length <= 200 ? value : fail(`${field}: not an id`);
}

/** Optional text: absent or blank → null, else trimmed (at most 2000 characters as sent). */
export function optionalTextOf(v: unknown, field: string): string | null {
  if (isAbsent(v)) return null;
  const value = textOf(v, field).trim();
  return value === "" ? null : value;
}

export const booleanOf = (v: unknown, field: string): boolean => (typeof v === "boolean" ? v : fail(`${field}: not true or false`));

export const amountOf = (v: unknown, field: string): number =>
  typeof v === "number" && Number.isFinite(v) ? v : fail(`${field}: not a finite number`);

export const optionalAmountOf = (v: unknown, field: string): number | null => (isAbsent(v) ? null : amountOf(v, field));

/** Text as sent (any length), or a finite number as text. */
export const textOrNumberOf = (v: unknown, field: string): string =>
  typeof v === "number" ? String(amountOf(v, field)) : textOf(v, field, Number.POSITIVE_INFINITY);

/** { unit, value }: unit text of at most 10 characters, a finite value. */
export function moneyOf(v: unknown, field: string): Money {
  const m = objectOf(v, field);
  return { unit: textOf(m.unit, `${field}.unit`, 10), value: amountOf(m.value, `${field}.value`) };
}

/** Only a web address is a page to send the customer to (never javascript:, data:, a relative path). */
export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}
