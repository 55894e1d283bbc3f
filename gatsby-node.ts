import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { createGraphqlClient } from "./src/clients/content/graphqlClient";
import { createContentRestClient } from "./src/clients/content/restClient";
import { contentBuildConfig, contentGraphqlUrl } from "./src/config/content";
import { BOTCHECK, CONTENT_URL, GATEWAY_URL, SITE_URL, backendUrl } from "./src/config/endpoints";
import { robotsTxt } from "./src/build/robots";
import { PATHS, ECARE_ROOT } from "./src/domain/guards/paths";
import { contentToken } from "./src/build/contentAuth";
import { SHOP_CATALOGUE_QUERY, readCatalogueData } from "./src/build/cmsQuery";
import { buildCatalogue } from "./src/build/catalogue";
import { roamingCountries, roamingCountryIndex, searchIndex, shopPages, widgetIdsOf, type Template } from "./src/build/shopPages";
import { sanitizeWithReport } from "./src/build/sanitize";
import { rendererDefinitions } from "./src/build/rendererEnv";
import { applyPagePolicies } from "./src/build/pagePolicy";
import { pageSources } from "./scripts/lib/securityHeaders.mjs";
import { productionBuildRefusal } from "./scripts/lib/buildTarget.mjs";
import type { WidgetView } from "./src/domain/shop/model";
import type { ProductDetail } from "./src/domain/shop/model";
import type { InfoPage } from "./src/templates/InfoPageTemplate";

const TEMPLATES: Record<Template, string> = {
  Home: "src/templates/HomeTemplate.tsx",
  Listing: "src/templates/ListingTemplate.tsx",
  Product: "src/templates/ProductTemplate.tsx",
  Search: "src/templates/SearchTemplate.tsx",
  Assistance: "src/templates/AssistanceTemplate.tsx",
  Roaming: "src/templates/RoamingTemplate.tsx",
  RoamingCountry: "src/templates/RoamingCountryTemplate.tsx",
};

/** The site's own pages (src/templates/InfoPageTemplate.tsx): the 404, /eroare and /accesibilitate. */
const INFO_TEMPLATE = "src/templates/InfoPageTemplate.tsx";
const INFO_PAGES: [string, InfoPage][] = [
  ["/404/", "notFound"],
  ["/eroare/", "error"],
  ["/accesibilitate/", "accessibility"],
];

/** The self-care template (src/templates/EcareTemplate.tsx) and the match path all its pages share. */
const ECARE_TEMPLATE = "src/templates/EcareTemplate.tsx";
const ECARE_MATCH_PATH = `${ECARE_ROOT}/*`;

/** The catch-all, then every self-care address of SPEC §2 under /ecare (domain/guards/paths.ts). */
function ecarePagePaths(): string[] {
  return [ECARE_ROOT, ...Object.values(PATHS).filter((p) => p.startsWith(`${ECARE_ROOT}/`))];
}

// The developer pages (/dev/ui and its twins) exist only under `gatsby develop`: never built, never in a bundle.
const DEV_PAGES = process.env.gatsby_executing_command === "develop";

// Issue 24: a production build refuses a missing, loopback or non-https gateway or content address unless the sandbox
// is asked for (SANDBOX_BUILD=1), here and not only in scripts/build.mjs, so a plain `gatsby build` refuses too.
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  if (process.env.gatsby_executing_command !== "build") return;
  const refusal = productionBuildRefusal(process.env);
  if (refusal) reporter.panic(refusal);
};

