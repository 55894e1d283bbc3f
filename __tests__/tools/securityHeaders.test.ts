// The site's security headers and policy (scripts/lib/securityHeaders.mjs, issue 12): the one source of truth behind
// the release server, the page policies and the files in deploy/ for a CDN or nginx.
import fs from "node:fs";
import path from "node:path";
import {
  DEPLOY_FILES,
  HSTS,
  SECURITY_HEADERS,
  headersFile,
  nginxConf,
  pagePolicy,
  pageSources,
  securityHeaders,
} from "../../scripts/lib/securityHeaders.mjs";
import { ROOT } from "./helpers";

const sandbox = {
  gatewayUrl: "http://127.0.0.1:8787",
  contentUrl: "http://127.0.0.1:8787/cms",
  botcheckScriptUrl: "http://127.0.0.1:8787/sandbox/recaptcha/api.js",
  paymentsUrl: "http://127.0.0.1:8787/payments",
};
const noHashes = { scripts: [], styles: [], styleAttributes: [] };

describe("security headers", () => {
  it("the header policy frames nothing and carries only directives that never block inline content", () => {
    const csp = securityHeaders()["content-security-policy"]!;
    expect(csp).toBe("frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'");
    expect(csp).not.toMatch(/(default|script|style)-src/);
  });

  it("sends nosniff, the referrer policy and framing denial always, HSTS only over https", () => {
    const http = securityHeaders();
    expect(http["x-content-type-options"]).toBe("nosniff");
    expect(http["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(http["x-frame-options"]).toBe("DENY");
    expect(http["strict-transport-security"]).toBeUndefined();
    expect(securityHeaders({ https: true })["strict-transport-security"]).toBe(HSTS);
  });

  it.each(Object.keys(DEPLOY_FILES))("%s is what the source of truth generates (npm run security-headers)", (rel) => {
    expect(fs.readFileSync(path.join(ROOT, rel), "utf8")).toBe(DEPLOY_FILES[rel]!());
  });

  it("the nginx file adds every header, on error pages too, and the _headers file covers every path", () => {
    const conf = nginxConf();
    for (const h of SECURITY_HEADERS) expect(conf).toContain(`add_header ${h.name} "${h.value}" always;`);
    const file = headersFile().split("\n");
    expect(file).toContain("/*");
    for (const h of SECURITY_HEADERS) expect(file).toContain(`  ${h.name}: ${h.value}`);
  });
});

describe("page policy sources", () => {
  it("the sandbox: the gateway for calls and the bot-check's token, that one script file, the CMS for pictures, the card form", () => {
    expect(pageSources(sandbox)).toEqual({
      script: ["http://127.0.0.1:8787/sandbox/recaptcha/api.js"],
      connect: ["http://127.0.0.1:8787"],
      img: ["http://127.0.0.1:8787"],
      frame: ["http://127.0.0.1:8787/payments/", "blob:"],
    });
  });

  it("frames the payment provider's hosted card form by its path only, never the rest of the gateway", () => {
    const policy = pagePolicy(noHashes, pageSources(sandbox));
    // The checkout's iframe: <paymentsUrl>/hosted-form?origin=… (a source path ending in "/" matches as a prefix).
    expect(policy).toContain("; frame-src http://127.0.0.1:8787/payments/ blob:; ");
    expect(policy).not.toMatch(/frame-src[^;]*('none'|http:\/\/127\.0\.0\.1:8787[ ;])/);
    // A trailing slash or none in the configured URL gives the same source; a gateway with a path keeps it.
    expect(pageSources({ ...sandbox, paymentsUrl: "http://127.0.0.1:8787/payments/" }).frame).toEqual([
      "http://127.0.0.1:8787/payments/",
      "blob:",
    ]);
    expect(pageSources({ ...sandbox, paymentsUrl: "https://api.aria.ro/v2/payments" }).frame).toEqual([
      "https://api.aria.ro/v2/payments/",
      "blob:",
    ]);
    const { paymentsUrl: _omitted, ...withoutPayments } = sandbox;
    expect(() => pageSources(withoutPayments as typeof sandbox)).toThrow(/paymentsUrl/);
  });

  it("the operator's hosts and Google's reCAPTCHA with what its CSP guide lists", () => {
    const sources = pageSources({
      gatewayUrl: "https://api.aria.ro/",
      contentUrl: "https://cms.aria.ro/content",
      botcheckScriptUrl: "https://www.google.com/recaptcha/api.js?render=KEY",
      paymentsUrl: "https://api.aria.ro/payments",
    });
    expect(sources).toEqual({
      script: ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"],
      connect: ["https://api.aria.ro", "https://www.google.com"],
      img: ["https://cms.aria.ro"],
      frame: ["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/", "https://api.aria.ro/payments/", "blob:"],
    });
    const policy = pagePolicy(noHashes, sources);
    expect(policy).toContain(
      "frame-src https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/ https://api.aria.ro/payments/ blob:;",
    );
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes/);
  });
});
