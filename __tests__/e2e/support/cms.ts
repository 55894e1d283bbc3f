// Reads the sandbox's content API directly, so e2e tests compare pages with what the CMS holds instead of
// hard-coding seeded values.
//
// Test files run in parallel, each jest worker with a sandbox of its own (scripts/e2e.mjs): `sandboxUrl` is this
// worker's sandbox, which the test reaches directly; `gatewayUrl` is the gateway address baked into the build, which
// the pages call and the worker's Chromium maps to the same sandbox (support/browser.ts).
export function sandboxUrl(path = ""): string {
  const all = (process.env.E2E_SANDBOX_URLS ?? process.env.E2E_SANDBOX_URL ?? "").split(",").filter(Boolean);
  if (all.length === 0) throw new Error("E2E_SANDBOX_URL is not set: run the e2e tests with `npm run test:e2e`");
  const worker = Number(process.env.JEST_WORKER_ID ?? "1");
  return `${all[(worker - 1) % all.length]}${path}`;
}

/** The gateway as the pages see it: the address the site was built with. */
export function gatewayUrl(path = ""): string {
  const base = process.env.E2E_GATEWAY_URL ?? process.env.E2E_SANDBOX_URL;
  if (!base) throw new Error("E2E_GATEWAY_URL is not set: run the e2e tests with `npm run test:e2e`");
  return `${base}${path}`;
}

export async function cmsQuery<T>(query: string): Promise<T> {
  const res = await fetch(sandboxUrl("/cms/api/v1/graphql"), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query }),
  });
  const body = (await res.json()) as { data?: T; errors?: unknown };
  if (!body.data) throw new Error(`CMS query failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** A token for the sandbox's site account (documented in sandbox/README.md). */
export async function cmsToken(): Promise<string> {
  const res = await fetch(sandboxUrl("/cms/api/v1/authentication/api-token"), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ user: "site@aria.ro", password: "Sandbox!2026", expirationDays: 1 }),
  });
  const body = (await res.json()) as { entity?: { token?: string } };
  if (!body.entity?.token) throw new Error(`no CMS token: ${res.status}`);
  return body.entity.token;
}
