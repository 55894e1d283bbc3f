// The publish webhook carries the rebuild hook's shared secret (SANDBOX_PUBLISH_WEBHOOK_SECRET → header x-hook-secret,
// never in the URL), so the hook (scripts/rebuild-hook.mjs, which refuses POSTs without it) accepts the sandbox's calls.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { SITE_API_TOKEN } from "../../sandbox/src/modules/content/seed";
import type { RunningSandbox } from "../../sandbox/src/start";
import { client, startContentSandbox } from "./content-helpers";

interface Hit {
  url: string;
  headers: http.IncomingHttpHeaders;
}

describe("publish webhook: the shared secret", () => {
  let hook: http.Server;
  let hookUrl: string;
  let waiters: ((h: Hit) => void)[] = [];
  const sandboxes: RunningSandbox[] = [];

  beforeAll(async () => {
    hook = http.createServer((req, res) => {
      req.resume();
      req.on("end", () => {
        const hit = { url: req.url ?? "", headers: req.headers };
        waiters.forEach((w) => w(hit));
        waiters = [];
        res.writeHead(req.headers["x-hook-secret"] === "s3cret-for-tests" ? 202 : 401).end();
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, "127.0.0.1", resolve));
    hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`;
  });
  afterAll(async () => {
    await Promise.all(sandboxes.map((s) => s.close()));
    hook.closeAllConnections();
    await new Promise((r) => hook.close(r));
  });

  const nextHit = () =>
    new Promise<Hit>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("webhook not called")), 3000);
      waiters.push((h) => {
        clearTimeout(timer);
        resolve(h);
      });
    });

  async function publishWith(publishWebhookSecret: string): Promise<Hit> {
    const sb = await startContentSandbox({ publishWebhook: hookUrl, publishWebhookSecret });
    sandboxes.push(sb);
    const hit = nextHit();
    const r = await client(sb).call("POST", "/cms/api/content/publish/1/type/json", {
      token: SITE_API_TOKEN,
      body: { stName: "PlanLabel", title: "Secret", key: `secret-${sandboxes.length}`, text: "Secret" },
    });
    expect(r.status).toBe(200);
    return hit;
  }

  it("sends x-hook-secret with every publish when SANDBOX_PUBLISH_WEBHOOK_SECRET is set, and not in the URL", async () => {
    const hit = await publishWith("s3cret-for-tests");
    expect(hit.headers["x-hook-secret"]).toBe("s3cret-for-tests");
    expect(hit.url).toContain("action=PUBLISH");
    expect(hit.url).not.toContain("s3cret");
  });

  it("sends no secret header when none is configured (the hook then refuses the call; the publish still succeeds)", async () => {
    const hit = await publishWith("");
    expect(hit.headers["x-hook-secret"]).toBeUndefined();
  });
});
