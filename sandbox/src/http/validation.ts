// zod helpers for route input: a failed parse is a 400 TMF error naming each bad field.
import type { z } from "zod";
import { HttpError } from "./errors";

type Where = "body" | "query" | "params" | "headers";

export function parseInput<S extends z.ZodType>(schema: S, value: unknown, where: Where = "body"): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const detail = result.error.issues.map((i) => `${[where, ...i.path.map(String)].join(".")}: ${i.message}`).join("; ");
  throw new HttpError(400, `invalid_${where}`, detail);
}

export const parseBody = <S extends z.ZodType>(schema: S, body: unknown) => parseInput(schema, body ?? {}, "body");
export const parseQuery = <S extends z.ZodType>(schema: S, query: unknown) => parseInput(schema, query, "query");
export const parseParams = <S extends z.ZodType>(schema: S, params: unknown) => parseInput(schema, params, "params");
