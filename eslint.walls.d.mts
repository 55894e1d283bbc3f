// Types of eslint.walls.mjs for the tests that import it (__tests__/tools/walls.test.ts).
import type { Linter } from "eslint";

export declare const WALLS: Record<string, string[]>;
export declare function wallZones(root?: string): { target: string; from: string; except: string[]; message: string }[];
export declare function wallsConfig(root?: string): Linter.Config;
