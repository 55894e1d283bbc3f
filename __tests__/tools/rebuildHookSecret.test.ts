// The rebuild hook's shared secret (docs/rebuild-hook.md "Settings"): without REBUILD_HOOK_SECRET the hook refuses to
// start unless REBUILD_HOOK_INSECURE=1 on loopback; with it, the sandbox's publish webhook (which sends the secret as
// x-hook-secret, SANDBOX_PUBLISH_WEBHOOK_SECRET) triggers builds and a sandbox with the wrong secret triggers none.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ROOT, freePort, request, tmpDir, waitFor } from "./helpers";

// The sandbox is loaded by a computed path so that tsc does not follow it (see contentClients.sandbox.test.ts).
const fromRepo = (p: string): Promise<any> => import(`../../${p}`);

interface Hook {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
  stop: () => Promise<void>;
}

let dir: string;
let rebuildHookSecret: () => string;
beforeAll(async () => {
  // @ts-expect-error -- plain .mjs script without type declarations
  ({ rebuildHookSecret } = await import("../../scripts/lib/hookSecret.mjs"));
  dir = tmpDir("rebuild-hook-secret");
  fs.mkdirSync(path.join(dir, "public"));
  fs.writeFileSync(path.join(dir, "public", "index.html"), "<p>v1</p>");
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function startHook(env: Record<string, string>): Promise<Hook> {
  const port = await freePort();
  const base: NodeJS.ProcessEnv = { ...process.env };
  delete base.REBUILD_HOOK_SECRET;
  delete base.REBUILD_HOOK_INSECURE;
  const child = spawn(process.execPath, ["scripts/rebuild-hook.mjs"], {
    cwd: ROOT,
    env: {
      ...base,
      REBUILD_HOOK_PORT: String(port),
      REBUILD_PUBLIC_DIR: path.join(dir, "public"),
      REBUILD_RELEASES_DIR: path.join(dir, `releases-${port}`),
      REBUILD_COMMAND: "true",
      REBUILD_DEBOUNCE_MS: "20",
      GATSBY_CONTENT_URL: "http://127.0.0.1:9/cms",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return {
    child,
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}

const status = async (hook: Hook) => JSON.parse((await request(hook.url, "/status")).body.toString());
const post = (hook: Hook, headers: Record<string, string> = {}) =>
  request(hook.url, "/hook?action=PUBLISH&identifier=by-hand", { method: "POST", headers });

describe("rebuild hook: the shared secret is required", () => {
  it("refuses to start without REBUILD_HOOK_SECRET, saying how to set it", async () => {
    const hook = await startHook({});
    expect(await hook.exited).toBe(1);
    expect(hook.output()).toMatch(/REBUILD_HOOK_SECRET is not set.*refusing to start/);
    expect(hook.output()).toContain("REBUILD_HOOK_INSECURE=1");
  });

  it("REBUILD_HOOK_INSECURE=1 is for a loopback hook only", async () => {
    const hook = await startHook({ REBUILD_HOOK_INSECURE: "1", REBUILD_HOOK_HOST: "0.0.0.0" });
    expect(await hook.exited).toBe(1);
    expect(hook.output()).toMatch(/loopback hook only.*0\.0\.0\.0/);
  });

  it("REBUILD_HOOK_INSECURE=1 on loopback: an explicitly unauthenticated hook", async () => {
    const hook = await startHook({ REBUILD_HOOK_INSECURE: "1" });
    try {
      await waitFor(async () => (await request(hook.url, "/status")).status === 200);
      expect((await post(hook)).status).toBe(202);
      expect(hook.output()).toContain("POSTs are not authenticated");
    } finally {
      await hook.stop();
    }
  });

  it("with a secret: 401 without or with a wrong x-hook-secret, 202 with it", async () => {
    const hook = await startHook({ REBUILD_HOOK_SECRET: "right-secret" });
    try {
      await waitFor(async () => (await request(hook.url, "/status")).status === 200);
      expect((await post(hook)).status).toBe(401);
      expect((await post(hook, { "x-hook-secret": "wrong-secret" })).status).toBe(401);
      expect((await post(hook, { "x-hook-secret": "right-secret" })).status).toBe(202);
    } finally {
      await hook.stop();
    }
  });
});

describe("the sandbox's publish webhook and the hook share one secret", () => {
  async function publishThrough(sandboxSecret: string, hookSecret: string) {
    const hook = await startHook({ REBUILD_HOOK_SECRET: hookSecret });
    const { SITE_API_TOKEN, startTestSandbox } = await fromRepo("__tests__/sandbox/support/sandbox");
    const sandbox = await startTestSandbox({ publishWebhook: `${hook.url}/hook`, publishWebhookSecret: sandboxSecret, realClock: true });
    try {
      await waitFor(async () => (await request(hook.url, "/status")).status === 200);
      const r = await sandbox.request("POST", "/cms/api/content/publish/1/type/json", {
        token: SITE_API_TOKEN,
        body: { stName: "PlanLabel", title: "Hook", key: `hook-${Date.now()}`, text: "Hook" },
      });
      expect(r.status).toBe(200);
      return { hook, identifier: r.body.identifier as string };
    } finally {
      await sandbox.close();
    }
  }

  it("a publish in the sandbox builds through the hook when both have the same secret (scripts/lib/hookSecret.mjs)", async () => {
    const secret = rebuildHookSecret();
    const { hook, identifier } = await publishThrough(secret, secret);
    try {
      const s = await waitFor(async () => {
        const st = await status(hook);
        return st.lastBuild && !st.building && st;
      });
      expect(s.lastBuild).toMatchObject({ n: 1, ok: true, trigger: identifier });
    } finally {
      await hook.stop();
    }
  }, 30000);

  it("a sandbox with another secret triggers no build", async () => {
    const { hook } = await publishThrough("not-the-hook-secret", "the-hook-secret");
    try {
      await new Promise((r) => setTimeout(r, 500));
      expect(await status(hook)).toMatchObject({ building: false, dirty: false, lastBuild: null });
    } finally {
      await hook.stop();
    }
  }, 30000);
});

describe("scripts/lib/hookSecret.mjs rebuildHookSecret()", () => {
  it("is one random secret per process (REBUILD_HOOK_SECRET when set), the same for the hook and the sandbox", () => {
    const a = rebuildHookSecret();
    expect(rebuildHookSecret()).toBe(a);
    expect(a).toBe(process.env.REBUILD_HOOK_SECRET || a);
    if (!process.env.REBUILD_HOOK_SECRET) expect(a).toMatch(/^[0-9a-f]{64}$/);
  });
});