// The HTML renderer keeps its webpack cache across builds run with different environments (src/build/rendererEnv.ts):
// the rebuild hook's first publish no longer rebuilds it from scratch.
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions }) => {
  // No source maps for the browser bundles of a production build (issue 12): nothing to publish by mistake.
  // Script content hashes of 16 hex digits (webpack's default is 20; output.hashDigestLength is not honoured here, so
  // the file names say it): 64 bits stay collision-safe for a few hundred files and keep the release server's
  // immutable-asset rule (scripts/lib/staticServer.mjs, 16+ digits), and the runtime's chunk map, which every page
  // loads, is ~130 B (brotli) smaller (docs/decisions.md).
  if (stage === "build-javascript") {
    const config = getConfig();
    config.devtool = false;
    config.output = { ...config.output, filename: "[name]-[contenthash:16].js", chunkFilename: "[name]-[contenthash:16].js" };
    // gatsby-script and Partytown are required by Gatsby's internal Partytown plugin on every page, for work it does
    // only under `gatsby develop`; the site renders no <Script> (src/app/noGatsbyScript.ts, docs/decisions.md).
    const stub = path.resolve("src/app/noGatsbyScript.ts");
    config.resolve = {
      ...config.resolve,
      alias: { ...config.resolve?.alias, "gatsby-script$": stub, "@builder.io/partytown/integration$": stub },
    };
    // `npm run bench:check` asks for the bundle analysis (bench/lib/bundleAnalysis.mjs): each module's minified and
    // brotli size per chunk, written outside public/ (nothing of it is published).
    const analysisFile = process.env.BUNDLE_ANALYSIS_FILE;
    if (analysisFile) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a dev-only plugin, loaded only when asked for
      const { BundleAnalyzerPlugin } = require("webpack-bundle-analyzer");
      const analyzer = { analyzerMode: "json", reportFilename: analysisFile, openAnalyzer: false };
      config.plugins = [...(config.plugins ?? []), new BundleAnalyzerPlugin({ ...analyzer, compressionAlgorithm: "brotli" })];
    }
    return actions.replaceWebpackConfig(config);
  }
  if (stage !== "build-html" && stage !== "develop-html") return;
  const config = getConfig();
  for (const plugin of config.plugins ?? []) {
    if (plugin?.constructor?.name === "DefinePlugin") plugin.definitions = rendererDefinitions(plugin.definitions);
  }
  actions.replaceWebpackConfig(config);
};

/** Business pages take the business theme unless a page sets its own settings in context. */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if (!DEV_PAGES && (page.path === "/dev" || page.path.startsWith("/dev/"))) return void actions.deletePage(page);
  if ((page.context as Record<string, unknown> | undefined)?.pageSettings) return;
  if (!page.path.startsWith("/business")) return;
  actions.deletePage(page);
  actions.createPage({ ...page, context: { ...page.context, pageSettings: { theme: "business" } } });
};

// Kept for onPostBuild: the search index is written next to the pages.
let builtProducts: ProductDetail[] = [];
// Kept for onPostBuild: the self-care roaming page's country list (ROAMING_COUNTRIES_FILE).
let builtRoamingCountries: ReturnType<typeof roamingCountryIndex> = [];
/** Where the self-care roaming page reads the CMS countries (src/hooks/services/useRoamingCountries.ts). */
const ROAMING_COUNTRIES_DIR = "data";
const ROAMING_COUNTRIES_FILE = "roaming-countries.json";

