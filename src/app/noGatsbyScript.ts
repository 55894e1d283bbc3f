// The browser build's stand-in for gatsby-script and Partytown's integration (gatsby-node onCreateWebpackConfig
// aliases both to this module in production). Gatsby's internal Partytown plugin requires them on every page for work
// it does only under `gatsby develop`, which put about 1.4 KB (brotli) into every page's first load; the site uses no
// <Script>. Should anything render one, it fails loudly instead of silently loading nothing.
export const collectedScriptsByPage = new Map<string, unknown[]>();
export const scriptCache = new Set<string>();
export const scriptCallbackCache = new Map<string, unknown>();
export const ScriptStrategy = { postHydrate: "post-hydrate", idle: "idle", offMainThread: "off-main-thread" } as const;

export function Script(): never {
  throw new Error("gatsby-script is not in this build (src/app/noGatsbyScript.ts): load third-party scripts another way.");
}

/** @builder.io/partytown/integration's snippet: never needed (no off-main-thread scripts). */
export const partytownSnippet = (): string => "";
