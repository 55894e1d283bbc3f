// The shared secret of the editors' rebuild hook for one run of a script that starts both the hook and the sandbox
// (npm start, npm run test:e2e, npm run bench): REBUILD_HOOK_SECRET if set, else 32 random bytes made once per
// process. The hook gets it as REBUILD_HOOK_SECRET, the sandbox as SANDBOX_PUBLISH_WEBHOOK_SECRET, which its publish
// webhook sends as x-hook-secret (docs/rebuild-hook.md). Its own module (no import.meta) so jest can load it.
import { randomBytes } from "node:crypto";

let secret = null;

export function rebuildHookSecret() {
  secret ??= process.env.REBUILD_HOOK_SECRET || randomBytes(32).toString("hex");
  return secret;
}
