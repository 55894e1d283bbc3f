// THE security headers and Content-Security-Policy of the site (issue 12, docs/security-headers.md). One source of
// truth for two places a policy reaches the browser:
//
// - Response headers, the same on every response: sent by the release server (scripts/lib/staticServer.mjs, behind
//   `npm start` and the e2e tests) and written for a CDN or nginx to deploy/security-headers.conf and deploy/_headers by
//   `npm run security-headers` (scripts/security-headers.mjs); a tools test fails when those files drift from here.
//   Their policy holds only directives that never block inline content (frame-ancestors, base-uri, object-src,
//   form-action), so it is the same for every page.
// - Each page's policy, in a <meta http-equiv="Content-Security-Policy"> written into the page's HTML at build time
//   (gatsby-node onPostBuild, src/build/pagePolicy.ts): scripts, styles, images and connections, with the sha256 of
//   every inline <script>, <style> and style="…" of that very page. No 'unsafe-inline', no 'unsafe-eval'.
//
// Plain JavaScript with no dependencies: node runs the release server without a build step, and gatsby-node imports it.

/** @typedef {[name: string, sources: string[]]} Directive */

/** The response header's policy: what a <meta> policy cannot carry (frame-ancestors) plus the lockdowns that never
 * depend on the page. */
export const HEADER_DIRECTIVES = /** @type {Directive[]} */ ([
  ["frame-ancestors", ["'none'"]],
  ["base-uri", ["'self'"]],
  ["object-src", ["'none'"]],
  ["form-action", ["'self'"]],
]);

/** Strict-Transport-Security: only over https (a CDN or TLS proxy in front); browsers ignore it over plain http, and the
 * local servers never send it. */
export const HSTS = "max-age=31536000; includeSubDomains";

/** Serialises directives as a policy string: `a x y; b z`. */
export function serializePolicy(directives) {
  return directives.map(([name, sources]) => [name, ...sources].join(" ")).join("; ");
}

/**
 * Every security header, in order. `httpsOnly` headers are sent only when the site is served over https.
 * @type {{ name: string, value: string, httpsOnly?: boolean }[]}
 */
