// Issue 12 "Sessions across tabs": the gateway rotates refresh tokens and treats reuse as theft, so two tabs that
// wake up with the same expired pair must refresh once between them (Web Locks), the second using what the first saved.
import { createGatewayClient } from "../../../src/clients/gateway/http";
import { REFRESH_LOCK_NAME, withRefreshLock } from "../../../src/clients/gateway/refreshLock";
import { emptyTokens, setBaseTokens, type AuthTokens } from "../../../src/domain/session/tokens";
import { pair } from "../../domain/session/fixtures";
import { fakeGateway, json, memoryPort, type MemoryPort } from "./fakeGateway";

/** An exclusive lock manager like the browser's: callbacks under one name run one after another. */
function fakeLocks() {
  const tails = new Map<string, Promise<unknown>>();
  const names: string[] = [];
  return {
    names,
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      names.push(name);
      const previous = tails.get(name) ?? Promise.resolve();
      const run = previous.then(callback, callback);
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
}

function installLocks(locks: ReturnType<typeof fakeLocks> | undefined) {
  Object.defineProperty(window.navigator, "locks", { value: locks, configurable: true });
}

/** The gateway's rotation: one live pair at a time; a reused refresh token revokes the session (401). */
function rotatingGateway(start: string) {
  let live = pair(start);
  let generation = 0;
  let revoked = false;
  const gw = fakeGateway(async (req) => {
    if (req.path.startsWith("/identity/refresh/")) {
      const body = req.body as { refreshToken: string };
      if (revoked || body.refreshToken !== live.refreshToken) {
        revoked = true;
        return json({ "@type": "Error", code: "refresh_token_reused", status: "401" }, 401);
      }
      live = pair(`gen${++generation}`);
      return json({ ...live, baseTokens: live });
    }
    const expired = generation === 0;
    return !revoked && !expired && req.headers.authorization === `Bearer ${live.accessToken}`
      ? json({ user: "ok" })
      : json({ "@type": "Error", code: "token_expired", status: "401" }, 401);
  });
  return { gw, isRevoked: () => revoked };
}

/** Two tabs: each its own memory, one shared storage written by saveTokens and read by reloadTokens. */
function twoTabs(tokens: AuthTokens) {
  let stored = tokens;
  const tab = (): MemoryPort => {
    const port = memoryPort(tokens);
    port.reloadTokens.mockImplementation(() => {
      port.tokens = stored;
    });
    port.saveTokens.mockImplementation(async () => {
      stored = port.tokens;
    });
    return port;
  };
  return { a: tab(), b: tab(), stored: () => stored };
}

afterEach(() => installLocks(undefined));

describe("issue 12: one refresh at a time across tabs", () => {
  it("two tabs with the same expired pair → exactly one refresh; the second tab uses the saved pair; both answered", async () => {
    const locks = fakeLocks();
    installLocks(locks);
    const { gw, isRevoked } = rotatingGateway("old");
    const tabs = twoTabs(setBaseTokens(emptyTokens(), pair("old")));
    const a = createGatewayClient("identity", tabs.a, { adapter: gw.adapter });
    const b = createGatewayClient("identity", tabs.b, { adapter: gw.adapter });

    const [ra, rb] = await Promise.all([a.get("userinfo/shopcbuweb"), b.get("userinfo/shopcbuweb")]);

    expect(gw.on("/identity/refresh/")).toHaveLength(1);
    expect(isRevoked()).toBe(false);
    expect([ra.data, rb.data]).toEqual([{ user: "ok" }, { user: "ok" }]);
    expect(tabs.a.tokens.baseSSO).toEqual(pair("gen1"));
    expect(tabs.b.tokens.baseSSO).toEqual(pair("gen1"));
    expect(tabs.stored().baseSSO).toEqual(pair("gen1"));
    expect(locks.names.every((n) => n === REFRESH_LOCK_NAME)).toBe(true);
    // Each tab re-read the storage inside the lock; only the tab that refreshed saved at once.
    expect(tabs.a.reloadTokens).toHaveBeenCalled();
    expect(tabs.b.reloadTokens).toHaveBeenCalled();
    expect(tabs.a.saveTokens.mock.calls.length + tabs.b.saveTokens.mock.calls.length).toBe(1);
    expect(tabs.a.onSessionExpired).not.toHaveBeenCalled();
    expect(tabs.b.onSessionExpired).not.toHaveBeenCalled();
  });

  it("without the lock both tabs refresh with the same token and the gateway revokes the session (why the lock exists)", async () => {
    installLocks(undefined);
    const { gw, isRevoked } = rotatingGateway("old");
    const tabs = twoTabs(setBaseTokens(emptyTokens(), pair("old")));
    // Neither tab sees the other's storage: the old behaviour.
    tabs.a.reloadTokens.mockImplementation(() => undefined);
    tabs.b.reloadTokens.mockImplementation(() => undefined);
    const a = createGatewayClient("identity", tabs.a, { adapter: gw.adapter });
    const b = createGatewayClient("identity", tabs.b, { adapter: gw.adapter });

    const results = await Promise.allSettled([a.get("userinfo/shopcbuweb"), b.get("userinfo/shopcbuweb")]);

    expect(gw.on("/identity/refresh/")).toHaveLength(2);
    expect(isRevoked()).toBe(true);
    expect(results.some((r) => r.status === "rejected")).toBe(true);
  });

  it("a tab that finds fresh tokens in storage does not refresh at all", async () => {
    installLocks(fakeLocks());
    const { gw } = rotatingGateway("old");
    const tabs = twoTabs(setBaseTokens(emptyTokens(), pair("old")));
    const a = createGatewayClient("identity", tabs.a, { adapter: gw.adapter });
    await a.get("userinfo/shopcbuweb");
    expect(gw.on("/identity/refresh/")).toHaveLength(1);
    // Tab b still holds the old pair in memory; its 401 finds the new pair in storage.
    const b = createGatewayClient("identity", tabs.b, { adapter: gw.adapter });
    await expect(b.get("userinfo/shopcbuweb")).resolves.toMatchObject({ data: { user: "ok" } });
    expect(gw.on("/identity/refresh/")).toHaveLength(1);
    expect(tabs.b.tokens.baseSSO).toEqual(pair("gen1"));
  });

  it("a tab that finds the session signed out in storage fails unauthorized without refreshing", async () => {
    installLocks(fakeLocks());
    const { gw } = rotatingGateway("old");
    const port = memoryPort(setBaseTokens(emptyTokens(), pair("old")));
    port.reloadTokens.mockImplementation(() => {
      port.tokens = emptyTokens();
    });
    const client = createGatewayClient("identity", port, { adapter: gw.adapter });
    await expect(client.get("userinfo/shopcbuweb")).rejects.toMatchObject({ kind: "unauthorized" });
    expect(gw.on("/identity/refresh/")).toHaveLength(0);
  });
});

describe("withRefreshLock", () => {
  it("runs the task at once where the browser has no Web Locks (degrades to the old per-tab refresh)", async () => {
    await expect(withRefreshLock(async () => 42, null)).resolves.toBe(42);
  });

  it("runs tasks one after another under the lock, even when one fails", async () => {
    const locks = fakeLocks();
    const order: string[] = [];
    const slow = withRefreshLock(async () => {
      order.push("a-start");
      await new Promise((r) => setTimeout(r, 10));
      order.push("a-end");
      throw new Error("a failed");
    }, locks);
    const next = withRefreshLock(async () => {
      order.push("b");
      return "b";
    }, locks);
    await expect(slow).rejects.toThrow("a failed");
    await expect(next).resolves.toBe("b");
    expect(order).toEqual(["a-start", "a-end", "b"]);
  });
});
