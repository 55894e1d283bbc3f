// The harness itself (issue 24): a default context sees what a person's browser sees. With request routing on,
// Playwright answers CORS preflights itself and a gateway that refuses them looks fine; so these tests make the
// browser meet real preflights, and check that Chromium's own switches (scripts/lib/chromium.json) keep traffic local.
import type { Browser } from "playwright-core";
import { launch, newContext, siteUrl } from "./support/browser";
import { gatewayUrl } from "./support/cms";
import { takeUnlistedGatewayRequests } from "./support/gatewayRequests";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

test("the default context intercepts nothing: the gateway's own preflight answers decide, as in a person's browser", async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto(siteUrl("/"), { waitUntil: "load" });
  const outcome = await page.evaluate(async (base) => {
    const attempt = async (init: RequestInit) => {
      try {
        const res = await fetch(`${base}/health`, init);
        return `answered ${res.status}`;
      } catch (err) {
        return `refused (${(err as Error).name})`;
      }
    };
    return {
      // On the CORS list: the preflight passes and the sandbox answers (no PATCH route on /health: 404).
      listed: await attempt({ method: "PATCH", headers: { "X-Correlation-Id": "harness" } }),
      // Off the list: the sandbox's preflight answer leaves them out, so the browser refuses. Playwright's own preflight
      // answer (under routing) would have let both through.
      header: await attempt({ method: "GET", headers: { "X-Not-On-The-List": "1" } }),
      method: await attempt({ method: "PROPFIND" }),
    };
  }, gatewayUrl());
  expect(outcome).toEqual({ listed: "answered 404", header: "refused (TypeError)", method: "refused (TypeError)" });
  // Whatever the watcher saw of the two provoked calls names them (they must not fail this test).
  for (const seen of takeUnlistedGatewayRequests()) expect(seen).toMatch(/X-Not-On-The-List|PROPFIND/i);
  await context.close();
});

test("traffic stays on the machine: a host elsewhere is never reached (the dead proxy, or a name that resolves to nothing)", async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await expect(page.goto("http://shop.example.com/", { timeout: 10000 })).rejects.toThrow(
    /ERR_PROXY_CONNECTION_FAILED|ERR_NAME_NOT_RESOLVED/,
  );
  await context.close();
});
