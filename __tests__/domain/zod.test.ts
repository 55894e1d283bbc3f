// src/domain/zod.ts is the site's only way to zod: it turns off zod's `new Function` probe, which the pages' CSP
// (no 'unsafe-eval') reports as a violation (issue 12 "zero violations"; found by pages.e2e on the sign-in pages).
import fs from "node:fs";
import path from "node:path";
import { globalConfig } from "zod/v4/core";
import { z } from "../../src/domain/zod";

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? sourceFiles(p) : /\.tsx?$/.test(e.name) ? [p] : [];
  });
}

it("no file of the site imports zod except src/domain/zod.ts", () => {
  const root = path.resolve(__dirname, "../../src");
  const direct = sourceFiles(root)
    .filter((f) => /from\s+["']zod(\/[^"']*)?["']/.test(fs.readFileSync(f, "utf8")))
    .map((f) => path.relative(root, f));
  expect(direct).toEqual([path.join("domain", "zod.ts")]);
});

it("zod runs jitless: building and parsing an object schema generates no code", () => {
  expect(globalConfig.jitless).toBe(true);
  const schema = z.object({ a: z.string() });
  expect(schema.parse({ a: "x", b: 1 })).toEqual({ a: "x" });
});
