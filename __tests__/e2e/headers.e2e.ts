// Issue 12 "Security headers", as the release server behind `npm start` sends them: the header set on pages, assets and
// client-only routes (scripts/lib/securityHeaders.mjs, the same set deploy/ gives a CDN or nginx), each page's own policy
// in its <meta>, build-only files and the developer pages refused, and the sign-in page impossible to frame.
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser } from "playwright-core";
import { launch, newContext, siteUrl, waitForApp } from "./support/browser";
import { takeCspViolations } from "./support/csp";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

function expectSecurityHeaders(res: Response): void {
  const csp = res.headers.get("content-security-policy") ?? "";
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'self'");
  expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(res.headers.get("x-frame-options")).toBe("DENY");
  // Plain http: HSTS belongs to the CDN / TLS front (deploy/), never sent here.
  expect(res.headers.get("strict-transport-security")).toBeNull();
}

/** The page's <meta> policy; it must come before any inline script or style of the page. */
function metaPolicy(html: string): string {
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/?>/.exec(html);
  expect(meta).not.toBeNull();
  const firstInline = html.search(/<(script|style)[\s>]/);
  expect(meta!.index).toBeLessThan(firstInline);
  const policy = meta![1]!;
  expect(policy).not.toContain("unsafe-inline");
  expect(policy).not.toContain("unsafe-eval");
  expect(policy).not.toContain("frame-ancestors"); // ignored (with a console error) in a <meta>
  return policy;
}

test("an HTML page, a JS asset and a client-only route carry the security headers; pages carry their own policy", async () => {
  const home = await fetch(siteUrl("/"));
  expect(home.status).toBe(200);
  expectSecurityHeaders(home);
  const html = await home.text();
  const policy = metaPolicy(html);
  expect(policy).toMatch(/script-src 'self'[^;]* 'sha256-/);
  expect(policy).toMatch(/style-src 'self'[^;]* 'sha256-/);

  const app = /<script src="(\/app-[0-9a-f]+\.js)"/.exec(html)?.[1];
  expect(app).toBeDefined();
  const js = await fetch(siteUrl(app!));
  expect(js.status).toBe(200);
  expect(js.headers.get("content-type")).toContain("javascript");
  expectSecurityHeaders(js);
  // No source map is built, so none is pointed at.
  expect(await js.text()).not.toContain("sourceMappingURL");

  const ecare = await fetch(siteUrl("/ecare/dashboard"));
  expect(ecare.status).toBe(200);
  expectSecurityHeaders(ecare);
  metaPolicy(await ecare.text());

  const missing = await fetch(siteUrl("/nu-exista-pagina"));
  expect(missing.status).toBe(404);
  expectSecurityHeaders(missing);
});

test("build-only files and the developer pages are not served", async () => {
  const html = await (await fetch(siteUrl("/"))).text();
  const app = /<script src="(\/app-[0-9a-f]+\.js)"/.exec(html)![1]!;
  for (const url of [
    "/webpack.stats.json",
    "/chunk-map.json",
    "/_client-routes.json",
    `${app}.map`,
    "/_gatsby/slices/_gatsby-scripts-1",
    "/dev/ui",
    "/dev/ui-dark",
    "/dev/ui-top",
  ]) {
    const res = await fetch(siteUrl(url));
    expect({ url, status: res.status }).toEqual({ url, status: 404 });
  }
});

test("the browser enforces the page's policy: an inline script added by hand does not run and is reported", async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto(siteUrl("/login"));
  await waitForApp(page);
  const ran = await page.evaluate(async () => {
    const script = document.createElement("script");
    script.textContent = "window.__injected = true;";
    document.body.appendChild(script);
    await new Promise((r) => setTimeout(r, 200));
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await page.waitForTimeout(300);
  const violations = takeCspViolations();
  expect(violations.some((v) => v.kind === "event" && v.text.startsWith("script-src-elem"))).toBe(true);
  await context.close();
});

test("the sign-in page cannot be framed by a page of another origin", async () => {
  // A real page on another origin (a server of this test on its own port: a page fulfilled by the browser's request
  // interception has no address, and Chromium's local-network rules would refuse the frame for that reason instead).
  const framer = http.createServer((req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(
      req.url === "/plain"
        ? "<!doctype html><title>plain</title><p id=plain>framed</p>"
        : `<!doctype html><title>framer</title><iframe name="site" src="${siteUrl("/login")}"></iframe><iframe name="control" src="/plain"></iframe>`,
    );
  });
  await new Promise<void>((resolve) => framer.listen(0, "127.0.0.1", resolve));
  const context = await newContext(browser);
  try {
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${(framer.address() as AddressInfo).port}/`);
    // The control frame (no policy of ours) loads: framing works from this page.
    await page.frame({ name: "control" })!.locator("#plain").waitFor();
    const site = page.frame({ name: "site" })!;
    await page.waitForTimeout(1000);
    // Refused: the frame holds the browser's error page, not the sign-in form.
    expect(site.url()).not.toContain("/login");
    expect(await site.locator("#signin-username").count()).toBe(0);
    const violations = takeCspViolations();
    expect(violations.length).toBeGreaterThan(0);
    expect(violations.every((v) => v.text.includes("frame-ancestors 'none'"))).toBe(true);
  } finally {
    await context.close();
    framer.close();
  }
});
