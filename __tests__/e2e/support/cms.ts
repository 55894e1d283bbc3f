// Reads the sandbox's content API directly, so e2e tests compare pages with what the CMS holds instead of
// hard-coding seeded values.
export function sandboxUrl(path = ""): string {
  const base = process.env.E2E_SANDBOX_URL;
  if (!base) throw new Error("E2E_SANDBOX_URL is not set: run the e2e tests with `npm run test:e2e`");
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
