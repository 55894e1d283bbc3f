// Forms from first paint on the checkout (issue 14): one built page serves every step (the step is in the query), so
// this inline script (in the checkout pages' <head>; its hash goes into the page's Content-Security-Policy at build)
// marks <html data-pas="…"> with the address's step before the body is parsed, and theme/checkoutCss.ts shows that
// step's form until React takes over. Tiny and dependency-free: it runs before any bundle.
import { STEP_PARAM } from "../domain/checkout/steps";

export const CHECKOUT_STEP_SCRIPT = `try{var p=new URLSearchParams(location.search).get("${STEP_PARAM}");if(p)document.documentElement.setAttribute("data-pas",p)}catch(e){}`;
