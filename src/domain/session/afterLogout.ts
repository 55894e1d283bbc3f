// SPEC §4 "Logout clears auth state; if the server returns an after-logout address the browser goes there."
// The address comes from our own gateway, but it is still checked: only http(s) URLs or same-origin paths.
import { safeReturnPath } from "./returnPath";

export function afterLogoutTarget(url: unknown): string | null {
  if (typeof url !== "string" || url.trim() === "") return null;
  const value = url.trim();
  if (value.startsWith("/")) {
    const path = safeReturnPath(value, "");
    return path === "" ? null : path;
  }
  try {
    const parsed = new URL(value);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.href : null;
  } catch {
    return null;
  }
}