export const SECURITY_HEADERS = [
  { name: "Content-Security-Policy", value: serializePolicy(HEADER_DIRECTIVES) },
  // Older browsers that ignore frame-ancestors.
  { name: "X-Frame-Options", value: "DENY" },
  { name: "X-Content-Type-Options", value: "nosniff" },
  { name: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { name: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
  { name: "Strict-Transport-Security", value: HSTS, httpsOnly: true },
];

/** The headers for one response, as a node `http` header object (lower-case names). */
export function securityHeaders({ https = false } = {}) {
  return Object.fromEntries(SECURITY_HEADERS.filter((h) => https || !h.httpsOnly).map((h) => [h.name.toLowerCase(), h.value]));
}

// ---------------------------------------------------------------------------------------------------------------------
// The page policy (<meta>).

/** sha256 of the empty string. In production emotion inserts an EMPTY <style> and fills it with insertRule (CSSOM,
 * never checked); Chromium checks the empty element against style-src and, if refused, the element has no sheet and
 * every runtime style is silently lost. An empty style sheet does nothing, so allowing it costs nothing. */
export const EMPTY_HASH = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

/** What Google's reCAPTCHA (v3) needs besides its api.js, per its CSP guide. */
const BOTCHECK_HOSTS = {
  "www.google.com": {
    script: ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"],
    frame: ["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"],
  },
  "www.recaptcha.net": {
    script: ["https://www.recaptcha.net/recaptcha/", "https://www.gstatic.com/recaptcha/"],
    frame: ["https://www.recaptcha.net/recaptcha/"],
  },
};

const originOf = (url) => new URL(url).origin;
const unique = (list) => [...new Set(list)];

/** A path-restricted source expression for everything under `url`: `https://host/payments/` (CSP matches a source
 * path that ends in "/" as a prefix; the query is never part of the match). */
function underPath(url) {
  const u = new URL(url);
  return `${u.origin}${u.pathname.replace(/\/*$/, "/")}`;
}

/**
 * The hosts a page may reach, from the site's configuration (src/config/endpoints.ts, set by GATSBY_* variables):
 * the gateway (every API call; the sandbox's bot-check stand-in asks it for tokens), the content system (product
 * pictures), the bot-check script (that one file, or Google's documented hosts) and the payment provider's hosted
 * card form (`paymentsUrl`: the payments back end, `backendUrl("payments")`; the checkout embeds
 * `<paymentsUrl>/hosted-form?origin=…` in an iframe, docs/checkout-contract.md).
 *
 * The card form's frame source is on EVERY page, not only on the checkout pages: a page's <meta> policy is the one
 * of the document the browser loaded, and Gatsby's client-side navigation keeps that document. The cart's "Continuă
 * comanda" (a NavLink) and any other in-app link to /checkout, /business/eshop/checkout or
 * /abonamente/portare-cu-portare/checkout render the checkout inside the document of the page the visit started on
 * (a product page, the cart…), under that page's policy; a checkout-only frame-src would refuse the card form there.
 * The source is restricted to the payments path of the gateway, so no other gateway page can be framed.
 * `blob:` lets the bill details page preview a bill PDF it downloaded itself (an object URL of the page's own origin:
 * no other site's content can be framed through it).
 * @param {{ gatewayUrl: string, contentUrl: string, botcheckScriptUrl: string, paymentsUrl: string }} config
 */
export function pageSources({ gatewayUrl, contentUrl, botcheckScriptUrl, paymentsUrl }) {
  if (!paymentsUrl) throw new Error("pageSources: paymentsUrl (the payments back end's base URL) is required");
  const script = new URL(botcheckScriptUrl);
  const known = BOTCHECK_HOSTS[script.hostname];
  return {
    script: known?.script ?? [`${script.origin}${script.pathname}`],
    connect: unique([originOf(gatewayUrl), script.origin]),
    img: [originOf(contentUrl)],
    frame: unique([...(known?.frame ?? []), underPath(paymentsUrl), "blob:"]),
  };
}

/** `'sha256-…'` source expressions, unique and sorted, so a page's policy does not change with element order. */
const hashSources = (hashes) =>
  unique(hashes)
    .sort()
    .map((h) => `'sha256-${h}'`);

/**
 * A page's policy for its <meta> element.
 * @param {{ scripts: string[], styles: string[], styleAttributes: string[] }} hashes base64 sha256 of the page's inline
 *   script texts, style texts and style attribute values
 * @param {ReturnType<typeof pageSources>} sources
 */
export function pagePolicy(hashes, sources) {
  const attributes = hashSources(hashes.styleAttributes);
  return serializePolicy([
    ["default-src", ["'self'"]],
    // 'report-sample': a violation report carries the first 40 characters of what was refused.
    ["script-src", ["'self'", "'report-sample'", ...sources.script, ...hashSources(hashes.scripts)]],
    // 'unsafe-hashes' lets a style="…" attribute through only when its value's hash is listed (CSP3); nothing else.
    [
      "style-src",
      [
        "'self'",
        "'report-sample'",
        ...unique([EMPTY_HASH, ...hashSources(hashes.styles)]),
        ...(attributes.length ? ["'unsafe-hashes'", ...attributes] : []),
      ],
    ],
    ["img-src", ["'self'", ...sources.img]],
    ["font-src", ["'self'"]],
    ["connect-src", ["'self'", ...sources.connect]],
    ["frame-src", sources.frame.length ? sources.frame : ["'none'"]],
    ["worker-src", ["'none'"]],
    // Also in the header; repeated so a host that serves the pages without our header file still gets them.
    ...HEADER_DIRECTIVES.filter(([name]) => name !== "frame-ancestors"),
  ]);
}

// ---------------------------------------------------------------------------------------------------------------------
// The header set as files for a CDN or web server (generated by scripts/security-headers.mjs).

const GENERATED = "Generated from scripts/lib/securityHeaders.mjs by `npm run security-headers`: do not edit.";

/** nginx: `include` it in the server block AND in every location that has its own add_header (nginx drops inherited
 * add_header lines in such a location). `always`: on error pages too. */
export function nginxConf() {
  const lines = SECURITY_HEADERS.map((h) => {
    const line = `add_header ${h.name} "${h.value}" always;`;
    return h.httpsOnly ? `# Browsers ignore it over plain http: it takes effect in the https server block.\n${line}` : line;
  });
  return [`# ${GENERATED}`, "# Security headers for every response (docs/security-headers.md).", ...lines, ""].join("\n");
}

/** Netlify / Cloudflare Pages `_headers`: every path. Such hosts serve https only, so HSTS is included. */
export function headersFile() {
  return [`# ${GENERATED}`, "/*", ...SECURITY_HEADERS.map((h) => `  ${h.name}: ${h.value}`), ""].join("\n");
}

/** The generated files, by path from the repository root. */
export const DEPLOY_FILES = {
  "deploy/security-headers.conf": nginxConf,
  "deploy/_headers": headersFile,
};
