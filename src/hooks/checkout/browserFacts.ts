// SPEC §7 POST payment characteristics about the browser (EMV 3-D Secure browser data): user agent, java enabled,
// language, colour depth, screen height and width, time zone offset, read from the page as the plain object the
// domain's payment builder takes (domain/checkout/paymentRequest.ts BrowserFacts). Read at the click, never stored.
import type { BrowserFacts } from "../../domain/checkout/paymentRequest";

const whole = (v: unknown, fallback: number): number => (typeof v === "number" && Number.isFinite(v) ? Math.round(v) : fallback);

export function browserFacts(): BrowserFacts {
  const nav = typeof navigator === "undefined" ? null : navigator;
  const scr = typeof screen === "undefined" ? null : screen;
  return {
    userAgent: nav?.userAgent ?? "",
    // Every current browser answers false; the spec's characteristic is still sent.
    javaEnabled: false,
    language: nav?.language || "ro-RO",
    colorDepth: whole(scr?.colorDepth, 24),
    screenHeight: whole(scr?.height, 0),
    screenWidth: whole(scr?.width, 0),
    timeZoneOffset: new Date().getTimezoneOffset(),
  };
}
