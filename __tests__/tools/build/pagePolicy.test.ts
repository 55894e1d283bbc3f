// Each page's Content-Security-Policy (src/build/pagePolicy.ts, issue 12): the hashes of exactly the page's inline
// scripts, styles and style attributes, in a <meta> at the top of <head>, rewritten idempotently on every build.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { applyPagePolicies, applyPagePolicy, inlineContent, inlineHashes, sha256, withPolicyMeta } from "../../../src/build/pagePolicy";
import { EMPTY_HASH, pageSources } from "../../../scripts/lib/securityHeaders.mjs";
import { tmpDir, writeTree } from "../helpers";

const sources = pageSources({
  gatewayUrl: "http://127.0.0.1:8787",
  contentUrl: "http://127.0.0.1:8787/cms",
  botcheckScriptUrl: "http://127.0.0.1:8787/sandbox/recaptcha/api.js",
  paymentsUrl: "http://127.0.0.1:8787/payments",
});
const hashOf = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
const directive = (policy: string, name: string) =>
  policy
    .split("; ")
    .find((d) => d.startsWith(`${name} `))
    ?.split(" ")
    .slice(1);
const policyOf = (html: string) => /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(html)![1]!;

const page = (head: string, body = "") =>
  `<!DOCTYPE html><html lang="ro"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/>${head}</head><body>${body}</body></html>`;

