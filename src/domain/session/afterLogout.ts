// SPEC §4 "Logout clears auth state; if the server returns an after-logout address the browser goes there."
// The address comes from our own gateway, but a gateway answer is still input: only a same-origin path, or an https
// address on a host the site's configuration names (AFTER_LOGOUT_HOSTS), is followed.
import { sameOriginPath } from "./returnPath";

/** Host names compared as the URL parser writes them (lower case, punycode), ports included when given. */
function hostAllowed(url: URL, allowedHosts: readonly string[]): boolean {
  return allowedHosts.some((allowed) => {
    const host = allowed.trim().toLowerCase();
    return host !== "" && (url.host === host || (!host.includes(":") && url.hostname === host && url.port === ""));
  });
}

export function afterLogoutTarget(url: unknown, allowedHosts: readonly string[]): string | null {
  if (typeof url !== "string" || url.trim() === "") return null;
  const value = url.trim();
  if (value.startsWith("/")) return sameOriginPath(value);
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return null;
  }
  if (parsed.protocol !== "https:" || parsed.username !== "" || parsed.password !== "") return null;
  return hostAllowed(parsed, allowedHosts) ? parsed.href : null;
}
