// The editors' loop (issue 4): a publish in the CMS reaches the rebuild hook through the sandbox's webhook; the hook
// rebuilds incrementally and swaps the served release; the changed page shows the new text. Visitors are served a
// complete release the whole time (every poll below gets a 200 with a whole page).
import { cmsQuery, cmsToken, sandboxUrl } from "./support/cms";
import { siteUrl } from "./support/browser";

const PAGE = "/abonamente/plan-cbu-start-7";

function hookUrl(path: string): string {
  const base = process.env.E2E_HOOK_URL;
  if (!base) throw new Error("E2E_HOOK_URL is not set: run the e2e tests with `npm run test:e2e`");
  return `${base}${path}`;
}

async function publish(identifier: string, fields: Record<string, unknown>): Promise<void> {
  const res = await fetch(sandboxUrl("/cms/api/content/publish/1"), {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${await cmsToken()}` },
    body: JSON.stringify({ contentType: "ServicePlanCard", identifier, ...fields }),
  });
  expect(res.status).toBe(200);
}

/** Polls the page until its HTML contains `text`; every answer on the way must be a whole page. */
async function waitForPage(text: string, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const res = await fetch(siteUrl(PAGE));
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("</html>");
    if (html.includes(text)) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${PAGE} did not show "${text}" within ${timeoutMs} ms`);
}

async function waitForHookIdle(timeoutMs: number): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const s = (await (await fetch(hookUrl("/status"))).json()) as { building: boolean; dirty: boolean };
    if (!s.building && !s.dirty) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("the rebuild hook did not become idle");
}

test("a publish in the CMS → rebuild hook → the changed page is live", async () => {
  const { ServicePlanCardCollection } = await cmsQuery<{
    ServicePlanCardCollection: { identifier: string; nonFormattedHeadline: string }[];
  }>(
    `{ ServicePlanCardCollection(query: "+ServicePlanCard.externalId_dotraw:\\"PLAN-CBU-START-7\\"", limit: 1) { identifier nonFormattedHeadline } }`,
  );
  const plan = ServicePlanCardCollection[0]!;
  const before = await (await fetch(siteUrl(PAGE))).text();
  expect(before).toContain(plan.nonFormattedHeadline);

  const changed = `Ofertă actualizată ${Date.now()}`;
  await publish(plan.identifier, { nonFormattedHeadline: changed });
  try {
    const ms = await waitForPage(changed, 150_000);
    console.log(`publish → live: ${(ms / 1000).toFixed(1)} s`);
    const status = (await (await fetch(hookUrl("/status"))).json()) as { lastBuild: { ok: boolean } };
    expect(status.lastBuild.ok).toBe(true);
  } finally {
    // Put the content back so other tests see the seed, and leave no build running behind.
    await publish(plan.identifier, { nonFormattedHeadline: plan.nonFormattedHeadline });
    await waitForPage(plan.nonFormattedHeadline, 150_000);
    await waitForHookIdle(150_000);
  }
}, 400_000);
