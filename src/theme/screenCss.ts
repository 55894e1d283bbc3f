// The styles of the client-rendered screens and of the shared components, each under its root class: the elements
// carry the class (a screen built from the dashboard's pieces carries .ecare-dashboard next to its own, e.g.
// "ecare-dashboard ecare-bills"), and ./globalStylesheet.tsx compiles these rules at build time into the stylesheet every
// page has in <head>. Nothing styles an element at run time: no Chakra, no emotion in the browser
// (__tests__/theme/noRuntimeStyling.test.ts).
// Same specificity as the run-time classes they replace (one class), so the order below is the cascade's among them:
// the self-care frame first, then the screens, then the panels shown inside them.
import type { SystemStyleObject } from "@chakra-ui/react/styled-system";
import { ecareFrameCss } from "./screens/ecareFrameCss";
import { signInCss } from "./screens/signInCss";
import { notFoundCss } from "./screens/notFoundCss";
import { dashboardCss } from "./screens/dashboardCss";
import { billsCss } from "./screens/billsCss";
import { summaryCss } from "./screens/summaryCss";
import { paymentRequestsCss } from "./screens/paymentRequestsCss";
import { ebillCss } from "./screens/ebillCss";
import { topUpsCss } from "./screens/topUpsCss";
import { ordersCss } from "./screens/ordersCss";
import { servicesCss } from "./screens/servicesCss";
import { privacyCss } from "./screens/privacyCss";
import { personalDataCss } from "./screens/personalDataCss";
import { usageListsCss, usageOverviewCss } from "./screens/usageCss";
import { rechargeCss } from "./screens/rechargeCss";
import { rechargeNoticeCss } from "./screens/rechargeNoticeCss";
import { uiDemoCss } from "./screens/uiDemoCss";
import { ticketsCss } from "./screens/ticketsCss";
import { assuranceCss, usersRequestsCss } from "./screens/assuranceCss";
import { fleetReportCss } from "./screens/fleetReportCss";
import { permissionsCss } from "./screens/permissionsCss";
import { fleetSimsCss } from "./screens/fleetSimsCss";
import { noticeCss } from "./components/noticeCss";
import { comboboxCss } from "./components/comboboxCss";
import { addressCheckCss } from "./screens/addressCheckCss";
import { portInCss } from "./screens/portInCss";
import { loaderCss } from "./components/loaderCss";
import { errorPagesCss } from "./screens/errorPagesCss";
import { errorSummaryCss } from "./components/errorSummaryCss";

/** Selector (a root class) → its style object; nested `& .x` keys become `.root .x`. */
export const screenCss: Record<string, SystemStyleObject> = {
  ".ecare-frame": ecareFrameCss,
  ".signin-screen": signInCss,
  ".not-found-page": notFoundCss,
  ".ecare-dashboard": dashboardCss,
  ".ecare-bills": billsCss,
  ".ecare-summary": summaryCss,
  ".ecare-payment-requests": paymentRequestsCss,
  ".ecare-ebill": ebillCss,
  ".ecare-topups": topUpsCss,
  ".ecare-orders": ordersCss,
  ".ecare-services": servicesCss,
  ".ecare-privacy": privacyCss,
  ".ecare-personal": personalDataCss,
  ".ecare-usage-overview": usageOverviewCss,
  ".ecare-usage-lists": usageListsCss,
  ".ecare-recharge": rechargeCss,
  ".ecare-recharge-notice": rechargeNoticeCss,
  ".ecare-requests": ticketsCss,
  ".ecare-users-requests": usersRequestsCss,
  ".ecare-assurance": assuranceCss,
  ".ecare-fleet-report": fleetReportCss,
  ".ecare-permissions": permissionsCss,
  ".ecare-fleet": fleetSimsCss,
  ".address-check": addressCheckCss,
  ".portin-page": portInCss,
  ...noticeCss,
  ...comboboxCss,
  ...loaderCss,
  ...errorPagesCss,
  ...errorSummaryCss,
};

/** The developer page's (/dev/ui): in the stylesheet of `gatsby develop` only, never in built pages. */
export const devScreenCss: Record<string, SystemStyleObject> = {
  ".ui-demo": uiDemoCss,
};