export const createPages: GatsbyNode["createPages"] = async ({ actions, graphql, reporter }) => {
  // Self-care first: the catch-all (/ecare) before the addresses, so it is the first page of the shared match path
  // (Gatsby's client and the release server answer an unknown /ecare/… address with the first match).
  for (const pagePath of ecarePagePaths())
    actions.createPage({ path: pagePath, matchPath: ECARE_MATCH_PATH, component: path.resolve(ECARE_TEMPLATE), context: {} });

  // The 404 (Gatsby also writes it as /404.html), the general error page and the accessibility statement: one template.
  for (const [pagePath, info] of INFO_PAGES)
    actions.createPage({ path: pagePath, component: path.resolve(INFO_TEMPLATE), context: { info } });

  const log = (message: string) => reporter.warn(message);
  const config = contentBuildConfig();
  const token = await contentToken(config);
  const client = createGraphqlClient({ url: contentGraphqlUrl(config), token });
  const rest = createContentRestClient({ baseUrl: config.url, token });

  const result = await graphql(SHOP_CATALOGUE_QUERY);
  if (result.errors?.length) {
    // A broken query is a site bug, not bad content: stop the build rather than publish an empty shop.
    reporter.panicOnBuild(`Content: the catalogue query failed: ${JSON.stringify(result.errors).slice(0, 2000)}`);
    return;
  }
  const data = readCatalogueData(result.data);
  const catalogue = await buildCatalogue(data, { client, contentUrl: CONTENT_URL, log });

  // Widgets are rendered by the CMS (REST /api/widget/id) and sanitised here; a failing widget is left out.
  const widgetIds = [...new Set(data.pages.flatMap(widgetIdsOf))];
  const widgets = new Map<string, WidgetView>();
  await Promise.all(
    widgetIds.map(async (id) => {
      try {
        const { html, removed } = sanitizeWithReport(await rest.getWidget(id));
        if (removed > 0) log(`Content: widget ${id}: unsafe HTML removed`);
        if (html) widgets.set(id, { id, html });
      } catch (err) {
        log(`Content: widget ${id} could not be rendered (${(err as Error).message}); left out`);
      }
    }),
  );

  const specs = shopPages({ data, catalogue, widgets, log });
  for (const spec of specs)
    // The template rides along for the analytics page type (domain/analytics/pageType.ts, read by app/analytics/events.ts).
    actions.createPage({
      path: spec.path,
      component: path.resolve(TEMPLATES[spec.template]),
      context: { ...spec.context, template: spec.template },
    });
  builtProducts = catalogue.products;
  // The pages above already named every skipped country; the list for self-care is the same one, quietly.
  builtRoamingCountries = roamingCountryIndex(roamingCountries(data.countries, () => undefined));
  reporter.info(`Content: ${specs.length} shop pages from ${catalogue.products.length} products`);

  if (!DEV_PAGES) return;
  // The UI demo in the dark colour set: proves a page's settings in context switch the theme.
  actions.createPage({
    path: "/dev/ui-dark",
    component: path.resolve("src/pages/dev/ui.tsx"),
    context: { pageSettings: { darkMode: true, scrollBehaviour: "restore" } },
  });
  // The same page with scroll behaviour "top": back navigation starts it at the top.
  actions.createPage({
    path: "/dev/ui-top",
    component: path.resolve("src/pages/dev/ui.tsx"),
    context: { pageSettings: { scrollBehaviour: "top" } },
  });
};

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ getNodesByType, reporter }) => {
  // Client-only routes (/ecare/*): our release server (scripts/lib/staticServer.mjs) answers them with their page,
  // as gatsby serve does from .cache/match-paths.json, which is not part of public/.
  const clientRoutes = getNodesByType("SitePage")
    .filter((page) => typeof page.matchPath === "string")
    .map((page) => ({ matchPath: page.matchPath as string, path: page.path as string }))
    // A match path's own catch-all page (/ecare for /ecare/*) first: the server answers unknown addresses with it.
    .sort((a, b) => Number(b.path === b.matchPath.replace(/\/\*$/, "")) - Number(a.path === a.matchPath.replace(/\/\*$/, "")));
  fs.writeFileSync(path.resolve("public", "_client-routes.json"), JSON.stringify(clientRoutes));
  const dir = path.resolve("public", "search");
  fs.mkdirSync(dir, { recursive: true });
  for (const area of ["personal", "business"] as const)
    fs.writeFileSync(path.join(dir, `${area}.json`), JSON.stringify(searchIndex(builtProducts, area)));
  fs.writeFileSync(path.resolve("public", "robots.txt"), robotsTxt(SITE_URL));
  fs.mkdirSync(path.resolve("public", ROAMING_COUNTRIES_DIR), { recursive: true });
  fs.writeFileSync(path.resolve("public", ROAMING_COUNTRIES_DIR, ROAMING_COUNTRIES_FILE), JSON.stringify(builtRoamingCountries));
  // Last, once every page is final: each page's Content-Security-Policy with the hashes of its inline scripts and styles
  // (docs/security-headers.md). Incremental builds run it again on all pages; unchanged pages are not rewritten.
  // The payment provider's card form is a frame source on every page (client-side navigation, see pageSources).
  const sources = pageSources({
    gatewayUrl: GATEWAY_URL,
    contentUrl: CONTENT_URL,
    botcheckScriptUrl: BOTCHECK.scriptUrl,
    paymentsUrl: backendUrl("payments"),
  });
  const { pages, written } = await applyPagePolicies(path.resolve("public"), sources);
  reporter.info(`Content-Security-Policy: ${pages} pages, ${written} written`);
};
