// Issue 24: an address the gateway hands the site to send the whole page to (the 3-D Secure page of a payment, the
// provider's page of a pay link) is gateway input, and following it moves the customer, card in hand, to another
// site. So it is followed only when it is https — or on the configured gateway's own origin, which is the http
// sandbox in development — AND its host is on the allow-list from configuration (config/endpoints.ts
// paymentRedirectHosts(), by default the gateway's own host). The callers refuse anything else with the catalogued
// error. Pure: the caller passes the configuration.

export interface RedirectPolicy {
  /** Hosts as `host` (default port only) or `host:port`, compared case-insensitively. */
  allowedHosts: readonly string[];
  /** The configured gateway's origin: the one place an http address may point to (the sandbox in development). */
  gatewayOrigin: string;
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** The URL parser writes hosts in lower case (and punycode) and drops a default port; entries are read the same way. */
function hostAllowed(url: URL, allowedHosts: readonly string[]): boolean {
  return allowedHosts.some((entry) => {
    const host = entry.trim().toLowerCase();
    if (host === "") return false;
    return host.includes(":") ? url.host === host : url.hostname === host && url.port === "";
  });
}

/** The address to send the page to, or null when it must not be followed. */
export function followableRedirect(url: unknown, policy: RedirectPolicy): string | null {
  if (typeof url !== "string" || url.trim() === "") return null;
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  // Credentials in an address only serve to disguise its host.
  if (parsed.username !== "" || parsed.password !== "") return null;
  const onGateway = parsed.origin === originOf(policy.gatewayOrigin);
  if (parsed.protocol !== "https:" && !(onGateway && parsed.protocol === "http:")) return null;
  return hostAllowed(parsed, policy.allowedHosts) ? parsed.href : null;
}
