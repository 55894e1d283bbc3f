// Browser APIs: the same page wrapper as gatsby-ssr.tsx, the route progress bar and scroll behaviour
// per page (SPEC §2).
import type { GatsbyBrowser } from "gatsby";
import { wrapPage } from "./src/app/wrappers";
import { finishRouteProgress, startRouteProgress } from "./src/app/routeProgress";
import { loadedPageContext } from "./src/browser/gatsbyLoader";
import { endInitialHydration } from "./src/browser/hydration";
import { readPageSettings, scrollDecision } from "./src/domain/pageSettings";
import { checkReauthentication } from "./src/app/reauth";
import { armCartAdd } from "./src/shop/cart/addFromPage/cartAddArm";
import { ROUTE_CHANGE_EVENT } from "./src/browser/routeChange";
import { armAnalytics, trackNavigation } from "./src/app/analytics/tracking";
import { focusNewPage } from "./src/app/routeFocus";
import "./src/app/global.css";

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = wrapPage;

// Gatsby's scroll handler (sessionStorage positions + shouldUpdateScroll below) is the one authority
// on scroll; the browser's own restoration on back/forward would race it.
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  if ("scrollRestoration" in window.history) window.history.scrollRestoration = "manual";
  armCartAdd();
  armAnalytics();
};

// From here on pages are rendered by React, not hydrated (src/components/ServerHtml.tsx keeps server HTML only before).
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  endInitialHydration();
};

export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ prevLocation }) => {
  if (prevLocation) startRouteProgress();
};

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location, prevLocation }) => {
  if (prevLocation) {
    finishRouteProgress();
    // An add-to-cart error shown over the previous page (shop/cart/addFromPage/addFromPage) belongs to that page.
    window.dispatchEvent(new Event(ROUTE_CHANGE_EVENT));
    if (prevLocation.pathname !== location.pathname) focusNewPage();
  }
  trackNavigation(location);
  checkReauthentication(location);
};

// Gatsby passes only the location here, so the page's settings are read from its loaded page data.
// Returning true lets Gatsby restore the saved position (back/forward) or go to the top (new page).
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps }) => {
  const settings = readPageSettings(loadedPageContext(routerProps.location.pathname)?.pageSettings);
  switch (scrollDecision(settings.scrollBehaviour)) {
    case "router":
      return true;
    case "top":
      window.scrollTo(0, 0);
      return false;
    case "keep":
      return false;
  }
};
