// Forms from first paint on the checkout (issue 14): one built page serves every step (the step is in the query), so
// this inline script (in the checkout pages' <head> from gatsby-ssr onRenderBody, so its hash is in the page's
// Content-Security-Policy and Gatsby never re-inserts it on a client-side navigation) marks <html data-pas="…"> with
// the address's step before the body is parsed; theme/checkoutCss.ts shows that step's form until React takes over.
// Tiny and dependency-free: it runs before any bundle.
import { isCheckoutPath } from "../domain/errors/shopError";
import { STEP_PARAM } from "../domain/checkout/steps";

export const CHECKOUT_STEP_SCRIPT = `try{var p=new URLSearchParams(location.search).get("${STEP_PARAM}");if(p)document.documentElement.setAttribute("data-pas",p)}catch(e){}`;

/** The pages that carry it: the checkouts (SPEC §2 /checkout, /business/eshop/checkout, the port-in checkout). */
export const needsCheckoutStepScript = (pathname: string): boolean => isCheckoutPath(pathname);
