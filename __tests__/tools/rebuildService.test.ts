// The rebuild loop's scheduling (scripts/lib/rebuildService.mjs) with fake build/publish functions.
let createRebuildService: any;
beforeAll(async () => {
  // @ts-expect-error -- plain .mjs script without type declarations
  ({ createRebuildService } = await import("../../scripts/lib/rebuildService.mjs"));
});

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** A service whose builds finish when the test says so; records every call. */
function harness({ deploy }: { deploy?: (a: any) => Promise<any> } = {}) {
  const builds: { n: number; triggers: string[]; done: ReturnType<typeof deferred<{ ok: boolean; code: number }>> }[] = [];
  const published: number[] = [];
  const logs: string[] = [];
  const service = createRebuildService({
    build: ({ n, triggers }: { n: number; triggers: string[] }) => {
      const done = deferred<{ ok: boolean; code: number }>();
      builds.push({ n, triggers, done });
      return done.promise;
    },
    publish: async ({ n }: { n: number }) => {
      published.push(n);
      return `/srv/releases/release-${n}`;
    },
    deploy,
    debounceMs: 20,
    log: (m: string) => logs.push(m),
    current: "/srv/releases/release-0",
  });
  const buildStarted = async (count: number) => {
    while (builds.length < count) await new Promise((r) => setTimeout(r, 5));
    return builds[count - 1]!;
  };
  return { service, builds, published, logs, buildStarted };
}

describe("rebuild service", () => {
  it("runs one build for a burst of publishes", async () => {
    const h = harness();
    expect(h.service.trigger("a")).toEqual({ queued: true, build: 1 });
    h.service.trigger("b");
    h.service.trigger("a");
    h.service.trigger("c");
    expect(h.service.status()).toMatchObject({ building: false, dirty: true, lastBuild: null, current: "release-0" });
    (await h.buildStarted(1)).done.resolve({ ok: true, code: 0 });
    await h.service.idle();
    expect(h.builds.map((b) => b.triggers)).toEqual([["a", "b", "c"]]);
    expect(h.published).toEqual([1]);
    expect(h.service.status()).toMatchObject({
      building: false,
      dirty: false,
      current: "release-1",
      lastBuild: { n: 1, ok: true, trigger: "a, b, c", code: 0 },
    });
    expect(typeof h.service.status().lastBuild.durationMs).toBe("number");
    expect(Date.parse(h.service.status().lastBuild.startedAt)).not.toBeNaN();
    expect(h.logs.join("\n")).toMatch(/rebuild: build 1 live in \d+\.\d s \(trigger: a, b, c\)/);
  });

  it("turns any number of publishes during a build into exactly one follow-up build", async () => {
    const h = harness();
    h.service.trigger("first");
    const first = await h.buildStarted(1);
    expect(h.service.status()).toMatchObject({ building: true, dirty: false });
    expect(h.service.trigger("x")).toEqual({ queued: true, build: 2 });
    h.service.trigger("y");
    h.service.trigger("z");
    expect(h.service.status()).toMatchObject({ building: true, dirty: true });
    first.done.resolve({ ok: true, code: 0 });
    (await h.buildStarted(2)).done.resolve({ ok: true, code: 0 });
    await h.service.idle();
    await new Promise((r) => setTimeout(r, 60)); // longer than the debounce: no third build appears
    expect(h.builds.map((b) => b.triggers)).toEqual([["first"], ["x", "y", "z"]]);
    expect(h.published).toEqual([1, 2]);
    expect(h.service.status().lastBuild).toMatchObject({ n: 2, ok: true, trigger: "x, y, z" });
  });

  it("keeps the previous release when a build fails or throws", async () => {
    const h = harness();
    h.service.trigger("broken");
    (await h.buildStarted(1)).done.resolve({ ok: false, code: 1 });
    await h.service.idle();
    expect(h.published).toEqual([]);
    expect(h.service.status()).toMatchObject({ current: "release-0", lastBuild: { n: 1, ok: false, code: 1, trigger: "broken" } });
    expect(h.logs.join("\n")).toMatch(/build 1 FAILED \(exit 1\).*still serving release-0/);

    const throwing = createRebuildService({
      build: async () => {
        throw new Error("spawn ENOENT");
      },
      publish: async () => "/never",
      debounceMs: 1,
      log: () => {},
    });
    throwing.trigger("t");
    await new Promise((r) => setTimeout(r, 10));
    await throwing.idle();
    expect(throwing.status()).toMatchObject({ current: null, lastBuild: { n: 1, ok: false } });

    // The next good build is published as usual.
    h.service.trigger("fixed");
    (await h.buildStarted(2)).done.resolve({ ok: true, code: 0 });
    await h.service.idle();
    expect(h.published).toEqual([2]);
    expect(h.service.status()).toMatchObject({ current: "release-2", lastBuild: { n: 2, ok: true } });
  });

  it("summarises many triggers and runs the deploy step after a release, whose failure is not fatal", async () => {
    const deploys: any[] = [];
    const h = harness({
      deploy: async (a) => {
        deploys.push(a);
        return { ok: false, code: 2 };
      },
    });
    for (const id of ["a", "b", "c", "d", "e"]) h.service.trigger(id);
    (await h.buildStarted(1)).done.resolve({ ok: true, code: 0 });
    await h.service.idle();
    expect(deploys).toEqual([{ n: 1, release: "/srv/releases/release-1" }]);
    expect(h.service.status()).toMatchObject({ current: "release-1", lastBuild: { ok: true, trigger: "a, b, c +2 more" } });
    expect(h.logs.join("\n")).toMatch(/deploy of build 1 FAILED \(exit 2\).*the local release is live/);
  });

  it("is idle at once when nothing is queued", async () => {
    const h = harness();
    await expect(h.service.idle()).resolves.toBeUndefined();
    expect(h.builds).toHaveLength(0);
  });
});
