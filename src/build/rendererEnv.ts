// Gatsby inlines EVERY environment variable into the HTML renderer (build-html stage: `process.env.X` for all X),
// so two builds whose environments differ in anything (CI, PWD, the rebuild hook's own settings) share no webpack
// cache and the renderer is rebuilt from scratch: ~7 s of every publish → live on the 2-core machine. The code we
// server-render reads only GATSBY_* variables (src/config/endpoints.ts), plus what React and Gatsby read themselves.

/** Definitions Gatsby's renderer needs whatever the environment holds. */
const GATSBY_OWN = new Set([
  "process.env",
  "process.env.NODE_ENV",
  "process.env.PUBLIC_DIR",
  "process.env.BUILD_STAGE",
  "process.env.CYPRESS_SUPPORT",
]);

const keep = (key: string): boolean => GATSBY_OWN.has(key) || key.startsWith("process.env.GATSBY_") || !key.startsWith("process.env");

/** The DefinePlugin definitions with every non-GATSBY_ environment variable left out. */
export function rendererDefinitions(definitions: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(definitions).filter(([key]) => keep(key)));
}
