// The editors' rebuild hook (reference §4): dotCMS has no built-in webhook; sites add a "Velocity Script"
// sub-action to Save/Publish that calls a URL with action=PUBLISH&identifier=<id>. The sandbox does the same
// with a POST carrying JSON too, and the hook's shared secret (SANDBOX_PUBLISH_WEBHOOK_SECRET = the hook's
// REBUILD_HOOK_SECRET) in the header x-hook-secret, never in the URL (URLs end up in logs). Failures are logged and
// never fail the publish.
import type { FastifyBaseLogger } from "fastify";
import type { Contentlet } from "./model";

/** The header scripts/rebuild-hook.mjs reads its shared secret from. */
export const HOOK_SECRET_HEADER = "x-hook-secret";

export function firePublishWebhook(hookUrl: string, c: Contentlet, log: FastifyBaseLogger, secret = ""): void {
  if (!hookUrl) return;
  let url: URL;
  try {
    url = new URL(hookUrl);
  } catch {
    log.warn({ hookUrl }, "publish webhook: invalid URL");
    return;
  }
  url.searchParams.set("action", "PUBLISH");
  url.searchParams.set("identifier", c.identifier);
  fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...(secret ? { [HOOK_SECRET_HEADER]: secret } : {}) },
    body: JSON.stringify({
      action: "PUBLISH",
      identifier: c.identifier,
      inode: c.inode,
      contentType: c.contentType,
      title: c.title,
      url: c.url,
      modDate: c.modDate,
    }),
    signal: AbortSignal.timeout(5000),
  })
    .then((res) => {
      if (res.status === 401) log.warn({ identifier: c.identifier }, "publish webhook refused the secret (SANDBOX_PUBLISH_WEBHOOK_SECRET)");
      else if (!res.ok) log.warn({ status: res.status, identifier: c.identifier }, "publish webhook answered with an error");
      return res.body?.cancel();
    })
    .catch((err: unknown) => log.warn({ err: String(err), identifier: c.identifier }, "publish webhook failed"));
}
