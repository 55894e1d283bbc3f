// Browser APIs: the same root wrapper as gatsby-ssr.tsx, the page frame, the route progress bar
// and scroll behaviour per page (SPEC §2).
import React from "react";
import type { GatsbyBrowser } from "gatsby";
import { RootWrapper } from "./src/app/RootWrapper";
import { PageFrame } from "./src/app/PageFrame";
import { finishRouteProgress, startRouteProgress } from "./src/app/routeProgress";
import { readPageSettings, scrollDecision } from "./src/domain/pageSettings";
import "./src/app/global.css";

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => <RootWrapper>{element}</RootWrapper>;

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <PageFrame pathname={props.location.pathname} pageContext={props.pageContext as Record<string, unknown>}>
    {element}
  </PageFrame>
);

export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ prevLocation }) => {
  if (prevLocation) startRouteProgress();
};

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ prevLocation }) => {
  if (prevLocation) finishRouteProgress();
};

export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps }) => {
  const pageContext = (routerProps as { pageContext?: { pageSettings?: unknown } }).pageContext;
  return scrollDecision(readPageSettings(pageContext?.pageSettings).scrollBehaviour);
};
