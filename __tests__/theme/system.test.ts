import fs from "node:fs";
import path from "node:path";
import { defaultBaseConfig } from "@chakra-ui/react/preset-base";
import { createSystem } from "@chakra-ui/react/styled-system";
import { USED_UTILITIES, baseConfig, themeConfig } from "../../src/theme/system";
import { BREAKPOINTS } from "../../src/domain/constants";

// The system the build compiles the global stylesheet with (src/theme/globalStylesheet.tsx).
const system = createSystem(baseConfig, themeConfig);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(e.name) ? [full] : [];
  });
}

describe("slim Chakra system", () => {
  it("knows every style prop the components use (no prop silently dropped)", () => {
    const all = defaultBaseConfig.utilities ?? {};
    const allowed = new Set<string>();
    for (const name of USED_UTILITIES) {
      allowed.add(name);
      const sh = (all[name] as { shorthand?: string | string[] } | undefined)?.shorthand;
      for (const s of ([] as string[]).concat(sh ?? [])) allowed.add(s);
    }
    const missing = new Map<string, string>();
    const utilityNames = new Map<string, string>();
    for (const [name, u] of Object.entries(all)) {
      utilityNames.set(name, name);
      for (const s of ([] as string[]).concat((u as { shorthand?: string | string[] }).shorthand ?? [])) utilityNames.set(s, name);
    }
    // tokens.ts defines token names (e.g. a colour called "border"), not style props.
    const files = sourceFiles(path.resolve(__dirname, "../../src")).filter((f) => !f.endsWith(path.join("theme", "tokens.ts")));
    for (const file of files) {
      const text = fs.readFileSync(file, "utf8");
      for (const m of text.matchAll(/\b([a-zA-Z]+)\s*[=:]/g)) {
        const prop = m[1]!;
        if (utilityNames.has(prop) && !allowed.has(prop)) missing.set(prop, path.relative(process.cwd(), file));
      }
    }
    expect(Object.fromEntries(missing)).toEqual({});
  });

  it("resolves our spacing tokens (SPEC §9 scale) and shorthands", () => {
    const css = system.css({ px: "4", mt: "13", gap: "2" }) as Record<string, unknown>;
    expect(JSON.stringify(css)).toContain("var(--aria-spacing-4)");
    expect(JSON.stringify(css)).toContain("var(--aria-spacing-13)");
    expect(system.token("spacing.13")).toBe("52px");
    expect(system.token("radii.box")).toBe("6px");
    expect(system.token("sizes.container")).toBe("1180px");
  });

  it("uses the SPEC §9 breakpoints", () => {
    // Chakra stores them in rem (16 px each), so they follow the user's font size.
    const px = Object.fromEntries(
      system.breakpoints.values.filter((b) => b.name in BREAKPOINTS).map((b) => [b.name, parseFloat(b.min!) * 16]),
    );
    expect(px).toEqual(BREAKPOINTS);
  });
});
