// The sandbox bot-check, a reCAPTCHA v3 stand-in. Tokens are `sbx1.<payload>.<hmac>` where the
// payload (base64url JSON) holds the action and issue time and the HMAC-SHA256 uses
// config.recaptchaSecret. Only the sandbox can mint them (POST /sandbox/recaptcha/token, which the
// served api.js calls), so a route can check that the caller ran the script for the right action.
import { createHmac, timingSafeEqual } from "node:crypto";
import type { SandboxContext } from "../modules/module";

/** Tokens older than this are rejected, like reCAPTCHA's two-minute validity. */
export const BOTCHECK_MAX_AGE_MS = 120_000;

const sign = (secret: string, data: string) => createHmac("sha256", secret).update(data).digest("base64url");

export function mintBotcheckToken(ctx: SandboxContext, action: string): string {
  const payload = Buffer.from(JSON.stringify({ a: action, t: ctx.now() })).toString("base64url");
  return `sbx1.${payload}.${sign(ctx.config.recaptchaSecret, `sbx1.${payload}`)}`;
}

export type BotcheckResult = { ok: true } | { ok: false; reason: "missing" | "malformed" | "bad_signature" | "wrong_action" | "expired" };

export function verifyBotcheckToken(ctx: SandboxContext, token: unknown, action: unknown): BotcheckResult {
  if (typeof token !== "string" || token === "") return { ok: false, reason: "missing" };
  const [version, payload, mac] = token.split(".");
  if (version !== "sbx1" || !payload || !mac) return { ok: false, reason: "malformed" };
  const expected = Buffer.from(sign(ctx.config.recaptchaSecret, `sbx1.${payload}`));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "bad_signature" };
  let claims: { a?: unknown; t?: unknown };
  try {
    claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return { ok: false, reason: "malformed" };
  }
  if (typeof action !== "string" || claims.a !== action) return { ok: false, reason: "wrong_action" };
  if (typeof claims.t !== "number" || ctx.now() - claims.t > BOTCHECK_MAX_AGE_MS) return { ok: false, reason: "expired" };
  return { ok: true };
}
