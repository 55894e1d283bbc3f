// `npm start` builds, then starts the rebuild hook on the releases of earlier runs: with --publish-public the build
// it has just made goes live; without it the hook keeps serving the release it finds (an editor's restart).
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ROOT, freePort, request, tmpDir, waitFor } from "./helpers";

let dir: string;

async function startHook(args: string[]): Promise<{ home: () => Promise<string>; stop: () => Promise<void> }> {
  const [hookPort, servePort] = [await freePort(), await freePort()];
  const siteUrl = `http://127.0.0.1:${servePort}`;
  const hook: ChildProcess = spawn(process.execPath, ["scripts/rebuild-hook.mjs", "--serve", ...args], {
    cwd: ROOT,
    env: {
      ...process.env,
      REBUILD_HOOK_PORT: String(hookPort),
      REBUILD_SERVE_PORT: String(servePort),
      REBUILD_PUBLIC_DIR: path.join(dir, "public"),
      REBUILD_RELEASES_DIR: path.join(dir, "releases"),
      REBUILD_COMMAND: "true",
      // The hook refuses to start without its shared secret (docs/rebuild-hook.md).
      REBUILD_HOOK_SECRET: "restart-test-secret",
      GATSBY_CONTENT_URL: "http://127.0.0.1:9/cms",
    },
    stdio: "ignore",
  });
  await waitFor(async () => (await request(siteUrl, "/")).status === 200);
  return {
    home: async () => (await request(siteUrl, "/")).body.toString(),
    stop: async () => {
      const exited = new Promise((r) => hook.once("exit", r));
      hook.kill("SIGTERM");
      await exited;
    },
  };
}

beforeAll(() => {
  dir = tmpDir("rebuild-hook-restart");
  fs.mkdirSync(path.join(dir, "public"));
  fs.writeFileSync(path.join(dir, "public", "index.html"), "<p>first run</p>");
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("rebuild hook restarted on existing releases", () => {
  it("keeps the live release without --publish-public, and serves the new public/ with it", async () => {
    const first = await startHook([]);
    expect(await first.home()).toBe("<p>first run</p>");
    await first.stop();

    fs.writeFileSync(path.join(dir, "public", "index.html"), "<p>second run</p>");
    const restarted = await startHook([]);
    expect(await restarted.home()).toBe("<p>first run</p>");
    await restarted.stop();

    const started = await startHook(["--publish-public"]);
    expect(await started.home()).toBe("<p>second run</p>");
    await started.stop();
  }, 60000);
});
