// The walls of src/ (docs/architecture.md "Walls"): which folder may import which, and no import cycles. One table;
// eslint.config.mjs turns it into import-x rules, and __tests__/tools/walls.test.ts proves each rule fires on a fixture.
import { createNodeResolver, importX } from "eslint-plugin-import-x";

/**
 * Each folder of src/ and the folders it may import besides itself, top to bottom. Imports flow down: pages and
 * templates compose screens, screens use components, hooks and state (never a client: a hook binds it), hooks bind
 * state and clients, all of them rest on the floor (domain, config, i18n, theme). Screens never import each other. `build` is build-time code (gatsby-node); `dev` is the /dev/ui demo.
 */
export const WALLS = {
  pages: [
    "app",
    "templates",
    "ecare",
    "shop",
    "signin",
    "dev",
    "components",
    "hooks",
    "state",
    "browser",
    "config",
    "domain",
    "i18n",
    "theme",
  ],
  templates: ["app", "ecare", "shop", "components", "hooks", "state", "browser", "config", "domain", "i18n", "theme"],
  app: ["components", "hooks", "state", "browser", "config", "domain", "i18n", "theme"],
  ecare: ["components", "hooks", "state", "browser", "config", "domain", "i18n", "theme"],
  shop: ["components", "hooks", "state", "browser", "config", "domain", "i18n", "theme"],
  signin: ["components", "hooks", "state", "browser", "config", "domain", "i18n", "theme"],
  dev: ["components", "hooks", "state", "browser", "config", "domain", "i18n", "theme"],
  components: ["hooks", "state", "browser", "config", "domain", "i18n", "theme"],
  hooks: ["state", "clients", "browser", "config", "domain", "i18n"],
  state: ["browser", "config", "domain"],
  clients: ["browser", "config", "domain"],
  browser: ["config", "domain", "i18n"],
  build: ["clients", "config", "domain", "i18n"],
  config: ["domain"],
  i18n: ["domain"],
  theme: ["domain"],
  domain: [],
};

/** import-x/no-restricted-paths zones: for each folder, everything in src/ but itself and what it may import. */
export function wallZones(root = "./src") {
  return Object.entries(WALLS).map(([folder, allowed]) => ({
    target: `${root}/${folder}`,
    from: root,
    except: [`./${folder}`, ...allowed.map((a) => `./${a}`)],
    message: `src/${folder} may import only ${allowed.length ? allowed.map((a) => `src/${a}`).join(", ") : "itself"} (eslint.walls.mjs).`,
  }));
}

/** The flat-config block: the walls and no cycles, for files under `root`. */
export function wallsConfig(root = "src") {
  return {
    files: [`${root}/**/*.{ts,tsx}`],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".mjs", ".json"] })],
      // The imported files are TypeScript too: without this, import-x cannot read them and sees no cycle.
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: wallZones(`./${root}`) }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  };
}