describe("page policy (build time)", () => {
  it("a page with two inline scripts gets exactly their two hashes; external scripts and data blocks get none", () => {
    const one = 'document.addEventListener("submit",function(e){});';
    const two = '\n  window.___chunkMapping="{\\"app\\":[\\"/app-1.js\\"]}";\n';
    const html = page(
      `<script id="a">${one}</script><script src="/app-0123456789abcdef.js" async></script>`,
      `<script type="application/ld+json">{"@type":"Thing"}</script><script>${two}</script>`,
    );
    const policy = policyOf(applyPagePolicy(html, sources));
    expect(directive(policy, "script-src")).toEqual([
      "'self'",
      "'report-sample'",
      "http://127.0.0.1:8787/sandbox/recaptcha/api.js",
      ...[hashOf(one), hashOf(two)].sort(),
    ]);
  });

  it("hashes <style> texts and decoded style attributes; 'unsafe-hashes' only when a style attribute exists", () => {
    const css = ".a{color:red}";
    const html = page(
      `<style id="g">${css}</style><style data-emotion="css-global 0"></style>`,
      `<div style="outline:none" tabindex="-1"><p style="content:&quot;x&quot;;a:b &amp; c">x</p></div>`,
    );
    const found = inlineContent(html);
    expect(found.styles).toEqual([css, ""]);
    expect(found.styleAttributes).toEqual(["outline:none", 'content:"x";a:b & c']);
    const style = directive(policyOf(applyPagePolicy(html, sources)), "style-src")!;
    expect(style).toEqual([
      "'self'",
      "'report-sample'",
      ...[EMPTY_HASH, hashOf(css)].sort(),
      "'unsafe-hashes'",
      ...[hashOf("outline:none"), hashOf('content:"x";a:b & c')].sort(),
    ]);
    // The empty sheet emotion fills with insertRule at run time is always allowed, and listed once.
    expect(style.filter((s) => s === EMPTY_HASH)).toHaveLength(1);
    expect(directive(policyOf(applyPagePolicy(page(`<style>${css}</style>`), sources)), "style-src")).toEqual([
      "'self'",
      "'report-sample'",
      ...[EMPTY_HASH, hashOf(css)].sort(),
    ]);
  });

  it("hashes what the browser hashes: raw text as written, CR LF as LF, UTF-8 bytes", () => {
    expect(sha256("")).toBe(EMPTY_HASH.slice(8, -1));
    const html = page("<script>var a = '<b>&amp;</b> ș';\r\nvar b = 1;</script><title>a <script>not one</script></title>");
    expect(inlineContent(html).scripts).toEqual(["var a = '<b>&amp;</b> ș';\nvar b = 1;"]);
    expect(inlineHashes(html).scripts).toEqual([createHash("sha256").update("var a = '<b>&amp;</b> ș';\nvar b = 1;").digest("base64")]);
  });

  it("ignores comments and reads attributes in any quoting", () => {
    const html = page(
      `<!-- <script>commented()</script> --><!-- slice-start id="x" --><script>real()</script><!-- slice-end -->`,
      `<span data-x='a>b' style='color:red'>x</span><input value=a style=margin:0>`,
    );
    const found = inlineContent(html);
    expect(found.scripts).toEqual(["real()"]);
    expect(found.styleAttributes).toEqual(["color:red", "margin:0"]);
  });

  it("puts the policy right after <meta charset>, before any inline content, with no 'unsafe-inline', 'unsafe-eval' or frame-ancestors", () => {
    const html = page(`<style>.a{}</style><script>x()</script>`);
    const out = applyPagePolicy(html, sources);
    expect(
      out.startsWith('<!DOCTYPE html><html lang="ro"><head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="'),
    ).toBe(true);
    const policy = policyOf(out);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|frame-ancestors|report-uri|(^|; )sandbox /);
    expect(directive(policy, "default-src")).toEqual(["'self'"]);
    expect(directive(policy, "object-src")).toEqual(["'none'"]);
    expect(directive(policy, "connect-src")).toEqual(["'self'", "http://127.0.0.1:8787"]);
    expect(directive(policy, "img-src")).toEqual(["'self'", "http://127.0.0.1:8787"]);
  });

  it("rewrites an earlier build's policy instead of adding a second one, and is stable when nothing changed", () => {
    const first = applyPagePolicy(page("<script>v1()</script>"), sources);
    expect(applyPagePolicy(first, sources)).toBe(first);
    const rebuilt = first.replace("v1()", "v2()");
    const second = applyPagePolicy(rebuilt, sources);
    expect(second.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1);
    expect(policyOf(second)).toContain(hashOf("v2()"));
    expect(policyOf(second)).not.toContain(hashOf("v1()"));
  });

  it("lets every checkout page frame the provider's hosted card form, and every other page too (client-side navigation)", async () => {
    const dir = tmpDir("page-policy-frame");
    try {
      const checkouts = ["checkout/index.html", "business/eshop/checkout/index.html", "abonamente/portare-cu-portare/checkout/index.html"];
      // Pages a visit starts on before Gatsby navigates to the checkout in the same document (its <meta> policy stays).
      const others = ["index.html", "cart/index.html", "telefoane/telefon-x/index.html", "login/index.html"];
      writeTree(dir, Object.fromEntries([...checkouts, ...others].map((rel) => [rel, page("<script>go()</script>")])));
      await applyPagePolicies(dir, sources);
      for (const rel of [...checkouts, ...others]) {
        const policy = policyOf(fs.readFileSync(path.join(dir, rel), "utf8"));
        expect([rel, directive(policy, "frame-src")]).toEqual([rel, ["http://127.0.0.1:8787/payments/", "blob:"]]);
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("refuses inline event handlers and pages without a head", () => {
    expect(() => applyPagePolicy(page("", '<button onclick="go()">x</button>'), sources)).toThrow(/inline event handlers/);
    expect(() => withPolicyMeta("<p>fragment</p>", "default-src 'self'")).toThrow(/no <head>/);
  });

  it("writes every page of public/ but not Gatsby's slice fragments, and leaves unchanged pages untouched", async () => {
    const dir = tmpDir("page-policy");
    try {
      writeTree(dir, {
        "index.html": page("<script>home()</script>"),
        "login/index.html": page("<script>login()</script>"),
        "404.html": page(""),
        "_gatsby/slices/_gatsby-scripts-1.html": "<script>window.___chunkMapping='{}'</script>",
        "page-data/index/page-data.json": "{}",
      });
      expect(await applyPagePolicies(dir, sources)).toEqual({ pages: 3, written: 3 });
      expect(policyOf(fs.readFileSync(path.join(dir, "login/index.html"), "utf8"))).toContain(hashOf("login()"));
      expect(fs.readFileSync(path.join(dir, "_gatsby/slices/_gatsby-scripts-1.html"), "utf8")).not.toContain("Content-Security-Policy");
      const old = new Date("2026-01-01T00:00:00Z");
      fs.utimesSync(path.join(dir, "index.html"), old, old);
      // An incremental build re-rendered only the login page.
      fs.writeFileSync(path.join(dir, "login/index.html"), page("<script>login2()</script>"));
      expect(await applyPagePolicies(dir, sources)).toEqual({ pages: 3, written: 1 });
      expect(fs.statSync(path.join(dir, "index.html")).mtime.getTime()).toBe(old.getTime());
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
