// `npm run rebuild-hook` end to end, with a fake build command instead of gatsby build: webhook →
// build → release swap → served; a failed build keeps the release; DEPLOY_COMMAND gets RELEASE_DIR.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ROOT, freePort, request, tmpDir, waitFor } from "./helpers";

// Copies next.html into public/index.html, or fails when it says "fail".
const FAKE_BUILD = `node -e '
const fs = require("fs");
const next = fs.readFileSync(process.env.NEXT_FILE, "utf8");
if (next.includes("fail")) process.exit(3);
fs.writeFileSync(process.env.REBUILD_PUBLIC_DIR + "/index.html", next);
'`;
const FAKE_DEPLOY = `node -e 'require("fs").appendFileSync(process.env.DEPLOY_LOG, process.env.REBUILD_BUILD + " " + process.env.RELEASE_DIR + "\\n")'`;

let dir: string;
let hook: ChildProcess;
let output = "";
let hookUrl: string;
let siteUrl: string;

beforeAll(async () => {
  dir = tmpDir("rebuild-hook");
  fs.mkdirSync(path.join(dir, "public"));
  fs.writeFileSync(path.join(dir, "public", "index.html"), "<p>v1</p>");
  fs.writeFileSync(path.join(dir, "public", "404.html"), "<p>404</p>");
  const [hookPort, servePort] = [await freePort(), await freePort()];
  hookUrl = `http://127.0.0.1:${hookPort}`;
  siteUrl = `http://127.0.0.1:${servePort}`;
  hook = spawn(process.execPath, ["scripts/rebuild-hook.mjs", "--serve"], {
    cwd: ROOT,
    env: {
      ...process.env,
      REBUILD_HOOK_PORT: String(hookPort),
      REBUILD_SERVE_PORT: String(servePort),
      REBUILD_PUBLIC_DIR: path.join(dir, "public"),
      REBUILD_RELEASES_DIR: path.join(dir, "releases"),
      REBUILD_COMMAND: FAKE_BUILD,
      REBUILD_DEBOUNCE_MS: "50",
      REBUILD_HOOK_SECRET: "s3cret",
      DEPLOY_COMMAND: FAKE_DEPLOY,
      DEPLOY_LOG: path.join(dir, "deploys.log"),
      NEXT_FILE: path.join(dir, "next.html"),
      GATSBY_CONTENT_URL: "http://127.0.0.1:9/cms",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  hook.stdout!.on("data", (d) => (output += d));
  hook.stderr!.on("data", (d) => (output += d));
  await waitFor(async () => (await request(hookUrl, "/status")).status === 200 && (await request(siteUrl, "/")).status === 200);
}, 30000);

afterAll(async () => {
  if (hook.exitCode === null) {
    const exited = new Promise((r) => hook.once("exit", r));
    hook.kill("SIGTERM");
    await exited;
  }
  fs.rmSync(dir, { recursive: true, force: true });
});

const publish = (identifier: string, headers: Record<string, string> = { "x-hook-secret": "s3cret" }) =>
  request(hookUrl, `/hook?action=PUBLISH&identifier=${identifier}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ action: "PUBLISH", identifier }),
  });
const status = async () => JSON.parse((await request(hookUrl, "/status")).body.toString());
const home = async () => (await request(siteUrl, "/")).body.toString();

describe("rebuild hook", () => {
  it("serves the existing public/ as the first release", async () => {
    expect(await home()).toBe("<p>v1</p>");
    expect(await status()).toMatchObject({ building: false, dirty: false, lastBuild: null, current: expect.any(String) });
    expect(fs.readlinkSync(path.join(dir, "releases", "current"))).toBe((await status()).current);
  });

  it("refuses a publish without the shared secret", async () => {
    expect((await publish("nope", {})).status).toBe(401);
    expect((await publish("nope", { "x-hook-secret": "wrong!" })).status).toBe(401);
    expect(await status()).toMatchObject({ dirty: false, lastBuild: null });
  });

  it("rebuilds on a publish and swaps the served release", async () => {
    fs.writeFileSync(path.join(dir, "next.html"), "<p>v2</p>");
    const res = await publish("content-42");
    expect(res.status).toBe(202);
    expect(JSON.parse(res.body.toString())).toEqual({ queued: true, build: 1 });
    await waitFor(async () => (await home()) === "<p>v2</p>");
    const s = await waitFor(async () => {
      const st = await status();
      return !st.building && st;
    });
    expect(s).toMatchObject({ dirty: false, lastBuild: { n: 1, ok: true, trigger: "content-42" } });
    expect(output).toMatch(/rebuild: build 1 live in \d+\.\d s \(trigger: content-42\)/);
    // The CDN hook ran with the new release's directory.
    await waitFor(async () => fs.existsSync(path.join(dir, "deploys.log")));
    const [n, releaseDir] = fs.readFileSync(path.join(dir, "deploys.log"), "utf8").trim().split(" ");
    expect(n).toBe("1");
    expect(path.basename(releaseDir!)).toBe(s.current);
    expect(fs.readFileSync(path.join(releaseDir!, "index.html"), "utf8")).toBe("<p>v2</p>");
  });

  it("keeps serving the previous release when a build fails", async () => {
    const before = (await status()).current;
    fs.writeFileSync(path.join(dir, "next.html"), "fail");
    expect(
      (await request(hookUrl, "/?action=UNPUBLISH&identifier=content-7", { method: "POST", headers: { "x-hook-secret": "s3cret" } }))
        .status,
    ).toBe(202);
    const s = await waitFor(async () => {
      const st = await status();
      return st.lastBuild?.n === 2 && !st.building && st;
    });
    expect(s).toMatchObject({ current: before, lastBuild: { n: 2, ok: false, code: 3, trigger: "content-7 (UNPUBLISH)" } });
    expect(await home()).toBe("<p>v2</p>");
    expect(output).toMatch(/build 2 FAILED \(exit 3\)/);
  });

  it("follows a manual rollback of the current symlink", async () => {
    const releases = path.join(dir, "releases");
    const oldest = fs
      .readdirSync(releases)
      .filter((n) => !n.startsWith(".") && n !== "current")
      .sort()[0]!;
    fs.symlinkSync(oldest, path.join(releases, ".rollback"));
    fs.renameSync(path.join(releases, ".rollback"), path.join(releases, "current"));
    expect(await home()).toBe("<p>v1</p>");
    expect((await status()).current).toBe(oldest);
  });

  it("answers unknown routes with 404", async () => {
    expect((await request(hookUrl, "/nope")).status).toBe(404);
  });
});
