// Issue 24: the hosts (comma-separated, `host` or `host:port`, GATSBY_PAYMENT_REDIRECT_HOSTS) a gateway redirect may
// send the page to — the 3-D Secure page of a payment, a pay link's provider page (src/domain/checkout/gatewayRedirect.ts).
// By default the gateway's own host (none when GATSBY_GATEWAY_URL is no address). Apart from endpoints.ts, which every
// page loads, since only the payment calls read it.
import { GATEWAY_URL } from "./endpoints";

export function paymentRedirectHosts(): readonly string[] {
  let gatewayHost = "";
  try {
    gatewayHost = new URL(GATEWAY_URL).host;
  } catch {
    // No address: no redirect is followed.
  }
  return (process.env.GATSBY_PAYMENT_REDIRECT_HOSTS || gatewayHost)
    .split(",")
    .map((host) => host.trim())
    .filter((host) => host !== "");
}
