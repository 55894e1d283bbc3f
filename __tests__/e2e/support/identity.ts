// Talks to the sandbox's identity API and admin routes directly, so sign-in tests compare the pages with what
// the gateway says about a persona instead of hard-coding seeded values.
import type { Page, Request } from "playwright-core";
import { gatewayUrl, sandboxUrl } from "./cms";

export const PASSWORD = "Sandbox!2026";

/** DESIGN.md personas with one identity, and where each lands after signing in from /login. */
export const PERSONA_LANDINGS: [string, string][] = [
  ["postpaid.owner", "/ecare/dashboard"],
  ["postpaid.user", "/ecare/dashboard"],
  ["prepaid.owner", "/ecare/dashboard"],
  ["prepaid.special", "/ecare/dashboard"],
  ["hybrid.owner", "/ecare/dashboard"],
  ["fixed.owner", "/ecare/dashboard"],
  ["business.chooser", "/ecare/dashboard"],
  ["business.delegated", "/ecare/dashboard"],
  ["business.authorized", "/ecare/dashboard"],
  ["business.technical", "/business/assurance"],
  ["business.power", "/ecare/dashboard"],
  ["business.sub", "/ecare/dashboard"],
  ["nonvf.user", "/ecare/dashboard"],
  ["noroles.user", "/ecare/asociaza-servicii"],
];

async function json<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(sandboxUrl(path), { ...init, headers: { "content-type": "application/json", ...(init.headers ?? {}) } });
  if (!res.ok) throw new Error(`${init.method ?? "GET"} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** An access token of the persona (signed in through the API with a sandbox bot-check token). */
export async function accessTokenOf(username: string): Promise<string> {
  const { token } = await json<{ token: string }>("/sandbox/recaptcha/token", {
    method: "POST",
    body: JSON.stringify({ action: "login" }),
  });
  const login = await json<{ accessToken: string }>("/identity/applicationLogin/shopcbuweb", {
    method: "POST",
    body: JSON.stringify({ username, password: PASSWORD, "g-recaptcha-response": token, "g-recaptcha-action": "login" }),
  });
  return login.accessToken;
}

/** A gateway GET as the persona. */
export async function gatewayGet<T = Record<string, any>>(username: string, path: string): Promise<T> {
  return json<T>(path, { headers: { authorization: `Bearer ${await accessTokenOf(username)}` } });
}

/** A gateway GET as the persona, with the answer's headers (totals and counts come in headers). */
export async function gatewayAnswer<T = unknown>(username: string, path: string): Promise<{ body: T; headers: Headers }> {
  const res = await fetch(sandboxUrl(path), { headers: { authorization: `Bearer ${await accessTokenOf(username)}` } });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
  return { body: (await res.json()) as T, headers: res.headers };
}

/** The persona's user info as the gateway gives it. */
export const gatewayUserInfo = (username: string): Promise<Record<string, any>> => gatewayGet(username, "/identity/userinfo/shopcbuweb");

export async function userInfoWith(accessToken: string): Promise<number> {
  const res = await fetch(sandboxUrl("/identity/userinfo/shopcbuweb"), { headers: { authorization: `Bearer ${accessToken}` } });
  return res.status;
}

export const expireAccessTokens = (username: string) =>
  json<{ expired: number }>("/sandbox/sessions/expire-access", { method: "POST", body: JSON.stringify({ username }) });
export const revokeRefreshTokens = (username: string) =>
  json<{ revoked: number }>("/sandbox/sessions/revoke-refresh", { method: "POST", body: JSON.stringify({ username }) });

export async function latestCode(msisdn: string): Promise<string> {
  const { messages } = await json<{ messages: { code: string }[] }>(`/sandbox/outbox?to=${msisdn}&limit=1`);
  if (!messages[0]) throw new Error(`no message to ${msisdn}`);
  return messages[0].code;
}

/** What the site persisted (the whitelisted slices under one localStorage key). */
export async function storedState(page: Page): Promise<Record<string, any> | null> {
  return page.evaluate(() => {
    const raw = window.localStorage.getItem("aria-state");
    return raw ? JSON.parse(raw) : null;
  });
}

/** Every access token string found anywhere in the persisted state. */
export function storedAccessTokens(state: unknown): string[] {
  const found: string[] = [];
  const walk = (v: unknown) => {
    if (typeof v === "string" && v.startsWith("sbx_at_")) found.push(v);
    else if (v && typeof v === "object") Object.values(v).forEach(walk);
  };
  walk(state);
  return found;
}

/**
 * The auth headers the page's own gateway calls carried (watched, never routed): `of("/cart")` gives those of the first
 * call whose address contains that part, so a test reads the sandbox as the visitor's browser did.
 */
export function gatewayAuth(page: Page): { of: (pathPart: string) => Record<string, string> | null } {
  const origin = new URL(gatewayUrl("/")).origin;
  const seen: { url: string; headers: Record<string, string> }[] = [];
  page.on("request", (r: Request) => {
    if (!r.url().startsWith(origin)) return;
    const h = r.headers();
    if (!h.authorization) return;
    const headers: Record<string, string> = { authorization: h.authorization };
    if (h["x-auth-provider"]) headers["x-auth-provider"] = h["x-auth-provider"];
    seen.push({ url: r.url(), headers });
  });
  return { of: (pathPart) => seen.find((x) => x.url.includes(pathPart))?.headers ?? null };
}
