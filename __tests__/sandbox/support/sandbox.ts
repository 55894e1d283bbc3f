// Test harness: a real sandbox on a free port with a throw-away SQLite file and a controllable clock.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startSandbox, type RunningSandbox, type StartOptions } from "../../../sandbox/src/start";

export const PASSWORD = "Sandbox!2026";
/** The content API's fixed build token the seed stores (sandbox/README.md, sandbox/src/modules/content/seed.ts). */
export const SITE_API_TOKEN =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJhcmlhLXNpdGUiLCJ4bW9kIjoxNzY4NDY3NjAwMDAwLCJuYmYiOjE3Njg0Njc2MDAsImlzcyI6ImFyaWEtc2FuZGJveCIsImxhYmVsIjoic2l0ZSBidWlsZCIsImV4cCI6NDEwMjM1ODQwMCwiaWF0IjoxNzY4NDY3NjAwLCJqdGkiOiJhcmlhLXNpdGUtYnVpbGQtdG9rZW4ifQ.yltj3UIWzexId4mG_lwMmtf5Z5uiMiNLwIlTaypCWkc";
export const T0 = Date.parse("2026-03-02T09:00:00.000Z");

export interface Reply<T = any> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

export interface RequestOptions {
  body?: unknown;
  /** Sent verbatim with content-type application/json (malformed-body tests). */
  rawBody?: string;
  token?: string;
  provider?: string;
  headers?: Record<string, string>;
}

export interface TestSandbox {
  sb: RunningSandbox;
  url: string;
  dbFile: string;
  clock: { now: number; advance(ms: number): void };
  request<T = any>(method: string, urlPath: string, opts?: RequestOptions): Promise<Reply<T>>;
  botToken(action?: string): Promise<string>;
  /** The body of an anonymous applicationLogin: a bot-check token minted for its action (SPEC §7). */
  anonymousBody(): Promise<{ "g-recaptcha-response": string; "g-recaptcha-action": string }>;
  login(username: string, client?: string): Promise<{ accessToken: string; refreshToken: string }>;
  close(): Promise<void>;
}

/** One HTTP call to a sandbox; JSON answers parsed, others kept as text. */
export async function httpRequest<T = any>(baseUrl: string, method: string, urlPath: string, o: RequestOptions = {}): Promise<Reply<T>> {
  const headers: Record<string, string> = { ...o.headers };
  if (o.token) headers.authorization = `Bearer ${o.token}`;
  if (o.provider) headers["x-auth-provider"] = o.provider;
  let payload: string | undefined;
  if (o.rawBody !== undefined) payload = o.rawBody;
  else if (o.body !== undefined) payload = JSON.stringify(o.body);
  if (payload !== undefined) headers["content-type"] ??= "application/json";
  const res = await fetch(baseUrl + urlPath, { method, headers, body: payload });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* non-JSON answers stay text */
  }
  return { status: res.status, body: body as T, text, headers: res.headers };
}

export function tempDbFile(): string {
  return path.join(fs.mkdtempSync(path.join(os.tmpdir(), "sandbox-test-")), "sandbox.sqlite");
}

export async function startTestSandbox(opts: StartOptions & { realClock?: boolean } = {}): Promise<TestSandbox> {
  const { realClock, ...start } = opts;
  const clock = {
    now: T0,
    advance(ms: number) {
      clock.now += ms;
    },
  };
  const dbFile = start.dbFile ?? tempDbFile();
  const sb = await startSandbox({ port: 0, dbFile, quiet: true, now: realClock ? Date.now : () => clock.now, ...start });

  const request = <T>(method: string, urlPath: string, o: RequestOptions = {}) => httpRequest<T>(sb.url, method, urlPath, o);

  async function botToken(action = "login"): Promise<string> {
    const r = await request<{ token: string }>("POST", "/sandbox/recaptcha/token", { body: { action } });
    return r.body.token;
  }

  async function anonymousBody() {
    return { "g-recaptcha-response": await botToken("anonymousLogin"), "g-recaptcha-action": "anonymousLogin" };
  }

  async function login(username: string, client = "ecare") {
    const r = await request<{ errorCode: string; accessToken: string; refreshToken: string }>(
      "POST",
      `/identity/applicationLogin/${client}`,
      {
        body: { username, password: PASSWORD, "g-recaptcha-response": await botToken("login"), "g-recaptcha-action": "login" },
      },
    );
    if (r.body.errorCode !== "no_error") throw new Error(`login ${username} failed: ${r.text}`);
    return { accessToken: r.body.accessToken, refreshToken: r.body.refreshToken };
  }

  return { sb, url: sb.url, dbFile, clock, request, botToken, anonymousBody, login, close: () => sb.close() };
}
