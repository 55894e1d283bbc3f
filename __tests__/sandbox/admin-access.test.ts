// The sandbox's own levers (sandbox/src/http/adminAccess.ts): /sandbox/* (fault rules, the outbox with the one-time
// codes, session levers), anything under /admin, and the X-Sandbox-Fault header answer only loopback callers, or,
// with SANDBOX_ADMIN_TOKEN set, callers sending that token (from anywhere). Refused → 403 TMF error.
import http from "node:http";
import net from "node:net";
import { isAdminPath, isLoopbackAddress, isLoopbackHostHeader } from "../../sandbox/src/http/adminAccess";
import { httpRequest, startTestSandbox, type TestSandbox } from "./support/sandbox";

const REMOTE = "203.0.113.7";
const TOKEN = "admin-token-for-tests-0123456789";

/** Admin requests a remote caller must not make (method, url, body). */
// Every row has three entries: jest takes a test function with more parameters than the row as asking for `done`.
const ADMIN_CALLS: [string, string, unknown][] = [
  ["GET", "/sandbox/outbox?to=0722000101", undefined],
  ["DELETE", "/sandbox/outbox", undefined],
  ["GET", "/sandbox/faults", undefined],
  ["POST", "/sandbox/faults", { pathPattern: "/identity/**", status: 503 }],
  ["DELETE", "/sandbox/faults", undefined],
  ["DELETE", "/sandbox/faults/1", undefined],
  ["POST", "/sandbox/sessions/expire-access", { username: "postpaid.owner" }],
  ["POST", "/sandbox/sessions/revoke-refresh", { username: "postpaid.owner" }],
  ["GET", "/sandbox/nope", undefined],
  ["GET", "/%73andbox/outbox", undefined],
  ["GET", "/admin", undefined],
  ["GET", "/admin/anything", undefined],
];

/**
 * A door into the sandbox's own HTTP server whose connections report `remoteAddress` as their peer: a listener on
 * 127.0.0.1 hands each accepted socket, with that address, to the sandbox's server (real HTTP parsing and routing, as
 * for a caller on another machine). (Fastify's inject would do, but light-my-request is ESM-only under jest here.)
 */
async function doorFrom(t: TestSandbox, remoteAddress: string): Promise<{ url: string; close: () => Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const door = net.createServer((socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
    Object.defineProperty(socket, "remoteAddress", { value: remoteAddress });
    t.sb.app.server.emit("connection", socket);
  });
  await new Promise<void>((resolve) => door.listen(0, "127.0.0.1", resolve));
  const { port } = door.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        door.close(() => resolve());
      }),
  };
}

interface Answer {
  statusCode: number;
  headers: Record<string, string | undefined>;
  body: string;
  json(): any;
}

