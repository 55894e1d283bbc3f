// Issuing and checking one-time codes. Limits are named constants (documented in sandbox/README.md).
import { randomInt } from "node:crypto";
import type { SandboxContext } from "../module";

/** At most this many codes per destination within OTC_SEND_WINDOW_MS; the next send is `sms_blocked`. */
export const OTC_MAX_SENDS = 3;
export const OTC_SEND_WINDOW_MS = 10 * 60 * 1000;
/** Wrong guesses before a code is burnt. */
export const OTC_MAX_ATTEMPTS = 5;
/** A well-formed number in this block exists but cannot receive SMS (tests `cannot_send_sms`). */
export const UNREACHABLE_MSISDN = /^07999999\d\d$/;

export type Channel = "sms" | "email";
export type SendResult = { errorCode: "no_error"; expiresIn: number } | { errorCode: "sms_blocked" | "cannot_send_sms" };
export type CheckResult = "no_error" | "code_expired" | "GenericError";

/** SPEC §3: the last 10 digits, a leading 0 if shorter, null for empty or the text "null". */
export function normalizeMsisdn(raw: string): string | null {
  const digits = raw.replace(/\D/g, "");
  if (!digits || raw.trim().toLowerCase() === "null") return null;
  const last = digits.slice(-10);
  return last.length < 10 ? `0${last}` : last;
}

export const isSendableMsisdn = (msisdn: string | null): msisdn is string =>
  msisdn !== null && /^07\d{8}$/.test(msisdn) && !UNREACHABLE_MSISDN.test(msisdn);

export function sendCode(ctx: SandboxContext, channel: Channel, destination: string, client: string | null): SendResult {
  return ctx.db.transaction((): SendResult => {
    const now = ctx.now();
    const recent = ctx.db
      .prepare("SELECT COUNT(*) FROM otc_codes WHERE channel = ? AND destination = ? AND created_at > ?")
      .pluck()
      .get(channel, destination, now - OTC_SEND_WINDOW_MS) as number;
    if (recent >= OTC_MAX_SENDS) return { errorCode: "sms_blocked" };
    const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
    const ttl = ctx.config.otcCodeTtlSeconds;
    // A new code replaces any earlier one still open for the destination.
    ctx.db
      .prepare("UPDATE otc_codes SET consumed_at = ? WHERE channel = ? AND destination = ? AND consumed_at IS NULL")
      .run(now, channel, destination);
    ctx.db
      .prepare("INSERT INTO otc_codes (channel, destination, code, client, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)")
      .run(channel, destination, code, client, now, now + ttl * 1000);
    const subject = channel === "email" ? "Codul tău de verificare" : null;
    const text = `Codul tău de verificare este ${code}. Este valabil ${Math.round(ttl / 60)} minute.`;
    ctx.db
      .prepare("INSERT INTO outbox (channel, destination, subject, text, code, created_at) VALUES (?, ?, ?, ?, ?, ?)")
      .run(channel, destination, subject, text, code, now);
    return { errorCode: "no_error", expiresIn: ttl };
  })();
}

interface CodeRow {
  id: number;
  code: string;
  expires_at: number;
  attempts: number;
}

/** Checks (and on success consumes) the open code of a destination. */
export function checkCode(ctx: SandboxContext, channel: Channel, destination: string, code: string): CheckResult {
  return ctx.db.transaction((): CheckResult => {
    const now = ctx.now();
    const row = ctx.db
      .prepare(
        "SELECT id, code, expires_at, attempts FROM otc_codes WHERE channel = ? AND destination = ? AND consumed_at IS NULL ORDER BY id DESC LIMIT 1",
      )
      .get(channel, destination) as CodeRow | undefined;
    if (!row) return "GenericError";
    if (row.expires_at <= now) return "code_expired";
    if (row.code !== code.trim()) {
      const burnt = row.attempts + 1 >= OTC_MAX_ATTEMPTS;
      ctx.db.prepare("UPDATE otc_codes SET attempts = attempts + 1, consumed_at = ? WHERE id = ?").run(burnt ? now : null, row.id);
      return "GenericError";
    }
    ctx.db.prepare("UPDATE otc_codes SET consumed_at = ? WHERE id = ?").run(now, row.id);
    return "no_error";
  })();
}
