// An editor's publish → the changed page live: the rebuild hook serves the current release and receives the
// sandbox's publish webhook; we publish a new text on a plan card and time until the served page shows it.
import path from "node:path";
import { rebuildHookSecret, spawnServer, waitForHttp } from "../../scripts/lib/servers.mjs";

const PLAN = "PLAN-CBU-START-7";
const PAGE = "/abonamente/plan-cbu-start-7";

async function json(url, init) {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${init?.method ?? "GET"} ${url}: ${res.status}`);
  return res.json();
}

export async function measurePublish({ sandboxUrl, siteEnv, hookPort, sitePort, releasesDir, timeoutMs = 120000 }) {
  const hook = spawnServer(
    process.execPath,
    ["scripts/rebuild-hook.mjs", "--hook-port", String(hookPort), "--serve-port", String(sitePort)],
    {
      // The same secret the sandbox's publish webhook sends (bench/run.mjs starts the sandbox in this process).
      env: { ...siteEnv, REBUILD_RELEASES_DIR: releasesDir, REBUILD_HOOK_SECRET: rebuildHookSecret() },
      quiet: process.env.BENCH_HOOK_LOGS !== "1",
      name: "rebuild-hook",
    },
  );
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  try {
    await waitForHttp(`${siteUrl}${PAGE}`, { child: hook.child, timeoutMs: 60000 });
    const { data } = await json(`${sandboxUrl}/cms/api/v1/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        query: `{ ServicePlanCardCollection(query: "+ServicePlanCard.externalId_dotraw:\\"${PLAN}\\"", limit: 1) { identifier } }`,
      }),
    });
    const identifier = data.ServicePlanCardCollection[0].identifier;
    const token = (
      await json(`${sandboxUrl}/cms/api/v1/authentication/api-token`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ user: "site@aria.ro", password: "Sandbox!2026", expirationDays: 1 }),
      })
    ).entity.token;
    const text = `Ofertă actualizată ${Date.now()}`;
    const started = Date.now();
    const res = await fetch(`${sandboxUrl}/cms/api/content/publish/1`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ contentType: "ServicePlanCard", identifier, nonFormattedHeadline: text }),
    });
    if (!res.ok) throw new Error(`publish: ${res.status}`);
    while (Date.now() - started < timeoutMs) {
      const html = await (await fetch(`${siteUrl}${PAGE}`)).text();
      if (html.includes(text)) {
        const seconds = Number(((Date.now() - started) / 1000).toFixed(1));
        const status = await json(`http://127.0.0.1:${hookPort}/status`);
        return {
          change: `${PLAN} headline → ${PAGE}`,
          seconds,
          buildSeconds: status.lastBuild?.durationMs ? Number((status.lastBuild.durationMs / 1000).toFixed(1)) : null,
        };
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    return { change: `${PLAN} headline → ${PAGE}`, error: `not live within ${timeoutMs / 1000} s` };
  } finally {
    await hook.stop();
  }
}

export const releasesDirIn = (tmp) => path.join(tmp, "releases");
