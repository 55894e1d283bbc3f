// Every setting of the sandbox, read once from the environment. Tests pass overrides instead.
import path from "node:path";

export interface SandboxConfig {
  host: string;
  port: number;
  /** SQLite file; ":memory:" is allowed for throw-away runs. */
  dbFile: string;
  /** Origins allowed by CORS (the site). */
  siteOrigins: string[];
  /** Lifetime of gateway access tokens, seconds. */
  accessTokenTtlSeconds: number;
  /** Lifetime of refresh tokens, seconds. */
  refreshTokenTtlSeconds: number;
  /** Extra generated catalogue items (build benchmarks); 0 = only the hand-written catalogue. */
  catalogueSize: number;
  /** Editors' rebuild hook called with the content identifier on publish; empty = none. */
  publishWebhook: string;
  /** Shared secret sent to the rebuild hook as `x-hook-secret` (its REBUILD_HOOK_SECRET); empty = no header. */
  publishWebhookSecret: string;
  /**
   * Token for /sandbox/* (and the X-Sandbox-Fault header) from any address; empty = those answer loopback
   * callers only (sandbox/src/http/adminAccess.ts).
   */
  adminToken: string;
  /** Failed sign-ins (password per username, one-time code per number) allowed per window; the next is EC1005. 0 = no limit. */
  loginMaxFailures: number;
  /** The sliding window the failures are counted in, seconds. */
  loginWindowSeconds: number;
  /** Quiet logs (tests). */
  quiet: boolean;
  /** HMAC secret of the sandbox bot-check (reCAPTCHA v3 stand-in) tokens. */
  recaptchaSecret: string;
  /** Lifetime of one-time codes (SMS / e-mail), seconds. */
  otcCodeTtlSeconds: number;
  /** Returned by logout as afterLogoutUrl; empty = null. */
  afterLogoutUrl: string;
  /** Cart prices: RON = EUR × this fixed rate, rounded to 2 decimals (the operator fixes it per day; here per run). */
  eurRonRate: number;
  /** Self-care product orders complete this long after creation (inProgress after half of it); derived from the clock. */
  orderCompletionMs: number;
}

const num = (v: string | undefined, d: number): number => {
  const n = Number(v);
  return v !== undefined && v !== "" && Number.isFinite(n) ? n : d;
};

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): SandboxConfig {
  return {
    host: env.SANDBOX_HOST || "127.0.0.1",
    port: num(env.SANDBOX_PORT, 8787),
    dbFile: env.SANDBOX_DB || path.resolve(process.cwd(), ".data", "sandbox.sqlite"),
    siteOrigins: (env.SANDBOX_SITE_ORIGINS || "http://127.0.0.1:9000,http://localhost:9000,http://127.0.0.1:8000,http://localhost:8000")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
    accessTokenTtlSeconds: num(env.SANDBOX_ACCESS_TTL_SECONDS, 15 * 60),
    refreshTokenTtlSeconds: num(env.SANDBOX_REFRESH_TTL_SECONDS, 7 * 24 * 3600),
    catalogueSize: num(env.SANDBOX_CATALOGUE_SIZE, 0),
    publishWebhook: env.SANDBOX_PUBLISH_WEBHOOK || "",
    publishWebhookSecret: env.SANDBOX_PUBLISH_WEBHOOK_SECRET || "",
    adminToken: env.SANDBOX_ADMIN_TOKEN || "",
    loginMaxFailures: num(env.SANDBOX_LOGIN_MAX_FAILURES, 5),
    loginWindowSeconds: num(env.SANDBOX_LOGIN_WINDOW_SECONDS, 15 * 60),
    quiet: env.SANDBOX_QUIET === "1",
    recaptchaSecret: env.SANDBOX_RECAPTCHA_SECRET || "sandbox-recaptcha-secret",
    otcCodeTtlSeconds: num(env.SANDBOX_OTC_TTL_SECONDS, 5 * 60),
    afterLogoutUrl: env.SANDBOX_AFTER_LOGOUT_URL || "",
    eurRonRate: num(env.SANDBOX_EUR_RON_RATE, 4.975),
    orderCompletionMs: num(env.SANDBOX_ORDER_COMPLETION_MS, 8000),
  };
}
