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
  /** Quiet logs (tests). */
  quiet: boolean;
  /** HMAC secret of the sandbox bot-check (reCAPTCHA v3 stand-in) tokens. */
  recaptchaSecret: string;
  /** Lifetime of one-time codes (SMS / e-mail), seconds. */
  otcCodeTtlSeconds: number;
  /** Returned by logout as afterLogoutUrl; empty = null. */
  afterLogoutUrl: string;
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
    quiet: env.SANDBOX_QUIET === "1",
    recaptchaSecret: env.SANDBOX_RECAPTCHA_SECRET || "sandbox-recaptcha-secret",
    otcCodeTtlSeconds: num(env.SANDBOX_OTC_TTL_SECONDS, 5 * 60),
    afterLogoutUrl: env.SANDBOX_AFTER_LOGOUT_URL || "",
  };
}
