// zod fields of the billing forms (src/domain/zod.ts, the checkout validators' pattern): each field reads the raw
// value with a small reader that answers the value or ONE message key, and a schema reports the first key per field.
import { z } from "../zod";
import type { BillingFieldErrors, BillingMessageKey, BillingValidated } from "./messages";

export type Reading<T> = { ok: true; value: T } | { ok: false; key: BillingMessageKey };

/** A zod field from a reader: the value when it reads, else an issue whose message is the key. */
export function field<T>(read: (raw: unknown) => Reading<T>) {
  return z.unknown().transform((raw, ctx): T => {
    const reading = read(raw);
    if (reading.ok) return reading.value;
    ctx.addIssue({ code: "custom", message: reading.key });
    return z.NEVER;
  });
}

/** Parses `input` (anything: a missing form is an empty one) with `schema`; field → first message key on failure. */
export function runSchema<S extends z.ZodType, F extends string>(schema: S, input: unknown): BillingValidated<z.output<S>, F> {
  const result = schema.safeParse(typeof input === "object" && input !== null ? input : {});
  if (result.success) return { ok: true, value: result.data };
  const errors: BillingFieldErrors<F> = {};
  for (const issue of result.error.issues) {
    const name = issue.path[0] as F | undefined;
    if (name !== undefined && errors[name] === undefined) errors[name] = issue.message as BillingMessageKey;
  }
  return { ok: false, errors };
}
