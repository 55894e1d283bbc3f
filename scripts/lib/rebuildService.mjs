// The editors' rebuild loop without processes or HTTP (scripts/rebuild-hook.mjs wires those in):
// publishes are debounced and coalesced, at most one build runs at a time, a successful build is
// published (and optionally deployed), a failed one never is. docs/rebuild-hook.md.
import path from "node:path";

/**
 * build({ n, triggers }) → { ok, code }; publish({ n }) → the new release's directory;
 * deploy({ n, release }) → { ok, code } (optional; its failure is logged, never fatal).
 */
export function createRebuildService({ build, publish, deploy, debounceMs = 300, log = console.log, current = null, now = Date.now }) {
  let started = 0; // builds started so far; build numbers are 1, 2, …
  let building = false;
  let pending = []; // triggers (identifiers) not yet picked up by a build
  let timer = null;
  let lastBuild = null;
  let currentName = current ? path.basename(current) : null;
  let idleWaiters = [];

  const isIdle = () => !building && !timer && pending.length === 0;

  // The first publish opens a window of debounceMs; everything arriving in it shares one build.
  // The window is not extended by later publishes, so a steady stream cannot postpone builds.
  function schedule() {
    if (!timer && !building) timer = setTimeout(runBuild, debounceMs);
  }

  async function runBuild() {
    timer = null;
    if (building || pending.length === 0) return;
    building = true;
    const triggers = [...new Set(pending)]; // an item published three times is one trigger
    pending = [];
    const n = ++started;
    const startedAt = now();
    const trigger = triggers.length > 3 ? `${triggers.slice(0, 3).join(", ")} +${triggers.length - 3} more` : triggers.join(", ");
    const record = { n, ok: false, startedAt: new Date(startedAt).toISOString(), durationMs: null, trigger, code: null };
    try {
      const result = await build({ n, triggers });
      record.code = result?.code ?? null;
      if (result?.ok) {
        const release = await publish({ n });
        currentName = path.basename(release);
        record.ok = true;
        record.durationMs = now() - startedAt;
        lastBuild = record;
        log(`rebuild: build ${n} live in ${(record.durationMs / 1000).toFixed(1)} s (trigger: ${trigger})`);
        if (deploy) await runDeploy(n, release);
      } else {
        record.durationMs = now() - startedAt;
        lastBuild = record;
        log(
          `rebuild: build ${n} FAILED (exit ${record.code}) after ${(record.durationMs / 1000).toFixed(1)} s; still serving ${currentName ?? "nothing"} (trigger: ${trigger})`,
        );
      }
    } catch (err) {
      record.durationMs = now() - startedAt;
      lastBuild = record;
      log(`rebuild: build ${n} FAILED: ${err?.message ?? err}; still serving ${currentName ?? "nothing"} (trigger: ${trigger})`);
    } finally {
      building = false;
      // Publishes that arrived meanwhile get exactly one follow-up build between them.
      if (pending.length > 0) schedule();
      else if (isIdle()) idleWaiters.splice(0).forEach((resolve) => resolve());
    }
  }

  async function runDeploy(n, release) {
    const t0 = now();
    try {
      const res = await deploy({ n, release });
      const secs = ((now() - t0) / 1000).toFixed(1);
      if (res?.ok) log(`rebuild: deploy of build ${n} done in ${secs} s`);
      else log(`rebuild: deploy of build ${n} FAILED (exit ${res?.code}) after ${secs} s; the local release is live`);
    } catch (err) {
      log(`rebuild: deploy of build ${n} FAILED: ${err?.message ?? err}; the local release is live`);
    }
  }

  return {
    /** Queues a rebuild for this trigger; answers with the number of the build that will include it. */
    trigger(identifier = "unknown") {
      pending.push(String(identifier));
      schedule();
      return { queued: true, build: started + 1 };
    },
    status() {
      return { building, dirty: pending.length > 0, lastBuild, current: currentName };
    },
    /** Resolves when nothing is queued or running. */
    idle() {
      return isIdle() ? Promise.resolve() : new Promise((resolve) => idleWaiters.push(resolve));
    },
    /** Drops the pending window (shutdown); a running build is the caller's to stop. */
    close() {
      clearTimeout(timer);
      timer = null;
      pending = [];
      idleWaiters.splice(0).forEach((resolve) => resolve());
    },
  };
}