describe("admin routes and fault injection: loopback only unless a token is configured", () => {
  let t: TestSandbox;
  const doors = new Map<string, Promise<{ url: string; close: () => Promise<void> }>>();
  afterEach(async () => {
    for (const d of doors.values()) await (await d).close();
    doors.clear();
    await t?.close();
  });

  async function call(
    method: string,
    url: string,
    body: unknown,
    remoteAddress: string,
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    if (!doors.has(remoteAddress)) doors.set(remoteAddress, doorFrom(t, remoteAddress));
    const door = await doors.get(remoteAddress)!;
    const r = await httpRequest(door.url, method, url, { body, headers });
    return {
      statusCode: r.status,
      headers: Object.fromEntries(r.headers.entries()),
      body: r.text,
      json: () => JSON.parse(r.text),
    };
  }

  describe("without SANDBOX_ADMIN_TOKEN", () => {
    beforeEach(async () => {
      t = await startTestSandbox({ adminToken: "" });
    });

    it.each(ADMIN_CALLS)("%s %s from a non-loopback address → 403 TMF error", async (method, url, body) => {
      const r = await call(method, url, body, REMOTE);
      expect(r.statusCode).toBe(403);
      expect(r.json()).toMatchObject({ "@type": "Error", code: "admin_not_allowed", reason: "Forbidden", status: "403" });
    });

    it.each(["127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1"])("answers loopback callers (%s)", async (address) => {
      expect((await call("GET", "/sandbox/faults", undefined, address)).statusCode).toBe(200);
      expect((await call("GET", "/sandbox/outbox", undefined, address)).statusCode).toBe(200);
      expect((await call("POST", "/sandbox/sessions/expire-access", { username: "postpaid.owner" }, address)).statusCode).toBe(200);
    });

    it.each(["10.0.0.5", "192.168.1.20", "::ffff:10.0.0.5", "fe80::1", "2001:db8::1", "128.0.0.1"])(
      "refuses %s (private addresses are not loopback)",
      async (address) => {
        expect((await call("GET", "/sandbox/outbox", undefined, address)).statusCode).toBe(403);
      },
    );

    it("a remote caller cannot read one-time codes, while the sandbox itself works for it", async () => {
      const r = await call("GET", "/sandbox/outbox?to=0722000101", undefined, REMOTE);
      expect(r.statusCode).toBe(403);
      expect(r.body).not.toMatch(/messages/);
      // Normal gateway routes answer remote callers as before.
      expect((await call("GET", "/health", undefined, REMOTE)).statusCode).toBe(200);
      expect((await call("POST", "/identity/applicationLogin/ecare", await t.anonymousBody(), REMOTE)).json().errorCode).toBe("no_error");
    });

    it("the bot-check stand-in stays open: the site's pages load it in every visitor's browser", async () => {
      expect((await call("GET", "/sandbox/recaptcha/api.js", undefined, REMOTE)).statusCode).toBe(200);
      const token = await call("POST", "/sandbox/recaptcha/token", { action: "login" }, REMOTE);
      expect(token.statusCode).toBe(200);
      expect(token.json().token).toMatch(/^sbx1\./);
    });

    it("the X-Sandbox-Fault header obeys the same rule: 403 from a remote caller, injected from loopback", async () => {
      const remote = await call("GET", "/health", undefined, REMOTE, { "x-sandbox-fault": "status=503" });
      expect(remote.statusCode).toBe(403);
      expect(remote.json()).toMatchObject({ "@type": "Error", code: "admin_not_allowed", status: "403" });
      expect(remote.headers["x-sandbox-fault-injected"]).toBeUndefined();
      const local = await call("GET", "/health", undefined, "127.0.0.1", { "x-sandbox-fault": "status=503" });
      expect(local.statusCode).toBe(503);
      expect(local.headers["x-sandbox-fault-injected"]).toBe("1");
    });

    it("a token sent when none is configured opens nothing", async () => {
      const r = await call("GET", "/sandbox/outbox", undefined, REMOTE, { "x-sandbox-admin-token": "anything" });
      expect(r.statusCode).toBe(403);
    });

    it("over real HTTP (127.0.0.1) the tests' own calls still work", async () => {
      expect((await t.request("GET", "/sandbox/faults")).status).toBe(200);
    });

    describe("DNS rebinding: a loopback connection that names another host (issue 24)", () => {
      /** A request over a real loopback connection with the Host header as given (fetch would not let us set it). */
      function withHost(host: string | null, path: string, headers: Record<string, string> = {}) {
        const { port } = new URL(t.url);
        return new Promise<{ status: number; body: string }>((resolve, reject) => {
          const req = http.request({
            host: "127.0.0.1",
            port,
            path,
            method: "GET",
            setHost: host !== null,
            headers: host ? { ...headers, host } : headers,
          });
          req.on("response", (res) => {
            let body = "";
            res.on("data", (d: Buffer) => (body += d.toString()));
            res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
          });
          req.on("error", reject);
          req.end();
        });
      }

      it.each(["evil.example", "evil.example:8787", "127.0.0.1.evil.example", "localhost.evil.example", "[::2]:8787"])(
        "Host %s: the outbox and the faults answer 403",
        async (host) => {
          const outbox = await withHost(host, "/sandbox/outbox?to=0722000101");
          expect(outbox.status).toBe(403);
          expect(JSON.parse(outbox.body)).toMatchObject({ code: "admin_not_allowed" });
          expect(outbox.body).not.toMatch(/messages/);
          expect((await withHost(host, "/sandbox/faults")).status).toBe(403);
        },
      );

      it("the fault header from such a page is refused too", async () => {
        expect((await withHost("evil.example:8787", "/health", { "x-sandbox-fault": "status=503" })).status).toBe(403);
      });

      it("no Host header at all is refused (Node answers 400 before the gate; the gate would answer 403)", async () => {
        const r = await withHost(null, "/sandbox/outbox");
        expect([400, 403]).toContain(r.status);
        expect(r.body).not.toMatch(/messages/);
        expect(isLoopbackHostHeader(undefined)).toBe(false);
      });

      it.each(["127.0.0.1", "127.0.0.1:8787", "127.3.2.1:1", "localhost", "LOCALHOST:8787", "[::1]", "[::1]:8787"])(
        "Host %s (this machine by name) is answered",
        async (host) => {
          expect((await withHost(host, "/sandbox/outbox")).status).toBe(200);
        },
      );

      it("the gateway's own routes answer whatever the Host (only the levers are guarded)", async () => {
        expect((await withHost("evil.example", "/health")).status).toBe(200);
      });
    });
  });

  describe("with SANDBOX_ADMIN_TOKEN", () => {
    beforeEach(async () => {
      t = await startTestSandbox({ adminToken: TOKEN });
    });

    it.each(ADMIN_CALLS.filter(([, url]) => url.startsWith("/sandbox/") && url !== "/sandbox/nope"))(
      "%s %s: 403 without the token, from loopback too; answered with it from anywhere",
      async (method, url, body) => {
        for (const address of [REMOTE, "127.0.0.1"]) {
          expect([address, (await call(method, url, body, address)).statusCode]).toEqual([address, 403]);
          expect([address, (await call(method, url, body, address, { authorization: "Bearer wrong" })).statusCode]).toEqual([address, 403]);
        }
        const viaBearer = await call(method, url, body, REMOTE, { authorization: `Bearer ${TOKEN}` });
        const viaHeader = await call(method, url, body, "127.0.0.1", { "x-sandbox-admin-token": TOKEN });
        for (const r of [viaBearer, viaHeader]) {
          expect(r.statusCode).not.toBe(403);
          expect(r.statusCode).toBeLessThan(500);
        }
      },
    );

    it("answers 200 with the token: outbox, faults, session levers", async () => {
      const auth = { authorization: `Bearer ${TOKEN}` };
      expect((await call("GET", "/sandbox/outbox", undefined, REMOTE, auth)).statusCode).toBe(200);
      expect((await call("POST", "/sandbox/faults", { pathPattern: "/x", status: 503 }, REMOTE, auth)).statusCode).toBe(201);
      expect((await call("GET", "/sandbox/faults", undefined, REMOTE, auth)).json().faults).toHaveLength(1);
      expect((await call("POST", "/sandbox/sessions/expire-access", { username: "postpaid.owner" }, REMOTE, auth)).statusCode).toBe(200);
    });

    it("the fault header needs the token in x-sandbox-admin-token (Authorization carries the user's token)", async () => {
      const fault = { "x-sandbox-fault": "status=502" };
      expect((await call("GET", "/health", undefined, "127.0.0.1", fault)).statusCode).toBe(403);
      expect((await call("GET", "/health", undefined, REMOTE, { ...fault, "x-sandbox-admin-token": TOKEN.slice(0, -1) })).statusCode).toBe(
        403,
      );
      const login = await call("POST", "/identity/applicationLogin/ecare", await t.anonymousBody(), REMOTE);
      const r = await call("GET", "/identity/userinfo/ecare", undefined, REMOTE, {
        ...fault,
        "x-sandbox-admin-token": TOKEN,
        authorization: `Bearer ${login.json().accessToken}`,
        "x-auth-provider": "anonymous",
      });
      expect(r.statusCode).toBe(502);
      expect(r.headers["x-sandbox-fault-injected"]).toBe("1");
    });
  });

  describe("helpers", () => {
    it("loopback: 127.0.0.0/8, ::1, ::ffff:127.x only", () => {
      for (const a of ["127.0.0.1", "127.255.255.254", "::1", "::ffff:127.0.0.1", "0:0:0:0:0:0:0:1"])
        expect([a, isLoopbackAddress(a)]).toEqual([a, true]);
      for (const a of [undefined, "", "0.0.0.0", "::", "10.0.0.1", "::ffff:10.0.0.1", "fe80::1%eth0", "localhost", "127.0.0.1.evil"])
        expect([a, isLoopbackAddress(a)]).toEqual([a, false]);
    });

    it("loopback Host header: 127.x.y.z, localhost or [::1], with or without a port", () => {
      for (const h of ["127.0.0.1", "127.0.0.1:8787", "localhost", "localhost:9000", "[::1]", "[::1]:8787"])
        expect([h, isLoopbackHostHeader(h)]).toEqual([h, true]);
      for (const h of [
        undefined,
        "",
        "evil.example",
        "127.0.0.1.nip.io",
        "localhost.evil",
        "::1",
        "[::1]x",
        "127.0.0.1:",
        "0.0.0.0",
        "10.0.0.1",
      ])
        expect([h, isLoopbackHostHeader(h)]).toEqual([h, false]);
    });

    it("admin paths: /sandbox and /admin and below, but not the bot-check stand-in", () => {
      for (const p of ["/sandbox", "/sandbox/outbox", "/SANDBOX/faults", "/admin", "/admin/x"])
        expect([p, isAdminPath(p)]).toEqual([p, true]);
      for (const p of ["/sandbox/recaptcha/api.js", "/sandbox/recaptcha/token", "/sandboxes", "/administrator", "/identity/userinfo/ecare"])
        expect([p, isAdminPath(p)]).toEqual([p, false]);
    });
  });
});
