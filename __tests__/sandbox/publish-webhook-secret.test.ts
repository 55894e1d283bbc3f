// The publish webhook carries the rebuild hook's shared secret (SANDBOX_PUBLISH_WEBHOOK_SECRET → header x-hook-secret,
// never in the URL), so the hook (scripts/rebuild-hook.mjs, which refuses POSTs without it) accepts the sandbox's calls.
import type { RunningSandbox } from "../../sandbox/src/start";
import { client, startContentSandbox, startWebhookReceiver, type WebhookHit } from "./content-helpers";
import { SITE_API_TOKEN } from "./support/sandbox";

describe("publish webhook: the shared secret", () => {
  let hook: Awaited<ReturnType<typeof startWebhookReceiver>>;
  const sandboxes: RunningSandbox[] = [];

  beforeAll(async () => {
    hook = await startWebhookReceiver((headers) => (headers["x-hook-secret"] === "s3cret-for-tests" ? 202 : 401));
  });
  afterAll(async () => {
    await Promise.all(sandboxes.map((s) => s.close()));
    await hook.close();
  });

  async function publishWith(publishWebhookSecret: string): Promise<WebhookHit> {
    const sb = await startContentSandbox({ publishWebhook: hook.url("/hook"), publishWebhookSecret });
    sandboxes.push(sb);
    const hit = hook.nextHit();
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
