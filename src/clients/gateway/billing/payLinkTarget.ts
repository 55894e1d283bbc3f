// Issue 24: a pay link is the provider's page the browser is sent to as a whole page (docs/billing-contract.md "Pay
// links"); it is followed only when src/domain/checkout/gatewayRedirect.ts allows it (https, or the configured
// gateway's origin, and a host on GATSBY_PAYMENT_REDIRECT_HOSTS). Any other address makes the call fail as an answer
// we cannot use (invalid_response), which the screens show with its catalogued message: the page never goes there.
// Apart from the reader (billsAnswers.ts readPayLink), which the sandbox's contract test runs on its own origin.
import { GATEWAY_URL, type Backend } from "../../../config/endpoints";
import { paymentRedirectHosts } from "../../../config/paymentRedirects";
import { followableRedirect } from "../../../domain/checkout/gatewayRedirect";
import { malformed } from "../errors";
import type { PayLink } from "./billsAnswers";

export function followablePayLink(link: PayLink, service: Backend): PayLink {
  const url = followableRedirect(link.paymentLink, { allowedHosts: paymentRedirectHosts(), gatewayOrigin: GATEWAY_URL });
  if (url === null) throw malformed(service, { paymentLink: link.paymentLink }, "paymentLink: not an allowed payment page");
  return { ...link, paymentLink: url };
}
