// Where to send a user back to after sign-in (DESIGN.md "After sign-in the user returns to the page that
// sent them there"). The return path arrives in the URL, so anyone can craft it: only a same-origin path
// is accepted, never anything a browser could read as another host or a script (open redirect).

import type { Area } from "../area";

export const LOGIN_PATH = "/login";
export const BUSINESS_LOGIN_PATH = "/business/login";
/** Query parameter of the sign-in page that carries the return path. */
export const RETURN_TO_PARAM = "returnTo";

/** Longer values are not paths a page of ours produces. */
const MAX_LENGTH = 2048;
/** Layers of percent-encoding looked through; more than this is an attack, not a link. */
const MAX_DECODE_ROUNDS = 4;
/** Parses relative paths only; its origin must survive parsing, or the path named another host. */
const SENTINEL_ORIGIN = "https://return-path.invalid";

// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** Browsers drop or rewrite these inside URLs, so "/ /evil" or "/\tevil" may turn into "//evil". */
const WHITESPACE = /[\s\u200b-\u200f\u2028\u2029\ufeff]/;

/** "/x" but not "//x" or "/\x" (both protocol-relative to a browser). */
const isRootRelative = (path: string) => /^\/(?![/\\])/.test(path);

/** Every layer of percent-encoding removed; null for a malformed or too deeply encoded value. */
function fullyDecoded(value: string): string | null {
  let current = value;
  for (let round = 0; round <= MAX_DECODE_ROUNDS; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

/** The sign-in pages themselves (a return there would loop), in any case and with a trailing slash. */
export function isSignInPath(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, "");
  return [LOGIN_PATH, BUSINESS_LOGIN_PATH].some((login) => path === login || path.startsWith(`${login}/`));
}

/** One pass of the checks: the normalised same-origin path, or null. */
function normalisedPath(raw: unknown): string | null {
  if (typeof raw !== "string" || raw.length === 0 || raw.length > MAX_LENGTH) return null;
  if (CONTROL.test(raw) || WHITESPACE.test(raw) || raw.includes("\\") || !isRootRelative(raw)) return null;

  const decoded = fullyDecoded(raw);
  if (decoded === null || CONTROL.test(decoded) || decoded.includes("\\")) return null;
  const decodedPath = decoded.split(/[?#]/)[0] ?? "";
  if (!isRootRelative(decodedPath) || WHITESPACE.test(decodedPath)) return null;

  let url: URL;
  try {
    url = new URL(raw, SENTINEL_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== SENTINEL_ORIGIN) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * A same-origin absolute path ("/ecare/facturi?x=1#y"), normalised (dot segments resolved), or null. The checks run
 * again on the normalised value, which is what a browser navigates to: "/..//evil" or "/%2e%2e//evil" pass the first
 * pass and normalise to "//evil", a protocol-relative address of another host.
 */
export function sameOriginPath(raw: unknown): string | null {
  const first = normalisedPath(raw);
  if (first === null) return null;
  return normalisedPath(first) === first ? first : null;
}

/**
 * The return path if it is a same-origin path (see sameOriginPath) and not a sign-in page; otherwise `fallback`.
 * Refused: other schemes and hosts ("//evil", "/\evil", "https:", "javascript:"), the same hidden behind
 * percent-encoding ("/%2F%2Fevil") or dot segments ("/..//evil"), backslashes, whitespace and control characters,
 * and the sign-in pages.
 */
export function safeReturnPath(raw: unknown, fallback: string): string {
  const path = sameOriginPath(raw);
  if (path === null) return fallback;
  const decodedPathname = fullyDecoded(path.split(/[?#]/)[0] ?? "");
  if (decodedPathname === null || isSignInPath(decodedPathname)) return fallback;
  return path;
}

/** The sign-in page of an area. */
export function loginPathFor(area: Area): string {
  return area === "business" ? BUSINESS_LOGIN_PATH : LOGIN_PATH;
}

/** The sign-in page that brings the user back to the current page afterwards (without it when unsafe). */
export function loginPathWithReturn(currentPathWithQuery: string, area: Area): string {
  const login = loginPathFor(area);
  const back = safeReturnPath(currentPathWithQuery, "");
  return back === "" ? login : `${login}?${RETURN_TO_PARAM}=${encodeURIComponent(back)}`;
}
