// Core server behaviour: health, TMF errors for unknown paths and bad bodies, CORS, persistence.
import { startTestSandbox, tempDbFile, type TestSandbox } from "./support/sandbox";
import { PERSONAS } from "../../sandbox/src/seed/personas";
import { unseededModules } from "../../sandbox/src/db";
import { modules } from "../../sandbox/src/modules";
import type { SandboxModule } from "../../sandbox/src/modules/module";

describe("sandbox core", () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startTestSandbox();
  });
  afterAll(() => t.close());

  it("answers GET /health with the mounted modules", async () => {
    const r = await t.request("GET", "/health");
    expect(r.status).toBe(200);
    expect(r.body.status).toBe("ok");
    expect(r.body.modules).toEqual(expect.arrayContaining(["identity", "otc", "admin"]));
  });

  it("answers a browser's /favicon.ico with 204 (its pages name no icon; no 404 in the console)", async () => {
    const r = await t.request("GET", "/favicon.ico");
    expect(r.status).toBe(204);
  });

  it("answers unknown paths with 404 and a TMF error body", async () => {
    const r = await t.request("GET", "/no/such/path?x=1");
    expect(r.status).toBe(404);
    expect(r.body).toEqual({
      "@type": "Error",
      code: "Not found",
      reason: "Not Found",
      message: "No route for GET /no/such/path",
      status: "404",
    });
  });

  it("answers malformed JSON with 400 malformed_json, not a 500", async () => {
    const r = await t.request("POST", "/identity/applicationLogin/ecare", { rawBody: '{"username": "postpaid.owner",' });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: "malformed_json", status: "400", reason: "Bad Request" });
    expect(r.text).not.toMatch(/at .*\.ts:\d+/);
  });

  it("answers invalid input with 400 naming the field", async () => {
    const r = await t.request("POST", "/identity/applicationLogin/ecare", { body: { username: 42 } });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe("invalid_body");
    expect(r.body.message).toContain("body.username");
  });

  it("rejects an unknown {client} path value with 400", async () => {
    const r = await t.request("POST", "/identity/applicationLogin/notaclient", { body: {} });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe("invalid_params");
  });

  it("answers a non-JSON content type with 415 in the TMF shape", async () => {
    const r = await t.request("POST", "/identity/refresh/ecare", { rawBody: "x", headers: { "content-type": "application/xml" } });
    expect(r.status).toBe(415);
    expect(r.body).toMatchObject({ code: "unsupported_media_type", status: "415" });
  });

  it("allows the site origin by CORS and not others", async () => {
    const ok = await fetch(`${t.url}/identity/userinfo/ecare`, {
      method: "OPTIONS",
      headers: {
        origin: "http://127.0.0.1:9000",
        "access-control-request-method": "GET",
        "access-control-request-headers": "authorization,x-auth-provider",
      },
    });
    expect(ok.status).toBe(204);
    expect(ok.headers.get("access-control-allow-origin")).toBe("http://127.0.0.1:9000");
    const other = await fetch(`${t.url}/health`, { headers: { origin: "http://evil.example" } });
    expect(other.headers.get("access-control-allow-origin")).toBeNull();
  });
});

describe("sandbox persistence", () => {
  it("keeps data written before a restart on the same file", async () => {
    const dbFile = tempDbFile();
    const first = await startTestSandbox({ dbFile, realClock: true });
    const { accessToken } = await first.login("postpaid.owner");
    await first.request("POST", "/dxl-otc/otc/sendValidationSms", {
      body: {
        payload: { msisdn: "0722000101" },
        "g-recaptcha-response": await first.botToken("otcSendValidationSms"),
        "g-recaptcha-action": "otcSendValidationSms",
      },
    });
    await first.close();

    const second = await startTestSandbox({ dbFile, realClock: true });
    try {
      const me = await second.request("GET", "/identity/userinfo/ecare", { token: accessToken });
      expect(me.status).toBe(200);
      expect(me.body.attributes.user_id).toBe("usr-001");
      const outbox = await second.request("GET", "/sandbox/outbox?to=0722000101");
      expect(outbox.body.messages).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it("says which modules a database seeded earlier has not seen (a module added later starts empty there)", async () => {
    const dbFile = tempDbFile();
    const first = await startTestSandbox({ dbFile });
    expect(unseededModules(first.sb.db, modules)).toEqual([]);
    const later: SandboxModule = {
      name: "added-later",
      prefix: "/added-later",
      migrations: [],
      seed: () => undefined,
      register: () => undefined,
    };
    expect(unseededModules(first.sb.db, [...modules, later])).toEqual(["added-later"]);
    // A database stamped before the list was kept has seen none of them.
    first.sb.db.prepare("DELETE FROM sandbox_meta WHERE key = 'seeded_modules'").run();
    expect(unseededModules(first.sb.db, modules)).toEqual(modules.filter((m) => m.seed).map((m) => m.name));
    await first.close();
  });

  it("seeds deterministically: two fresh databases hold identical persona rows", async () => {
    const rows = async () => {
      const s = await startTestSandbox();
      const data = s.sb.db.prepare("SELECT id, username, password_hash, profile FROM id_users ORDER BY id").all();
      const ids = s.sb.db.prepare("SELECT id, data FROM id_identities ORDER BY id").all();
      await s.close();
      return { data, ids };
    };
    const a = await rows();
    expect(a.data).toHaveLength(PERSONAS.length);
    expect(await rows()).toEqual(a);
  });
});
