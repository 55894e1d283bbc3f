// THE zod of the site: every schema is built from this import.
// - `jitless` stops zod probing `new Function` when its first object schema is built, a probe the pages'
//   Content-Security-Policy (no 'unsafe-eval') reports as a violation even though zod catches the refusal. Schemas then
//   parse without generated code, which is all the site needs.
// - `z` is a plain object of the named builders the site uses, not zod's namespace: re-exported as a namespace, the
//   bundler kept all of zod, every locale included (370 KB raw in the checkout's chunk, bench:check failed the page).
//   Named imports are shaken down to what is listed here; add a builder here before using it.
import {
  array,
  boolean,
  coerce,
  config,
  discriminatedUnion,
  enum as zodEnum,
  literal,
  NEVER,
  number,
  object,
  regexes,
  string,
  union,
  unknown,
  type output as ZodOutput,
  type ZodType as ZodSchema,
} from "zod";

config({ jitless: true });

export const z = {
  array,
  boolean,
  coerce,
  discriminatedUnion,
  enum: zodEnum,
  literal,
  NEVER,
  number,
  object,
  regexes,
  string,
  union,
  unknown,
};

// The types that go with the builders (z.output<typeof Schema>, z.ZodType): a namespace of types only, merged with
// the object above.
// eslint-disable-next-line @typescript-eslint/no-namespace
export declare namespace z {
  type output<T extends ZodSchema> = ZodOutput<T>;
  type ZodType = ZodSchema;
}
