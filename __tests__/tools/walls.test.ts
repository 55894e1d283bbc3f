// The walls of src/ (eslint.walls.mjs) fire: an upward import and an import cycle in a fixture tree fail lint, an
// allowed import does not. The real src/ is held to the same rules by `npm run lint`.
import type * as Fs from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import { WALLS, wallsConfig } from "../../eslint.walls.mjs";

const ROOT = path.resolve(__dirname, "../..");
const FIXTURES = "__tests__/tools/fixtures/walls/src";

async function lint(file: string): Promise<string[]> {
  const eslint = new ESLint({
    cwd: ROOT,
    ignore: false,
    overrideConfigFile: true,
    overrideConfig: [{ files: ["**/*.ts"], languageOptions: { parser: tseslint.parser } }, wallsConfig(FIXTURES)],
  });
  const [result] = await eslint.lintFiles([path.join(FIXTURES, file)]);
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

test("an upward import (domain → hooks) fails with the wall's message", async () => {
  const messages = await lint("domain/upward.ts");
  expect(messages).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*src\/domain may import only itself/)]);
});

test("an import cycle fails on both of its files", async () => {
  expect(await lint("ecare/cycleA.ts")).toEqual([expect.stringMatching(/^import-x\/no-cycle: Dependency cycle/)]);
  expect(await lint("ecare/cycleB.ts")).toEqual([expect.stringMatching(/^import-x\/no-cycle: Dependency cycle/)]);
});

test("an import down the walls (hooks → domain) passes", async () => {
  expect(await lint("hooks/useAge.ts")).toEqual([]);
});

test("the table names every folder of src/, and the floor imports nothing", () => {
  const fs = jest.requireActual<typeof Fs>("node:fs");
  const folders = fs
    .readdirSync(path.join(ROOT, "src"), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
  expect(Object.keys(WALLS).sort()).toEqual(folders);
  expect(WALLS.domain).toEqual([]);
});
