// The production-build refusal (issue 24): a `gatsby build` bakes the gateway and content addresses into every page
// and bundle (src/config/endpoints.ts), and with none set they default to the loopback sandbox, so a release built
// without configuration would silently send every customer's browser to 127.0.0.1. A production build therefore needs
// both addresses set, over https, on a host that is not this machine, unless the sandbox is asked for in so many words
// (SANDBOX_BUILD=1: `npm start`, siteEnvFor for the tests and benches, `SANDBOX_BUILD=1 npm run build`).
// Plain JavaScript with no dependencies: scripts/build.mjs checks before it starts anything, and gatsby-node's
// onPreInit checks again, so a plain `gatsby build` refuses too.

/** The flag that asks for a build against the local sandbox. */
export const SANDBOX_BUILD_FLAG = "SANDBOX_BUILD";

/** The addresses a production build must be given, with what each is. */
const ADDRESSES = [
  ["GATSBY_GATEWAY_URL", "the operator's API gateway"],
  ["GATSBY_CONTENT_URL", "the content system"],
];

/** Whether `hostname` (as URL parses it: lower case, IPv6 in brackets) names this machine. */
export function isLoopbackHost(hostname) {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  if (host === "localhost" || host.endsWith(".localhost")) return true;
  if (/^127(\.\d{1,3}){3}$/.test(host) || host === "0.0.0.0") return true;
  // ::1, the unspecified ::, and IPv4-mapped loopback (URL writes ::ffff:127.0.0.1 as [::ffff:7f00:1]).
  return host === "[::1]" || host === "[::]" || /^\[::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}\]$/.test(host);
}

/** What is wrong with one address for a production build, or null. */
function addressProblem(name, what, value) {
  if (typeof value !== "string" || value.trim() === "") return `${name} (${what}) is not set`;
  let url;
  try {
    url = new URL(value.trim());
  } catch {
    return `${name} (${what}) is not an address: ${JSON.stringify(value)}`;
  }
  if (url.protocol !== "https:") return `${name} (${what}) is not https: ${value}`;
  if (isLoopbackHost(url.hostname)) return `${name} (${what}) points at this machine: ${value}`;
  return null;
}

/**
 * Why a production build must not go ahead with this environment, or null when it may. Every problem is listed, with
 * how to fix it, so one failed build says everything.
 * @param {Record<string, string | undefined>} env
 * @returns {string | null}
 */
export function productionBuildRefusal(env) {
  if (env[SANDBOX_BUILD_FLAG] === "1") return null;
  const problems = ADDRESSES.map(([name, what]) => addressProblem(name, what, env[name])).filter((p) => p !== null);
  if (problems.length === 0) return null;
  return [
    "Refusing a production build: the site would send its visitors' browsers to the wrong place.",
    ...problems.map((p) => `  - ${p}`),
    "Set GATSBY_GATEWAY_URL and GATSBY_CONTENT_URL to the operator's https addresses, or set SANDBOX_BUILD=1 to build",
    "against the local sandbox on purpose (npm start and the tests do).",
  ].join("\n");
}
